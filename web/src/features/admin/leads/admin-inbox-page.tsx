/**
 * /admin/inbox — every lead kind in one list (docs/leads-inbox.md): kind filters with their
 * unread counts, status views with counts, search, unread leads in bold and what is new since the
 * last visit marked, a page at a time; checkboxes for bulk actions. Kind, view and search are in
 * the URL, so a view can be linked and Back returns to it.
 */
import { type FormEvent, useId, useState } from "react";
import { useSearchParams } from "../../../lib/use-search-params";
import { Link } from "../../../components/link";
import { heldReasons } from "#contract/admin.ts";
import { isLeadKind, leadKindList, leadKinds, type LeadKind } from "#contract/lead-kinds.ts";
import { formatNumber } from "#contract/format.ts";
import {
  type BulkAction,
  type InboxRow,
  type InboxSort,
  type InboxView,
  inboxSorts,
  inboxViews,
  leadStatusLabels,
} from "#contract/lead-inbox.ts";
import { pathTo } from "#contract/routes.ts";
import { Button, buttonStyles } from "../../../components/ui/button";
import { type InboxParams, leadsCsvUrl, selectedLeadsCsvUrl, useAdminSession, useBulkLeads, useInbox } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { Badge } from "../admin-ui";
import { adminDateTime } from "../admin-dates";
import { ConfirmDelete } from "../confirm-delete";

const viewLabels: Record<InboxView, string> = { all: "All", ...leadStatusLabels, mine: "Mine", unread: "Unread", spam: "Spam" };
const isView = (value: string): value is InboxView => (inboxViews as readonly string[]).includes(value);
const isSort = (value: string): value is InboxSort => (inboxSorts as readonly string[]).includes(value);

/**
 * The sortable columns (ADR 269): what a press on the header asks for (Received toggles newest ⇄
 * oldest, the others sort A–Z then newest first) and the header's aria-sort under each order.
 */
const sortableHeaders: {
  label: string;
  next: (current: InboxSort) => InboxSort;
  ariaSort: (sort: InboxSort) => "ascending" | "descending" | undefined;
}[] = [
  {
    label: "Received",
    next: (current) => (current === "newest" ? "oldest" : "newest"),
    ariaSort: (sort) => (sort === "newest" ? "descending" : sort === "oldest" ? "ascending" : undefined),
  },
  { label: "Lead", next: () => "name", ariaSort: (sort) => (sort === "name" ? "ascending" : undefined) },
  { label: "Form", next: () => "kind", ariaSort: (sort) => (sort === "kind" ? "ascending" : undefined) },
  { label: "Status", next: () => "status", ariaSort: (sort) => (sort === "status" ? "ascending" : undefined) },
];
const refOf = (row: InboxRow) => `${row.kind}:${row.id}`;
const pill = (active: boolean) =>
  `rounded-full border px-3 py-1.5 text-sm font-medium ${active ? "border-primary bg-primary text-primary-foreground" : "border-border hover:bg-muted"}`;

/** The URL's inbox query: unknown values fall back to the defaults rather than failing. */
function useInboxParams() {
  const [params, setParams] = useSearchParams();
  const kind = params.get("kind") ?? "";
  const view = params.get("view") ?? "";
  const sort = params.get("sort") ?? "";
  const query: InboxParams = {
    kind: isLeadKind(kind) ? kind : "all",
    view: isView(view) ? view : "all",
    sort: isSort(sort) ? sort : "newest",
    q: params.get("q") ?? "",
  };
  const set = (change: Partial<InboxParams>) => {
    const next = { ...query, ...change };
    const search = new URLSearchParams();
    if (next.kind !== "all") search.set("kind", next.kind);
    if (next.view !== "all") search.set("view", next.view);
    if (next.sort !== "newest") search.set("sort", next.sort);
    if (next.q) search.set("q", next.q);
    setParams(search);
  };
  return { query, set };
}

function BulkBar({ selected, clear }: { selected: InboxRow[]; clear: () => void }) {
  const bulk = useBulkLeads();
  const me = useAdminSession().data?.email ?? null;
  const [confirming, setConfirming] = useState(false);
  const leads = selected.map((row) => ({ kind: row.kind, id: row.id }));
  const run = (action: BulkAction) => bulk.mutate(action, { onSuccess: clear, onSettled: () => setConfirming(false) });
  const disabled = selected.length === 0 || bulk.isPending;
  return (
    <fieldset className="mb-3 flex flex-wrap items-center gap-2">
      <legend className="sr-only">Bulk actions</legend>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {selected.length} selected
      </span>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => run({ action: "read", leads })}>
        Mark read
      </Button>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => run({ action: "responded", leads })}>
        Mark responded
      </Button>
      {me ? (
        <Button size="sm" variant="outline" disabled={disabled} onClick={() => run({ action: "assign", owner: me, leads })}>
          Assign to me
        </Button>
      ) : null}
      {selected.length > 0 ? (
        <a href={selectedLeadsCsvUrl(leads)} download className={buttonStyles({ variant: "outline", size: "sm" })}>
          Export CSV ({selected.length})
        </a>
      ) : (
        <Button size="sm" variant="outline" disabled>
          Export CSV
        </Button>
      )}
      <Button size="sm" variant="destructive" disabled={disabled} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      {bulk.isError ? (
        <span className="text-sm text-destructive">{bulk.error instanceof Error ? bulk.error.message : "That did not work."}</span>
      ) : null}
      <ConfirmDelete
        entity={`${selected.length} selected lead${selected.length === 1 ? "" : "s"}`}
        open={confirming}
        busy={bulk.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => run({ action: "delete", leads })}
      />
    </fieldset>
  );
}

function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(q);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form onSubmit={submit} className="mb-4 flex max-w-md gap-2">
      <label htmlFor={id} className="sr-only">
        Search every lead
      </label>
      <input
        id={id}
        type="search"
        value={text}
        placeholder="Search every lead"
        onChange={(e) => setText(e.target.value)}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-foreground placeholder:text-muted-foreground"
      />
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}

export default function AdminInboxPage() {
  const { query, set } = useInboxParams();
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  const inbox = useInbox({ ...query, ...(cursor ? { cursor } : {}) });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = inbox.data?.items ?? [];
  const counts = inbox.data?.counts;
  const choose = (change: Partial<InboxParams>) => {
    setCursors([]);
    setSelected(new Set());
    set(change);
  };
  const toggle = (row: InboxRow) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(refOf(row))) next.delete(refOf(row));
      else next.add(refOf(row));
      return next;
    });
  const allChecked = rows.length > 0 && rows.every((row) => selected.has(refOf(row)));
  const lastVisit = inbox.data?.lastVisitAt;

  return (
    <AdminFrame title="Inbox">
      <p className="mb-4 text-sm text-muted-foreground">
        Every form's leads (spam apart, in its own view).{" "}
        {lastVisit ? `Marked "new since your last visit": received after ${adminDateTime(lastVisit)}.` : ""}
      </p>
      <nav aria-label="Lead kinds" className="mb-3">
        <ul className="flex flex-wrap gap-2">
          <li>
            <button
              type="button"
              aria-current={query.kind === "all" ? "page" : undefined}
              className={pill(query.kind === "all")}
              onClick={() => choose({ kind: "all" })}
            >
              All kinds
              {counts ? ` (${formatNumber(leadKindList.reduce((a, k) => a + counts.byKind[k].unread, 0))} unread)` : ""}
            </button>
          </li>
          {leadKindList.map((kind: LeadKind) => (
            <li key={kind}>
              <button
                type="button"
                aria-current={query.kind === kind ? "page" : undefined}
                className={pill(query.kind === kind)}
                onClick={() => choose({ kind })}
              >
                {leadKinds[kind].label}
                {counts ? ` (${formatNumber(counts.byKind[kind].unread)} unread)` : ""}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Status views" className="mb-4">
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {inboxViews.map((view) => (
            <li key={view}>
              <button
                type="button"
                aria-current={query.view === view ? "page" : undefined}
                className={`rounded px-1 py-0.5 ${query.view === view ? "font-bold underline" : "text-primary hover:underline"}`}
                onClick={() => choose({ view })}
              >
                {viewLabels[view]} {counts ? `(${formatNumber(counts.byView[view])})` : ""}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <SearchForm key={query.q} q={query.q} onSearch={(q) => choose({ q })} />
        <a href={leadsCsvUrl(query.kind)} download className={buttonStyles({ variant: "outline" })}>
          {query.kind === "all" ? "Download CSV (every kind)" : `Download CSV (${leadKinds[query.kind].label})`}
        </a>
      </div>
      <BulkBar selected={rows.filter((row) => selected.has(refOf(row)))} clear={() => setSelected(new Set())} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useSemanticElements: a scrollable region must take focus to be scrolled by keyboard; a <section> would add a landmark. */}
      <div role="region" aria-label="Leads" tabIndex={0} className="overflow-x-auto rounded-lg border border-border bg-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Leads</caption>
          <thead className="border-b border-border bg-muted">
            <tr>
              <th scope="col" className="w-10 px-3 py-3">
                <input
                  type="checkbox"
                  aria-label="Select every lead on this page"
                  checked={allChecked}
                  onChange={() => setSelected(allChecked ? new Set() : new Set(rows.map(refOf)))}
                />
              </th>
              {sortableHeaders.map((header) => {
                const ariaSort = header.ariaSort(query.sort);
                return (
                  <th key={header.label} scope="col" aria-sort={ariaSort} className="px-3 py-3 font-semibold">
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 rounded hover:underline"
                      onClick={() => choose({ sort: header.next(query.sort) })}
                    >
                      {header.label}
                      <span aria-hidden="true">{ariaSort === "ascending" ? "▲" : ariaSort === "descending" ? "▼" : "↕"}</span>
                    </button>
                  </th>
                );
              })}
              <th scope="col" className="px-3 py-3 font-semibold">
                Owner
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {inbox.isPending || inbox.isError || rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-4 py-8 text-center text-muted-foreground">
                  {inbox.isPending ? "Loading leads..." : inbox.isError ? "Failed to load leads." : "No leads found."}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={refOf(row)} className={`align-top ${row.unread ? "font-bold" : ""}`} data-unread={row.unread || undefined}>
                  <td className="px-3 py-3">
                    <input
                      type="checkbox"
                      aria-label={`Select ${row.name}`}
                      checked={selected.has(refOf(row))}
                      onChange={() => toggle(row)}
                    />
                  </td>
                  <td className="px-3 py-3 whitespace-nowrap">
                    {adminDateTime(row.createdAt)}
                    {row.newSinceVisit ? <span className="block text-xs font-semibold text-primary">New since your last visit</span> : null}
                  </td>
                  <td className="max-w-md px-3 py-3">
                    <Link to={pathTo("adminLead", { kind: row.kind, id: row.id })} className="underline-offset-2 hover:underline">
                      {row.name}
                    </Link>
                    {row.unread ? <span className="sr-only"> (unread)</span> : null}
                    <span className="block font-normal text-muted-foreground">{row.email}</span>
                    {row.summary ? <span className="block truncate font-normal">{row.summary}</span> : null}
                  </td>
                  <td className="px-3 py-3 font-normal">{leadKinds[row.kind].label}</td>
                  <td className="px-3 py-3 font-normal">
                    {row.held ? (
                      <Badge tone="negative">{heldReasons[row.held]}</Badge>
                    ) : (
                      <Badge tone={row.status === "new" ? "positive" : "neutral"}>{leadStatusLabels[row.status]}</Badge>
                    )}
                  </td>
                  <td className="px-3 py-3 font-normal break-all">{row.owner ?? "—"}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <span className="text-muted-foreground">{inbox.data ? `${formatNumber(inbox.data.total)} leads` : ""}</span>
        {cursors.length > 0 ? (
          <Button size="sm" variant="outline" onClick={() => setCursors([])}>
            First page
          </Button>
        ) : null}
        {inbox.data?.nextCursor ? (
          <Button size="sm" variant="outline" onClick={() => setCursors((c) => [...c, inbox.data?.nextCursor ?? ""])}>
            Next page
          </Button>
        ) : null}
      </div>
    </AdminFrame>
  );
}
