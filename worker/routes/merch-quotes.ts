/** /api/merch/quotes — the merch page's corporate quote form and the cart's order request. */
import { Hono } from "hono";
import { merchQuoteSchema, type MerchQuoteResponse } from "../../contract/merch-quote";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { createMerchQuote } from "../db/merch-quotes";
import { decoyId, isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";

const merchQuotes = new Hono<AppEnv>().post(
  "/quotes",
  rateLimit("merch-quotes"),
  requireJson,
  limitBody,
  validJson(merchQuoteSchema),
  async (c) => {
    const input = c.req.valid("json");
    const id = isBot(input) ? decoyId() : await createMerchQuote(getDb(c.env), input);
    return c.json<MerchQuoteResponse>({ id }, 201);
  },
);

export default merchQuotes;
