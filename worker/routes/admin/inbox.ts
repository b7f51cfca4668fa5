/**
 * /api/admin/inbox — the leads inbox (docs/leads-inbox.md): every kind in one list with counts,
 * one lead's every field with its workflow, and the writes: status, owner, notes, delete, bulk.
 * The admin's verified Access e-mail (c.get("adminEmail")) is the owner "me", the notes' author
 * and whose unread markers are read and cleared.
 */
import { type Context, Hono } from "hono";
import { isLeadKind, type LeadKind } from "#contract/lead-kinds.ts";
import {
  type BulkResult,
  bulkActionSchema,
  inboxExportQuerySchema,
  inboxQuerySchema,
  type LeadChangeResult,
  leadChangeSchema,
  leadNoteSchema,
  type LeadSpamResult,
} from "#contract/lead-inbox.ts";
import { allLeadsCsv, leadsCsv, releaseLead } from "../../db/admin-leads";
import { inboxPage, inboxSummary, leadDetail } from "../../db/lead-inbox";
import { csvResponse } from "../../lib/csv";
import { addNote, changeLeads, deleteLeads, findWorkflow, markOpened, markSpam } from "../../db/lead-workflow";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { limitBody, requireJson, validJson } from "../../middleware/json-body";
import { validQuery } from "../../middleware/valid-query";
import { leadAudiences } from "../../db/lead-notifications";
import { enqueueNotifications } from "../../notifications/outbox-queue";

const NOT_FOUND = "No such lead.";

/** The lead a path names, or null (answered 404: no such lead). */
function leadOf(kind: string, id: string): { kind: LeadKind; id: number } | null {
  const parsed = parseId(id);
  return isLeadKind(kind) && parsed !== null ? { kind, id: parsed } : null;
}

/** Marks the lead of the path as spam or not, and answers its state now and before (for undo). */
async function setSpam(c: Context<AdminEnv>, spam: boolean) {
  const lead = leadOf(c.req.param("kind") ?? "", c.req.param("id") ?? "");
  const db = c.get("db");
  const detail = lead && (await leadDetail(db, lead.kind, lead.id));
  if (!lead || !detail) return jsonError(c, 404, NOT_FOUND);
  const wasSpam = detail.held !== null;
  if (spam && !wasSpam) {
    await markSpam(db, lead, adminAudit(c, { action: "lead.spam", recordType: lead.kind, recordId: lead.id }));
  } else if (!spam && wasSpam) {
    const audit = adminAudit(c, { action: "lead.not-spam", recordType: lead.kind, recordId: lead.id });
    const notificationIds = await releaseLead(db, lead.kind, lead.id, leadAudiences, audit);
    // Awaited, as Release is: if the queue is down, the cron sends the new rows later.
    if (notificationIds && notificationIds.length > 0) await enqueueNotifications(c.env, notificationIds);
  }
  const now = await leadDetail(db, lead.kind, lead.id);
  if (!now) return jsonError(c, 404, NOT_FOUND);
  return c.json<LeadSpamResult>({ spam: now.held !== null, held: now.held, previous: { spam: wasSpam } });
}

const inbox = new Hono<AdminEnv>()
  .get("/", validQuery(inboxQuerySchema), async (c) => c.json(await inboxPage(c.get("db"), c.get("adminEmail"), c.req.valid("query"))))
  // The dashboard's glance: the caller's unread counts and the newest leads (no visit recorded).
  .get("/summary", async (c) => c.json(await inboxSummary(c.get("db"), c.get("adminEmail"))))
  // One kind, every kind, or the ticked leads (`leads`, the bulk action): the all-kinds file's columns.
  .get("/export", validQuery(inboxExportQuerySchema), async (c) => {
    const { kind, tz, leads } = c.req.valid("query");
    const db = c.get("db");
    const date = new Date().toISOString().slice(0, 10);
    if (leads) return csvResponse(c, allLeadsCsv(db, undefined, tz, leads ?? undefined), `kilbride-selected-leads-${date}.csv`);
    const stream = kind === "all" ? allLeadsCsv(db, undefined, tz) : leadsCsv(db, kind, undefined, tz);
    return csvResponse(c, stream, `kilbride-${kind === "all" ? "leads" : kind}-${date}.csv`);
  })
  .post("/bulk", requireJson, limitBody, validJson(bulkActionSchema), async (c) => {
    const body = c.req.valid("json");
    const db = c.get("db");
    const admin = c.get("adminEmail");
    // One entry for the whole action, naming it and how many leads it named (no personal data).
    const audit = adminAudit(c, { action: "lead.bulk", recordType: "leads", detail: { action: body.action, leads: body.leads.length } });
    if (body.action === "delete") return c.json<BulkResult>({ changed: await deleteLeads(db, body.leads, audit) });
    if (body.action === "assign") await changeLeads(db, body.leads, { owner: body.owner }, admin, audit);
    else if (body.action === "read") await markOpened(db, body.leads, admin, { audit });
    else await changeLeads(db, body.leads, { status: "responded" }, admin, audit);
    return c.json<BulkResult>({ changed: body.leads.length });
  })
  // Reading a lead opens it: read by this admin, and on their first open a new lead becomes read for the team.
  .get("/:kind/:id", async (c) => {
    const lead = leadOf(c.req.param("kind"), c.req.param("id"));
    const db = c.get("db");
    if (!lead) return jsonError(c, 404, NOT_FOUND);
    await markOpened(db, [lead], c.get("adminEmail"), { firstTimeOnly: true });
    const detail = await leadDetail(db, lead.kind, lead.id);
    return detail ? c.json(detail) : jsonError(c, 404, NOT_FOUND);
  })
  .patch("/:kind/:id", requireJson, limitBody, validJson(leadChangeSchema), async (c) => {
    const lead = leadOf(c.req.param("kind"), c.req.param("id"));
    const db = c.get("db");
    const detail = lead && (await leadDetail(db, lead.kind, lead.id));
    if (!lead || !detail) return jsonError(c, 404, NOT_FOUND);
    const change = c.req.valid("json");
    await changeLeads(
      db,
      [lead],
      change,
      c.get("adminEmail"),
      adminAudit(c, { action: "lead.change", recordType: lead.kind, recordId: lead.id, detail: change }),
    );
    const now = await findWorkflow(db, lead.kind, lead.id);
    return c.json<LeadChangeResult>({
      status: now?.status ?? "new",
      owner: now?.owner ?? null,
      previous: { status: detail.status, owner: detail.owner },
    });
  })
  // Spam (ADR 263): POST marks a lead as spam, DELETE says it is not (a lead the bot check held is then released, e-mailed once as Release does).
  .post("/:kind/:id/spam", (c) => setSpam(c, true))
  .delete("/:kind/:id/spam", (c) => setSpam(c, false))
  .post("/:kind/:id/notes", requireJson, limitBody, validJson(leadNoteSchema), async (c) => {
    const lead = leadOf(c.req.param("kind"), c.req.param("id"));
    const db = c.get("db");
    if (!lead || !(await leadDetail(db, lead.kind, lead.id))) return jsonError(c, 404, NOT_FOUND);
    const audit = adminAudit(c, { action: "lead.note", recordType: lead.kind, recordId: lead.id });
    return c.json(await addNote(db, lead.kind, lead.id, c.get("adminEmail"), c.req.valid("json").body, audit), 201);
  })
  .delete("/:kind/:id", async (c) => {
    const lead = leadOf(c.req.param("kind"), c.req.param("id"));
    const deleted = lead
      ? await deleteLeads(c.get("db"), [lead], adminAudit(c, { action: "lead.delete", recordType: lead.kind, recordId: lead.id }))
      : 0;
    return deleted > 0 ? c.body(null, 204) : jsonError(c, 404, NOT_FOUND);
  });

export default inbox;
