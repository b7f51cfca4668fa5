import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { THEME_SCRIPT, themeScriptHash } from "../../worker/pages/theme-script";
import { ORIGIN } from "./helpers";

// These read the built SPA shell (dist/client), which `npm test` builds first.
describe("page HTML", () => {
  it("renders a route with the theme script the CSP allows by hash", async () => {
    const res = await SELF.fetch(`${ORIGIN}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root"><div');
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toContain(`'${await themeScriptHash()}'`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  // Post and project pages answer 200 only when the post or project exists (edge-pages.test.ts).
  it.each(["/", "/projects", "/blog", "/admin/inquiries", "/contact?type=custom"])("%s is a page (200)", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    await res.body?.cancel();
    expect(res.status).toBe(200);
  });

});

describe("inline styles", () => {
  // The CSP has no 'unsafe-inline' for styles, so a style attribute or element in a page's HTML
  // (as server rendering would write React's style props) would be ignored by the browser.
  it.each(["/", "/about", "/projects", "/calculators", "/merch", "/contact", "/admin", "/no-such-page"])("%s has none in its HTML", async (path) => {
    const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
    expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
    expect(html).not.toMatch(/<style\b/i);
  });
});

describe("canonical of a path off the site", () => {
  it.each(["//evil.example/x", "/\\evil.example/x", "///evil.example/", "/%2F%2Fevil.example/x"])("%s keeps canonical and og:url on the site's origin", async (path) => {
    const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
    const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1] ?? "";
    for (const url of [canonical, ogUrl]) expect(new URL(url).origin, url).toBe(ORIGIN);
  });
});

describe("page code preloads", () => {
  it("each page's HTML asks for its own page chunk alongside the entry, and only build files", async () => {
    for (const [path, chunk] of [["/about", "about-page"], ["/calculators", "calculators-page"], ["/projects", "projects-page"]] as const) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      const links = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1] ?? "");
      expect(links.some((href) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(href)), `${path}: ${links.join(", ")}`).toBe(true);
      expect(links.every((href) => /^\/assets\/[\w.-]+\.js$/.test(href))).toBe(true);
    }
  });

  it("a page does not preload other pages' chunks, and the not-found screen preloads nothing", async () => {
    const about = await (await SELF.fetch(`${ORIGIN}/about`)).text();
    expect(about).not.toMatch(/modulepreload[^>]+(admin|merch-page|calculators-page)/);
    const missing = await (await SELF.fetch(`${ORIGIN}/no-such-page`)).text();
    expect(missing).not.toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/[^"]*-page-/);
  });
});

