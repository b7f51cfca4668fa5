/**
 * /api/admin/leads — each form's submissions as a list, and as a CSV download; a lead the bot
 * check held is released (then e-mailed) or deleted here (ADR 184).
 */
import { Hono } from "hono";
import { isLeadKind } from "#contract/admin.ts";
import { deleteHeldLead, leadsCsv, listLeads, releaseLead } from "../../db/admin-leads";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import type { AdminEnv } from "../../middleware/admin-access";
import { audiencesFor } from "../../notifications/notify";
import { enqueueNotifications } from "../../notifications/outbox-queue";

const NOT_HELD = "No held lead with that id.";

const leads = new Hono<AdminEnv>()
  .get("/:kind", async (c) => {
    const kind = c.req.param("kind");
    if (!isLeadKind(kind)) return jsonError(c, 404, "No such lead list.");
    return c.json(await listLeads(c.get("db"), kind));
  })
  .get("/:kind/export", async (c) => {
    const kind = c.req.param("kind");
    if (!isLeadKind(kind)) return jsonError(c, 404, "No such lead list.");
    const csv = leadsCsv(kind, await listLeads(c.get("db"), kind));
    const date = new Date().toISOString().slice(0, 10);
    return c.body(csv, 200, {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="kilbride-${kind}-${date}.csv"`,
    });
  })
  .post("/:kind/:id/release", async (c) => {
    const kind = c.req.param("kind");
    const id = parseId(c.req.param("id"));
    if (!isLeadKind(kind) || id === null) return jsonError(c, 404, NOT_HELD);
    const notificationIds = await releaseLead(c.get("db"), kind, id, audiencesFor(c.env));
    if (notificationIds === null) return jsonError(c, 404, NOT_HELD);
    // Awaited, as a resend is: if the queue is down, the cron sends the new rows later.
    await enqueueNotifications(c.env, notificationIds);
    return c.json({ id, released: true }, 200);
  })
  .delete("/:kind/:id", async (c) => {
    const kind = c.req.param("kind");
    const id = parseId(c.req.param("id"));
    if (!isLeadKind(kind) || id === null || !(await deleteHeldLead(c.get("db"), kind, id))) return jsonError(c, 404, NOT_HELD);
    return c.body(null, 204);
  });

export default leads;
