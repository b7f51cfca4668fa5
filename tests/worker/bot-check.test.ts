/**
 * The bot check on the lead forms (ADR 184): the siteverify adapter against a fake upstream with
 * Cloudflare's documented answers, and the forms with each documented test secret: verified leads
 * are e-mailed, held ones are stored without mail or count, released ones are e-mailed, and the
 * visitor's answer is the same 201 either way.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BOT_CHECK_ACTION, BOT_CHECK_DUMMY_TOKEN as DUMMY_TOKEN } from "#contract/fields.ts";
import { TEST_SECRETS } from "#worker/bot-check/local-siteverify.ts";
import { SITEVERIFY_URL, type SiteverifyAnswer, type VerifyRequest, verifyTurnstile } from "#worker/bot-check/turnstile.ts";
import { inOneBatch, leadCounts } from "#worker/db/admin-analytics.ts";
import { dashboardCounts } from "#worker/db/admin-leads.ts";
import { getDb } from "#worker/db/client.ts";
import worker from "#worker/index.ts";
import { installTestKeys, signToken, type TestKeys } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";
import { envWith, recordingMailer, recordingQueue, submit } from "./support/notification-stand-ins";

const request: VerifyRequest = {
  token: "a-real-looking-token",
  secret: "0x4AAAAAAA-production-secret",
  remoteip: "203.0.113.7",
  hostnames: ["www.kilbride.example"],
  action: BOT_CHECK_ACTION,
  checkOrigin: true,
};

const good: SiteverifyAnswer = {
  success: true,
  challenge_ts: "2026-11-25T10:00:00.000Z",
  hostname: "www.kilbride.example",
  action: BOT_CHECK_ACTION,
  "error-codes": [],
};

/** A fake siteverify: answers in turn (the last one repeats), recording what each call sent. */
function fakeUpstream(...answers: (SiteverifyAnswer | Response | Error | "hang")[]) {
  const calls: { url: string; form: Record<string, string> }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const form = Object.fromEntries([...((init?.body ?? new FormData()) as FormData).entries()].map(([k, v]) => [k, String(v)]));
    calls.push({ url: String(input), form });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    if (next === "hang") {
      // Never answers: only the adapter's timeout ends the wait.
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    }
    if (next instanceof Error) throw next;
    if (next instanceof Response) return next;
    return Response.json(next);
  }) as typeof fetch;
  return { fetcher, calls };
}

describe("the siteverify adapter (fake upstream)", () => {
  it("verifies a good token, sending secret, response, remoteip and an idempotency key", async () => {
    const upstream = fakeUpstream(good);
    expect(await verifyTurnstile(request, upstream.fetcher, "key-1")).toEqual({ verified: true });
    expect(upstream.calls).toEqual([
      {
        url: SITEVERIFY_URL,
        form: { secret: request.secret, response: request.token, remoteip: "203.0.113.7", idempotency_key: "key-1" },
      },
    ]);
  });

  it("holds a submission without a token, asking nobody", async () => {
    const upstream = fakeUpstream(good);
    expect(await verifyTurnstile({ ...request, token: undefined }, upstream.fetcher)).toMatchObject({
      verified: false,
      reason: "no-token",
    });
    expect(await verifyTurnstile({ ...request, token: "  " }, upstream.fetcher)).toMatchObject({ verified: false, reason: "no-token" });
    expect(upstream.calls).toHaveLength(0);
  });

  it.each([
    ["invalid-input-response", "failed"],
    ["timeout-or-duplicate", "failed"],
    ["missing-input-response", "failed"],
    ["missing-input-secret", "unverified"],
    ["invalid-input-secret", "unverified"],
  ])("answers %s as %s, without a retry", async (code, reason) => {
    const upstream = fakeUpstream({ success: false, "error-codes": [code] });
    expect(await verifyTurnstile(request, upstream.fetcher)).toEqual({ verified: false, reason, detail: code });
    expect(upstream.calls).toHaveLength(1);
  });

  it("refuses a token from another hostname or with another action", async () => {
    expect(await verifyTurnstile(request, fakeUpstream({ ...good, hostname: "evil.example" }).fetcher)).toMatchObject({
      reason: "failed",
      detail: "hostname evil.example",
    });
    expect(await verifyTurnstile(request, fakeUpstream({ ...good, action: "affiliates" }).fetcher)).toMatchObject({
      reason: "failed",
      detail: "action affiliates",
    });
  });

  it.each([
    ["a network failure", new TypeError("Network connection lost")],
    ["a 502", new Response("Bad gateway", { status: 502 })],
    ["internal-error", { success: false, "error-codes": ["internal-error"] } satisfies SiteverifyAnswer],
    ["an answer that is not siteverify's", new Response("<html>challenge</html>", { headers: { "Content-Type": "text/html" } })],
  ] as const)("retries once after %s with the same idempotency key, and verifies on the retry", async (_, first) => {
    const upstream = fakeUpstream(first, good);
    expect(await verifyTurnstile(request, upstream.fetcher, "key-2")).toEqual({ verified: true });
    expect(upstream.calls.map((c) => c.form.idempotency_key)).toEqual(["key-2", "key-2"]);
  });

  it("holds as unverified when siteverify stays unreachable: two tries, no more", async () => {
    const upstream = fakeUpstream(new TypeError("Network connection lost"));
    expect(await verifyTurnstile(request, upstream.fetcher)).toMatchObject({ verified: false, reason: "unverified" });
    expect(upstream.calls).toHaveLength(2);
  });

  it("gives up on a siteverify that never answers after its timeout, twice", async () => {
    const upstream = fakeUpstream("hang");
    const started = Date.now();
    expect(await verifyTurnstile(request, upstream.fetcher)).toMatchObject({
      verified: false,
      reason: "unverified",
      detail: expect.stringMatching(/Timeout/i),
    });
    expect(upstream.calls).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(8000);
  }, 10_000);
});

const contact = {
  firstName: "Aoife",
  lastName: "Brennan",
  email: "aoife@example.com",
  company: "",
  inquiryType: "solar",
  message: "We would like a quote for a 250 kW rooftop array.",
};

async function heldReasonOf(table: string, id: number): Promise<string | null> {
  const row = await env.DB.prepare(`SELECT held_reason FROM ${table} WHERE id = ?`).bind(id).first<{ held_reason: string | null }>();
  if (!row) throw new Error(`no row ${id} in ${table}`);
  return row.held_reason;
}

async function outboxCount(kind: string, id: number): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM lead_notifications WHERE lead_kind = ? AND lead_id = ?")
    .bind(kind, id)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

function stands(secret: string) {
  const mailer = recordingMailer();
  const queue = recordingQueue();
  return { mailer, queue, testEnv: envWith({ EMAIL: mailer.binding, LEAD_NOTIFICATIONS: queue.queue, TURNSTILE_SECRET_KEY: secret }) };
}

async function idOf(res: Response): Promise<number> {
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: number };
  // The same shape whether the lead was sent or held: its id and the reference its sender is shown.
  expect(Object.keys(body)).toEqual(["id", "reference"]);
  return body.id;
}

describe("the lead forms with the documented test secrets", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("e-mails a verified lead (always-passes secret, the dummy token)", async () => {
    const { mailer, queue, testEnv } = stands(TEST_SECRETS.passes);
    const id = await idOf(await submit("/api/contact", { ...contact, turnstileToken: DUMMY_TOKEN }, testEnv));
    expect(await heldReasonOf("inquiries", id)).toBeNull();
    await queue.drain(testEnv);
    // The team's notification and the visitor's acknowledgement (ADR 301).
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      "New Inquiry: Aoife Brennan",
      expect.stringMatching(/^We received your inquiry \(reference KB-C-/),
    ]);
  });

  it.each([
    ["without a token", TEST_SECRETS.passes, undefined, "no-token"],
    ["with an empty token", TEST_SECRETS.passes, "", "no-token"],
    ["with a token the always-fails secret refuses", TEST_SECRETS.fails, DUMMY_TOKEN, "failed"],
    ["with a token already spent", TEST_SECRETS.spent, DUMMY_TOKEN, "failed"],
  ])("stores a lead %s as held: the same 201, no outbox row, no mail", async (_, secret, token, reason) => {
    const { mailer, queue, testEnv } = stands(secret);
    const id = await idOf(await submit("/api/contact", { ...contact, turnstileToken: token }, testEnv));
    expect(await heldReasonOf("inquiries", id)).toBe(reason);
    expect(await outboxCount("inquiries", id)).toBe(0);
    await queue.drain(testEnv);
    expect(queue.sentBodies).toEqual([]);
    expect(mailer.sent).toEqual([]);
  });

  it("holds every kind of lead the same way (the merch quote too), its 201 shaped as a sent one", async () => {
    const { testEnv } = stands(TEST_SECRETS.fails);
    const res = await submit(
      "/api/affiliates",
      {
        name: "Sam Ortiz",
        email: "sam@example.com",
        phone: "+1 303 555 0100",
        termsAccepted: true,
        turnstileToken: DUMMY_TOKEN,
      },
      testEnv,
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: number; referralCode: string };
    expect(body.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(await heldReasonOf("affiliates", body.id)).toBe("failed");
    const quote = await submit(
      "/api/merch/quotes",
      { kind: "custom", contactName: "Lee Park", email: "lee@example.com", requirements: "200 caps" },
      testEnv,
    );
    expect(await heldReasonOf("merch_quotes", await idOf(quote))).toBe("no-token");
  });

  it("holds a lead as unverified when siteverify cannot be reached (a production secret)", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("Network connection lost"));
    const { mailer, queue, testEnv } = stands("0x4AAAAAAA-production-secret");
    const id = await idOf(await submit("/api/contact", { ...contact, turnstileToken: "a-token" }, testEnv));
    expect(fetchSpy.mock.calls.filter(([url]) => String(url) === SITEVERIFY_URL)).toHaveLength(2);
    expect(await heldReasonOf("inquiries", id)).toBe("unverified");
    await queue.drain(testEnv);
    expect(mailer.sent).toEqual([]);
  });

  it("does not count held leads on the dashboard or in the analytics", async () => {
    const db = getDb(env);
    const range = { start: Date.now() - 60_000, end: Date.now() + 60_000 };
    const counted = async () => (await inOneBatch(db, [leadCounts(db, range)]))[0].inquiries;
    const before = await dashboardCounts(db);
    const countedBefore = await counted();
    await idOf(await submit("/api/contact", contact, stands(TEST_SECRETS.passes).testEnv));
    expect(await dashboardCounts(db)).toEqual(before);
    expect(await counted()).toBe(countedBefore);
    await idOf(await submit("/api/contact", { ...contact, turnstileToken: DUMMY_TOKEN }, stands(TEST_SECRETS.passes).testEnv));
    const after = await dashboardCounts(db);
    expect(after.inquiries).toBe(before.inquiries + 1);
    expect(after.pendingInquiries).toBe(before.pendingInquiries + 1);
    expect(await counted()).toBe(countedBefore + 1);
  });
});

describe("held leads in the admin", () => {
  let keys: TestKeys;
  beforeAll(async () => {
    keys = await installTestKeys();
  });

  async function admin(path: string, method: string, testEnv: Env): Promise<Response> {
    const ctx = createExecutionContext();
    const res = await worker.fetch(
      new Request(`${ORIGIN}${path}`, { method, headers: { "Cf-Access-Jwt-Assertion": await signToken(keys), Origin: ORIGIN } }),
      testEnv,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return res;
  }

  it("lists a held lead as held, acknowledges nothing until it is released, and releasing it e-mails it once", async () => {
    const { mailer, queue, testEnv } = stands(TEST_SECRETS.fails);
    const id = await idOf(await submit("/api/contact", { ...contact, lastName: "Held", turnstileToken: DUMMY_TOKEN }, testEnv));
    const list = (await (await admin("/api/admin/leads/inquiries", "GET", testEnv)).json()) as {
      items: { id: number; held: string | null }[];
    };
    expect(list.items.find((l) => l.id === id)).toMatchObject({ held: "failed", notification: null });
    // Held: the visitor is owed no acknowledgement yet (ADR 301), nor the team a notification.
    await queue.drain(testEnv);
    expect(mailer.sent).toEqual([]);

    expect((await admin(`/api/admin/leads/inquiries/${id}/release`, "POST", testEnv)).status).toBe(200);
    await queue.drain(testEnv);
    expect(mailer.sent.map((m) => m.subject)).toEqual([
      "New Inquiry: Aoife Held",
      expect.stringMatching(/^We received your inquiry \(reference /),
    ]);
    expect(await heldReasonOf("inquiries", id)).toBeNull();
    const listed = (await (await admin("/api/admin/leads/inquiries", "GET", testEnv)).json()) as {
      items: { id: number; held: string | null; notification: { status: string } | null }[];
    };
    expect(listed.items.find((l) => l.id === id)).toMatchObject({ held: null, notification: { status: "sent" } });

    // A second release finds nothing held and sends nothing.
    expect((await admin(`/api/admin/leads/inquiries/${id}/release`, "POST", testEnv)).status).toBe(404);
    await queue.drain(testEnv);
    expect(mailer.sent).toHaveLength(2);
  });

  it("deletes a held lead (spam), and a lead that was sent as well", async () => {
    const { testEnv } = stands(TEST_SECRETS.fails);
    const held = await idOf(
      await submit(
        "/api/clients",
        { name: "Bot", email: "bot@example.com", phone: "+1 303 555 0100", projectType: "solar", location: "Nowhere" },
        testEnv,
      ),
    );
    expect((await admin(`/api/admin/leads/project-requests/${held}`, "DELETE", testEnv)).status).toBe(204);
    expect(await env.DB.prepare("SELECT id FROM project_requests WHERE id = ?").bind(held).first()).toBeNull();

    const passing = stands(TEST_SECRETS.passes).testEnv;
    const sent = await idOf(
      await submit(
        "/api/clients",
        {
          name: "Real",
          email: "real@example.com",
          phone: "+1 303 555 0100",
          projectType: "solar",
          location: "Denver",
          turnstileToken: DUMMY_TOKEN,
        },
        passing,
      ),
    );
    expect((await admin(`/api/admin/leads/project-requests/${sent}`, "DELETE", testEnv)).status).toBe(204);
    expect(await env.DB.prepare("SELECT id FROM project_requests WHERE id = ?").bind(sent).first()).toBeNull();
    // Gone is gone: a second delete finds nothing.
    expect((await admin(`/api/admin/leads/project-requests/${sent}`, "DELETE", testEnv)).status).toBe(404);
  });
});
