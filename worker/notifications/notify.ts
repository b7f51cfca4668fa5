/** What the lead routes need: enqueueing a stored lead's notifications after the answer. */
import type { Context } from "hono";
import type { AppEnv } from "../env";
import { enqueueNotifications } from "./outbox-queue";

/**
 * Enqueues the stored lead's notifications after the response: the visitor's 201 does not wait for
 * the queue, and a queue that is down leaves the rows for the cron.
 */
export function notifyAfterResponse(c: Context<AppEnv>, notificationIds: readonly number[]): void {
  c.executionCtx.waitUntil(enqueueNotifications(c.env, notificationIds));
}
