import { useQuery } from "@tanstack/react-query";
import type { Partner } from "../../../../contract/entities";
import { readPaths } from "../../../../contract/read-paths";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

export const partnersQueryKey = ["partners"] as const;

/** GET /api/partners; a failure surfaces as 'Failed to fetch partners' (spec section 8). */
export function usePartners() {
  return useQuery({
    queryKey: partnersQueryKey,
    queryFn: async () => {
      try {
        return await api.get<Partner[]>(readPaths.partners);
      } catch (cause) {
        throw new Error("Failed to fetch partners", { cause });
      }
    },
  }, queryClient);
}
