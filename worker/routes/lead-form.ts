/**
 * One public lead form as a route: every form takes the same checks in the same order — its own
 * rate-limit bucket (429), a JSON body (415), at most MAX_BODY_BYTES (413), the contract schema
 * (400 with field messages) — then a honeypot submission is answered like a success and stored
 * nowhere, and a real one is bot-checked (Turnstile, ADR 184) and stored: with its notifications,
 * sent after the 201, when verified; held without them otherwise. The visitor's answer is the same.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { Hono } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { LeadKind } from "#contract/lead-kinds.ts";
import { BOT_CHECK_FIELD, IDEMPOTENCY_KEY_FIELD } from "#contract/fields.ts";
import { leadReference } from "#contract/lead-reference.ts";
import type { AppEnv } from "../env";
import { checkLead } from "../bot-check/check-lead";
import { getDb } from "../db/client";
import type { LeadPayload, LeadReply } from "../db/lead-kinds";
import { findSubmission, isRepeatedSubmission, payloadHash, type SubmissionKey } from "../db/lead-submissions";
import { storeLead } from "../db/store-lead";
import { isBot } from "../lib/honeypot";
import { jsonError } from "../lib/http-error";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { notifyAfterResponse } from "../notifications/notify";

/** What differs between the forms (how each kind is stored is in db/lead-kinds.ts). */
export interface LeadForm<K extends LeadKind, S extends StandardSchemaV1<unknown, LeadPayload<K>>, Answer> {
  /** The kind of lead the form sends, stored by storeLead. */
  kind: K;
  /** The contract schema of the payload (shared with the form). */
  schema: S;
  /** Rate-limit bucket, so one busy form does not lock a visitor out of another. */
  bucket: string;
  /** The answer a bot gets: shaped like a real one (the contract's type), pointing at nothing. */
  decoy: () => Answer;
  /**
   * Checks what the schema cannot (a file the payload names must exist) and completes the payload
   * before anything is stored: the payload to store, or the field messages of a 400.
   */
  prepare?: (env: Env, input: LeadPayload<K>) => Promise<LeadPayload<K> | { issues: Record<string, string> }>;
}

/** What every lead's 201 adds to its kind's answer: the public reference the visitor can quote. */
interface LeadReceipt {
  reference: string;
}

/** `K` when the kind's stored answer and the route's declared one have the same fields, else never. */
type SameAnswer<K extends LeadKind, Answer> = [LeadReply<K>] extends [Answer] ? ([Answer] extends [LeadReply<K>] ? K : never) : never;

/**
 * What a lead route declares to the typed client: the payload the schema accepts and the 201
 * answer (errors are thrown by the client's fetch wrapper). Written out because the inferred type
 * of a generic chain is too long for TypeScript to emit into a declaration file.
 */
export type LeadRouteSchema<P extends string, S extends StandardSchemaV1, Answer> = {
  [K in P]: {
    $post: { input: { json: StandardSchemaV1.InferInput<S> }; output: JSONParsed<Answer & LeadReceipt>; outputFormat: "json"; status: 201 };
  };
};

/** The form's POST at `path` (relative to where it is mounted). */
export function leadRoute<K extends LeadKind, S extends StandardSchemaV1<unknown, LeadPayload<K>>, Answer, P extends string>(
  path: P,
  form: LeadForm<K, S, Answer> & { kind: SameAnswer<K, Answer> },
): Hono<AppEnv, LeadRouteSchema<P, S, Answer>, "/"> {
  const route = new Hono<AppEnv>().post(path, rateLimit(form.bucket), requireJson, limitBody, validJson(form.schema), async (c) => {
    const valid = c.req.valid("json") as LeadPayload<K>;
    if (isBot(valid as Record<string, unknown>)) {
      const decoy = form.decoy() as Answer & { id: number };
      return c.json<Answer & LeadReceipt>({ ...decoy, reference: leadReference(form.kind, decoy.id) }, 201);
    }
    const db = getDb(c.env);
    const receipt = (answer: { id: number }) =>
      c.json<Answer & LeadReceipt>({ ...(answer as unknown as Answer), reference: leadReference(form.kind, answer.id) }, 201);
    // A repeat of a send already stored answers the first lead, spending no bot-check token (ADR 302).
    const key = (valid as { [IDEMPOTENCY_KEY_FIELD]?: string })[IDEMPOTENCY_KEY_FIELD];
    const intent: SubmissionKey | null = key ? { key, hash: await payloadHash(valid as Record<string, unknown>) } : null;
    const repeat = async () => {
      const first = intent && (await findSubmission(db, form.kind, intent));
      return first ? receipt({ ...first.reply, id: first.leadId }) : null;
    };
    const earlier = await repeat();
    if (earlier) return earlier;
    const input = form.prepare ? await form.prepare(c.env, valid) : valid;
    if ("issues" in input) {
      const issues = input.issues as Record<string, string>;
      return jsonError(c, 400, Object.values(issues)[0] ?? "Invalid request.", issues);
    }
    const token = (input as { [BOT_CHECK_FIELD]?: string })[BOT_CHECK_FIELD];
    const verdict = await checkLead(c.env, token, c.req.header("CF-Connecting-IP") ?? null);
    const held = verdict.verified ? null : verdict.reason;
    if (!verdict.verified) console.warn(`Lead held (${form.kind}): ${verdict.detail}`);
    try {
      const { notificationIds, ...answer } = await storeLead(db, form.kind, input, { held, intent });
      notifyAfterResponse(c, notificationIds);
      return receipt(answer);
    } catch (error) {
      // The same send arrived twice at once and the other stored it first: its batch held ours off.
      const winner = isRepeatedSubmission(error) ? await repeat() : null;
      if (winner) return winner;
      throw error;
    }
  });
  // The chain's own schema type is exactly this one, plus the error answers (which the client throws).
  return route as unknown as Hono<AppEnv, LeadRouteSchema<P, S, Answer>, "/">;
}
