/**
 * What the blog subscription says and its fixed period (ADR 304–306), apart from its schemas
 * (contract/subscriptions.ts): the footer's box and the /subscribe page read these, and must not
 * bring the schema library into every page's first load.
 */

/** Days a confirmation link works; an unconfirmed subscription is deleted by the cron after as long. */
export const CONFIRM_LINK_DAYS = 3;

/** The one answer to every accepted subscribe request (new, pending or already confirmed alike). */
export const SUBSCRIBE_ANSWER = "Almost done: we sent you an e-mail with a link to confirm your subscription.";
export const CONFIRMED_ANSWER = "You are subscribed. Each new article will arrive by e-mail; every e-mail has a link to unsubscribe.";
export const CONFIRM_EXPIRED_ANSWER = "This confirmation link has expired or is not valid. Subscribe again to get a new one.";
export const UNSUBSCRIBED_ANSWER = "You are unsubscribed. We will not e-mail you again about new articles.";

/** Where a native form's POST lands (the /subscribe page shows the outcome named in the query). */
export const subscribeOutcomes = ["sent", "invalid", "confirmed", "expired", "unsubscribed"] as const;
export type SubscribeOutcome = (typeof subscribeOutcomes)[number];
