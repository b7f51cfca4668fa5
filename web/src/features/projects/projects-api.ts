import type { ProjectListParams } from "#contract/public-lists.ts";
import { type EmbeddedListPage, readPaths } from "#contract/read-paths.ts";
import { type PublicRead, usePublicRead } from "../../lib/public-read";

/**
 * GET /api/projects?…&page=: a page of /projects (category, search, sort), filtered in D1; the last
 * page stays shown while the next loads. Failures surface as 'Failed to fetch projects'. The page
 * the HTML was rendered with comes without `items` (its cards are in the HTML: ADR 256).
 */
export function useProjectsPage(params: ProjectListParams) {
  const read = usePublicRead(readPaths.projectsPage(params), (reads) => reads.projectsPage(params), "Failed to fetch projects", true);
  return read as PublicRead<EmbeddedListPage<NonNullable<typeof read.data>> | null>;
}

/** GET /api/projects/{id}; failures surface as 'Failed to fetch project'. */
export function useProject(id: string) {
  return usePublicRead(readPaths.project(id), (reads) => reads.project(id), "Failed to fetch project");
}
