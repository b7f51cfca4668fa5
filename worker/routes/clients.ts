/** /api/clients — the project intake form of /clients (Start Your Project). */
import { Hono } from "hono";
import type { CreatedResponse } from "../../contract/contact";
import { projectRequestSchema } from "../../contract/project-request";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { createProjectRequest } from "../db/project-requests";
import { decoyId, isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

const clients = new Hono<AppEnv>().post(
  "/",
  rateLimit("clients"),
  requireJson,
  limitBody,
  validJson(projectRequestSchema),
  async (c) => {
    const input = c.req.valid("json");
    if (isBot(input)) return c.json<CreatedResponse>({ id: decoyId() }, 201);
    const { id, notificationIds } = await createProjectRequest(getDb(c.env), input, audiencesFor(c.env));
    notifyAfterResponse(c, notificationIds);
    return c.json<CreatedResponse>({ id }, 201);
  },
);

export default clients;
