import { useQuery } from "@tanstack/react-query";
import type { Project } from "../../../../contract/entities";
import type { ProjectCategory } from "../../../../contract/enums";
import { readPaths } from "../../../../contract/read-paths";
import { api } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

/** GET /api/projects (one category when given); failures surface as 'Failed to fetch projects' (spec section 8). */
export function useProjects(category: ProjectCategory | null) {
  return useQuery({
    queryKey: ["projects", "list", category ?? "all"],
    queryFn: async () => {
      try {
        return await api.get<Project[]>(readPaths.projects(category));
      } catch (cause) {
        throw new Error("Failed to fetch projects", { cause });
      }
    },
  }, queryClient);
}

/** GET /api/projects/{id}; failures surface as 'Failed to fetch project'. */
export function useProject(id: string) {
  return useQuery({
    queryKey: ["projects", "one", id],
    queryFn: async () => {
      try {
        return await api.get<Project>(readPaths.project(id));
      } catch (cause) {
        throw new Error("Failed to fetch project", { cause });
      }
    },
  }, queryClient);
}
