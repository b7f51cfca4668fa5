/** /api/admin/leads — each form's submissions as a list (a page at a time), and as a CSV download. */
import { Hono } from "hono";
import { isLeadKind } from "#contract/admin.ts";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { leadsCsv, listLeadsPage } from "../../db/admin-leads";
import { csvResponse } from "../../lib/csv";
import { jsonError } from "../../lib/http-error";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";

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
  });

export default leads;
