import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BOOT_SCRIPT, PAGE_MODULES_ELEMENT_ID } from "#worker/pages/boot-script.ts";
import { scriptHash } from "#worker/pages/script-hash.ts";
import { THEME_SCRIPT } from "#worker/pages/theme-script.ts";
import { ORIGIN } from "./support/helpers";

// These read the built SPA shell (dist/client), which `npm test` builds first.
describe("page HTML", () => {
  it("renders a route with the theme and boot scripts the CSP allows by hash", async () => {
    const res = await SELF.fetch(`${ORIGIN}/about`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<div id="root"><div');
    expect(html).toContain(`<script>${THEME_SCRIPT}</script>`);
    const csp = res.headers.get("Content-Security-Policy") ?? "";
    expect(html).toContain(`<script>${BOOT_SCRIPT}</script>`);
    expect(csp).toContain(`'${await scriptHash(THEME_SCRIPT)}'`);
    expect(csp).toContain(`'${await scriptHash(BOOT_SCRIPT)}'`);
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

describe("inline SVGs (issue 29 F8)", () => {
  // Without its stylesheet (a browser that refused it, a reader mode, a slow network), an SVG
  // without a size fills the screen: the header logo did.
  it.each(["/", "/about", "/projects", "/blog", "/calculators", "/merch", "/contact", "/no-such-page"])(
    "%s gives every inline SVG a width and a height",
    async (path) => {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      const svgs = html.match(/<svg\b[^>]*>/g) ?? [];
      expect(svgs.length).toBeGreaterThan(0);
      for (const svg of svgs) expect(svg).toMatch(/\swidth="\d+(?:\.\d+)?"[^>]*\sheight="\d+(?:\.\d+)?"/);
    },
  );
});

describe("inline styles", () => {
  // The CSP has no 'unsafe-inline' for styles, so a style attribute or element in a page's HTML
  // (as server rendering would write React's style props) would be ignored by the browser.
  it.each(["/", "/about", "/projects", "/calculators", "/merch", "/contact", "/admin", "/no-such-page"])(
    "%s has none in its HTML",
    async (path) => {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
      expect(html).not.toMatch(/<style\b/i);
    },
  );
});

describe("canonical of a path off the site", () => {
  it.each(["//evil.example/x", "/\\evil.example/x", "///evil.example/", "/%2F%2Fevil.example/x"])(
    "%s keeps canonical and og:url on the site's origin",
    async (path) => {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
      const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1] ?? "";
      for (const url of [canonical, ogUrl]) expect(new URL(url).origin, url).toBe(ORIGIN);
    },
  );
});

/** The modules a page's boot script loads (the entry first, then what it preloads), and its islands' (on interaction). */
function pageScripts(html: string): { code: string[]; islands: string[] } {
  const json = new RegExp(`<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">([^<]*)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as { code: string[]; islands: string[] }) : { code: [], islands: [] };
}
const pageModules = (html: string) => pageScripts(html).code;

describe("page code", () => {
  it("is not fetched from the head: the page paints before its scripts compete for the line", async () => {
    for (const path of ["/about", "/", "/admin"]) {
      const html = await (await SELF.fetch(`${ORIGIN}${path}`)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
      expect(pageModules(html)[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      // The boot script comes after the rendered page and its module list.
      expect(html.indexOf(`<script>${BOOT_SCRIPT}</script>`), path).toBeGreaterThan(html.indexOf(`id="${PAGE_MODULES_ELEMENT_ID}"`));
    }
  });

  it("each page lists its own page chunk after the entry, once each, and only build files", async () => {
    for (const [path, chunk] of [
      ["/about", "about-page"],
      ["/calculators", "calculators-page"],
      ["/projects", "projects-page"],
    ] as const) {
      const modules = pageModules(await (await SELF.fetch(`${ORIGIN}${path}`)).text());
      expect(
        modules.some((href) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(href)),
        `${path}: ${modules.join(", ")}`,
      ).toBe(true);
      expect(modules.every((href) => /^\/assets\/[\w.-]+\.js$/.test(href))).toBe(true);
      expect(new Set(modules).size).toBe(modules.length);
    }
  });

  // ADR 144: the boot script fetches these only when the visitor interacts before the page is live.
  it("each page lists the code of its interaction-loaded sections apart, and only theirs", async () => {
    const chunk = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);
    const islandsOf = async (path: string) => {
      const { code, islands } = pageScripts(await (await SELF.fetch(`${ORIGIN}${path}`)).text());
      // Never part of the page's first load.
      expect(
        islands.filter((file) => code.includes(file)),
        path,
      ).toEqual([]);
      expect(
        islands.every((file) => /^\/assets\/[\w.-]+\.js$/.test(file)),
        path,
      ).toBe(true);
      return islands;
    };
    for (const [path, sections] of [
      ["/calculators?tab=solar", ["calculator-panel"]],
      ["/contact", ["contact-form"]],
      ["/", ["calculators-section", "contact-form"]],
      ["/merch?collection=heritage", ["custom-quote-form"]],
      ["/partners", ["partner-request-form"]],
    ] as const) {
      const islands = await islandsOf(path);
      for (const section of sections)
        expect(
          islands.some((file) => chunk(section).test(file)),
          `${path}: ${islands.join(", ")}`,
        ).toBe(true);
    }
    // Code loaded for other reasons is not an island: the cart drawer (once the cart holds
    // something), the calculator's chart (once there is something to draw), the live reads.
    const merch = await islandsOf("/merch?collection=heritage");
    expect(merch.filter((file) => /cart-drawer|calculator-chart|live-reads/.test(file))).toEqual([]);
    expect((await islandsOf("/calculators?tab=solar")).filter((file) => /calculator-chart/.test(file))).toEqual([]);
    // A post's and a project's "find your way" panel (a lazy component, not an island) neither.
    for (const path of ["/about", "/projects", "/blog", "/blog/no-such-post", "/projects/999999", "/no-such-page", "/admin"])
      expect(await islandsOf(path), path).toEqual([]);
  });

  it("a page does not list other pages' chunks, and the not-found screen lists none", async () => {
    const about = pageModules(await (await SELF.fetch(`${ORIGIN}/about`)).text());
    expect(about.filter((href) => /admin|merch-page|calculators-page/.test(href))).toEqual([]);
    const missing = pageModules(await (await SELF.fetch(`${ORIGIN}/no-such-page`)).text());
    expect(missing.filter((href) => /-page-/.test(href))).toEqual([]);
  });
});

describe("prerendered pages that follow their query (contract/routes.ts queryRenderedPages)", () => {
  const selectedTab = (html: string) => /<a[^>]*aria-selected="true"[^>]*>([\s\S]*?)<\/a>/.exec(html)?.[0] ?? "";

  it("render the chosen merch collection, and say which query they were rendered with", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/merch?collection=heritage`)).text();
    expect(selectedTab(html)).toContain('href="/merch?collection=heritage"');
    expect(html).toMatch(/<script type="application\/json" id="page-reads" data-search="\?collection=heritage">/);
  });

  it("render the chosen calculator tab, the others' panels hidden", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/calculators?tab=hydrogen`)).text();
    expect(selectedTab(html)).toContain('href="/calculators?tab=hydrogen"');
    expect(html).toMatch(/role="tabpanel" id="[^"]*-panel-solar"[^>]*hidden/);
    expect(html).not.toMatch(/role="tabpanel" id="[^"]*-panel-hydrogen"[^>]*hidden/);
  });

  it("render a link's figure the calculator refuses in its field, with the field's message and no result", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/calculators?tab=hydrogen&electrolyzerSize=150&storageSize=800`)).text();
    expect(html).toMatch(/name="electrolyzerSize"[^>]*value="150"|value="150"[^>]*name="electrolyzerSize"/);
    expect(html).toMatch(/name="storageSize"[^>]*value="800"|value="800"[^>]*name="storageSize"/);
    expect(html).toContain("Electrolyzer size must be less than 100 MW");
    // Nothing was calculated: the example figures, not a result for the default size.
    expect(html).toContain("Example figures.");
  });

  it("answer the bare path with the prerendered file: the first tab, no query", async () => {
    const html = await (await SELF.fetch(`${ORIGIN}/merch`)).text();
    expect(selectedTab(html)).toContain('href="/merch?collection=dragon"');
    expect(html).not.toContain("data-search=");
  });
});
