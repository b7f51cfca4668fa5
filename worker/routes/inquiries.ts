/** /api/inquiries — the spec's admin calls on contact inquiries (every route needs Access); the list a page at a time. */
import { Hono } from "hono";
import { adminListQuerySchema, adminSorts } from "#contract/admin-lists.ts";
import { deleteInquiry, listInquiriesPage, markResponded } from "../db/admin-inquiries";
import { parseId } from "../lib/parse-id";
import { jsonError } from "../lib/http-error";
import { adminAccess, adminAudit, type AdminEnv } from "../middleware/admin-access";
import { validQuery } from "../middleware/valid-query";

const inquiries = new Hono<AdminEnv>()
  .use("*", adminAccess)
  .get("/", validQuery(adminListQuerySchema(adminSorts.leads)), async (c) =>
    c.json(await listInquiriesPage(c.get("db"), c.req.valid("query"))),
  )
  .patch("/:id/respond", async (c) => {
    const id = parseId(c.req.param("id"));
    const inquiry =
      id === null
        ? null
        : await markResponded(
            c.get("db"),
            id,
            c.get("adminEmail"),
            adminAudit(c, { action: "inquiry.respond", recordType: "inquiries", recordId: id }),
          );
    return inquiry ? c.json(inquiry) : jsonError(c, 404, "Inquiry not found.");
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const deleted =
      id !== null &&
      (await deleteInquiry(c.get("db"), id, adminAudit(c, { action: "inquiry.delete", recordType: "inquiries", recordId: id })));
    return deleted ? c.body(null, 204) : jsonError(c, 404, "Inquiry not found.");
  });

export default inquiries;
