import type { ProjectCategory } from "#contract/enums.ts";
import { readPaths } from "#contract/read-paths.ts";
import { publicReads, usePublicRead } from "../../lib/public-read";

/** GET /api/projects (one category when given); failures surface as 'Failed to fetch projects'. */
export function useProjects(category: ProjectCategory | null) {
  return usePublicRead(readPaths.projects(category), () => publicReads.projects(category), "Failed to fetch projects");
}

/** GET /api/projects/{id}; failures surface as 'Failed to fetch project'. */
export function useProject(id: string) {
  return usePublicRead(readPaths.project(id), () => publicReads.project(id), "Failed to fetch project");
}
