/**
 * The public read endpoints as the SPA calls them, and which of them each page reads as it first
 * renders. The edge writes a <link rel="preload" as="fetch"> for those into the page, so the data
 * is on its way with the HTML instead of after the scripts have run. One table for both sides:
 * a preload only helps when the page's fetch asks for exactly the same URL.
 */
import { projectCategories, type ProjectCategory } from "./enums";
import type { PageName } from "./routes";

export const readPaths = {
  blogList: "/api/blog",
  blogPost: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  projects: (category: ProjectCategory | null) => (category ? `/api/projects?category=${encodeURIComponent(category)}` : "/api/projects"),
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  partners: "/api/partners",
};

/** /projects?category=: a known category, or null (all projects) for anything else. */
export function projectCategoryParam(value: string | null): ProjectCategory | null {
  return (projectCategories.values as readonly string[]).includes(value ?? "") ? (value as ProjectCategory) : null;
}

/** The API paths a page fetches as it first renders (a post also loads the list for its related articles). */
export function pageReads(page: PageName, params: Readonly<Record<string, string>>, search: URLSearchParams): string[] {
  switch (page) {
    case "blog":
      return [readPaths.blogList];
    case "blogPost":
      return [readPaths.blogPost(params.slug ?? ""), readPaths.blogList];
    case "projects":
      return [readPaths.projects(projectCategoryParam(search.get("category")))];
    case "project":
      return [readPaths.project(params.id ?? "")];
    case "partners":
      return [readPaths.partners];
    default:
      return [];
  }
}
