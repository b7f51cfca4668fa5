/**
 * Blog subscriptions (ADR 304–306): subscribe with double opt-in through the outbox, queue and
 * Email Service, confirm (hashed, expiring tokens), one-click unsubscribe (RFC 8058 headers on every
 * e-mail), the new-article e-mail once per post (publish now and the cron's scheduled publishing),
 * in fan-out steps, and the subscription as personal data (privacy find/export/erase, retention).
 */
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CONFIRM_EXPIRED_ANSWER,
  CONFIRMED_ANSWER,
  SUBSCRIBE_ANSWER,
  UNSUBSCRIBED_ANSWER,
  CONFIRM_LINK_DAYS,
} from "#contract/subscription-texts.ts";
import { HONEYPOT_FIELD } from "#contract/fields.ts";
import { retention } from "#content/privacy-note.ts";
import { subscribeBox } from "#content/site.ts";
import worker from "#worker/index.ts";
import { FAN_OUT_STEP } from "#worker/subscriptions/outbox.ts";
import { installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";
import { envWith, recordingMailer, recordingQueue, type SentMail } from "./support/notification-stand-ins";

let token = "";
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

let ip = 0;
/** A request through the Worker's fetch() with the stand-ins; waits for what it left running. */
async function call(testEnv: Env, path: string, init: RequestInit & { admin?: boolean } = {}): Promise<Response> {
  ip += 1;
  const headers = new Headers(init.headers);
  // 198.18.0.0/15 is used by no other test file: rate-limit buckets of its own.
  headers.set("CF-Connecting-IP", `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`);
  if (init.method && init.method !== "GET" && !headers.has("Origin")) headers.set("Origin", ORIGIN);
  if (init.admin) headers.set("Cf-Access-Jwt-Assertion", token);
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${ORIGIN}${path}`, { ...init, headers }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const postJson = (testEnv: Env, path: string, body: unknown, admin = false) =>
  call(testEnv, path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), admin });
const postForm = (testEnv: Env, path: string, fields: Record<string, string>) =>
  call(testEnv, path, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

function stand() {
  const mailer = recordingMailer();
  const queue = recordingQueue();
  return { mailer, queue, env: envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue }) };
}

const cron = async (testEnv: Env, at = Date.now()) => {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: "* * * * *", scheduledTime: at }), testEnv, ctx);
  await waitOnExecutionContext(ctx);
};

const row = (email: string) =>
  env.DB.prepare("SELECT * FROM subscribers WHERE email = ?").bind(email).first<{
    id: number;
    status: string;
    confirm_token_hash: string | null;
    unsubscribe_token: string;
  }>();

/** The link in a mail's text that starts with `prefix`, and its `name` parameter. */
function linkParam(mail: SentMail, prefix: string, name: string): string {
  const link = mail.text?.split(/\s/).find((word) => word.startsWith(prefix));
  expect(link, `a link starting ${prefix}`).toBeDefined();
  return new URL(link ?? "").searchParams.get(name) ?? "";
}

/** Subscribes and confirms an address through the endpoints and the confirmation e-mail. */
async function confirmedSubscriber(address: string): Promise<void> {
  const s = stand();
  expect((await postJson(s.env, "/api/subscriptions", { email: address })).status).toBe(202);
  await s.queue.drain(s.env);
  const mail = s.mailer.sent.at(-1);
  if (!mail) throw new Error("no confirmation e-mail");
  const confirm = linkParam(mail, `${ORIGIN}/subscribe?confirm=`, "confirm");
  expect((await postJson(s.env, "/api/subscriptions/confirm", { token: confirm })).status).toBe(200);
}

describe("subscribing", () => {
  it("the box names the honeypot as every form's schema does, and the notice states the link's life", () => {
    expect(subscribeBox.honeypotField).toBe(HONEYPOT_FIELD);
    expect(retention.unconfirmedSubscriptionDays).toBe(CONFIRM_LINK_DAYS);
  });

  it("refuses what is not an address with a field message, and anything but JSON or a form", async () => {
    const s = stand();
    const bad = await postJson(s.env, "/api/subscriptions", { email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "Please enter a valid email address.",
      issues: { email: "Please enter a valid email address." },
    });
    const text = await call(s.env, "/api/subscriptions", {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "a@b.example",
    });
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ message: "Content-Type must be application/json or a form." });
    // A native form with a bad address lands on the page, which says so.
    const form = await postForm(s.env, "/api/subscriptions", { email: "nope" });
    expect(form.status).toBe(303);
    expect(form.headers.get("Location")).toBe("/subscribe?outcome=invalid");
    expect(s.queue.sentBodies).toEqual([]);
  });

  it("answers a bot's honeypot like anyone else and stores nothing", async () => {
    const s = stand();
    const res = await postJson(s.env, "/api/subscriptions", { email: "bot@spam.example", fax: "555" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    expect(await row("bot@spam.example")).toBeNull();
  });

  it("stores a pending subscriber and mails a confirmation link with one-click unsubscribe headers; the link confirms", async () => {
    const s = stand();
    const res = await postJson(s.env, "/api/subscriptions", { email: "Niamh.Byrne@Example.ORG" });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    expect(await row("niamh.byrne@example.org")).toMatchObject({ status: "pending", confirm_token_hash: null });
    await s.queue.drain(s.env);
    expect(s.mailer.sent).toHaveLength(1);
    const mail = s.mailer.sent[0]!;
    expect(mail.to).toEqual(["niamh.byrne@example.org"]);
    expect(mail.subject).toBe("Confirm your subscription to the Kilbride Industries blog");
    const stored = await row("niamh.byrne@example.org");
    const leave = stored?.unsubscribe_token ?? "";
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${ORIGIN}/api/subscriptions/unsubscribe?token=${leave}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail.text).toContain(`Unsubscribe: ${ORIGIN}/subscribe?unsubscribe=${leave}`);
    const confirm = linkParam(mail, `${ORIGIN}/subscribe?confirm=`, "confirm");
    // Only a hash of the token is stored.
    expect(stored?.confirm_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(confirm);
    const outbox = await env.DB.prepare("SELECT kind, status, attempts FROM subscription_mails WHERE subscriber_id = ?")
      .bind(stored?.id)
      .all();
    expect(outbox.results).toEqual([{ kind: "confirm", status: "sent", attempts: 1 }]);

    const confirmed = await postJson(s.env, "/api/subscriptions/confirm", { token: confirm });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ message: CONFIRMED_ANSWER });
    expect(await row("niamh.byrne@example.org")).toMatchObject({ status: "confirmed" });
    // The page's button (a native form) lands on the page; a second press says the same.
    const again = await postForm(s.env, "/api/subscriptions/confirm", { token: confirm });
    expect(again.headers.get("Location")).toBe("/subscribe?outcome=confirmed");

    // A repeat subscribe of a confirmed address: the same answer, and no e-mail.
    const repeat = await postJson(s.env, "/api/subscriptions", { email: "niamh.byrne@example.org" });
    expect(await repeat.json()).toEqual({ message: SUBSCRIBE_ANSWER });
    await s.queue.drain(s.env);
    expect(s.mailer.sent).toHaveLength(1);
  });

  it("a native form's subscribe lands on the page; a repeat within minutes queues no second e-mail", async () => {
    const s = stand();
    const res = await postForm(s.env, "/api/subscriptions", { email: "eoin@example.net", fax: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/subscribe?outcome=sent");
    await postForm(s.env, "/api/subscriptions", { email: "EOIN@example.net" });
    await s.queue.drain(s.env);
    expect(s.mailer.sent.map((m) => m.to)).toEqual([["eoin@example.net"]]);
  });

  it("refuses an expired, tampered or malformed confirmation token", async () => {
    const s = stand();
    await postJson(s.env, "/api/subscriptions", { email: "late@example.org" });
    await s.queue.drain(s.env);
    const confirm = linkParam(s.mailer.sent[0]!, `${ORIGIN}/subscribe?confirm=`, "confirm");
    const tampered = `${confirm.slice(0, -1)}${confirm.endsWith("A") ? "B" : "A"}`;
    const wrong = await postJson(s.env, "/api/subscriptions/confirm", { token: tampered });
    expect(wrong.status).toBe(410);
    expect(await wrong.json()).toEqual({ message: CONFIRM_EXPIRED_ANSWER });
    const malformed = await postJson(s.env, "/api/subscriptions/confirm", { token: "short" });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: "This link is not valid.", issues: { token: "This link is not valid." } });
    await env.DB.prepare("UPDATE subscribers SET confirm_expires_at = ? WHERE email = 'late@example.org'")
      .bind(Date.now() - 1000)
      .run();
    const expired = await postJson(s.env, "/api/subscriptions/confirm", { token: confirm });
    expect(expired.status).toBe(410);
    expect(await row("late@example.org")).toMatchObject({ status: "pending" });
    const page = await postForm(s.env, "/api/subscriptions/confirm", { token: confirm });
    expect(page.headers.get("Location")).toBe("/subscribe?outcome=expired");
  });
});

describe("unsubscribing", () => {
  it("one click: a mail client's POST of List-Unsubscribe=One-Click to the header's URL deletes the subscriber", async () => {
    await confirmedSubscriber("click@example.org");
    const leave = (await row("click@example.org"))?.unsubscribe_token ?? "";
    const s = stand();
    // Mail providers send no Origin; the body is the RFC 8058 one.
    const res = await call(s.env, `/api/subscriptions/unsubscribe?token=${leave}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: UNSUBSCRIBED_ANSWER });
    expect(await row("click@example.org")).toBeNull();
    // A repeat is not an error.
    const again = await call(s.env, `/api/subscriptions/unsubscribe?token=${leave}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(again.status).toBe(200);
  });

  it("the page's button POSTs and lands on the page; opening the page (a GET) unsubscribes no one", async () => {
    await confirmedSubscriber("page@example.org");
    const leave = (await row("page@example.org"))?.unsubscribe_token ?? "";
    const s = stand();
    const get = await call(s.env, `/api/subscriptions/unsubscribe?token=${leave}`);
    expect(get.status).toBe(404);
    // The e-mail's link: a page whose one button POSTs the token (a plain form, no code needed).
    const page = await call(s.env, `/subscribe?unsubscribe=${leave}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(new RegExp(`<form [^>]*action="/api/subscriptions/unsubscribe\\?token=${leave}" method="post">`));
    expect(html).toContain(">Unsubscribe</button>");
    expect(await row("page@example.org")).not.toBeNull();
    const res = await postForm(s.env, `/api/subscriptions/unsubscribe?token=${leave}`, { "List-Unsubscribe": "One-Click", via: "page" });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/subscribe?outcome=unsubscribed");
    expect(await row("page@example.org")).toBeNull();
  });
});

describe("new-article e-mails", () => {
  const post = {
    title: "Hydrogen Buses in Winter",
    excerpt: "What a cold depot taught us about electrolyzer sizing.",
    content: "<p>A long enough body about hydrogen buses running through a cold winter.</p>",
    author: "Ciara Kilbride",
    category: "hydrogen",
    tags: ["hydrogen"],
    keywords: [],
    featured: false,
  };

  async function confirmMany(prefix: string, n: number): Promise<void> {
    // Written straight to D1: what matters here is how many confirmed rows the fan-out walks.
    for (let i = 0; i < n; i += 50) {
      const values = Array.from(
        { length: Math.min(50, n - i) },
        (_, j) => `('${prefix}${i + j}@example.org', 'confirmed', 0, 'tok-${prefix}-${i + j}')`,
      );
      await env.DB.exec(
        `INSERT INTO subscribers (email, status, confirm_sent_at, unsubscribe_token) VALUES ${values.join(", ")}`.replace(/\n/g, " "),
      );
    }
  }
  const newPostMails = (mailer: ReturnType<typeof recordingMailer>, title: string) =>
    mailer.sent.filter((m) => m.subject === `New on the Kilbride Industries blog: ${title}`);

  it("publishing now mails every confirmed subscriber once, in fan-out steps; re-save, unpublish and republish send nothing more", {
    timeout: 60_000,
  }, async () => {
    await env.DB.exec("DELETE FROM subscribers");
    await confirmMany("reader", FAN_OUT_STEP + 30);
    await env.DB.exec(
      "INSERT INTO subscribers (email, status, confirm_sent_at, unsubscribe_token) VALUES ('waiting@example.org', 'pending', 0, 'tok-pending')",
    );
    const s = stand();
    const created = await postJson(s.env, "/api/admin/blog", { ...post, published: true }, true);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await s.queue.drain(s.env);
    const mails = newPostMails(s.mailer, post.title);
    expect(mails).toHaveLength(FAN_OUT_STEP + 30);
    expect(new Set(mails.map((m) => String(m.to))).size).toBe(FAN_OUT_STEP + 30);
    expect(mails.some((m) => String(m.to) === "waiting@example.org")).toBe(false);
    // Two fan-out steps, each its own queue message.
    expect(s.queue.sentBodies.filter((b) => "announcePostId" in (b as object))).toHaveLength(2);
    const first = mails[0]!;
    expect(first.text).toContain(`${ORIGIN}/blog/hydrogen-buses-in-winter`);
    expect(first.text).toContain(post.excerpt);
    expect(first.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(first.headers?.["List-Unsubscribe"]).toMatch(new RegExp(`^<${ORIGIN}/api/subscriptions/unsubscribe\\?token=tok-reader-\\d+>$`));

    const put = (body: object) =>
      call(s.env, `/api/admin/blog/${id}`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
        admin: true,
      });
    expect((await put({ ...post, title: "Hydrogen Buses in Winter, Revised", published: true })).status).toBe(200);
    expect((await put({ ...post, published: false })).status).toBe(200);
    expect((await put({ ...post, published: true })).status).toBe(200);
    await cron(s.env);
    await s.queue.drain(s.env);
    expect(s.mailer.sent.filter((m) => m.subject.startsWith("New on the"))).toHaveLength(FAN_OUT_STEP + 30);
  });

  it("a scheduled post is mailed when the cron publishes it, once, however often the cron runs", { timeout: 30_000 }, async () => {
    await env.DB.exec("DELETE FROM subscribers");
    await confirmMany("early", 3);
    const s = stand();
    const at = Date.now() + 3_600_000;
    const created = await postJson(
      s.env,
      "/api/admin/blog",
      { ...post, title: "Scheduled Solar Notes", publishAt: new Date(at).toISOString() },
      true,
    );
    expect(created.status).toBe(201);
    await cron(s.env, at - 60_000);
    await s.queue.drain(s.env);
    expect(newPostMails(s.mailer, "Scheduled Solar Notes")).toEqual([]);
    await cron(s.env, at + 30_000);
    await s.queue.drain(s.env);
    await cron(s.env, at + 90_000);
    await s.queue.drain(s.env);
    expect(
      newPostMails(s.mailer, "Scheduled Solar Notes")
        .map((m) => String(m.to))
        .sort(),
    ).toEqual(["early0@example.org", "early1@example.org", "early2@example.org"]);
  });

  it("a failed send is retried with backoff, then marked failed by the dead-letter consumer", async () => {
    await env.DB.exec("DELETE FROM subscribers");
    const mailer = recordingMailer(() => "Email Service is down");
    const queue = recordingQueue();
    const testEnv = envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue });
    await postJson(testEnv, "/api/subscriptions", { email: "unlucky@example.org" });
    await queue.drain(testEnv);
    // As the lead notifications: five retries, the sixth delivery dead-lettered.
    expect(queue.delays).toEqual([10, 20, 40, 80, 160, 300]);
    const mail = await env.DB.prepare(
      "SELECT status, attempts, last_error FROM subscription_mails WHERE subscriber_id = (SELECT id FROM subscribers WHERE email = 'unlucky@example.org')",
    ).first();
    expect(mail).toEqual({ status: "failed", attempts: 6, last_error: "Email Service is down" });
  });
});

describe("personal data", () => {
  it("a privacy request finds, exports and erases the subscription with its e-mails, audited", async () => {
    await confirmedSubscriber("private@example.org");
    const s = stand();
    const found = (await (await call(s.env, "/api/admin/privacy?email=Private@Example.org", { admin: true })).json()) as {
      total: number;
      places: { table: string; count: number }[];
    };
    expect(found.places.filter((p) => p.table.startsWith("subscri"))).toEqual([
      expect.objectContaining({ table: "subscribers", label: "Blog subscription", count: 1 }),
      expect.objectContaining({ table: "subscription_mails", label: "Blog subscription: e-mails sent", count: 1 }),
    ]);
    const exported = (await (await call(s.env, "/api/admin/privacy/export?email=private@example.org", { admin: true })).json()) as {
      tables: Record<string, Record<string, unknown>[]>;
      summary: string[];
    };
    expect(exported.tables.subscribers).toEqual([expect.objectContaining({ email: "private@example.org", status: "confirmed" })]);
    expect(exported.tables.subscribers?.[0]).not.toHaveProperty("unsubscribeToken");
    expect(exported.tables.subscription_mails).toEqual([expect.objectContaining({ kind: "confirm", status: "sent" })]);
    expect(exported.summary).toContain("Blog subscription (confirmed), with 1 e-mail sent or due.");
    const erase = await postJson(s.env, "/api/admin/privacy/erase", { email: "private@example.org", confirmCount: found.total }, true);
    expect(erase.status).toBe(200);
    expect(await row("private@example.org")).toBeNull();
    const left = await env.DB.prepare(
      "SELECT count(*) AS n FROM subscription_mails WHERE subscriber_id NOT IN (SELECT id FROM subscribers)",
    ).first();
    expect(left).toEqual({ n: 0 });
    const audit = await env.DB.prepare("SELECT action, record_type FROM audit_log WHERE record_type = 'subscribers'").all();
    expect(audit.results).toEqual([{ action: "privacy.erase", record_type: "subscribers" }]);
  });

  it("retention: the cron deletes subscriptions left unconfirmed past the link's life, and keeps confirmed ones", async () => {
    await env.DB.exec("DELETE FROM subscribers");
    const old = Date.now() - 4 * 86_400_000;
    await env.DB.prepare(
      "INSERT INTO subscribers (email, status, confirm_sent_at, unsubscribe_token, created_at) VALUES ('stale@example.org', 'pending', ?1, 'tok-stale', ?1), ('fresh@example.org', 'pending', ?2, 'tok-fresh', ?2), ('kept@example.org', 'confirmed', ?1, 'tok-kept', ?1)",
    )
      .bind(old, Date.now() - 3600_000)
      .run();
    const s = stand();
    await cron(s.env);
    const left = await env.DB.prepare("SELECT email FROM subscribers ORDER BY email").all();
    expect(left.results).toEqual([{ email: "fresh@example.org" }, { email: "kept@example.org" }]);
  });

  it("admins see the counts and delete a subscriber, audited", async () => {
    const s = stand();
    const summary = (await (await call(s.env, "/api/admin/subscribers", { admin: true })).json()) as {
      confirmed: number;
      pending: number;
      newest: { id: number; email: string }[];
    };
    expect(summary).toMatchObject({ confirmed: 1, pending: 1 });
    const kept = summary.newest.find((r) => r.email === "kept@example.org");
    const del = await call(s.env, `/api/admin/subscribers/${kept?.id}`, { method: "DELETE", admin: true });
    expect(del.status).toBe(204);
    expect(await row("kept@example.org")).toBeNull();
    expect((await call(s.env, `/api/admin/subscribers/${kept?.id}`, { method: "DELETE", admin: true })).status).toBe(404);
    const audit = await env.DB.prepare("SELECT action, record_id FROM audit_log WHERE action = 'subscriber.delete'").all();
    expect(audit.results).toEqual([{ action: "subscriber.delete", record_id: String(kept?.id) }]);
    // Without Access: refused.
    expect((await call(s.env, "/api/admin/subscribers")).status).toBe(401);
  });
});
