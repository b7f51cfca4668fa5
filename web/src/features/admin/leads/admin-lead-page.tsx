/**
 * /admin/leads/{kind}/{id} — one lead of any kind (the notification e-mail links here): every
 * field, reply by e-mail or phone, the page and campaign it came from, its e-mails, notes, owner
 * and status, every change with an Undo. Opening it marks it read for this admin.
 */
import { leadReference } from "#contract/lead-reference.ts";
import { type FormEvent, useId, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Link } from "../../../components/link";
import { heldReasons } from "#contract/admin.ts";
import { isLeadKind, type LeadKind } from "#contract/lead-kinds.ts";
import { type LeadDetail, type LeadStatus, leadStatuses, leadStatusLabels } from "#contract/lead-inbox.ts";
import { leadSourceLabels } from "#contract/lead-source.ts";
import { paths } from "#contract/routes.ts";
import { Button } from "../../../components/ui/button";
import { useAddNote, useAdminSession, useChangeLead, useDeleteLead, useLeadDetail, useMarkSpam } from "../admin-api";
import { AdminFrame } from "../admin-frame";
import { Badge } from "../admin-ui";
import { adminDateTime } from "../admin-dates";
import { ConfirmDelete } from "../confirm-delete";
import { HeldLead } from "./held-lead";
import { NotificationStatus } from "./notification-status";
import { useUndo } from "./lead-undo";

const section = "rounded-lg border border-border bg-card p-5";
const failure = (error: unknown) => (error instanceof Error ? error.message : "That did not work.");

function Workflow({ lead }: { lead: LeadDetail }) {
  const change = useChangeLead();
  const markSpam = useMarkSpam();
  const session = useAdminSession();
  const me = session.data?.email ?? null;
  const { offer, notice } = useUndo();
  const [owner, setOwner] = useState(lead.owner ?? "");
  const ownerId = useId();
  const ref = { kind: lead.kind, id: lead.id };

  const setStatus = (status: LeadStatus) =>
    change.mutate(
      { ...ref, change: { status } },
      {
        onSuccess: ({ data }) =>
          offer({
            text: `Marked ${leadStatusLabels[status].toLowerCase()}.`,
            undo: () => change.mutate({ ...ref, change: { status: data.previous.status } }),
          }),
      },
    );
  const assign = (next: string | null) =>
    change.mutate(
      { ...ref, change: { owner: next } },
      {
        onSuccess: ({ data }) => {
          setOwner(next ?? "");
          offer({
            text: next ? `Assigned to ${next}.` : "Unassigned.",
            undo: () => {
              setOwner(data.previous.owner ?? "");
              change.mutate({ ...ref, change: { owner: data.previous.owner } });
            },
          });
        },
      },
    );
  // Spam (ADR 263) apart from the status: marking keeps the status; Not spam releases a held lead.
  const setSpam = (spam: boolean) =>
    markSpam.mutate(
      { ...ref, spam },
      {
        onSuccess: ({ data }) =>
          offer({
            text: spam ? "Marked as spam." : "Marked not spam.",
            undo: () => markSpam.mutate({ ...ref, spam: data.previous.spam }),
          }),
      },
    );
  const submitOwner = (event: FormEvent) => {
    event.preventDefault();
    assign(owner.trim() === "" ? null : owner.trim());
  };

  return (
    <section aria-labelledby="workflow-heading" className={section}>
      <h2 id="workflow-heading" className="text-lg font-semibold">
        Status and owner
      </h2>
      <p className="mt-1 text-sm">
        Status: <Badge tone={lead.status === "new" ? "positive" : "neutral"}>{leadStatusLabels[lead.status]}</Badge>
        {lead.statusBy && lead.statusAt ? (
          <span className="text-muted-foreground">
            {" "}
            by {lead.statusBy}, {adminDateTime(lead.statusAt)}
          </span>
        ) : null}
      </p>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Set the status</legend>
        {leadStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === lead.status ? "primary" : "outline"}
            aria-pressed={status === lead.status}
            disabled={change.isPending || status === lead.status}
            onClick={() => setStatus(status)}
          >
            {status === "new" ? "Mark new" : `Mark ${leadStatusLabels[status].toLowerCase()}`}
          </Button>
        ))}
      </fieldset>
      <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
        {lead.held ? <Badge tone="negative">{heldReasons[lead.held]}</Badge> : <span>Not spam.</span>}
        <Button size="sm" variant="outline" disabled={markSpam.isPending} onClick={() => setSpam(lead.held === null)}>
          {lead.held ? "Not spam" : "Mark as spam"}
        </Button>
      </p>
      {markSpam.isError ? <p className="mt-2 text-sm text-destructive">{failure(markSpam.error)}</p> : null}
      <form onSubmit={submitOwner} className="mt-4 flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={ownerId} className="block text-sm font-medium">
            Owner (an admin's e-mail)
          </label>
          <input
            id={ownerId}
            type="email"
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            placeholder="Nobody"
            className="mt-1 h-9 w-72 max-w-full rounded-md border border-border bg-background px-3"
          />
        </div>
        <Button size="sm" type="submit" variant="outline" disabled={change.isPending}>
          Save owner
        </Button>
        {me && lead.owner !== me ? (
          <Button size="sm" variant="outline" disabled={change.isPending} onClick={() => assign(me)}>
            Assign to me
          </Button>
        ) : null}
      </form>
      {change.isError ? <p className="mt-2 text-sm text-destructive">{failure(change.error)}</p> : null}
      {notice}
    </section>
  );
}

function Notes({ lead }: { lead: LeadDetail }) {
  const add = useAddNote();
  const [body, setBody] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ kind: lead.kind, id: lead.id, body }, { onSuccess: () => setBody("") });
  };
  return (
    <section aria-labelledby="notes-heading" className={section}>
      <h2 id="notes-heading" className="text-lg font-semibold">
        Notes
      </h2>
      {lead.notes.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No notes yet.</p>
      ) : (
        <ol className="mt-2 space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="text-sm">
              <p className="whitespace-pre-wrap break-words">{note.body}</p>
              <p className="text-xs text-muted-foreground">
                {note.author}, {adminDateTime(note.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form onSubmit={submit} className="mt-4">
        <label htmlFor={id} className="block text-sm font-medium">
          Add a note
        </label>
        <textarea
          id={id}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={3}
          className="mt-1 w-full rounded-md border border-border bg-background p-2 text-sm"
        />
        <Button size="sm" type="submit" className="mt-2" disabled={add.isPending || body.trim() === ""}>
          Add note
        </Button>
        {add.isError ? <p className="mt-2 text-sm text-destructive">{failure(add.error)}</p> : null}
      </form>
    </section>
  );
}

function Source({ lead }: { lead: LeadDetail }) {
  const entries = lead.source
    ? (Object.entries(leadSourceLabels) as [keyof typeof leadSourceLabels, string][]).filter(([key]) => lead.source?.[key])
    : [];
  return (
    <section aria-labelledby="source-heading" className={section}>
      <h2 id="source-heading" className="text-lg font-semibold">
        Source
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">Not recorded (sent before sources were kept, or without them).</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          {entries.map(([key, label]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-all">{lead.source?.[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function Notifications({ lead }: { lead: LeadDetail }) {
  return (
    <section aria-labelledby="mail-heading" className={section}>
      <h2 id="mail-heading" className="text-lg font-semibold">
        Notification e-mails
      </h2>
      {lead.held ? (
        <div className="mt-2">
          <HeldLead kind={lead.kind} id={lead.id} reason={lead.held} name={lead.name} />
        </div>
      ) : lead.notifications.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">None (stored before notifications existed).</p>
      ) : (
        <ul className="mt-2 space-y-3 text-sm">
          {lead.notifications.map((n) => (
            <li key={n.id}>
              <p className="mb-1">
                {n.audience === "team" ? "To the team" : "Acknowledgement to the visitor"}, owed since {adminDateTime(n.createdAt)}
                {n.attempts > 0 ? `, ${n.attempts} attempt${n.attempts === 1 ? "" : "s"}` : ""}
              </p>
              <NotificationStatus notification={n} name={lead.name} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Lead({ kind, id }: { kind: LeadKind; id: number }) {
  const detail = useLeadDetail(kind, id);
  const remove = useDeleteLead();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const lead = detail.data;
  if (detail.isPending) return <p className="text-muted-foreground">Loading the lead...</p>;
  if (!lead) return <p className="text-destructive">{detail.isError ? failure(detail.error) : "No such lead."}</p>;
  const subject = `Re: your ${lead.kindLabel.toLowerCase().replace(/s$/, "")} to Kilbride Industries`;
  return (
    <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
      <div className="space-y-4">
        <section aria-labelledby="lead-heading" className={section}>
          <h2 id="lead-heading" className="text-xl font-semibold">
            {lead.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            {lead.kindLabel} · received {adminDateTime(lead.createdAt)} · reference{" "}
            <span className="font-mono">{leadReference(lead.kind, lead.id)}</span>
            {lead.held ? (
              <>
                {" "}
                · <Badge tone="negative">{heldReasons[lead.held]}</Badge>
              </>
            ) : null}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {lead.email ? (
              <a
                href={`mailto:${lead.email}?subject=${encodeURIComponent(subject)}`}
                className="inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground"
              >
                Reply to {lead.email}
              </a>
            ) : null}
            {lead.phone ? (
              <a
                href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium"
              >
                Call {lead.phone}
              </a>
            ) : null}
          </div>
          <dl className="mt-4 space-y-3">
            {lead.fields.map((field) => (
              <div key={field.key}>
                <dt className="text-sm font-medium text-muted-foreground">{field.label}</dt>
                <dd className="whitespace-pre-wrap break-words">
                  {field.value === "" ? (
                    <span className="text-muted-foreground">—</span>
                  ) : field.key === "email" ? (
                    <a className="underline" href={`mailto:${field.value}`}>
                      {field.value}
                    </a>
                  ) : field.key === "artwork" ? (
                    <a className="underline" href={`/api/admin/leads/${lead.kind}/${lead.id}/artwork`} download>
                      Download {field.value}
                    </a>
                  ) : field.key === "phone" ? (
                    <a className="underline" href={`tel:${field.value.replace(/[^\d+]/g, "")}`}>
                      {field.value}
                    </a>
                  ) : (
                    field.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <Notes lead={lead} />
      </div>
      <div className="space-y-4">
        <Workflow key={`${lead.kind}-${lead.id}`} lead={lead} />
        <Source lead={lead} />
        <Notifications lead={lead} />
        <section aria-label="Delete" className={section}>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            {lead.held ? "Delete as spam" : "Delete lead"}
          </Button>
          {remove.isError ? <p className="mt-2 text-sm text-destructive">{failure(remove.error)}</p> : null}
        </section>
      </div>
      <ConfirmDelete
        entity="lead"
        open={confirming}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(
            { kind, id },
            {
              onSuccess: () => navigate(paths.adminInbox),
              onSettled: () => setConfirming(false),
            },
          )
        }
      />
    </div>
  );
}

export default function AdminLeadPage() {
  const params = useParams();
  const kind = params.kind ?? "";
  const id = Number(params.id);
  const valid = isLeadKind(kind) && Number.isSafeInteger(id) && id > 0;
  return (
    <AdminFrame title="Lead">
      <p className="mb-4 text-sm">
        <Link to={paths.adminInbox} className="underline">
          ← Back to the inbox
        </Link>
      </p>
      {valid ? <Lead key={`${kind}-${id}`} kind={kind} id={id} /> : <p className="text-destructive">No such lead.</p>}
    </AdminFrame>
  );
}
