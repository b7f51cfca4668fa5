/**
 * A bad-input corpus against every endpoint: malformed and truncated JSON, wrong types, nulls, huge
 * strings and arrays, unicode edge cases, prototype-pollution keys, SQL metacharacters and header
 * abuse. Every answer must be below 500, JSON with a message, free of stack traces and SQL, and a
 * rejected request must leave every table exactly as it was.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { installTestKeys, signToken } from "./support/access-keys";
import headerCorpus from "../corpus/header-injection.json";
import bodyCorpus from "../corpus/malformed-bodies.json";
import { clientIp, expandCorpusText, ORIGIN } from "./support/helpers";

const tables = [
  "blog_posts",
  "projects",
  "partners",
  "inquiries",
  "project_requests",
  "contractor_applications",
  "partner_requests",
  "affiliates",
  "merch_quotes",
  "media",
] as const;

const countsSql = `SELECT ${tables.map((t) => `(SELECT COUNT(*) FROM ${t}) AS ${t}`).join(", ")}`;

async function rowCounts(): Promise<Record<string, number>> {
  return (await env.DB.prepare(countsSql).first<Record<string, number>>()) ?? {};
}

interface Endpoint {
  method: "POST" | "PUT" | "PATCH" | "DELETE" | "GET";
  path: string;
  admin?: boolean;
  /** A valid body, mutated field by field by the corpus. */
  valid?: Record<string, unknown>;
}

const endpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/contact",
    valid: {
      firstName: "Aoife",
      lastName: "Brennan",
      email: "aoife@example.com",
      company: "",
      inquiryType: "solar",
      message: "A 250 kW rooftop array, please.",
    },
  },
  {
    method: "POST",
    path: "/api/clients",
    valid: {
      name: "Liam Doyle",
      email: "liam@example.com",
      phone: "+1 303 555 0100",
      company: "",
      projectType: "hydrogen",
      location: "Pueblo, Colorado",
      budget: "",
      timeline: "",
      notes: "",
    },
  },
  {
    method: "POST",
    path: "/api/contractors",
    valid: {
      name: "Niamh Ryan",
      email: "niamh@example.com",
      phone: "+353 1 555 0100",
      trade: "Electrician",
      licenses: "",
      states: ["Colorado", "Ireland"],
      insuranceUrl: "",
      portfolioUrl: "",
      experience: "Twelve years of commercial solar installs.",
      termsAccepted: true,
    },
  },
  {
    method: "POST",
    path: "/api/partners",
    valid: {
      name: "Glenmore Power",
      orgType: "manufacturer",
      email: "hello@example.com",
      phone: "+1 770 555 0100",
      website: "",
      description: "Inverters and switchgear for utility solar.",
      logoUrl: "",
    },
  },
  {
    method: "POST",
    path: "/api/affiliates",
    valid: {
      name: "Sean Murphy",
      email: "sean@example.com",
      phone: "+1 720 555 0100",
      payoutAddress: "",
      howHeard: "",
      industry: "",
      termsAccepted: true,
    },
  },
  {
    method: "POST",
    path: "/api/merch/quotes",
    valid: {
      kind: "order",
      companyName: "",
      contactName: "Ciarán Walsh",
      email: "ciaran@example.com",
      phone: "",
      requirements: "",
      lines: [{ itemId: "dragon-crest-hoodie", color: "celtic-green", size: "m", quantity: 1 }],
    },
  },
  { method: "POST", path: "/api/blog/1/view" },
  { method: "GET", path: "/api/projects?category=" },
  {
    method: "POST",
    path: "/api/admin/blog",
    admin: true,
    valid: {
      title: "A title long enough",
      excerpt: "An excerpt for the post.",
      content: "<p>Body text of the post.</p>",
      author: "Declan Kilbride",
      category: "company_news",
      tags: "solar",
      keywords: [],
      featured: false,
      published: false,
    },
  },
  {
    method: "PUT",
    path: "/api/admin/blog/1",
    admin: true,
    valid: {
      title: "A title long enough",
      excerpt: "An excerpt for the post.",
      content: "<p>Body text of the post.</p>",
      author: "Declan Kilbride",
      category: "company_news",
      tags: "solar",
      keywords: [],
      featured: false,
      published: false,
    },
  },
  {
    method: "POST",
    path: "/api/admin/projects",
    admin: true,
    valid: {
      title: "Aurora Cold Storage Array",
      description: "A 640 kW rooftop array with storage.",
      location: "Aurora, Colorado",
      year: "2026",
      client: "Delgado Cold Storage",
      category: "solar",
      region: "usa",
      imageUrl: "",
      metrics: "640 kW",
    },
  },
  { method: "PATCH", path: "/api/inquiries/1/respond", admin: true },
  { method: "DELETE", path: "/api/inquiries/999999", admin: true },
  { method: "POST", path: "/api/admin/media", admin: true },
  { method: "PATCH", path: `/api/admin/media/${"e".repeat(64)}.png`, admin: true, valid: { alt: "A description" } },
  {
    method: "POST",
    path: "/api/admin/media/uploads",
    admin: true,
    valid: { sha256: "f".repeat(64), type: "video/webm", size: 1000, alt: "", name: "clip.webm" },
  },
  { method: "PUT", path: `/api/admin/media/uploads/${"f".repeat(64)}.webm/no-such-upload/parts/1`, admin: true },
  {
    method: "POST",
    path: `/api/admin/media/uploads/${"f".repeat(64)}.webm/no-such-upload/complete`,
    admin: true,
    valid: { parts: [{ partNumber: 1, etag: "x" }] },
  },
];

const huge = "ẞ".repeat(20_000);
const valuesOfWrongShape: unknown[] = [
  null,
  1e308,
  true,
  [null],
  { $gt: "" },
  " ",
  huge,
  "\u0000\ud800\u202Egnp.exe",
  "'; DROP TABLE inquiries; --",
  "<script>alert(1)</script>",
  "𝕳𝖊𝖑𝖑𝖔 👋🏽 ",
];

// The corpus's bodies (each with its exact refusal there), plus an array too long to write down.
const rawBodies = [
  ...Object.values(bodyCorpus.bodies).map(expandCorpusText),
  `[${Array.from({ length: 20_000 }, () => '"Colorado"').join(",")}]`,
];

// Hundreds of requests per test: far beyond the default 5 s per test.
vi.setConfig({ testTimeout: 120_000 });

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

async function send(endpoint: Endpoint, body: string | undefined, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN, "CF-Connecting-IP": clientIp(), ...extraHeaders });
  if (body !== undefined && !("Content-Type" in extraHeaders)) headers.set("Content-Type", "application/json");
  if (endpoint.admin) headers.set("Cf-Access-Jwt-Assertion", token);
  return SELF.fetch(`${ORIGIN}${endpoint.path}`, { method: endpoint.method, headers, body: endpoint.method === "GET" ? undefined : body });
}

/** Sends one request and checks the promises of this file; answers the status. */
async function check(endpoint: Endpoint, body: string | undefined, extraHeaders: Record<string, string> = {}): Promise<number> {
  const before = await rowCounts();
  const res = await send(endpoint, body, extraHeaders);
  const text = await res.text();
  const label = `${endpoint.method} ${endpoint.path} ${JSON.stringify(body)?.slice(0, 80)} ${JSON.stringify(extraHeaders)}`;
  expect(res.status, label).toBeLessThan(500);
  expect(text, label).not.toMatch(/\bat \w+ \(|SQLITE|D1_|sqlite_|stack|TypeError|ReferenceError/);
  if (res.status >= 400) {
    const parsed = JSON.parse(text) as { message?: unknown };
    expect(typeof parsed.message, label).toBe("string");
    expect(await rowCounts(), `${label}: a rejected request changed the database`).toEqual(before);
  }
  expect(({} as Record<string, unknown>).polluted, label).toBeUndefined();
  return res.status;
}

describe.each(endpoints)("$method $path", (endpoint) => {
  it("survives malformed, truncated and oversized bodies", async () => {
    for (const body of rawBodies) await check(endpoint, body);
  });

  it("survives every field given a value of the wrong shape", async () => {
    if (!endpoint.valid) return expect(await check(endpoint, undefined)).toBeLessThan(500);
    for (const field of Object.keys(endpoint.valid)) {
      for (const value of valuesOfWrongShape) await check(endpoint, JSON.stringify({ ...endpoint.valid, [field]: value }));
    }
  });

  it("survives header abuse", async () => {
    const body = JSON.stringify(endpoint.valid ?? {});
    // Every header trick of the corpus (each with its exact answer there), on every endpoint.
    const abuses: Record<string, string>[] = [
      ...headerCorpus.rows.flatMap((row) =>
        "headers" in row && row.headers
          ? [Object.fromEntries(Object.entries(row.headers).map(([k, v]) => [k, expandCorpusText(String(v))]))]
          : [],
      ),
      { "CF-Connecting-IP": "not-an-ip' OR 1=1" },
      { "X-Forwarded-For": "127.0.0.1, ::1" },
    ];
    for (const headers of abuses) await check(endpoint, body, headers);
  });
});

describe("path and query abuse", () => {
  const paths = [
    "/api/blog/%00",
    "/api/blog/..%2F..%2Fetc",
    "/api/blog/" + "a".repeat(3000) + "-long-slug",
    "/api/projects/1e3",
    "/api/projects/-1",
    "/api/projects/9999999999999999999999",
    "/api/projects?category=solar' OR '1'='1",
    "/api/projects?category[]=solar",
    "/api/blog/1/view/extra",
    "/api/admin/leads/__proto__",
    "/api/%E0%A4%A",
    "/api/partners?%%",
  ];
  it.each(paths)("%s answers below 500 with JSON", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBeLessThan(500);
    expect(typeof ((await res.json()) as { message?: unknown }).message === "string" || res.status === 200).toBe(true);
  });
});
