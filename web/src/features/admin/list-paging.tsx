/**
 * Paging of the admin lists (ADR 251): the search term, the sort and the pages visited live in the
 * list's page component, so they survive a trip to the editor and back. The server answers one
 * page and a cursor for the next; Previous goes back through the cursors already followed.
 */
import { useState } from "react";
import { ADMIN_PAGE_SIZE, type AdminPage, SEARCH_MAX_CHARS, sortLabels } from "#contract/admin-lists.ts";
import { Button } from "../../components/ui/button";
import { SearchBox } from "./admin-ui";

/** What a paged list asks its API for (the query string). */
export interface ListQuery<S extends string = string> {
  q: string;
  sort: S;
  cursor?: string;
  lead?: string;
}

/** Search, sort and position in one list; a new term or sort starts again at the first page. */
export function useListPaging<S extends string>(sorts: readonly [S, ...S[]], lead: number | null = null) {
  const [term, setTerm] = useState("");
  const [sort, setSort] = useState<S>(sorts[0]);
  // The cursors followed to reach the page shown (none on the first page).
  const [trail, setTrail] = useState<string[]>([]);
  const cursor = trail.at(-1);
  const query: ListQuery<S> = {
    q: term.trim().slice(0, SEARCH_MAX_CHARS),
    sort,
    ...(cursor ? { cursor } : {}),
    ...(lead === null ? {} : { lead: String(lead) }),
  };
  return {
    query,
    term,
    setTerm: (next: string) => {
      setTerm(next);
      setTrail([]);
    },
    sorts,
    sort,
    setSort: (next: S) => {
      setSort(next);
      setTrail([]);
    },
    pageNumber: trail.length + 1,
    next: (nextCursor: string) => setTrail([...trail, nextCursor]),
    previous: () => setTrail(trail.slice(0, -1)),
  };
}

type Paging<S extends string> = ReturnType<typeof useListPaging<S>>;

/** The search box and the sort picker above a paged list. */
export function ListControls<S extends string>({ paging, label }: { paging: Paging<S>; label: string }) {
  return (
    <div className="flex flex-wrap items-start gap-3">
      <SearchBox label={label} value={paging.term} onChange={paging.setTerm} />
      <label className="flex items-center gap-2 text-sm">
        Sort
        <select
          value={paging.sort}
          onChange={(event) => paging.setSort(event.target.value as S)}
          className="h-10 rounded-md border border-border bg-background px-2 text-foreground"
        >
          {paging.sorts.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabels[sort] ?? sort}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** Which rows are shown out of how many, with Previous and Next. */
export function ListPager<S extends string>({
  paging,
  page,
  noun,
}: {
  paging: Paging<S>;
  page: AdminPage<unknown> | undefined;
  noun: string;
}) {
  if (!page) return null;
  const first = (paging.pageNumber - 1) * ADMIN_PAGE_SIZE + 1;
  const shown = page.items.length === 0 ? `No ${noun}` : `${first}–${first + page.items.length - 1} of ${page.total} ${noun}`;
  const { nextCursor } = page;
  return (
    <nav aria-label={`Pages of ${noun}`} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">{shown}</p>
      <div className="flex gap-2">
        <Button size="sm" variant="outline" disabled={paging.pageNumber === 1} onClick={paging.previous}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={nextCursor === null} onClick={() => nextCursor && paging.next(nextCursor)}>
          Next
        </Button>
      </div>
    </nav>
  );
}
