import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientIp, postJson, RATE_WINDOW_TEST_TIMEOUT_MS, startInFreshRateWindow } from "./support/helpers";
import { describeSingleLineFields } from "./support/lead-endpoint-suite";

const valid = {
  firstName: "Aoife",
  lastName: "Brennan",
  email: "  Aoife.Brennan@Example.COM ",
  company: "",
  inquiryType: "solar",
  message: "We would like a quote for a 250 kW rooftop array in Pueblo.",
};

async function inquiryCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM inquiries").first<{ n: number }>();
  return row?.n ?? 0;
}

function post(body: unknown, init: RequestInit = {}) {
  const headers = new Headers({ "CF-Connecting-IP": clientIp() });
  for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
  return postJson("/api/contact", body, { ...init, headers });
}

describe("POST /api/contact", () => {
  describeSingleLineFields({ path: "/api/contact", table: "inquiries", valid, singleLine: ["firstName", "lastName", "email", "company"] });

  it("stores a valid inquiry and answers 201 with its id", async () => {
    const res = await post(valid);
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await env.DB.prepare("SELECT * FROM inquiries WHERE id = ?").bind(id).first<Record<string, unknown>>();
    expect(row).toMatchObject({
      first_name: "Aoife",
      last_name: "Brennan",
      // trimmed, domain lower-cased, mailbox kept as typed
      email: "Aoife.Brennan@example.com",
      company: null,
      inquiry_type: "solar",
      responded: 0,
    });
  });

  it.each([
    ["firstName", { firstName: "A" }, "First name must be at least 2 characters."],
    ["lastName", { lastName: " B " }, "Last name must be at least 2 characters."],
    ["email", { email: "not-an-email" }, "Please enter a valid email address."],
    ["inquiryType", { inquiryType: "" }, "Please select an inquiry type."],
    ["inquiryType", { inquiryType: "timeshare" }, "Please select an inquiry type."],
    ["message", { message: "Too short" }, "Message must be at least 10 characters."],
    ["firstName", { firstName: null }, "First name must be at least 2 characters."],
    ["message", { message: 42 }, "Message must be at least 10 characters."],
  ])("refuses an invalid %s with its message and stores nothing", async (field, patch, message) => {
    const before = await inquiryCount();
    const res = await post({ ...valid, ...patch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; issues: Record<string, string> };
    expect(body.issues[field]).toBe(message);
    expect(body.message).toContain(message);
    expect(await inquiryCount()).toBe(before);
  });

  it("reports every invalid field at once", async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { issues: Record<string, string> };
    expect(Object.keys(body.issues).sort()).toEqual(["email", "firstName", "inquiryType", "lastName", "message"]);
  });

  it("answers malformed JSON with 400 and a JSON message", async () => {
    const res = await post('{"firstName": "Aoife",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Malformed JSON in request body." });
  });

  it("answers a body that is not JSON with 415", async () => {
    const res = await post("firstName=Aoife", { headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/application\/json/);
  });

  it("answers a body over 64 KB with 413 and stores nothing", async () => {
    const before = await inquiryCount();
    const res = await post({ ...valid, message: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toMatch(/64 KB/);
    expect(await inquiryCount()).toBe(before);
  });

  it("ignores fields the form does not have", async () => {
    const res = await post({ ...valid, responded: true, id: 999, __proto__: { admin: true } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    expect(id).not.toBe(999);
    const row = await env.DB.prepare("SELECT responded FROM inquiries WHERE id = ?").bind(id).first<{ responded: number }>();
    expect(row?.responded).toBe(0);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const before = await inquiryCount();
    const res = await post({ ...valid, fax: "+1 555 0100" });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: expect.any(Number), reference: expect.stringMatching(/^KB-C-/) });
    expect(await inquiryCount()).toBe(before);
  });

  it("refuses a cross-site browser request", async () => {
    const res = await post(valid, { headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toMatch(/Cross-origin/);
  });

  it("limits one client's submissions with 429 and a message", { timeout: RATE_WINDOW_TEST_TIMEOUT_MS }, async () => {
    await startInFreshRateWindow();
    const ip = clientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await post(valid, { headers: { "CF-Connecting-IP": ip } });
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.filter((s) => s === 201).length).toBe(20);
    expect(statuses.at(-1)).toBe(429);
    const res = await post(valid, { headers: { "CF-Connecting-IP": ip } });
    expect(await res.json()).toEqual({ message: "Too many requests. Please wait a minute and try again." });
  });
});
