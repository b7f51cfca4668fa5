/**
 * A burst of 500 concurrent valid contact submissions from 20 clients: each is either stored or
 * refused with 429, exactly once — the rows stored equal the 201 answers, and no message is
 * stored twice or lost.
 */
import { env, SELF } from "cloudflare:test";
import { expect, it } from "vitest";
import { ORIGIN } from "./support/helpers";

it("500 concurrent submissions: stored rows equal the 201 answers, each at most once", { timeout: 120_000 }, async () => {
  const clients = 20;
  const perClient = 25; // over the limit of 20 a minute, so some are refused
  const requests = Array.from({ length: clients * perClient }, (_, i) => {
    const client = i % clients;
    return SELF.fetch(`${ORIGIN}/api/contact`, {
      method: "POST",
      // 198.51.100.0/24 is used by no other test file, so no other test's requests share these buckets.
      headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${client + 1}` },
      body: JSON.stringify({
        firstName: "Burst",
        lastName: `Client${client}`,
        email: `burst${client}@example.com`,
        inquiryType: "general",
        message: `Burst submission number ${i} of the concurrency test.`,
      }),
    }).then(async (res) => ({ i, status: res.status, body: (await res.json()) as { id?: number; message?: string } }));
  });
  const answers = await Promise.all(requests);

  const created = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 429);
  expect(created.length + refused.length).toBe(answers.length);
  expect(created.length).toBeGreaterThan(0);
  expect(refused.length).toBeGreaterThan(0);
  for (const a of refused) expect(a.body.message).toBe("Too many requests. Please wait a minute and try again.");

  const rows = await env.DB.prepare("SELECT id, message FROM inquiries WHERE first_name = 'Burst'").all<{ id: number; message: string }>();
  expect(rows.results.length).toBe(created.length);
  expect(new Set(rows.results.map((r) => r.message)).size).toBe(rows.results.length);
  expect(new Set(rows.results.map((r) => r.id))).toEqual(new Set(created.map((a) => a.body.id)));
  const storedMessages = new Set(rows.results.map((r) => r.message));
  for (const a of created) expect(storedMessages.has(`Burst submission number ${a.i} of the concurrency test.`)).toBe(true);
});
