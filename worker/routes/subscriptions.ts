/**
 * /api/subscriptions — follow the blog by e-mail (ADR 304–306). Each endpoint takes JSON (answered
 * in JSON: 202/200, or 4xx `{ message, issues }`) or a native form's POST (the subscription box and
 * the /subscribe page work without JavaScript: answered with 303 to /subscribe?outcome=…).
 * - POST /            subscribe: always the same answer, whatever the address's state;
 * - POST /confirm     a confirmation link's token;
 * - POST /unsubscribe?token=…  one-click (RFC 8058: a mail client POSTs `List-Unsubscribe=One-Click`)
 *   or the /subscribe page's button. GET changes nothing (a link scanner must not unsubscribe anyone).
 */
import { type Context, Hono } from "hono";
import * as v from "valibot";
import { pathTo } from "#contract/routes.ts";
import { confirmSubscriptionSchema, type SubscriptionAnswer, subscribeSchema, subscriptionTokenSchema } from "#contract/subscriptions.ts";
import {
  CONFIRM_EXPIRED_ANSWER,
  CONFIRMED_ANSWER,
  SUBSCRIBE_ANSWER,
  type SubscribeOutcome,
  UNSUBSCRIBED_ANSWER,
} from "#contract/subscription-texts.ts";
import type { AppEnv } from "../env";
import { getDb } from "../db/client";
import { jsonError } from "../lib/http-error";
import { isBot } from "../lib/honeypot";
import { limitBody } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { enqueueSubscriptionMails } from "../subscriptions/outbox";
import { confirmSubscription, subscribe, unsubscribe } from "../subscriptions/store";

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

type Body = { form: boolean; data: Record<string, unknown> } | { refused: Response };

/** The request's fields, from JSON or a form; 415 for anything else, 400 for malformed JSON. */
async function readBody(c: Context<AppEnv>): Promise<Body> {
  const type = c.req.header("Content-Type") ?? "";
  if (FORM_TYPE.test(type)) {
    const parsed = await c.req.parseBody();
    // Files have no place here: only text fields are read.
    return { form: true, data: Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === "string")) };
  }
  if (!JSON_TYPE.test(type)) return { refused: jsonError(c, 415, "Content-Type must be application/json or a form.") };
  try {
    const data: unknown = await c.req.json();
    if (typeof data !== "object" || data === null || Array.isArray(data)) return { refused: jsonError(c, 400, "Invalid request body.") };
    return { form: false, data: data as Record<string, unknown> };
  } catch {
    return { refused: jsonError(c, 400, "Malformed JSON in request body.") };
  }
}

/** A native form's answer: the /subscribe page, saying what happened. */
const toPage = (c: Context<AppEnv>, outcome: SubscribeOutcome) => c.redirect(`${pathTo("subscribe")}?outcome=${outcome}`, 303);

/** 400 with the first message of each field, as every JSON endpoint answers. */
function invalid(c: Context<AppEnv>, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]) {
  const nested = v.flatten(issues).nested ?? {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(nested)) if (messages?.[0]) fields[field] = messages[0];
  return jsonError(c, 400, Object.values(fields)[0] ?? issues[0].message, fields);
}

const subscriptions = new Hono<AppEnv>()
  .post("/", rateLimit("subscribe"), limitBody, async (c) => {
    const body = await readBody(c);
    if ("refused" in body) return body.refused;
    const parsed = v.safeParse(subscribeSchema, body.data);
    if (!parsed.success) return body.form ? toPage(c, "invalid") : invalid(c, parsed.issues);
    if (!isBot(parsed.output)) {
      const ids = await subscribe(getDb(c.env), parsed.output.email, Date.now());
      // After the answer, as the lead forms do: the visitor never waits for the queue.
      c.executionCtx.waitUntil(enqueueSubscriptionMails(c.env, ids));
    }
    return body.form ? toPage(c, "sent") : c.json<SubscriptionAnswer>({ message: SUBSCRIBE_ANSWER }, 202);
  })
  .post("/confirm", rateLimit("subscribe"), limitBody, async (c) => {
    const body = await readBody(c);
    if ("refused" in body) return body.refused;
    const parsed = v.safeParse(confirmSubscriptionSchema, body.data);
    const outcome = parsed.success ? await confirmSubscription(getDb(c.env), parsed.output.token, Date.now()) : "expired";
    if (body.form) return toPage(c, outcome);
    if (!parsed.success) return invalid(c, parsed.issues);
    return outcome === "confirmed"
      ? c.json<SubscriptionAnswer>({ message: CONFIRMED_ANSWER }, 200)
      : jsonError(c, 410, CONFIRM_EXPIRED_ANSWER);
  })
  .post("/unsubscribe", rateLimit("subscribe"), limitBody, async (c) => {
    const body = await readBody(c);
    if ("refused" in body) return body.refused;
    const token = v.safeParse(subscriptionTokenSchema, c.req.query("token") ?? body.data.token);
    if (!token.success) return body.form && body.data.via === "page" ? toPage(c, "unsubscribed") : invalid(c, token.issues);
    // The same answer whether or not the token still named someone: a repeat is not an error.
    await unsubscribe(getDb(c.env), token.output);
    return body.data.via === "page" ? toPage(c, "unsubscribed") : c.json<SubscriptionAnswer>({ message: UNSUBSCRIBED_ANSWER }, 200);
  });

export default subscriptions;
