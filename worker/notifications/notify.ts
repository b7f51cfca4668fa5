/** What the lead routes need: which notifications to store with a lead, and enqueueing them after the answer. */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { Audience } from "../db/lead-notifications";
import { enqueueNotifications } from "./outbox-queue";
import { confirmsSubmitter } from "./settings";

/** The team always; the submitter too when the confirmation setting is on (ADR 170). */
export function audiencesFor(env: Env): Audience[] {
  return confirmsSubmitter(env) ? ["team", "submitter"] : ["team"];
}

/**
 * Enqueues the stored lead's notifications after the response: the visitor's 201 does not wait for
 * the queue, and a queue that is down leaves the rows for the cron.
 */
export function notifyAfterResponse(c: Context<AppEnv>, notificationIds: readonly number[]): void {
  c.executionCtx.waitUntil(enqueueNotifications(c.env, notificationIds));
}
