/**
 * The query schemas of the public list reads (`GET /api/blog`, `GET /api/projects`), which the
 * Worker validates with (docs/decisions/250-paging-public-lists.md). Apart from
 * contract/public-lists.ts, which the list pages load in the browser, so they do not load valibot.
 */
import * as v from "valibot";
import { projectCategories } from "./enums";
import { PROJECT_SEARCH_MAX, PUBLIC_PAGE_SIZE, projectSorts } from "./public-lists";

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
