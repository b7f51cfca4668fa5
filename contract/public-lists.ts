/**
 * Paging, filters and sort of the public lists (/blog, /projects and their API reads). The pages
 * and the Worker read the same URL parameters through these functions, and the API validates them
 * with these schemas (docs/decisions/250-paging-public-lists.md).
 */
import * as v from "valibot";
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

const PAGE_MESSAGE = "Page must be a whole number from 1.";

/** `page`: a whole number from 1, written plainly (no sign, no leading zero, at most 6 digits). */
const pageParam = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,5}$/, PAGE_MESSAGE), v.transform(Number));

const BLOG_TAG_MESSAGE = "Tag must be at most 40 characters.";
const BLOG_LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PUBLIC_PAGE_SIZE}.`;

/** GET /api/blog: `page` (an envelope, featured first) or `limit` (an array, newest first); `tag` narrows either. */
export const blogListQuerySchema = v.object({
  page: v.optional(pageParam),
  // A post's tags are at most 40 characters each (contract/admin-content.ts).
  tag: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(40, BLOG_TAG_MESSAGE))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[0-9]{1,2}$/, BLOG_LIMIT_MESSAGE),
      v.transform(Number),
      v.minValue(1, BLOG_LIMIT_MESSAGE),
      v.maxValue(PUBLIC_PAGE_SIZE, BLOG_LIMIT_MESSAGE),
    ),
  ),
});

export const projectSorts = [
  { value: "newest", label: "Newest first" },
  { value: "oldest", label: "Oldest first" },
  { value: "alphabetical", label: "Alphabetical (A–Z)" },
] as const;
export type ProjectSort = (typeof projectSorts)[number]["value"];

/** Search terms longer than this find nothing a shorter one would not; the search box stops there. */
export const PROJECT_SEARCH_MAX = 100;

/** GET /api/projects: `category`, `q` (title, description or location contain it), `sort`, `page`. */
export const projectListQuerySchema = v.object({
  category: v.optional(v.picklist(projectCategories.values, `Category must be one of: ${projectCategories.values.join(", ")}.`)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(PROJECT_SEARCH_MAX, `Search must be at most ${PROJECT_SEARCH_MAX} characters.`))),
  sort: v.optional(
    v.picklist(
      projectSorts.map((s) => s.value),
      `Sort must be one of: ${projectSorts.map((s) => s.value).join(", ")}.`,
    ),
  ),
  page: v.optional(pageParam),
});

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
