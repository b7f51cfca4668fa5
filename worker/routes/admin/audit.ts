/** /api/admin/audit — the audit log, newest first, filtered (ADR 283). Read-only: no route here or anywhere changes it. */
import { Hono } from "hono";
import { auditQuerySchema } from "#contract/audit.ts";
import { listAudit } from "../../db/audit";
import type { AdminEnv } from "../../middleware/admin-access";
import { validQuery } from "../../middleware/valid-query";

const audit = new Hono<AdminEnv>().get("/", validQuery(auditQuerySchema), async (c) =>
  c.json(await listAudit(c.get("db"), c.req.valid("query"))),
);

export default audit;
