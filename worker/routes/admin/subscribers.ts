/**
 * /api/admin/subscribers — the blog's e-mail subscribers (ADR 304–306): how many are confirmed and
 * pending with the newest few (the dashboard), and deleting one (audited in the delete's batch).
 */
import { Hono } from "hono";
import { subscribersSummary, deleteSubscriber } from "../../subscriptions/store";
import { jsonError } from "../../lib/http-error";
import { parseId } from "../../lib/parse-id";
import { adminAudit, type AdminEnv } from "../../middleware/admin-access";

const NOT_FOUND = "Subscriber not found.";

const subscribers = new Hono<AdminEnv>()
  .get("/", async (c) => c.json(await subscribersSummary(c.get("db"))))
  .delete("/:id", async (c) => {
    const id = parseId(c.req.param("id"));
    if (id === null) return jsonError(c, 404, NOT_FOUND);
    const deleted = await deleteSubscriber(
      c.get("db"),
      id,
      adminAudit(c, { action: "subscriber.delete", recordType: "subscribers", recordId: id }),
    );
    return deleted ? c.body(null, 204) : jsonError(c, 404, NOT_FOUND);
  });

export default subscribers;
