import { readPaths } from "#contract/read-paths.ts";
import { usePublicRead } from "../../lib/public-read";

/** GET /api/partners; a failure surfaces as 'Failed to fetch partners'. */
export function usePartners() {
  return usePublicRead(readPaths.partners, (reads) => reads.partners(), "Failed to fetch partners");
}
