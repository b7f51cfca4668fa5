/** /api/contractors — the contractor application of /contractors. */
import { Hono } from "hono";
import type { CreatedResponse } from "../../contract/contact";
import { contractorSchema } from "../../contract/contractor";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { createContractorApplication } from "../db/contractor-applications";
import { decoyId, isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

const contractors = new Hono<AppEnv>().post(
  "/",
  rateLimit("contractors"),
  requireJson,
  limitBody,
  validJson(contractorSchema),
  async (c) => {
    const input = c.req.valid("json");
    if (isBot(input)) return c.json<CreatedResponse>({ id: decoyId() }, 201);
    const { id, notificationIds } = await createContractorApplication(getDb(c.env), input, audiencesFor(c.env));
    notifyAfterResponse(c, notificationIds);
    return c.json<CreatedResponse>({ id }, 201);
  },
);

export default contractors;
