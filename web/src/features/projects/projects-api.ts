import type { Project } from "#contract/entities.ts";
import type { ProjectCategory } from "#contract/enums.ts";
import { readPaths } from "#contract/read-paths.ts";
import { usePublicRead } from "../../lib/public-read";

/** GET /api/projects (one category when given); failures surface as 'Failed to fetch projects'. */
export function useProjects(category: ProjectCategory | null) {
  return usePublicRead<Project[]>(readPaths.projects(category), "Failed to fetch projects");
}

/** GET /api/projects/{id}; failures surface as 'Failed to fetch project'. */
export function useProject(id: string) {
  return usePublicRead<Project>(readPaths.project(id), "Failed to fetch project");
}
