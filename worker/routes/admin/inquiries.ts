/** /api/inquiries — the spec's admin calls on contact inquiries (every route needs Access). */
import { Hono } from "hono";
import { getDb } from "../../db/client";
import { deleteInquiry, listInquiries, markResponded } from "../../db/admin-inquiries";
import { parseId } from "../../lib/id-param";
import { jsonError } from "../../lib/http-error";
import { adminAccess, type AdminEnv } from "../../middleware/admin-access";

const inquiries = new Hono<AdminEnv>()
  .use("*", adminAccess)
  .get("/", async (c) => c.json(await listInquiries(getDb(c.env))))
  .patch("/:id/respond", async (c) => {
    const id = parseId(c.req.param("id"));
    const inquiry = id === null ? null : await markResponded(getDb(c.env), id, c.get("adminEmail"));
    return inquiry ? c.json(inquiry) : jsonError(c, 404, "Inquiry not found.");
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const deleted = id !== null && (await deleteInquiry(getDb(c.env), id));
    return deleted ? c.body(null, 204) : jsonError(c, 404, "Inquiry not found.");
  });

export default inquiries;
