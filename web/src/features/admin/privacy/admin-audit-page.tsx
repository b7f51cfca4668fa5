/**
 * /admin/audit — who changed what in the admin area (ADR 283), newest first, filtered by admin,
 * action, record type and dates, fifty at a time. Read-only: the API has no way to change it.
 */
import { useId, useState, type FormEvent } from "react";
import { auditActionList, auditActions } from "#contract/audit.ts";
import { controlClass } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { AdminFrame } from "../admin-frame";
import { AdminTable, DateTime } from "../admin-ui";
import { useAuditLog } from "./privacy-api";

const emptyFilters = { actor: "", action: "", recordType: "", from: "", to: "" };
type Filters = typeof emptyFilters;

function FilterForm({ onApply }: { onApply: (filters: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(emptyFilters);
  const id = useId();
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const label = (name: keyof Filters, text: string) => (
    <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
      {text}
    </label>
  );
  return (
    <form onSubmit={submit} aria-label="Filter the audit log" className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end">
      <div className="lg:col-span-2">
        {label("actor", "Admin e-mail")}
        <input id={`${id}-actor`} type="email" value={draft.actor} onChange={set("actor")} className={controlClass} />
      </div>
      <div>
        {label("action", "Action")}
        <select id={`${id}-action`} value={draft.action} onChange={set("action")} className={controlClass}>
          <option value="">Any action</option>
          {auditActionList.map((action) => (
            <option key={action} value={action}>
              {auditActions[action]}
            </option>
          ))}
        </select>
      </div>
      <div>
        {label("recordType", "Record type")}
        <input
          id={`${id}-recordType`}
          value={draft.recordType}
          onChange={set("recordType")}
          className={controlClass}
          placeholder="blog_posts"
        />
      </div>
      <div>
        {label("from", "From")}
        <input id={`${id}-from`} type="date" value={draft.from} onChange={set("from")} className={controlClass} />
      </div>
      <div>
        {label("to", "To")}
        <input id={`${id}-to`} type="date" value={draft.to} onChange={set("to")} className={controlClass} />
      </div>
      <Button type="submit" className="lg:col-start-6">
        Apply filters
      </Button>
    </form>
  );
}

const actionLabel = (action: string) => (action in auditActions ? auditActions[action as keyof typeof auditActions] : action);

export default function AdminAuditPage() {
  const [filters, setFilters] = useState<Filters>(emptyFilters);
  // The `before` ids of the pages shown so far: the first page has none.
  const [pages, setPages] = useState<string[]>([]);
  const before = pages.at(-1);
  const log = useAuditLog({ ...filters, ...(before ? { before } : {}) });
  const entries = log.data?.entries ?? [];
  return (
    <AdminFrame title="Audit Log">
      <p className="mb-4 text-sm text-muted-foreground">
        Every change made in the admin area: who made it, what it was, which record, and when. Entries cannot be edited or deleted here.
      </p>
      <FilterForm
        onApply={(next) => {
          setFilters(next);
          setPages([]);
        }}
      />
      <AdminTable
        caption="Audit log"
        headers={["When", "Admin", "Action", "Record", "Detail"]}
        noun="audit entries"
        query={log}
        rows={entries}
        renderRow={(entry) => (
          <tr key={entry.id} className="align-top">
            <td className="px-4 py-3 whitespace-nowrap"><DateTime iso={entry.at} /></td>
            <td className="px-4 py-3 break-words">{entry.actor}</td>
            <td className="px-4 py-3">{actionLabel(entry.action)}</td>
            <td className="max-w-xs px-4 py-3 break-all font-mono text-xs">
              {entry.recordType}
              {entry.recordId ? ` #${entry.recordId}` : ""}
            </td>
            <td className="max-w-xs px-4 py-3 break-all font-mono text-xs">{entry.detail ?? ""}</td>
          </tr>
        )}
      />
      <div className="mt-4 flex gap-3">
        {pages.length > 0 ? (
          <Button variant="outline" onClick={() => setPages(pages.slice(0, -1))}>
            Newer entries
          </Button>
        ) : null}
        {log.data?.next ? (
          <Button variant="outline" onClick={() => setPages([...pages, log.data.next ?? ""])}>
            Older entries
          </Button>
        ) : null}
      </div>
    </AdminFrame>
  );
}
