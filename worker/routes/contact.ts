/** /api/contact — the contact form. */
import { Hono } from "hono";
import { contactSchema, type CreatedResponse } from "../../contract/contact";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { createInquiry } from "../db/inquiries";
import { decoyId, isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

const contact = new Hono<AppEnv>().post(
  "/",
  rateLimit("contact"),
  requireJson,
  limitBody,
  validJson(contactSchema),
  async (c) => {
    const input = c.req.valid("json");
    if (isBot(input)) return c.json<CreatedResponse>({ id: decoyId() }, 201);
    const { id, notificationIds } = await createInquiry(getDb(c.env), input, audiencesFor(c.env));
    notifyAfterResponse(c, notificationIds);
    return c.json<CreatedResponse>({ id }, 201);
  },
);

export default contact;
