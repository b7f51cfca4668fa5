/**
 * Blog subscriptions by e-mail (docs/privacy.md, ADR 304–306): what the subscribe, confirm and
 * unsubscribe endpoints accept and answer, and the fixed periods. The same answer whatever the
 * address's state, so the endpoint never tells whether someone is subscribed.
 */
import * as v from "valibot";
import { HONEYPOT_FIELD, email } from "./fields";

/** Days a confirmation link works; an unconfirmed subscription is deleted by the cron after as long. */
export const CONFIRM_LINK_DAYS = 3;

/** The one answer to every accepted subscribe request (new, pending or already confirmed alike). */
export const SUBSCRIBE_ANSWER = "Almost done: we sent you an e-mail with a link to confirm your subscription.";
export const CONFIRMED_ANSWER = "You are subscribed. Each new article will arrive by e-mail; every e-mail has a link to unsubscribe.";
export const CONFIRM_EXPIRED_ANSWER = "This confirmation link has expired or is not valid. Subscribe again to get a new one.";
export const UNSUBSCRIBED_ANSWER = "You are unsubscribed. We will not e-mail you again about new articles.";

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

/** Where a native form's POST lands (the /subscribe page shows the outcome named in the query). */
export const subscribeOutcomes = ["sent", "invalid", "confirmed", "expired", "unsubscribed"] as const;
export type SubscribeOutcome = (typeof subscribeOutcomes)[number];

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
