/** /api/admin/notifications — lead notifications that failed, and an admin's resend. */
import { Hono } from "hono";
import type { FailedNotification } from "#contract/admin.ts";
import { isLeadKind } from "#contract/lead-kinds.ts";
import { findLead, leadName } from "../../db/admin-leads";
import { getDb } from "../../db/client";
import { failedNotificationRows, findNotification, resetForResend, toLeadNotification } from "../../db/lead-notifications";
import { parseId } from "../../lib/parse-id";
import { jsonError } from "../../lib/http-error";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";
import { enqueueNotifications } from "../../notifications/outbox-queue";

const notifications = new Hono<AdminEnv>()
  .get("/failed", async (c) => {
    const db = getDb(c.env);
    const rows = await failedNotificationRows(db);
    const failed = await Promise.all(
      rows
        .filter((row) => isLeadKind(row.leadKind))
        .map(async (row): Promise<FailedNotification> => {
          const kind = row.leadKind as FailedNotification["kind"]; // narrowed by the filter above
          const lead = await findLead(db, kind, row.leadId);
          return { ...toLeadNotification(row), kind, leadId: row.leadId, audience: row.audience, name: lead ? leadName(kind, lead) : "" };
        }),
    );
    return c.json(failed);
  })
  .post("/:id/resend", async (c) => {
    const id = parseId(c.req.param("id"));
    const db = getDb(c.env);
    const reset =
      id === null
        ? null
        : await resetForResend(
            db,
            id,
            Date.now(),
            adminAudit(c, { action: "notification.resend", recordType: "lead_notifications", recordId: id }, db),
          );
    if (reset === null) return jsonError(c, 404, "Notification not found.");
    if (reset === "pending") return jsonError(c, 409, "This notification is still being sent.");
    // Awaited, so the admin sees whether it reached the queue; if not, the cron sends it later.
    await enqueueNotifications(c.env, [reset.id]);
    const current = await findNotification(db, reset.id);
    return c.json(toLeadNotification(current ?? reset), 202);
  });

export default notifications;
