/**
 * /api/admin/leads — each form's submissions as a list (a page at a time), and as a CSV download;
 * a lead the bot check held is released (then e-mailed) here (ADR 184); any lead is deleted here.
 */
import { Hono } from "hono";
import { isLeadKind } from "#contract/lead-kinds.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { exportZoneSchema } from "#contract/lead-inbox.ts";
import { leadsCsv, listLeadsPage, releaseLead } from "../../db/admin-leads";
import { deleteLeads } from "../../db/lead-workflow";
import { csvResponse } from "../../lib/csv";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";
import { leadAudiences } from "../../db/lead-notifications";
import { enqueueNotifications } from "../../notifications/outbox-queue";

const NOT_HELD = "No held lead with that id.";
const NOT_FOUND = "No such lead.";

const leads = new Hono<AdminEnv>()
  .get("/:kind", validQuery(adminListQuerySchema(adminSorts.leads)), async (c) => {
    const kind = c.req.param("kind");
    if (!isLeadKind(kind)) return jsonError(c, 404, "No such lead list.");
    return c.json(await listLeadsPage(c.get("db"), kind, c.req.valid("query")));
  })
  // Dates in the admin's zone (?tz=, sent by the page), named in the header.
  .get("/:kind/export", validQuery(exportZoneSchema), async (c) => {
    const kind = c.req.param("kind");
    if (!isLeadKind(kind)) return jsonError(c, 404, "No such lead list.");
    const date = new Date().toISOString().slice(0, 10);
    return csvResponse(c, leadsCsv(c.get("db"), kind, undefined, c.req.valid("query").tz), `kilbride-${kind}-${date}.csv`);
  })
  .post("/:kind/:id/release", async (c) => {
    const kind = c.req.param("kind");
    const id = parseId(c.req.param("id"));
    if (!isLeadKind(kind) || id === null) return jsonError(c, 404, NOT_HELD);
    const notificationIds = await releaseLead(
      c.get("db"),
      kind,
      id,
      leadAudiences,
      adminAudit(c, { action: "lead.release", recordType: kind, recordId: id }),
    );
    if (notificationIds === null) return jsonError(c, 404, NOT_HELD);
    // Awaited, as a resend is: if the queue is down, the cron sends the new rows later.
    await enqueueNotifications(c.env, notificationIds);
    return c.json({ id, released: true }, 200);
  })
  // Any lead of any kind, held or not (a bot's, by the admin's judgement, or spam that got through).
  .delete("/:kind/:id", async (c) => {
    const kind = c.req.param("kind");
    const id = parseId(c.req.param("id"));
    if (!isLeadKind(kind) || id === null) return jsonError(c, 404, NOT_FOUND);
    if ((await deleteLeads(c.get("db"), [{ kind, id }], adminAudit(c, { action: "lead.delete", recordType: kind, recordId: id }))) === 0)
      return jsonError(c, 404, NOT_FOUND);
    return c.body(null, 204);
  });

export default leads;
