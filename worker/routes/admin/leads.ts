/**
 * /api/admin/leads — each form's submissions as a list (a page at a time), and as a CSV download;
 * a lead the bot check held is released (then e-mailed) or deleted here (ADR 184).
 */
import { Hono } from "hono";
import { isLeadKind } from "#contract/admin.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { deleteHeldLead, leadsCsv, listLeadsPage, releaseLead } from "../../db/admin-leads";
import { csvResponse } from "../../lib/csv";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";
import { audiencesFor } from "../../notifications/notify";
import { enqueueNotifications } from "../../notifications/outbox-queue";

const NOT_HELD = "No held lead with that id.";

const leads = new Hono<AdminEnv>()
  .get("/:kind", validQuery(adminListQuerySchema(adminSorts.leads)), async (c) => {
    const kind = c.req.param("kind");
    if (!isLeadKind(kind)) return jsonError(c, 404, "No such lead list.");
    return c.json(await listLeadsPage(c.get("db"), kind, c.req.valid("query")));
  })
  .get("/:kind/export", async (c) => {
    const kind = c.req.param("kind");
    if (!isLeadKind(kind)) return jsonError(c, 404, "No such lead list.");
    const date = new Date().toISOString().slice(0, 10);
    return csvResponse(c, leadsCsv(c.get("db"), kind), `kilbride-${kind}-${date}.csv`);
  })
  .post("/:kind/:id/release", async (c) => {
    const kind = c.req.param("kind");
    const id = parseId(c.req.param("id"));
    if (!isLeadKind(kind) || id === null) return jsonError(c, 404, NOT_HELD);
    const notificationIds = await releaseLead(
      c.get("db"),
      kind,
      id,
      audiencesFor(c.env),
      adminAudit(c, { action: "lead.release", recordType: kind, recordId: id }),
    );
    if (notificationIds === null) return jsonError(c, 404, NOT_HELD);
    // Awaited, as a resend is: if the queue is down, the cron sends the new rows later.
    await enqueueNotifications(c.env, notificationIds);
    return c.json({ id, released: true }, 200);
  })
  .delete("/:kind/:id", async (c) => {
    const kind = c.req.param("kind");
    const id = parseId(c.req.param("id"));
    if (!isLeadKind(kind) || id === null) return jsonError(c, 404, NOT_HELD);
    if (!(await deleteHeldLead(c.get("db"), kind, id, adminAudit(c, { action: "lead.delete", recordType: kind, recordId: id }))))
      return jsonError(c, 404, NOT_HELD);
    return c.body(null, 204);
  });

export default leads;
