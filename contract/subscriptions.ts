/**
 * Blog subscriptions by e-mail (docs/privacy.md, ADR 304–306): what the subscribe, confirm and
 * unsubscribe endpoints accept. Their answers and the fixed period are in subscription-texts.ts
 * (the pages read those without the schemas).
 */
import * as v from "valibot";
import { HONEYPOT_FIELD, email } from "./fields";

const TOKEN_MESSAGE = "This link is not valid.";

/** POST /api/subscriptions: the address, and the honeypot every public form carries. */
export const subscribeSchema = v.object({
  email,
  [HONEYPOT_FIELD]: v.optional(v.pipe(v.string(), v.maxLength(200))),
});

/** A link's token: 43 characters of base64url (32 random bytes). */
export const subscriptionTokenSchema = v.pipe(v.string(TOKEN_MESSAGE), v.trim(), v.regex(/^[A-Za-z0-9_-]{43}$/, TOKEN_MESSAGE));

/** POST /api/subscriptions/confirm. */
export const confirmSubscriptionSchema = v.object({ token: subscriptionTokenSchema });

/** Every answer of the public endpoints: a sentence to show. */
export interface SubscriptionAnswer {
  message: string;
}

/** GET /api/admin/subscribers: the counts and the newest subscribers. */
export interface SubscriberRow {
  id: number;
  email: string;
  status: "pending" | "confirmed";
  createdAt: string;
  confirmedAt: string | null;
}
export interface SubscribersSummary {
  confirmed: number;
  pending: number;
  newest: SubscriberRow[];
}
