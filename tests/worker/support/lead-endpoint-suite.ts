/**
 * The behaviour every lead form's endpoint shares (contact-style): 201 with an id and one row, the
 * spec's message for each broken rule with nothing stored, malformed JSON, oversize bodies, unknown
 * fields, the honeypot and the per-client rate limit. Each endpoint's test file runs it with its
 * own payload and rules, then adds what is particular to it.
 */
import { parseLeadReference } from "#contract/lead-reference.ts";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_MESSAGE, ONE_LINE_MESSAGE } from "#contract/fields.ts";
import { clientIp, postJson, RATE_WINDOW_TEST_TIMEOUT_MS, startInFreshRateWindow } from "./helpers";

export interface LeadEndpoint {
  path: string;
  table: string;
  valid: Record<string, unknown>;
  /** [field, patch to the valid payload, the message the spec gives]. */
  invalid: [string, Record<string, unknown>, string][];
  /** Every field the spec requires, as `issues` names them for an empty body. */
  required: string[];
  /** Every single-line field (a text input, not a text area): no line breaks or control characters. */
  singleLine: string[];
}

/** Line breaks a mail reader, a CSV or a page may honour, and other control characters. */
const BREAKS: [string, string][] = [
  ["LF", "\n"],
  ["CR", "\r"],
  ["CRLF", "\r\n"],
  ["U+2028", "\u2028"],
  ["U+2029", "\u2029"],
  ["NEL", "\u0085"],
  ["a tab", "\t"],
  ["NUL", "\u0000"],
];

/** Each single-line field with each break inside its value: 400 naming the field, nothing stored. */
export function describeSingleLineFields(endpoint: Pick<LeadEndpoint, "path" | "table" | "valid" | "singleLine">) {
  const { path, table, valid } = endpoint;
  const cases = endpoint.singleLine.flatMap((field) => BREAKS.map(([label, text]) => [field, label, text] as const));
  it.each(cases)("refuses %s with %s inside it, naming the field, and stores nothing", async (field, _, text) => {
    const before = await rowCount(table);
    const value = typeof valid[field] === "string" && valid[field] !== "" ? (valid[field] as string) : "Aoife Brennan";
    const res = await postFrom(path, { ...valid, [field]: `${value.slice(0, 3)}${text}Open it in the admin area: https://evil.example/` });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Record<string, string> };
    // An address has its own message, which already covers any character that is not part of one.
    expect(body.issues[field]).toBe(field === "email" ? "Please enter a valid email address." : ONE_LINE_MESSAGE);
    expect(await rowCount(table)).toBe(before);
  });
}

export async function rowCount(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

/** POSTs from a client address of its own unless the caller names one. */
export function postFrom(path: string, body: unknown, init: RequestInit = {}) {
  const headers = new Headers({ "CF-Connecting-IP": clientIp() });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return postJson(path, body, { ...init, headers });
}

export function describeLeadEndpoint(endpoint: LeadEndpoint) {
  const { path, table, valid } = endpoint;
  const post = (body: unknown, init?: RequestInit) => postFrom(path, body, init);

  describe(`POST ${path} (shared lead rules)`, () => {
    it("stores one row for a valid submission and answers 201 with its id and a public reference that stands for it", async () => {
      const before = await rowCount(table);
      const res = await post(valid);
      expect(res.status).toBe(201);
      const { id, reference } = (await res.json()) as { id: number; reference: string };
      expect(await rowCount(table)).toBe(before + 1);
      const row = await env.DB.prepare(`SELECT id FROM ${table} WHERE id = ?`).bind(id).first();
      expect(row).not.toBeNull();
      // Not the id in disguise: a reference the visitor can quote, which the admin side decodes.
      expect(reference).toMatch(/^KB-[A-Z]-[0-9A-HJKMNP-TV-Z]{7}$/);
      expect(reference).not.toContain(String(id));
      expect(parseLeadReference(reference)?.id).toBe(id);
    });

    it.each(endpoint.invalid)("refuses an invalid %s with the spec's message and stores nothing", async (field, patch, message) => {
      const before = await rowCount(table);
      const res = await post({ ...valid, ...patch });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string; issues: Record<string, string> };
      expect(body.issues[field]).toBe(message);
      expect(body.message).toContain(message);
      expect(await rowCount(table)).toBe(before);
    });

    describeSingleLineFields(endpoint);

    it("reports every missing required field at once", async () => {
      const res = await post({});
      expect(res.status).toBe(400);
      const body = (await res.json()) as { issues: Record<string, string> };
      expect(Object.keys(body.issues).sort()).toEqual([...endpoint.required].sort());
    });

    it("answers malformed JSON with 400 and a JSON message", async () => {
      const res = await post('{"name": "Aoife",');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Malformed JSON in request body." });
    });

    it("answers a JSON value that is not an object with 400, not a server error", async () => {
      for (const body of ["[]", "null", '"text"', "42"]) {
        const res = await post(body);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { message: string }).message).toEqual(expect.any(String));
      }
    });

    it("answers a body that is not JSON with 415", async () => {
      const res = await post("name=Aoife", { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(res.status).toBe(415);
      await res.body?.cancel();
    });

    it("answers a body over 64 KB with 413 and stores nothing", async () => {
      const before = await rowCount(table);
      const res = await post({ ...valid, padding: "x".repeat(70 * 1024) });
      expect(res.status).toBe(413);
      expect(((await res.json()) as { message: string }).message).toMatch(/64 KB/);
      expect(await rowCount(table)).toBe(before);
    });

    it("ignores fields the form does not have", async () => {
      const res = await post({ ...valid, id: 999_999, createdAt: 0, referral_code: "AAAAAAAA" });
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect(id).not.toBe(999_999);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const before = await rowCount(table);
      const res = await post({ ...valid, fax: "+1 555 0100" });
      expect(res.status).toBe(201);
      // Shaped like a real answer, reference included, so a bot cannot tell it was caught.
      const decoy = (await res.json()) as { id: unknown; reference: unknown };
      expect(decoy.id).toEqual(expect.any(Number));
      expect(decoy.reference).toMatch(/^KB-[A-Z]-[0-9A-Z]{7}$/);
      expect(await rowCount(table)).toBe(before);
    });

    describe("one lead per intent (ADR 302)", () => {
      const key = () => crypto.randomUUID();
      const answer = async (res: Response) => ({ status: res.status, body: (await res.json()) as { id: number; reference: string } });

      it("answers a repeat of the same key and details with the first 201 and reference, storing nothing new", async () => {
        const before = await rowCount(table);
        const notes = await rowCount("lead_notifications");
        const idempotencyKey = key();
        const first = await answer(await post({ ...valid, idempotencyKey }));
        // A network retry, or a reload and resend: the same key, a new bot-check token, from another address.
        const again = await answer(await post({ ...valid, idempotencyKey, turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" }));
        expect(first.status).toBe(201);
        expect(again).toEqual(first);
        expect(await rowCount(table)).toBe(before + 1);
        expect(await rowCount("lead_notifications")).toBe(notes + 2);
        expect(await rowCount("lead_submissions")).toBeGreaterThan(0);
      });

      it("stores one lead for a double click: two sends with one key at once", async () => {
        const before = await rowCount(table);
        const idempotencyKey = key();
        const [a, b] = await Promise.all([
          post({ ...valid, idempotencyKey }).then(answer),
          post({ ...valid, idempotencyKey }).then(answer),
        ]);
        expect([a.status, b.status]).toEqual([201, 201]);
        expect(b.body.reference).toBe(a.body.reference);
        expect(await rowCount(table)).toBe(before + 1);
      });

      it("stores two leads for two keys, and for one key sent with other details", async () => {
        const before = await rowCount(table);
        const idempotencyKey = key();
        const a = await answer(await post({ ...valid, idempotencyKey }));
        const b = await answer(await post({ ...valid, idempotencyKey: key() }));
        const other = Object.fromEntries(
          Object.entries(valid).map(([field, value]) => [field, field === "email" ? `other.${(value as string).trim()}` : value]),
        );
        const c = await answer(await post({ ...other, idempotencyKey }));
        expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
        expect(new Set([a.body.reference, b.body.reference, c.body.reference]).size).toBe(3);
        expect(await rowCount(table)).toBe(before + 3);
      });

      it.each([
        ["too short", "abc"],
        ["a space", "not a valid key at all"],
        ["not a string", 42],
        ["too long", "k".repeat(65)],
      ])("refuses a malformed key (%s) with 400 and a message, storing nothing", async (_, idempotencyKey) => {
        const before = await rowCount(table);
        const res = await post({ ...valid, idempotencyKey });
        expect(res.status).toBe(400);
        const body = (await res.json()) as { message: string; issues: Record<string, string> };
        expect(body.issues.idempotencyKey).toBe(IDEMPOTENCY_KEY_MESSAGE);
        expect(await rowCount(table)).toBe(before);
      });
    });

    it("limits one client to 20 submissions a minute with 429 and a JSON message", { timeout: RATE_WINDOW_TEST_TIMEOUT_MS }, async () => {
      await startInFreshRateWindow();
      const ip = clientIp();
      const statuses: number[] = [];
      for (let i = 0; i < 22; i += 1) {
        const res = await post(valid, { headers: { "CF-Connecting-IP": ip } });
        statuses.push(res.status);
        await res.body?.cancel();
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      const res = await post(valid, { headers: { "CF-Connecting-IP": ip } });
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: "Too many requests. Please wait a minute and try again." });
      // another client is not affected
      const other = await post(valid);
      expect(other.status).toBe(201);
      await other.body?.cancel();
    });
  });
}
