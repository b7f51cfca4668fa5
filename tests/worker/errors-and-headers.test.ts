import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { EMBED_HOSTS, sanitizeHtml } from "#contract/sanitize-html.ts";
import { staticAssetHeaders } from "#worker/middleware/security-policy.ts";
import { ORIGIN } from "./support/helpers";

describe("unknown API paths", () => {
  it.each(["/api/nope", "/api/partners/extra/segments", "/api/"])("%s answers 404 JSON", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });

  it("a method the resource lacks answers 404 JSON, not a crash", async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/partners`, { method: "DELETE", headers: { Origin: ORIGIN } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Not found." });
  });
});

describe("security headers", () => {
  it("are on API responses, errors included", async () => {
    for (const path of ["/api/partners", "/api/missing"]) {
      const res = await SELF.fetch(`${ORIGIN}${path}`);
      await res.body?.cancel();
      const csp = res.headers.get("Content-Security-Policy") ?? "";
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      // No inline styles either: the site styles with classes from its own stylesheet (ADR 182).
      expect(csp).toContain("style-src 'self';");
      expect(csp).not.toContain("'unsafe-inline'");
      expect(res.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{8}/);
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("Permissions-Policy")).toContain("camera=()");
    }
  });
});

describe("upgrade-insecure-requests (issue 29 F8)", () => {
  // WebKit applies the directive on loopback too, so over http the local site loaded no stylesheet
  // and no script; it only helps where the site is served over https.
  it("is in the CSP of pages and API answers over https, and not over http (the local site)", async () => {
    for (const path of ["/", "/blog", "/api/partners", "/api/missing", "/no-such-page"]) {
      const secure = await SELF.fetch(`${ORIGIN}${path}`);
      await secure.body?.cancel();
      expect(secure.headers.get("Content-Security-Policy")).toMatch(/(?:^|; )upgrade-insecure-requests(?:;|$)/);
      for (const local of ["http://127.0.0.1:8787", "http://localhost:8787"]) {
        const plain = await SELF.fetch(`${local}${path}`);
        await plain.body?.cancel();
        const csp = plain.headers.get("Content-Security-Policy") ?? "";
        expect(csp).toContain("default-src 'self'");
        expect(csp).not.toContain("upgrade-insecure-requests");
      }
    }
  });

  it("is in the production build's _headers (served over https only) and not in a local build's", () => {
    expect(staticAssetHeaders([], { upgradeInsecureRequests: true })).toMatch(/Content-Security-Policy: .*upgrade-insecure-requests/);
    expect(staticAssetHeaders([], { upgradeInsecureRequests: false })).not.toContain("upgrade-insecure-requests");
  });
});

describe("embeds in posts", () => {
  it("the CSP frames exactly the hosts whose embeds the sanitiser keeps and Turnstile, on pages and static files alike", async () => {
    const res = await SELF.fetch(`${ORIGIN}/blog`);
    await res.body?.cancel();
    const fromStaticFiles = /Content-Security-Policy: (.*)/.exec(staticAssetHeaders([], { upgradeInsecureRequests: true }))?.[1] ?? "";
    for (const csp of [res.headers.get("Content-Security-Policy") ?? "", fromStaticFiles]) {
      const frameSrc = /frame-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(frameSrc).toEqual(["'self'", ...EMBED_HOSTS.map((host) => `https://${host}`), "https://challenges.cloudflare.com"]);
      // Turnstile's script is the only script from another origin (the lead forms' bot check, ADR 184).
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(" ") ?? [];
      expect(scriptSrc.filter((source) => source.startsWith("https:"))).toEqual(["https://challenges.cloudflare.com"]);
    }
    // An embed the sanitiser keeps is one the browser will load.
    for (const host of EMBED_HOSTS)
      expect(sanitizeHtml(`<iframe src="https://${host}/embed/x"></iframe>`)).toContain(`src="https://${host}/embed/x"`);
  });
});
