/**
 * Paging, filters and sort of the public lists (/blog, /projects and their API reads). The pages
 * and the Worker read the same URL parameters through these functions; the API validates them with
 * the schemas in contract/public-list-queries.ts (docs/decisions/250-paging-public-lists.md). No
 * schema library here: the list pages load this module in the browser.
 */
import type { BlogPostSummary, Project } from "./entities";
import { projectCategories, type ProjectCategory } from "./enums";

/** Cards per page of /blog and /projects: four rows of three on a wide screen. */
export const PUBLIC_PAGE_SIZE = 12;

/** A page of a list, as `GET /api/blog?page=` and `GET /api/projects?page=` answer it. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalItems: number;
  /** At least 1: an empty list still has its (empty) first page. */
  totalPages: number;
}

/**
 * A post as a page of /blog shows it: what its card shows, and no more (ADR 252). The page embeds
 * its read for hydration, so every field here is in the HTML once more as JSON; the SEO and sharing
 * fields, the keywords and the dates a card does not show stay on the post's own read.
 */
export type PostListItem = Pick<
  BlogPostSummary,
  "id" | "slug" | "title" | "excerpt" | "author" | "category" | "tags" | "featured" | "publishedAt" | "imageUrl" | "image"
>;

export function postListItem(post: PostListItem): PostListItem {
  const { id, slug, title, excerpt, author, category, tags, featured, publishedAt, imageUrl, image } = post;
  return { id, slug, title, excerpt, author, category, tags, featured, publishedAt, imageUrl, ...(image ? { image } : {}) };
}

/**
 * A project as a page of /projects shows it: its card, and the fields the browser's instant search
 * narrows by (title, description, location). The client, the region, the figures and the links are
 * the project page's (ADR 252).
 */
export type ProjectListItem = Pick<Project, "id" | "title" | "description" | "location" | "year" | "category" | "imageUrl" | "image">;

export function projectListItem(project: ProjectListItem): ProjectListItem {
  const { id, title, description, location, year, category, imageUrl, image } = project;
  return { id, title, description, location, year, category, imageUrl, ...(image ? { image } : {}) };
}

export const projectSorts = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "alphabetical", label: "Alphabetical (A–Z)" },
] as const;
export type ProjectSort = (typeof projectSorts)[number]["value"];

/** Search terms longer than this find nothing a shorter one would not; the search box stops there. */
export const PROJECT_SEARCH_MAX = 100;

/** /projects?category=: a known category, or null (all projects) for anything else. */
function projectCategoryParam(value: string | null): ProjectCategory | null {
  return (projectCategories.values as readonly string[]).includes(value ?? "") ? (value as ProjectCategory) : null;
}

/** The /blog list a page URL asks for: its tag (trimmed, "" for all) and its page as written ("1" when absent). */
export interface BlogListParams {
  tag: string;
  page: string;
}

export function readBlogListParams(search: URLSearchParams): BlogListParams {
  return { tag: search.get("tag")?.trim() ?? "", page: search.get("page") ?? "1" };
}

/** The /projects list a page URL asks for; unknown categories and sorts fall back to the defaults. */
export interface ProjectListParams {
  category: ProjectCategory | null;
  search: string;
  sort: ProjectSort;
  /** As written ("1" when absent): a malformed page is the API's to refuse (the page answers 404). */
  page: string;
}

export function readProjectListParams(search: URLSearchParams): ProjectListParams {
  const sort = search.get("sort");
  return {
    category: projectCategoryParam(search.get("category")),
    search: search.get("q") ?? "",
    sort: projectSorts.some((s) => s.value === sort) ? (sort as ProjectSort) : "newest",
    page: search.get("page") ?? "1",
  };
}

/**
 * The query string of a list page's URL: defaults are left out, so page 1 of the unfiltered list is
 * the plain path (the canonical of a page keeps its filters and its page, page 1 has none).
 */
export function listPageSearch(entries: readonly (readonly [string, string | null | undefined, string])[]): string {
  const params = new URLSearchParams();
  for (const [name, value, fallback] of entries) if (value && value !== fallback) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
