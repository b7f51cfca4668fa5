/** Small pieces the admin tables share: search box, status badge, the table with its row states, row actions. */
import { type ReactNode, useLayoutEffect, useRef } from "react";
import { Button, buttonStyles } from "../../components/ui/button";
import { adminDateTime } from "./admin-dates";

export function SearchBox({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="mb-4 max-w-md">
      <label className="sr-only" htmlFor="admin-search">
        {label}
      </label>
      <input
        id="admin-search"
        type="search"
        value={value}
        placeholder={label}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-foreground placeholder:text-muted-foreground"
      />
    </div>
  );
}

const badgeTones = {
  positive: "bg-primary text-primary-foreground",
  neutral: "bg-muted text-foreground border border-border",
  negative: "bg-destructive text-destructive-foreground",
} as const;

export function Badge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  const style = badgeTones[tone];
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>{children}</span>;
}

/** A column header that sorts the list: the sort of its first click, then the other (by date: newest, then oldest). */
export interface SortableHeader<S extends string> {
  label: string;
  sorts: readonly [S, S];
}

/** The sorting a table's sortable headers show and change. */
export interface TableSorting<S extends string> {
  sort: S;
  setSort: (sort: S) => void;
  directions: Record<string, "ascending" | "descending">;
}

/** The header of the row actions: its column stays in view on screens too narrow for the table. */
const ACTIONS_HEADER = "Actions";

function headerLabel<S extends string>(header: string | SortableHeader<S>): string {
  return typeof header === "string" ? header : header.label;
}

function SortButton<S extends string>({ header, sorting }: { header: SortableHeader<S>; sorting: TableSorting<S> }) {
  const active = header.sorts.includes(sorting.sort);
  const direction = active ? sorting.directions[sorting.sort] : undefined;
  const next = active && sorting.sort === header.sorts[0] ? header.sorts[1] : header.sorts[0];
  return (
    <button
      type="button"
      onClick={() => sorting.setSort(next)}
      className="-mx-2 inline-flex items-center gap-1 rounded px-2 py-1 font-semibold hover:bg-background"
    >
      {header.label}
      <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12" className={active ? "" : "opacity-40"}>
        {direction === "ascending" ? (
          <path d="M6 2 10 8H2z" fill="currentColor" />
        ) : direction === "descending" ? (
          <path d="M6 10 2 4h8z" fill="currentColor" />
        ) : (
          <path d="M6 1 9 5H3zM6 11 3 7h6z" fill="currentColor" />
        )}
      </svg>
    </button>
  );
}

/**
 * An admin list as a table: the loading, failed and empty states as a full-width row (named by
 * `noun`: "Loading blog posts...", "Failed to load blog posts.", "No blog posts found."), else one
 * row per item. Headers given as `SortableHeader`s sort the list (with `sorting`), marked with aria-sort.
 *
 * Narrow screens (ADR 268): below 48rem each row is a card, each cell under its column's name
 * (`data-label`, set here from the headers so no page repeats them); wider, the Actions column
 * stays pinned at the right edge when the table scrolls, so a tablet never cuts the buttons off.
 */
export function AdminTable<T, S extends string = string>({
  caption,
  headers,
  noun,
  query,
  rows,
  renderRow,
  sorting,
}: {
  caption: string;
  headers: readonly (string | SortableHeader<S>)[];
  /** Plural and lower case, e.g. "blog posts". */
  noun: string;
  query: { isPending: boolean; isError: boolean };
  rows: readonly T[];
  renderRow: (item: T) => ReactNode;
  sorting?: TableSorting<S>;
}) {
  const table = useRef<HTMLTableElement>(null);
  const labels = headers.map(headerLabel);
  // Rows come from each page's renderRow; the cards' labels follow the headers, by position. The
  // explicit roles keep the table a table for assistive technology when the cards' CSS
  // (display: block) would otherwise drop its semantics.
  useLayoutEffect(() => {
    const element = table.current;
    if (!element) return;
    element.setAttribute("role", "table");
    for (const group of [element.tHead, ...element.tBodies]) group?.setAttribute("role", "rowgroup");
    for (const row of element.rows) {
      row.setAttribute("role", "row");
      for (const [index, cell] of [...row.cells].entries()) {
        cell.setAttribute("role", cell.tagName === "TH" ? "columnheader" : "cell");
        const label = cell.colSpan === 1 ? labels[index] : undefined;
        if (label && cell.tagName === "TD") cell.dataset.label = label;
      }
    }
  });
  const message = query.isPending
    ? `Loading ${noun}...`
    : query.isError
      ? `Failed to load ${noun}.`
      : rows.length === 0
        ? `No ${noun} found.`
        : null;
  return (
    // Focusable and named, so keyboard users can scroll a table wider than the screen.
    // biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable region must take focus to be scrolled by keyboard (axe: scrollable-region-focusable); a <section> would add a landmark per table.
    <div role="region" aria-label={caption} tabIndex={0} className="admin-table overflow-x-auto rounded-lg border border-border bg-card">
      <table ref={table} className="w-full text-left text-sm md:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted">
          <tr>
            {headers.map((header) => {
              const label = headerLabel(header);
              const sortable = typeof header !== "string" && sorting ? header : null;
              const direction = sortable?.sorts.includes(sorting?.sort as S) ? sorting?.directions[sorting.sort] : undefined;
              return (
                <th
                  key={label}
                  scope="col"
                  aria-sort={direction}
                  className="bg-muted px-4 py-3 font-semibold"
                  data-actions={label === ACTIONS_HEADER || undefined}
                >
                  {sortable && sorting ? <SortButton header={sortable} sorting={sorting} /> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {message === null ? (
            rows.map(renderRow)
          ) : (
            <tr>
              <td colSpan={headers.length} className="px-4 py-8 text-center text-muted-foreground">
                {message}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The last cell of a row: its buttons. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <td className="bg-card px-4 py-3" data-actions>
      <div className="flex flex-wrap gap-2">{children}</div>
    </td>
  );
}

/** Edit and Delete for a row of content named `name` (a post's or project's title). */
export function EditDeleteActions({
  name,
  onEdit,
  onDelete,
  view,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** A link to the record's public page (View) or its preview (Preview), opened in a new tab. */
  view?: { label: "View" | "Preview"; href: string };
}) {
  return (
    <RowActions>
      {view ? (
        <a
          href={view.href}
          target="_blank"
          rel="noopener"
          aria-label={`${view.label} ${name}`}
          className={buttonStyles({ variant: "ghost", size: "sm" })}
        >
          {view.label}
        </a>
      ) : null}
      <Button size="sm" variant="outline" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button size="sm" variant="destructive" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </RowActions>
  );
}

/** A stored timestamp in the admin's one date style, as a machine-readable <time>. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{adminDateTime(iso)}</time>;
}
