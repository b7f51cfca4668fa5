/**
 * The public read endpoints as the app calls them, and which of them each page reads as it first
 * renders. The Worker fetches those before rendering a page and writes them into it; the browser
 * finds them there by the same path, so one table serves both sides.
 */
import { projectCategories, type ProjectCategory } from "./enums";
import type { PageName } from "./routes";

export const readPaths = {
  blogList: "/api/blog",
  blogPost: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  blogRelated: (slug: string) => `/api/blog/${encodeURIComponent(slug)}/related`,
  projects: (category: ProjectCategory | null) => (category ? `/api/projects?category=${encodeURIComponent(category)}` : "/api/projects"),
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  partners: "/api/partners",
};

/** /projects?category=: a known category, or null (all projects) for anything else. */
export function projectCategoryParam(value: string | null): ProjectCategory | null {
  return (projectCategories.values as readonly string[]).includes(value ?? "") ? (value as ProjectCategory) : null;
}

/** The id of the <script type="application/json"> in which a rendered page carries its reads. */
export const PAGE_READS_ELEMENT_ID = "page-reads";

/** The API paths a page reads as it first renders (a post also reads its related articles). */
export function pageReads(page: PageName, params: Readonly<Record<string, string>>, search: URLSearchParams): string[] {
  switch (page) {
    case "home":
      return [readPaths.blogList, readPaths.partners];
    case "blog":
      return [readPaths.blogList];
    case "blogPost":
      return [readPaths.blogPost(params.slug ?? ""), readPaths.blogRelated(params.slug ?? "")];
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
