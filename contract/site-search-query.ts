/**
 * The site search's query as an address carries it (docs/decisions/308-search-page-and-not-found.md):
 * the part every page's entry script reads (contract/read-paths.ts), kept apart from the rest of
 * contract/site-search.ts so that the entry script does not carry it.
 */

/**
 * A search longer than this finds nothing a shorter one would not (no title is that long); the
 * search boxes stop there and the API refuses more.
 */
export const SITE_SEARCH_MAX = 100;

/** The parameter of /search and /api/search. */
export const SITE_SEARCH_PARAM = "q";

/**
 * The search a /search address asks for: trimmed and cut to the longest the API takes, so the page's
 * read is never refused ("" when there is none: the page shows the empty form).
 */
export function searchQueryOf(search: URLSearchParams): string {
  return (search.get(SITE_SEARCH_PARAM) ?? "").trim().slice(0, SITE_SEARCH_MAX).trim();
}
