/** The results of a site search as a list of links: the /search page and the header's dialog show the same. */
import type { KeyboardEvent } from "react";
import { Link } from "../link";
import { siteSearchKinds, type SiteSearchResult } from "#contract/site-search.ts";

/** Marks the result links, so arrow keys can move between them. */
export const RESULT_LINK_ATTRIBUTE = "data-search-result";

export function SearchResultList({
  results,
  onFollow,
  onKeyDown,
}: {
  results: readonly SiteSearchResult[];
  /** Called when a result is followed (the dialog closes). */
  onFollow?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLOListElement>) => void;
}) {
  return (
    <ol className="divide-y divide-border" onKeyDown={onKeyDown}>
      {results.map((result, index) => (
        <li key={`${index}:${result.url}`}>
          <Link
            to={result.url}
            onClick={onFollow}
            {...{ [RESULT_LINK_ATTRIBUTE]: "" }}
            className="block rounded-md px-3 py-3 hover:bg-muted focus-visible:bg-muted"
          >
            <span className="mr-2 font-semibold text-primary underline underline-offset-2">{result.title}</span>
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground">
              {siteSearchKinds[result.kind]}
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">{result.snippet}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
