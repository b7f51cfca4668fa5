/** /api/affiliates — the affiliate registration of /affiliates; answers the new referral code. */
import { affiliateSchema, type AffiliateCreatedResponse } from "#contract/affiliate.ts";
import { decoyId } from "../lib/honeypot";
import { newReferralCode } from "../lib/referral-code";
import { leadRoute } from "./lead-form";

export default leadRoute("/", {
  kind: "affiliates",
  schema: affiliateSchema,
  bucket: "affiliates",
  // A honeypot registration gets a fresh, unstored code.
  decoy: (): AffiliateCreatedResponse => ({ id: decoyId(), referralCode: newReferralCode() }),
});
