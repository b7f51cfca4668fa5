/**
 * The committed request corpora (tests/corpus/*.json): every malformed body and every header
 * trick gets exactly the answer its row names, a rejected request stores nothing, and no answer
 * sets a cookie.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import headerCorpus from "../corpus/header-injection.json";
import bodyCorpus from "../corpus/malformed-bodies.json";
import { installTestKeys, signToken } from "./support/access-keys";
import { clientIp, expandCorpusText as expand, ORIGIN } from "./support/helpers";

interface Expected {
  status: number;
  message?: string;
  issues?: Record<string, string>;
  canonical?: string;
}

const leadTables = [
  "blog_posts",
  "projects",
  "inquiries",
  "project_requests",
  "contractor_applications",
  "partner_requests",
  "affiliates",
  "merch_quotes",
];
const countsSql = `SELECT ${leadTables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(", ")}`;
const rowCounts = () => env.DB.prepare(countsSql).first<Record<string, number>>();

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

async function expectAnswer(res: Response, expected: Expected) {
  const text = await res.text();
  expect(res.status, text.slice(0, 200)).toBe(expected.status);
  expect(res.headers.get("Set-Cookie")).toBeNull();
  if (expected.message !== undefined) {
    const body = JSON.parse(text) as { message: string; issues?: Record<string, string> };
    expect(body.message).toBe(expected.message);
    expect(body.issues).toEqual(expected.issues);
  }
  if (expected.canonical !== undefined) expect(/<link rel="canonical" href="([^"]*)"/.exec(text)?.[1]).toBe(expected.canonical);
}

describe("malformed bodies (tests/corpus/malformed-bodies.json)", () => {
  const bodies: Record<string, string> = bodyCorpus.bodies;
  const rows = bodyCorpus.rows.map((row) => ({ ...row, label: `${row.endpoint}: ${"name" in row ? row.name : row.body}` }));

  it.each(rows)("$label", async (row) => {
    const [method = "", path = ""] = row.endpoint.split(" ");
    const headers = new Headers({ "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": clientIp() });
    if ("admin" in row && row.admin) headers.set("Cf-Access-Jwt-Assertion", token);
    const body = "json" in row ? JSON.stringify(row.json) : expand(bodies[row.body ?? ""] ?? "");
    const before = await rowCounts();
    await expectAnswer(await SELF.fetch(`${ORIGIN}${path}`, { method, headers, body }), row.expect as Expected);
    expect(await rowCounts(), "a refused request changed the database").toEqual(before);
  });
});

interface HeaderRow {
  name: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  token?: "valid" | "bearer" | "authorization";
  expect: Expected;
}

describe("header injection (tests/corpus/header-injection.json)", () => {
  it.each(headerCorpus.rows as HeaderRow[])("$name", async (row) => {
    const given = row.headers ?? {};
    const headers = new Headers({ "CF-Connecting-IP": clientIp() });
    if (row.method !== "GET" && !("Origin" in given) && !("Sec-Fetch-Site" in given)) headers.set("Origin", ORIGIN);
    for (const [name, value] of Object.entries(given)) headers.set(name, expand(value));
    if (row.token === "valid") headers.set("Cf-Access-Jwt-Assertion", token);
    if (row.token === "bearer") headers.set("Cf-Access-Jwt-Assertion", `Bearer ${token}`);
    if (row.token === "authorization") headers.set("Authorization", `Bearer ${token}`);
    const before = await rowCounts();
    await expectAnswer(await SELF.fetch(`${ORIGIN}${row.path}`, { method: row.method, headers, body: row.body }), row.expect);
    if (row.expect.status >= 400) expect(await rowCounts(), "a refused request changed the database").toEqual(before);
  });
});
