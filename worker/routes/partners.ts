/** /api/partners — the public partners wall (GET) and the 'Become a Partner' request (POST). */
import { Hono } from "hono";
import type { CreatedResponse } from "../../contract/contact";
import { partnerRequestSchema } from "../../contract/partner-request";
import type { AppEnv } from "../env";
import { getDb, publicDb } from "../db/client";
import { createPartnerRequest } from "../db/partner-requests";
import { listPartners } from "../db/partners";
import { jsonWithEtag } from "../cache/json-with-etag";
import { decoyId, isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

const partners = new Hono<AppEnv>()
  .get("/", async (c) => jsonWithEtag(c, await listPartners(publicDb(c.env))))
  .post("/", rateLimit("partners"), requireJson, limitBody, validJson(partnerRequestSchema), async (c) => {
    const input = c.req.valid("json");
    if (isBot(input)) return c.json<CreatedResponse>({ id: decoyId() }, 201);
    const { id, notificationIds } = await createPartnerRequest(getDb(c.env), input, audiencesFor(c.env));
    notifyAfterResponse(c, notificationIds);
    return c.json<CreatedResponse>({ id }, 201);
  });

export default partners;
