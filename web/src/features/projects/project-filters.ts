/**
 * The /projects list state, kept in the URL (?category=&q=&sort=&page=) so a filtered list can be
 * shared, bookmarked and restored with Back. The Worker filters, sorts and pages in D1; the browser
 * narrows the page it shows at once while a new search is on its way (searchProjects).
 */
import { listPageSearch, type ProjectListItem, type ProjectListParams } from "#contract/public-lists.ts";

/** The query string of a /projects URL; defaults are left out so the plain URL stays /projects. */
export function writeProjectFilters(list: ProjectListParams): string {
  return listPageSearch([
    ["category", list.category, ""],
    ["q", list.search, ""],
    ["sort", list.sort, "newest"],
    ["page", list.page, "1"],
  ]);
}

/** Case-insensitive match of the search text against title, description or location (as D1 matches it). */
export function searchProjects<P extends Pick<ProjectListItem, "title" | "description" | "location">>(
  projects: readonly P[],
  search: string,
): P[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...projects];
  return projects.filter((p) => [p.title, p.description, p.location].some((field) => field.toLowerCase().includes(term)));
}
