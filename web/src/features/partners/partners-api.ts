import { readPaths } from "#contract/read-paths.ts";
import { publicReads, usePublicRead } from "../../lib/public-read";

/** GET /api/partners; a failure surfaces as 'Failed to fetch partners'. */
export function usePartners() {
  return usePublicRead(readPaths.partners, publicReads.partners, "Failed to fetch partners");
}
