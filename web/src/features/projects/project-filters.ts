/**
 * The /projects list state, kept in the URL (?category=&q=&sort=) so a filtered list can be
 * shared, bookmarked and restored with Back. Search and sort run in the browser on the loaded list.
 */
import type { Project } from "#contract/entities.ts";
import type { ProjectCategory } from "#contract/enums.ts";
import { projectCategoryParam } from "#contract/read-paths.ts";

export const projectSorts = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "alphabetical", label: "Alphabetical (A–Z)" },
] as const;
export type ProjectSort = (typeof projectSorts)[number]["value"];

export interface ProjectFilters {
  category: ProjectCategory | null;
  search: string;
  sort: ProjectSort;
}

/** Reads the filters from the query string; unknown values fall back to the defaults. */
export function readProjectFilters(params: URLSearchParams): ProjectFilters {
  const sort = params.get("sort");
  return {
    category: projectCategoryParam(params.get("category")),
    search: params.get("q") ?? "",
    sort: projectSorts.some((s) => s.value === sort) ? (sort as ProjectSort) : "newest",
  };
}

/** The query string for some filters; defaults are left out so the plain URL stays /projects. */
export function writeProjectFilters(filters: ProjectFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.search) params.set("q", filters.search);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  return params;
}

/** Case-insensitive match of the search text against title, description or location. */
export function searchProjects(projects: readonly Project[], search: string): Project[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...projects];
  return projects.filter((p) => [p.title, p.description, p.location].some((field) => field.toLowerCase().includes(term)));
}

/** Newest/oldest by project year (then when it was added); alphabetical by title. */
export function sortProjects(projects: readonly Project[], sort: ProjectSort): Project[] {
  const byAge = (a: Project, b: Project) => a.year - b.year || a.createdAt.localeCompare(b.createdAt) || a.id - b.id;
  const sorted = [...projects];
  if (sort === "alphabetical") return sorted.sort((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
  sorted.sort(byAge);
  return sort === "newest" ? sorted.reverse() : sorted;
}
