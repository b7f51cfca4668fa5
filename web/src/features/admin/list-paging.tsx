/**
 * Paging of the admin lists (ADR 251) with their search, sort and view held in the URL (ADR 267):
 * `?q=…&sort=…&view=…`, so a reload, a shared link and Back keep them. A new sort or view is a
 * history entry; the search term is written into the current one once typing pauses (the list
 * follows every keystroke; the URL need not, and a controlled input fed from the URL would lag
 * behind the router's transitions). The pages visited (the cursors followed) live in
 * the component: the server answers one page and a cursor for the next, and Previous goes back
 * through the cursors already followed.
 */
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "../../lib/use-search-params";
import { Link } from "../../components/link";
import { ADMIN_PAGE_SIZE, type AdminPage, SEARCH_MAX_CHARS, sortLabels, viewLabels } from "#contract/admin-lists.ts";
import { Button } from "../../components/ui/button";
import { SearchBox } from "./admin-ui";

/** What a paged list asks its API for (the query string). */
export interface ListQuery<S extends string = string, V extends string = "all"> {
  q: string;
  sort: S;
  view?: V;
  cursor?: string;
  lead?: string;
}

/** How each sort orders its column, for the headers' aria-sort and arrows. */
export const sortDirections: Record<string, "ascending" | "descending"> = {
  newest: "descending",
  oldest: "ascending",
  title: "ascending",
  "title-desc": "descending",
};

/** How long typing pauses before the term is written into the URL. */
const TERM_WRITE_DELAY_MS = 300;

const pick = <T extends string>(allowed: readonly T[], value: string | null): T | undefined => allowed.find((item) => item === value);

/**
 * Search, sort, view and position in one list; a new term, sort or view starts again at the first
 * page. A value in the URL the list does not offer is its default (a hand-edited link still shows the list).
 */
export function useListPaging<S extends string, V extends string = "all">(
  sorts: readonly [S, ...S[]],
  lead: number | null = null,
  views: readonly [V, ...V[]] | null = null,
) {
  const [params, setParams] = useSearchParams();
  const urlTerm = params.get("q") ?? "";
  const [term, setTypedTerm] = useState(urlTerm);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Back, Forward or a link changed the term in the URL: show it (unless a typed term is still to be written).
  useEffect(() => {
    if (pendingWrite.current === null) setTypedTerm(urlTerm);
  }, [urlTerm]);
  useEffect(() => () => clearTimeout(pendingWrite.current ?? undefined), []);
  const sort = pick(sorts, params.get("sort")) ?? sorts[0];
  const view = views ? (pick(views, params.get("view")) ?? views[0]) : undefined;
  const q = term.trim().slice(0, SEARCH_MAX_CHARS);
  // The cursors followed to reach the page shown (none on the first page), for this search, sort and view only.
  const listKey = JSON.stringify([q, sort, view, lead]);
  const [trail, setTrail] = useState<{ key: string; cursors: string[] }>({ key: listKey, cursors: [] });
  const cursors = trail.key === listKey ? trail.cursors : [];
  const cursor = cursors.at(-1);
  const query: ListQuery<S, V> = {
    q,
    sort,
    ...(view === undefined ? {} : { view }),
    ...(cursor ? { cursor } : {}),
    ...(lead === null ? {} : { lead: String(lead) }),
  };
  /** The URL's parameters with `name` set (or removed when it is the default). */
  const withParam = (current: URLSearchParams, name: string, value: string, fallback: string) => {
    const next = new URLSearchParams(current);
    if (value === fallback) next.delete(name);
    else next.set(name, value);
    return next;
  };
  return {
    query,
    term,
    setTerm: (next: string) => {
      setTypedTerm(next);
      clearTimeout(pendingWrite.current ?? undefined);
      pendingWrite.current = setTimeout(() => {
        pendingWrite.current = null;
        setParams((current) => withParam(current, "q", next, ""), { replace: true });
      }, TERM_WRITE_DELAY_MS);
    },
    /**
     * Before leaving the list (to an editor at its own address): drops the term's pending write,
     * which would otherwise land after the navigation and bring the list back, and answers the
     * list's search as it should be kept (the typed term included) for the way back.
     */
    leave: (): string => {
      clearTimeout(pendingWrite.current ?? undefined);
      pendingWrite.current = null;
      const search = withParam(params, "q", term, "").toString();
      return search ? `?${search}` : "";
    },
    sorts,
    sort,
    setSort: (next: S) => setParams((current) => withParam(current, "sort", next, sorts[0])),
    views,
    view,
    /** The search of the list showing `next` (a link: a view is a place to go back to). */
    viewSearch: (next: V) => `?${withParam(params, "view", next, views?.[0] ?? "")}`,
    pageNumber: cursors.length + 1,
    next: (nextCursor: string) => setTrail({ key: listKey, cursors: [...cursors, nextCursor] }),
    previous: () => setTrail({ key: listKey, cursors: cursors.slice(0, -1) }),
  };
}

type Paging<S extends string, V extends string = string> = ReturnType<typeof useListPaging<S, V>>;

/** "All (12) · Published (10) · Draft (2)": the list's views as links, the current one marked, each with its count. */
function ListViews<S extends string, V extends string>({
  paging,
  counts,
  label,
}: {
  paging: Paging<S, V>;
  counts: Partial<Record<V, number>> | undefined;
  label: string;
}) {
  if (!paging.views) return null;
  return (
    <nav aria-label={label} className="mb-4">
      <ul className="flex flex-wrap gap-x-1 gap-y-2 text-sm">
        {paging.views.map((view) => {
          const current = view === paging.view;
          const count = counts?.[view];
          return (
            <li key={view}>
              <Link
                to={{ search: paging.viewSearch(view) }}
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center gap-1 rounded-md px-3 py-1.5 ${current ? "bg-primary font-semibold text-primary-foreground" : "hover:bg-muted"}`}
              >
                {viewLabels[view] ?? view}
                <span className={current ? "" : "text-muted-foreground"}>({count ?? "…"})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The views, the search box and the sort picker above a paged list. Where the table's headers sort
 * (`headerSort`), the picker is there on narrow screens only, whose stacked rows have no headers.
 */
export function ListControls<S extends string, V extends string>({
  paging,
  label,
  views,
  headerSort = false,
}: {
  paging: Paging<S, V>;
  label: string;
  /** The counts of the list's views, from its answer. */
  views?: { counts: Partial<Record<V, number>> | undefined; label: string };
  headerSort?: boolean;
}) {
  return (
    <>
      {views ? <ListViews paging={paging} counts={views.counts} label={views.label} /> : null}
      <div className="flex flex-wrap items-start gap-3">
        <SearchBox label={label} value={paging.term} onChange={paging.setTerm} />
        <label className={`flex items-center gap-2 text-sm ${headerSort ? "md:hidden" : ""}`}>
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
    </>
  );
}

/** Which rows are shown out of how many, with Previous and Next. */
export function ListPager<S extends string, V extends string>({
  paging,
  page,
  noun,
}: {
  paging: Paging<S, V>;
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
