/**
 * The budget: 500 submissions across the six forms in one burst, with a sender that fails
 * 20% of first attempts and a queue that delivers some messages twice (Queues is at-least-once):
 * 500 leads stored, and their 1,000 e-mails (each lead's team notification and the visitor's
 * acknowledgement, ADR 301) sent exactly once — none lost, none duplicated. Prints its
 * figures on one line for `npm run bench` ("LEAD_NOTIFICATIONS_BENCH {...}").
 */
import { env } from "cloudflare:test";
import { expect, it } from "vitest";
import { envWith, recordingMailer, recordingQueue, submit } from "./support/notification-stand-ins";

const forms: { path: string; table: string; body: (n: number) => Record<string, unknown> }[] = [
  {
    path: "/api/contact",
    table: "inquiries",
    body: (n) => ({
      firstName: "Burst",
      lastName: `Lead${n}`,
      email: `lead${n}@example.com`,
      inquiryType: "general",
      message: `Burst submission ${n} for the notification budget.`,
    }),
  },
  {
    path: "/api/clients",
    table: "project_requests",
    body: (n) => ({
      name: `Burst Lead${n}`,
      email: `lead${n}@example.com`,
      phone: "+1 303 555 0100",
      projectType: "solar",
      location: "Pueblo, Colorado",
    }),
  },
  {
    path: "/api/contractors",
    table: "contractor_applications",
    body: (n) => ({
      name: `Burst Lead${n}`,
      email: `lead${n}@example.com`,
      phone: "+1 303 555 0100",
      trade: "Electrician",
      states: ["Texas"],
      experience: `Burst application ${n}: ten years of commercial electrical work.`,
      termsAccepted: true,
    }),
  },
  {
    path: "/api/partners",
    table: "partner_requests",
    body: (n) => ({
      name: `Burst Lead${n}`,
      orgType: "manufacturer",
      email: `lead${n}@example.com`,
      phone: "+1 303 555 0100",
      description: `Burst partner request ${n} about inverters and storage.`,
    }),
  },
  {
    path: "/api/affiliates",
    table: "affiliates",
    body: (n) => ({ name: `Burst Lead${n}`, email: `lead${n}@example.com`, phone: "+1 303 555 0100", termsAccepted: true }),
  },
  {
    path: "/api/merch/quotes",
    table: "merch_quotes",
    body: (n) => ({
      kind: "custom",
      contactName: `Burst Lead${n}`,
      email: `lead${n}@example.com`,
      requirements: `Burst quote ${n}: 40 hoodies with our logo.`,
      lines: [],
    }),
  },
];

it("500 submissions across six forms, 20% of first sends failing: 500 stored, 1,000 e-mails sent exactly once", {
  timeout: 120_000,
}, async () => {
  const total = 500;
  const owed = 2 * total;
  let firstAttempts = 0;
  let firstAttemptFailures = 0;
  const mailer = recordingMailer((_mail, attempt) => {
    if (attempt > 1) return null;
    firstAttempts += 1;
    if (firstAttempts % 5 !== 0) return null; // every fifth first attempt: 20%
    firstAttemptFailures += 1;
    return "Temporary failure (simulated)";
  });
  const queue = recordingQueue();
  const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });

  const started = Date.now();
  const answers = await Promise.all(
    Array.from({ length: total }, (_, n) => submit(forms[n % forms.length]!.path, forms[n % forms.length]!.body(n), testEnv)),
  );
  const submitMs = Date.now() - started;
  expect(answers.map((res) => res.status)).toEqual(Array(total).fill(201));
  await Promise.all(answers.map((res) => res.body?.cancel()));

  // At-least-once delivery: every tenth message arrives a second time.
  for (const body of queue.sentBodies.filter((_, i) => i % 10 === 0)) queue.redeliver(body);
  const drainStarted = Date.now();
  await queue.drain(testEnv);
  const drainMs = Date.now() - drainStarted;

  let stored = 0;
  for (const { table } of forms) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE email LIKE 'lead%@example.com'`).first<{ n: number }>();
    stored += row?.n ?? 0;
  }
  const statuses = await env.DB.prepare("SELECT status, COUNT(*) AS n FROM lead_notifications GROUP BY status").all<{
    status: string;
    n: number;
  }>();
  const subjects = mailer.sent.map((m) => m.subject);
  const distinct = new Set(subjects).size;
  const figures = {
    submissions: total,
    stored,
    notificationsSent: statuses.results.find((r) => r.status === "sent")?.n ?? 0,
    notificationsPendingOrFailed: statuses.results.filter((r) => r.status !== "sent").reduce((sum, r) => sum + r.n, 0),
    mailsSent: subjects.length,
    duplicated: subjects.length - distinct,
    lost: owed - distinct,
    firstAttemptFailures,
    duplicateDeliveries: Math.ceil(owed / 10),
    queueDeliveries: queue.deliveries(),
    submitMs,
    drainMs,
  };
  console.log(`LEAD_NOTIFICATIONS_BENCH ${JSON.stringify(figures)}`);

  expect(stored).toBe(total);
  expect(figures.notificationsSent).toBe(owed);
  expect(figures.notificationsPendingOrFailed).toBe(0);
  expect(firstAttemptFailures).toBe(owed / 5);
  expect(subjects.length).toBe(owed);
  expect(distinct).toBe(owed);
});
