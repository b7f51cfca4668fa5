/** Small pieces the admin tables share: search box, status badge, the table with its row states, row actions. */
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
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

/**
 * An admin list as a table: the loading, failed and empty states as a full-width row (named by
 * `noun`: "Loading blog posts...", "Failed to load blog posts.", "No blog posts found."), else one
 * row per item.
 */
export function AdminTable<T>({
  caption,
  headers,
  noun,
  query,
  rows,
  renderRow,
}: {
  caption: string;
  headers: readonly string[];
  /** Plural and lower case, e.g. "blog posts". */
  noun: string;
  query: { isPending: boolean; isError: boolean };
  rows: readonly T[];
  renderRow: (item: T) => ReactNode;
}) {
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
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-border bg-muted">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-4 py-3 font-semibold">
                {header}
              </th>
            ))}
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
    <td className="px-4 py-3">
      <div className="flex flex-wrap gap-2">{children}</div>
    </td>
  );
}

/** Edit and Delete for a row of content named `name` (a post's or project's title). */
export function EditDeleteActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <RowActions>
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
