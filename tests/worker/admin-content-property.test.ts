/**
 * Property: any post or project an admin can type, with every field anywhere between its shortest
 * and longest length (contract/admin-content.ts) and any valid Unicode (accents, combining marks,
 * right-to-left scripts, characters outside the Basic Multilingual Plane), is stored (201) or
 * refused with field messages (400), through the real Worker and D1. A body over the JSON limit is
 * refused with 413. Never a 500: no valid input may reach one of D1's limits.
 */
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { projectCategories, projectRegions } from "#contract/enums.ts";
import { MAX_BODY_BYTES } from "#worker/middleware/json-body.ts";
import { adminJson, installTestKeys, signToken } from "./support/access-keys";

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));

/** Characters from the scripts and planes admins' text can hold (valid Unicode only). */
const pools = [
  range(0x20, 0x7e), // ASCII, markup characters included
  range(0xc0, 0x17f), // Latin with accents
  range(0x300, 0x36f), // combining marks
  range(0x5d0, 0x5ea), // Hebrew (right to left)
  range(0x627, 0x64a), // Arabic (right to left)
  ["\u200f", "\u202e", "\u2066", "\u00a0", "\u2003", "\n", "\t"], // direction marks, spaces, breaks
  range(0x4e00, 0x4e80), // CJK
  range(0x1f600, 0x1f64f), // emoji (astral: two UTF-16 units)
  range(0x1d400, 0x1d433), // mathematical letters (astral)
];
const char = fc.oneof(...pools.map((pool) => fc.constantFrom(...pool)));

/**
 * A text of exactly `length` UTF-16 units (what the schemas' limits count), the length anywhere
 * from min to max with the ends likely. An astral character that would overrun ends it with "x".
 */
function text(min: number, max: number) {
  const length = fc.oneof(fc.constant(min), fc.constant(max), fc.integer({ min, max }));
  return length.chain((n) =>
    fc.array(char, { minLength: Math.min(n, 1), maxLength: Math.max(1, Math.min(n, 400)) }).map((chars) => {
      let out = "";
      for (let i = 0; out.length < n; i += 1) {
        const next = chars[i % chars.length] ?? "x";
        out += out.length + next.length <= n ? next : "x";
      }
      return out;
    }),
  );
}

const optional = (min: number, max: number) => fc.option(text(min, max), { nil: null });
const list = (maxItems: number, maxLength: number) => fc.array(text(1, maxLength), { maxLength: maxItems });
const sitePath = fc.option(
  text(1, 2047).map((path) => `/${encodeURIComponent(path).slice(0, 2047)}`),
  { nil: null },
);
const webUrl = fc.option(
  text(1, 2000).map((path) => `https://example.com/${encodeURIComponent(path)}`.slice(0, 2048)),
  { nil: null },
);

const postInput = fc.record({
  title: text(3, 200),
  slug: fc.oneof(fc.constant(""), fc.stringMatching(/^[a-z0-9]{1,20}(?:-[a-z0-9]{1,20}){0,3}$/)),
  excerpt: text(10, 500),
  content: text(20, 60_000 - 7).map((body) => `<p>${body}</p>`),
  author: text(2, 120),
  category: text(2, 60),
  tags: list(12, 40),
  keywords: list(20, 60),
  featured: fc.boolean(),
  published: fc.boolean(),
  imageUrl: sitePath,
  metaTitle: optional(1, 60),
  metaDescription: optional(1, 160),
  canonicalUrl: webUrl,
  ogTitle: optional(1, 120),
  ogDescription: optional(1, 300),
  ogImageUrl: sitePath,
});

const projectInput = fc.record({
  title: text(3, 200),
  description: text(10, 5000),
  location: text(2, 200),
  year: fc.oneof(fc.integer({ min: 1998, max: 2100 }), fc.integer({ min: 1998, max: 2100 }).map(String)),
  client: text(2, 200),
  category: fc.constantFrom(...projectCategories.values),
  region: fc.constantFrom(...projectRegions.values),
  imageUrl: sitePath,
  videoUrl: sitePath,
  externalUrl: webUrl,
  metrics: fc.array(text(1, 80), { maxLength: 12 }).map((lines) => lines.join("\n")),
});

/**
 * 201 with the fields stored as sent (trimmed), 400 naming fields, 409 naming the slug when the
 * admin's own slug is another post's, or 413 for a body over the limit.
 */
async function expectStoredOrRefused(path: string, input: Record<string, unknown>): Promise<void> {
  const res = await adminJson(path, token, "POST", input);
  const body = (await res.json()) as Record<string, unknown>;
  const bytes = new TextEncoder().encode(JSON.stringify(input)).length;
  if (bytes > MAX_BODY_BYTES) {
    expect(res.status, JSON.stringify(body)).toBe(413);
    return;
  }
  const allowed = input.slug ? [201, 400, 409] : [201, 400];
  expect(allowed, `${res.status}: ${JSON.stringify(body).slice(0, 500)}`).toContain(res.status);
  if (res.status === 409) expect(Object.keys(body.issues as object)).toEqual(["slug"]);
  if (res.status === 201) {
    expect(body.title).toBe((input.title as string).trim());
    expect(typeof body.id).toBe("number");
  } else if (res.status === 400) {
    expect(Object.keys(body.issues as object).length).toBeGreaterThan(0);
    for (const message of Object.values(body.issues as object)) expect(typeof message).toBe("string");
  }
}

describe("admin content writes with any valid input", () => {
  it("a post is stored or refused with field messages, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(postInput, (input) => expectStoredOrRefused("/api/admin/blog", input)),
      { numRuns: 120 },
    );
  }, 120_000);

  it("a project is stored or refused with field messages, never a 500", async () => {
    await fc.assert(
      fc.asyncProperty(projectInput, (input) => expectStoredOrRefused("/api/admin/projects", input)),
      { numRuns: 120 },
    );
  }, 120_000);
});
