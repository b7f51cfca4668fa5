/** /api/affiliates — the affiliate registration of /affiliates; answers the new referral code. */
import { Hono } from "hono";
import { affiliateSchema, type AffiliateCreatedResponse } from "../../contract/affiliate";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { createAffiliate } from "../db/affiliates";
import { decoyId, isBot } from "../lib/honeypot";
import { newReferralCode } from "../lib/referral-code";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

const affiliates = new Hono<AppEnv>().post(
  "/",
  rateLimit("affiliates"),
  requireJson,
  limitBody,
  validJson(affiliateSchema),
  async (c) => {
    const input = c.req.valid("json");
    if (isBot(input)) return c.json<AffiliateCreatedResponse>({ id: decoyId(), referralCode: newReferralCode() }, 201);
    const { id, referralCode, notificationIds } = await createAffiliate(getDb(c.env), input, { audiences: audiencesFor(c.env) });
    notifyAfterResponse(c, notificationIds);
    return c.json<AffiliateCreatedResponse>({ id, referralCode }, 201);
  },
);

export default affiliates;
