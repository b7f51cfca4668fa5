/**
 * One public lead form as a route: every form takes the same checks in the same order — its own
 * rate-limit bucket (429), a JSON body (415), at most MAX_BODY_BYTES (413), the contract schema
 * (400 with field messages) — then a honeypot submission is answered like a success and stored
 * nowhere, and a real one is stored with its notifications, which are sent after the 201.
 */
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { Hono } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { AppEnv } from "../env";
import { type Db, getDb } from "../db/client";
import type { Audience, StoredLead } from "../db/lead-notifications";
import { isBot } from "../lib/honeypot";
import { limitBody, requireJson, validJson } from "../middleware/json-body";
import { rateLimit } from "../middleware/rate-limit";
import { audiencesFor, notifyAfterResponse } from "../notifications/notify";

/** What differs between the forms. */
export interface LeadForm<S extends StandardSchemaV1, Answer extends { id: number }> {
  /** The contract schema of the payload (shared with the form). */
  schema: S;
  /** Rate-limit bucket, so one busy form does not lock a visitor out of another. */
  bucket: string;
  /** Stores the lead and its notifications in one batch. */
  store: (db: Db, input: StandardSchemaV1.InferOutput<S>, audiences: readonly Audience[]) => Promise<StoredLead & NoInfer<Answer>>;
  /** The answer a bot gets: shaped like a real one, pointing at nothing. */
  decoy: () => Answer;
}

/**
 * What a lead route declares to the typed client: the payload the schema accepts and the 201
 * answer (errors are thrown by the client's fetch wrapper). Written out because the inferred type
 * of a generic chain is too long for TypeScript to emit into a declaration file.
 */
export type LeadRouteSchema<P extends string, S extends StandardSchemaV1, Answer> = {
  [K in P]: {
    $post: { input: { json: StandardSchemaV1.InferInput<S> }; output: JSONParsed<Answer>; outputFormat: "json"; status: 201 };
  };
};

/** The form's POST at `path` (relative to where it is mounted). */
export function leadRoute<S extends StandardSchemaV1, Answer extends { id: number }, P extends string>(
  path: P,
  form: LeadForm<S, Answer>,
): Hono<AppEnv, LeadRouteSchema<P, S, Answer>, "/"> {
  const route = new Hono<AppEnv>().post(path, rateLimit(form.bucket), requireJson, limitBody, validJson(form.schema), async (c) => {
    const input = c.req.valid("json") as StandardSchemaV1.InferOutput<S>;
    if (isBot(input as Record<string, unknown>)) return c.json<Answer>(form.decoy(), 201);
    const { notificationIds, ...answer } = await form.store(getDb(c.env), input, audiencesFor(c.env));
    notifyAfterResponse(c, notificationIds);
    return c.json<Answer>(answer as unknown as Answer, 201);
  });
  // The chain's own schema type is exactly this one, plus the error answers (which the client throws).
  return route as unknown as Hono<AppEnv, LeadRouteSchema<P, S, Answer>, "/">;
}
