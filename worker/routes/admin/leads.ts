/** /api/admin/leads — each form's submissions as a list, and as a CSV download. */
import { Hono } from "hono";
import { isLeadKind } from "#contract/admin.ts";
import { leadsCsv, listLeads } from "../../db/admin-leads";
import { jsonError } from "../../lib/http-error";
import type { AdminEnv } from "../../middleware/admin-access";

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
  });

export default leads;
