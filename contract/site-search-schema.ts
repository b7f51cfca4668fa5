/** GET /api/search's query (docs/decisions/307-site-search.md): `q`, what the visitor typed. */
import * as v from "valibot";
import { SITE_SEARCH_EMPTY, SITE_SEARCH_TOO_LONG } from "./site-search";
import { SITE_SEARCH_MAX } from "./site-search-query";

/** `q` trimmed, 1 to SITE_SEARCH_MAX characters; absent reads as empty, so it gets the same message as a blank one. */
export const siteSearchQuerySchema = v.object({
  q: v.pipe(
    v.optional(v.string(SITE_SEARCH_EMPTY), ""),
    v.trim(),
    v.minLength(1, SITE_SEARCH_EMPTY),
    v.maxLength(SITE_SEARCH_MAX, SITE_SEARCH_TOO_LONG),
  ),
});
