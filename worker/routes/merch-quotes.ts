/** /api/merch/quotes — the merch page's corporate quote form and the cart's order request. */
import { Hono } from "hono";
import { merchQuoteSchema, type MerchQuoteResponse } from "../../contract/merch-quote";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { createMerchQuote } from "../db/merch-quotes";
import { decoyId, isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

const merchQuotes = new Hono<AppEnv>().post(
  "/quotes",
  rateLimit("merch-quotes"),
  requireJson,
  limitBody,
  validJson(merchQuoteSchema),
  async (c) => {
    const input = c.req.valid("json");
    if (isBot(input)) return c.json<MerchQuoteResponse>({ id: decoyId() }, 201);
    const { id, notificationIds } = await createMerchQuote(getDb(c.env), input, audiencesFor(c.env));
    notifyAfterResponse(c, notificationIds);
    return c.json<MerchQuoteResponse>({ id }, 201);
  },
);

export default merchQuotes;
