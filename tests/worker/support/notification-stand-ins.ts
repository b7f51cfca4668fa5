/**
 * Stand-ins at the two platform boundaries of lead notifications, so tests see what the Worker
 * hands over and can make it fail:
 * - a `send_email` binding that records each message (and fails when told to);
 * - a queue that records what the producer sends, and delivers it to the Worker's own `queue()`
 *   handler as Queues does: batches of up to 10, `retry({ delaySeconds })` redelivers with one
 *   more attempt, and after max_retries (wrangler.toml: 5) the message goes to the dead-letter
 *   queue, whose consumer is the same handler.
 * The real queue, consumer and Miniflare's simulated send_email binding run end to end in
 * lead-notifications.test.ts ("through the real local queue").
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import worker from "#worker/index.ts";
import type { NotificationMessage } from "#worker/notifications/outbox-queue.ts";
import { ORIGIN } from "./helpers";

const QUEUE = "kilbride-lead-notifications";
const DEAD_LETTER_QUEUE = "kilbride-lead-notifications-dlq";
const MAX_RETRIES = 5;

export type SentMail = EmailMessageBuilder;

/** A `send_email` binding that records messages; `fail(mail, n)` (n = this message's nth try) may throw. */
export function recordingMailer(fail: (mail: SentMail, attempt: number) => string | null = () => null) {
  const sent: SentMail[] = [];
  const tries = new Map<string, number>();
  let calls = 0;
  const binding = {
    async send(message: EmailMessage | EmailMessageBuilder): Promise<EmailSendResult> {
      calls += 1;
      if (!("subject" in message)) throw new Error("expected a composed message, not raw MIME");
      const key = `${message.subject}|${message.text}`;
      const attempt = (tries.get(key) ?? 0) + 1;
      tries.set(key, attempt);
      const error = fail(message, attempt);
      if (error) throw new Error(error);
      sent.push(message);
      return { messageId: `<${sent.length}@test.kilbride.example>` };
    },
  } as SendEmail; // both overloads of send() are implemented by the one function above
  return { binding, sent, calls: () => calls };
}

interface Pending {
  body: NotificationMessage;
  attempts: number;
}

/** A queue that records sends (or refuses them while `down`) and delivers them on `drain()`. */
export function recordingQueue() {
  const waiting: Pending[] = [];
  const sentBodies: NotificationMessage[] = [];
  const delays: number[] = [];
  const deadLettered: NotificationMessage[] = [];
  let deliveries = 0;
  const state = { down: false };
  const queue = {
    async send(body: NotificationMessage) {
      if (state.down) throw new Error("Queue unavailable");
      sentBodies.push(body);
      waiting.push({ body, attempts: 1 });
      return { metadata: { metrics: { backlogCount: waiting.length, backlogBytes: 0 } } };
    },
    async sendBatch(messages: Iterable<MessageSendRequest<NotificationMessage>>) {
      if (state.down) throw new Error("Queue unavailable");
      for (const m of messages) {
        sentBodies.push(m.body);
        waiting.push({ body: m.body, attempts: 1 });
      }
      return { metadata: { metrics: { backlogCount: waiting.length, backlogBytes: 0 } } };
    },
    async metrics() {
      return { backlogCount: waiting.length, backlogBytes: 0 };
    },
  } as Queue<NotificationMessage>;

  /** Runs one batch through the Worker's queue() handler; returns the retried messages. */
  async function deliver(queueName: string, items: Pending[], testEnv: Env): Promise<Pending[]> {
    deliveries += items.length;
    const retried: Pending[] = [];
    const messages = items.map((item, i) => {
      let settled = false;
      return {
        id: `msg-${deliveries}-${i}`,
        timestamp: new Date(),
        body: item.body,
        attempts: item.attempts,
        ack() {
          settled = true;
        },
        retry(options?: QueueRetryOptions) {
          if (settled) return;
          settled = true;
          delays.push(options?.delaySeconds ?? 0);
          retried.push({ body: item.body, attempts: item.attempts + 1 });
        },
      } satisfies Message<NotificationMessage>;
    });
    const batch = {
      queue: queueName,
      messages,
      metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } },
      ackAll() {
        for (const m of messages) m.ack();
      },
      retryAll(options?: QueueRetryOptions) {
        for (const m of messages) m.retry(options);
      },
    } satisfies MessageBatch<NotificationMessage>;
    try {
      await worker.queue(batch, testEnv);
    } catch {
      // A throwing handler retries every message it did not settle.
      for (const m of messages) m.retry();
    }
    return retried;
  }

  /**
   * Delivers everything waiting (and every retry, at once: the delays are recorded, not waited)
   * until the queue is empty; messages past max_retries go through the dead-letter queue.
   */
  async function drain(testEnv: Env, batchSize = 10): Promise<void> {
    while (waiting.length) {
      const items = waiting.splice(0, waiting.length);
      const retried: Pending[] = [];
      for (let i = 0; i < items.length; i += batchSize) retried.push(...(await deliver(QUEUE, items.slice(i, i + batchSize), testEnv)));
      const spent = retried.filter((m) => m.attempts > MAX_RETRIES + 1);
      waiting.push(...retried.filter((m) => m.attempts <= MAX_RETRIES + 1));
      if (spent.length) {
        deadLettered.push(...spent.map((m) => m.body));
        await deliver(
          DEAD_LETTER_QUEUE,
          spent.map((m) => ({ body: m.body, attempts: 1 })),
          testEnv,
        );
      }
    }
  }

  return {
    queue,
    state,
    sentBodies,
    delays,
    deadLettered,
    drain,
    deliveries: () => deliveries,
    redeliver: (body: NotificationMessage) => waiting.push({ body, attempts: 1 }),
  };
}

/** The Worker's env with the stand-ins (and any setting) in place of the real bindings. */
export function envWith(overrides: Partial<Record<keyof Env, unknown>>): Env {
  return { ...env, ...overrides } as Env; // the stand-ins implement the binding interfaces they replace
}

let nextIp = 0;
/** A form POST through the Worker's fetch() with the given env; waits for what it left running. */
export async function submit(path: string, body: unknown, testEnv: Env): Promise<Response> {
  nextIp += 1;
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    // 100.64.0.0/10 is used by no other test file: rate-limit buckets of their own.
    headers: {
      "Content-Type": "application/json",
      Origin: ORIGIN,
      "CF-Connecting-IP": `100.${64 + (Math.floor(nextIp / 65536) % 64)}.${Math.floor(nextIp / 256) % 256}.${nextIp % 256}`,
    },
    body: JSON.stringify(body),
  });
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}
