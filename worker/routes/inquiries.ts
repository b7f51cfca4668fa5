/** /api/inquiries — the spec's admin calls on contact inquiries (every route needs Access). */
import { Hono } from "hono";
import { deleteInquiry, listInquiries, markResponded } from "../db/admin-inquiries";
import { parseId } from "../lib/parse-id";
import { jsonError } from "../lib/http-error";
import { adminAccess, type AdminEnv } from "../middleware/admin-access";

const inquiries = new Hono<AdminEnv>()
  .use("*", adminAccess)
  .get("/", async (c) => c.json(await listInquiries(c.get("db"))))
  .patch("/:id/respond", async (c) => {
    const id = parseId(c.req.param("id"));
    const inquiry = id === null ? null : await markResponded(c.get("db"), id, c.get("adminEmail"));
    return inquiry ? c.json(inquiry) : jsonError(c, 404, "Inquiry not found.");
  })
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    const deleted = id !== null && (await deleteInquiry(c.get("db"), id));
    return deleted ? c.body(null, 204) : jsonError(c, 404, "Inquiry not found.");
  });

export default inquiries;
