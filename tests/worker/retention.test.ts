/**
 * Retention (docs/privacy.md): the cron deletes leads past their kind's period with their
 * notifications, and audit entries past theirs, with the clock moved forward; chat conversations
 * delete their whole storage when their alarm fires; the admin API shows the settings.
 */
import {
  createExecutionContext,
  createScheduledController,
  env,
  runDurableObjectAlarm,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { RetentionSettings } from "#contract/privacy.ts";
import { retention } from "#content/privacy-note.ts";
import type { ChatConversation } from "#worker/chat/conversation-object.ts";
import { chatExpiryMs } from "#worker/chat/conversation-object.ts";
import { monthsBefore } from "#worker/db/retention.ts";
import worker from "#worker/index.ts";
import { adminFetch, installTestKeys, signToken } from "./support/access-keys";

const DAY = 86_400_000;

async function count(statement: string, ...binds: unknown[]): Promise<number> {
  return (
    (await env.DB.prepare(statement)
      .bind(...binds)
      .first<{ n: number }>()) ?? { n: 0 }
  ).n;
}

/** `n` inquiries and merch quotes received at `at`, each with a notification. */
async function leadsAt(at: number, n: number, tag: string): Promise<void> {
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, created_at) SELECT ?, 'Old', 'old@example.org', 'solar', 'Hi there', ? FROM k`,
  )
    .bind(n, tag, at)
    .run();
  await env.DB.prepare(
    `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?)
     INSERT INTO merch_quotes (kind, contact_name, email, created_at) SELECT 'custom', ?, 'old@example.org', ? FROM k`,
  )
    .bind(n, tag, at)
    .run();
  for (const [kind, table, column] of [
    ["inquiries", "inquiries", "first_name"],
    ["merch-quotes", "merch_quotes", "contact_name"],
  ] as const) {
    await env.DB.prepare(
      `INSERT INTO lead_notifications (lead_kind, lead_id, audience) SELECT ?, id, 'team' FROM ${table} WHERE ${column} = ?`,
    )
      .bind(kind, tag)
      .run();
  }
}

async function cron(scheduledTime: number, vars: Record<string, string> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the retention cron", () => {
  it("deletes leads past their kind's period with their notifications, in rounds, and keeps the rest", async () => {
    const now = Date.now();
    // The clock moves forward 25 months: leads received now are 25 months old then.
    const later = now + 25 * 31 * DAY;
    await leadsAt(now, 2_500, "old");
    await leadsAt(monthsBefore(later, 23).getTime(), 3, "recent");
    await leadsAt(monthsBefore(later, 5).getTime(), 2, "fresh");

    await cron(now);
    expect(await count("SELECT count(*) AS n FROM inquiries")).toBe(2_505);

    // Merch quotes kept 6 months here, inquiries the default 24.
    await cron(later, { RETENTION_MONTHS_MERCH_QUOTES: "6" });
    expect(await count("SELECT count(*) AS n FROM inquiries WHERE first_name = 'old'")).toBe(0);
    expect(await count("SELECT count(*) AS n FROM inquiries")).toBe(5);
    expect(await count("SELECT count(*) AS n FROM merch_quotes")).toBe(2);
    expect(await count("SELECT count(*) AS n FROM merch_quotes WHERE contact_name = 'fresh'")).toBe(2);
    // No notification outlives its lead.
    expect(
      await count(
        "SELECT count(*) AS n FROM lead_notifications WHERE NOT EXISTS (SELECT 1 FROM inquiries WHERE id = lead_id) AND lead_kind = 'inquiries'",
      ),
    ).toBe(0);
    expect(await count("SELECT count(*) AS n FROM lead_notifications")).toBe(7);
  });

  it("forgets form sends' idempotency keys after a day (ADR 302): the lead stays", async () => {
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO lead_submissions (lead_kind, idempotency_key, payload_hash, lead_id, created_at) VALUES ('inquiries', 'old-key-0000000000000', 'h', 1, ?), ('inquiries', 'new-key-0000000000000', 'h', 2, ?)",
    )
      .bind(now - 2 * DAY, now - DAY / 2)
      .run();
    await cron(now);
    expect(
      await env.DB.prepare("SELECT idempotency_key FROM lead_submissions")
        .all()
        .then((r) => r.results),
    ).toEqual([{ idempotency_key: "new-key-0000000000000" }]);
  });

  it("deletes audit entries past AUDIT_RETENTION_DAYS", async () => {
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO audit_log (actor, action, record_type, record_id, created_at) VALUES ('a@kilbride.example', 'post.update', 'blog_posts', '1', ?), ('a@kilbride.example', 'post.update', 'blog_posts', '2', ?)",
    )
      .bind(now - 800 * DAY, now - 10 * DAY)
      .run();
    await cron(now);
    expect(await count("SELECT count(*) AS n FROM audit_log")).toBe(1);
    await cron(now, { AUDIT_RETENTION_DAYS: "5" });
    expect(await count("SELECT count(*) AS n FROM audit_log")).toBe(0);
  });
});

describe("chat conversations", () => {
  it("expire after CHAT_RETENTION_DAYS: the alarm deletes the object's storage", async () => {
    expect(chatExpiryMs(env)).toBe(Number(env.CHAT_RETENTION_DAYS) * DAY);
    expect(chatExpiryMs({ CHAT_RETENTION_DAYS: "7" })).toBe(7 * DAY);
    const stub = env.CHAT_CONVERSATION.get(env.CHAT_CONVERSATION.idFromName("expiring")) as DurableObjectStub<ChatConversation>;
    await stub.open();
    await stub.append([{ role: "user", content: "My number is 01 555 0147", timestamp: Date.now() }]);
    const alarm = await runInDurableObject(stub, (_, state) => state.storage.getAlarm());
    expect(alarm).toBeGreaterThan(Date.now() + chatExpiryMs(env) - 60_000);

    expect(await runDurableObjectAlarm(stub)).toBe(true);
    expect(await stub.isOpen()).toBe(false);
    expect(await stub.history()).toEqual([]);
    const stored = await runInDurableObject(stub, (_, state) => ({
      alarm: state.storage.getAlarm(),
      rows: state.storage.sql.exec("SELECT count(*) AS n FROM messages").one().n,
    }));
    expect(await stored.alarm).toBeNull();
    expect(stored.rows).toBe(0);
  });
});

describe("the settings", () => {
  it("are shown to admins as configured", async () => {
    const token = await signToken(await installTestKeys());
    const res = await adminFetch("/api/admin/privacy/settings", token);
    expect(res.status).toBe(200);
    const settings = (await res.json()) as RetentionSettings;
    expect(settings.chatDays).toBe(30);
    expect(settings.auditDays).toBe(730);
    expect(settings.leads).toHaveLength(6);
    expect(settings.leads.every((l) => l.months === 24)).toBe(true);
    expect(settings.leads[0]).toEqual({ kind: "inquiries", label: "Inquiries", months: 24 });
  });

  it("are the figures the privacy notice states", async () => {
    const token = await signToken(await installTestKeys());
    const settings = (await (await adminFetch("/api/admin/privacy/settings", token)).json()) as RetentionSettings;
    expect(new Set(settings.leads.map((l) => l.months))).toEqual(new Set([retention.leadMonths]));
    expect(settings.chatDays).toBe(retention.chatDays);
  });
});
