/** The affiliate registration on /affiliates: its payload, field messages and answer. */
import * as v from "valibot";
import { email, mustAccept, name, optionalLine, optionalText, phone, TERMS_MESSAGE, botGuards } from "./fields";
import { leadSourceField } from "./lead-source";

export const affiliateSchema = v.object({
  name,
  email,
  phone,
  payoutAddress: optionalText(500),
  howHeard: optionalLine(500),
  industry: optionalLine(200),
  termsAccepted: mustAccept(TERMS_MESSAGE),
  ...botGuards,
  source: leadSourceField,
});

/** What the form holds. */
export type AffiliateInput = v.InferInput<typeof affiliateSchema>;
/** What the Worker stores. */
export type AffiliatePayload = v.InferOutput<typeof affiliateSchema>;

/** Referral codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERRAL_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const REFERRAL_CODE_LENGTH = 8;

/** The answer to a registration: the stored id and the new referral code. */
export interface AffiliateCreatedResponse {
  id: number;
  referralCode: string;
}
