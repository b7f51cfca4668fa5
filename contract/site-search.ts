/**
 * The site search (docs/decisions/307-site-search.md): `GET /api/search?q=` over the public pages,
 * the published posts, the projects and the merchandise, answered by the Worker; the header's
 * search dialog and the /search page show the same answer. What every page's entry script needs
 * (the parameter and its length, read by contract/read-paths.ts) is in site-search-query.ts, and
 * the query's schema in site-search-schema.ts, so neither these words nor valibot ride along.
 */
import { SITE_SEARCH_MAX } from "./site-search-query";

/** What a result is; the label says it beside the title. */
export const siteSearchKinds = {
  page: "Page",
  post: "Article",
  project: "Project",
  merch: "Merchandise",
} as const;
export type SiteSearchKind = keyof typeof siteSearchKinds;

/** At most this many results, best first: a search is a way in, not a listing. */
export const SITE_SEARCH_LIMIT = 20;

export const SITE_SEARCH_EMPTY = "Type a word to search for.";
export const SITE_SEARCH_TOO_LONG = `Search must be at most ${SITE_SEARCH_MAX} characters.`;

export interface SiteSearchResult {
  kind: SiteSearchKind;
  title: string;
  /** One or two sentences of what the page says, plain text. */
  snippet: string;
  /** A site path (with a query or an anchor where the result is part of a page). */
  url: string;
}

export interface SiteSearchAnswer {
  /** The search as the API read it (trimmed). */
  query: string;
  /** The best results, at most SITE_SEARCH_LIMIT. */
  results: SiteSearchResult[];
  /** How many matched in all (more than `results.length` when the list was cut). */
  total: number;
}

/** "3 results for “solar”", said by the page and announced by the dialog. */
export function resultCountText(answer: Pick<SiteSearchAnswer, "query" | "total" | "results">): string {
  const { total, results, query } = answer;
  if (total === 0) return `No results for “${query}”.`;
  const count = `${total} ${total === 1 ? "result" : "results"} for “${query}”`;
  return total > results.length ? `${count}, the best ${results.length} shown.` : `${count}.`;
}
