/**
 * Lone UTF-16 surrogates (issue 29 F7): JSON can carry "\ud800", which is no character at all.
 * The schemas repair them to U+FFFD, so stored text is always valid Unicode and the pages that
 * show it (encoding a tag into a link) never answer 500.
 */
import { env, SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { BlogPost } from "#contract/entities.ts";
import { adminJson, installTestKeys, signToken } from "./support/access-keys";
import { ORIGIN } from "./support/helpers";
import { postFrom } from "./support/lead-endpoint-suite";

/** Built at run time: a lone surrogate written into the test's source would be invalid UTF-8 once bundled. */
const half = (code: number) => String.fromCharCode(code);
const HIGH = half(0xd800);
const LOW = half(0xdc00);

let token: string;
beforeAll(async () => {
  token = await signToken(await installTestKeys());
});

const post = {
  title: "Lone surrogates in a post",
  excerpt: "A post whose tags carry broken UTF-16.",
  content: `<p>Text that a broken client sent with half a character ${LOW} in it.</p>`,
  author: "Ciara Kilbride",
  category: "Grid",
  published: true,
};

describe("lone surrogates", () => {
  it("are repaired in a post's tags, title and body, and its page answers 200", async () => {
    const res = await adminJson("/api/admin/blog", token, "POST", {
      ...post,
      title: `${post.title} ${HIGH}`,
      tags: [HIGH, `solar${half(0xdfff)}`],
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as BlogPost;
    expect(created.tags).toEqual(["\ufffd", "solar\ufffd"]);
    expect(created.title).toBe(`${post.title} \ufffd`);
    expect(created.content).toContain("half a character \ufffd in it");
    const page = await SELF.fetch(`${ORIGIN}/blog/${created.slug}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("solar\ufffd");
  });

  it("keeps a well-formed pair (an emoji) as it is", async () => {
    const res = await adminJson("/api/admin/blog", token, "POST", {
      ...post,
      title: "Sunny days 🌞 ahead",
      tags: [`sun ${half(0xd83c)}${half(0xdf1e)}`],
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as BlogPost).tags).toEqual(["sun 🌞"]);
  });

  it("are repaired in a lead form's fields before they are stored", async () => {
    const res = await postFrom("/api/contact", {
      firstName: `Aoife${HIGH}`,
      lastName: "Brennan",
      email: "aoife@example.com",
      inquiryType: "solar",
      message: `A message with half a character ${half(0xdbff)} at its end.`,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const row = await env.DB.prepare("SELECT first_name, message FROM inquiries WHERE id = ?").bind(id).first<Record<string, string>>();
    expect(row).toEqual({ first_name: "Aoife\ufffd", message: "A message with half a character \ufffd at its end." });
  });
});
