import type { ProjectListParams } from "#contract/public-lists.ts";
import { readPaths } from "#contract/read-paths.ts";
import { publicReads, usePublicRead } from "../../lib/public-read";

/**
 * GET /api/projects?…&page=: a page of /projects (category, search, sort), filtered in D1; the last
 * page stays shown while the next loads. Failures surface as 'Failed to fetch projects'.
 */
export function useProjectsPage(params: ProjectListParams) {
  return usePublicRead(readPaths.projectsPage(params), () => publicReads.projectsPage(params), "Failed to fetch projects", true);
}

/** GET /api/projects/{id}; failures surface as 'Failed to fetch project'. */
export function useProject(id: string) {
  return usePublicRead(readPaths.project(id), () => publicReads.project(id), "Failed to fetch project");
}
