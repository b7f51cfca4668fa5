import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { company } from "../../content/site";
import { assertWellFormedXml, LONG_TITLE, seedContent } from "./content-fixtures";
import { ORIGIN } from "./helpers";

// These read the built SPA shell (dist/client), which `npm test` builds first.
beforeAll(seedContent);

const SITE = "https://www.kilbride.example";

async function page(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

/** The value of a head tag, read back from the served HTML with entities decoded. */
function attr(html: string, selector: RegExp): string | undefined {
  const raw = selector.exec(html)?.[1];
  return raw?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))).replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&amp;/g, "&");
}
const meta = (html: string, key: string) => attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const title = (html: string) => attr(html, /<title[^>]*>([^<]*)<\/title>/);

describe("edge HTML heads", () => {
  it("a post page carries its title, description, canonical, social tags and BlogPosting JSON-LD, escaped", async () => {
    const { res, html } = await page("/blog/hydrogen-storage-guide");
    expect(res.status).toBe(200);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(title(html)?.length).toBeLessThanOrEqual(60);
    expect(title(html)).toMatch(/^Hydrogen "Storage" <Tanks> &…/);
    // The raw HTML never carries the title's markup characters unescaped.
    expect(html).not.toContain("<Tanks>");
    expect(meta(html, "og:title")).toBe(title(html));
    expect(meta(html, "og:image")).toBe(`${SITE}/images/blog/hydrogen.svg`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "description")?.startsWith("Green hydrogen plants live or die by storage sizing.")).toBe(true);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/blog/hydrogen-storage-guide`);
    expect(meta(html, "article:published_time")).toBe("2024-03-05T15:00:00.000Z");
    expect(meta(html, "article:author")).toBe("Ciara Byrne");
    expect(html).toContain('<meta property="article:tag" content="storage" data-edge-head>');
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    const json = /<script type="application\/ld\+json" data-edge-head>([^<]*)<\/script>/.exec(html)?.[1] ?? "{}";
    expect(JSON.parse(json)).toMatchObject({ "@type": "BlogPosting", headline: LONG_TITLE, author: { name: "Ciara Byrne" }, image: `${SITE}/images/blog/hydrogen.svg` });
    expect(html).toContain('<div id="root"></div>');
  });

  it("a post with its own meta title and og image uses them", async () => {
    const { html } = await page("/blog/solar-roi");
    expect(title(html)).toBe("Commercial Solar ROI Explained");
    expect(meta(html, "description")).toBe("What a rooftop array earns.");
    expect(meta(html, "og:image")).toBe("https://cdn.example.org/og/solar.png");
  });

  it("a project page carries its own head and JSON-LD, escaped", async () => {
    const { res, html } = await page("/projects/1");
    expect(res.status).toBe(200);
    expect(title(html)).toBe(`Pueblo <Agrivoltaic> Array${company.titleSuffix}`);
    expect(html).not.toContain("<Agrivoltaic>");
    expect(meta(html, "description")).toBe("A 4 MW array over grazing land.");
    expect(meta(html, "og:image")).toBe(`${SITE}/images/projects/pueblo.svg`);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/projects/1`);
    expect(html).toContain('"@type":"CreativeWork"');
  });

  it("a static route gets its own title, description and canonical", async () => {
    const { res, html } = await page("/projects");
    expect(res.status).toBe(200);
    expect(title(html)).toBe(`Our Projects${company.titleSuffix}`);
    expect(meta(html, "description")).toMatch(/Solar arrays, hydrogen plants/);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/projects`);
    expect(meta(html, "og:type")).toBe("website");
    expect(html).not.toContain("application/ld+json");
  });

  it.each(["/blog/no-such-post", "/blog/draft-post", "/projects/999", "/projects/abc", "/no-such-page"])(
    "%s answers 404 with the shell and a noindex head",
    async (path) => {
      const { res, html } = await page(path);
      expect(res.status).toBe(404);
      expect(html).toContain('<div id="root"></div>');
      expect(title(html)).toBe(`Page Not Found${company.titleSuffix}`);
      expect(meta(html, "robots")).toBe("noindex");
    },
  );

  it("admin pages are kept out of search results", async () => {
    const { html } = await page("/admin/blog");
    expect(meta(html, "robots")).toBe("noindex, nofollow");
  });
});

describe("data preloads", () => {
  const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]*)">/g)].map((m) => m[1]);

  it.each([
    ["/blog", ["/api/blog"]],
    ["/blog?tag=solar", ["/api/blog"]],
    ["/blog/solar-roi", ["/api/blog/solar-roi", "/api/blog"]],
    ["/projects", ["/api/projects"]],
    ["/projects?category=hydrogen&q=port", ["/api/projects?category=hydrogen"]],
    ["/projects?category=<script>", ["/api/projects"]],
    ["/projects/1", ["/api/projects/1"]],
    ["/partners", ["/api/partners"]],
    ["/", []],
    ["/about", []],
    ["/admin/blog", []],
  ])("%s starts the requests its page makes first: %j", async (path, expected) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(200);
    expect(preloads(html)).toEqual(expected);
  });

  it("a post's header image is preloaded with the HTML, at high priority; other pages preload no image", async () => {
    const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(imagePreloads((await page("/blog/hydrogen-storage-guide")).html)).toEqual(['<link rel="preload" as="image" fetchpriority="high" href="/images/blog/hydrogen.svg">']);
    for (const path of ["/blog", "/projects/1", "/about"]) expect(imagePreloads((await page(path)).html), path).toEqual([]);
  });

  it.each(["/blog/no-such-post", "/blog/draft-post", "/projects/999", "/no-such-page"])("%s (not found) preloads nothing", async (path) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(preloads(html)).toEqual([]);
    expect(html).not.toContain('rel="preload"');
  });
});

describe("sitemap, robots and RSS", () => {
  it("/sitemap.xml lists public routes, published posts and projects with lastmod, as valid XML", async () => {
    const { res, html: xml } = await page("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    assertWellFormedXml(xml);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/merch</loc>`);
    expect(xml).toContain(`<url><loc>${SITE}/blog/hydrogen-storage-guide</loc><lastmod>2024-03-06T10:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/projects/1</loc><lastmod>2022-07-01T00:00:00.000Z</lastmod></url>`);
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain(":id");
  });

  it("/robots.txt points at the sitemap and disallows /admin and /api", async () => {
    const { res, html: text } = await page("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/plain/);
    expect(text.split("\n")).toEqual(expect.arrayContaining(["User-agent: *", "Disallow: /admin", "Disallow: /api", `Sitemap: ${SITE}/sitemap.xml`]));
  });

  it("/blog/rss.xml is RSS 2.0 of the published posts, newest first, escaped", async () => {
    const { res, html: xml } = await page("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/rss\+xml/);
    assertWellFormedXml(xml);
    expect(xml).toContain('<rss version="2.0"');
    const items = [...xml.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)].map((m) => m[2]);
    expect(items).toEqual([`${SITE}/blog/solar-roi`, `${SITE}/blog/hydrogen-storage-guide`]);
    expect(xml).toContain("<title>Hydrogen &#34;Storage&#34; &#60;Tanks&#62; &#38; Compression: A Field Guide for Plant Owners</title>");
    expect(xml).toContain("<pubDate>Tue, 05 Mar 2024 15:00:00 GMT</pubDate>");
    expect(xml).not.toContain("draft-post");
  });

  it("the XML checker itself rejects broken XML", () => {
    expect(() => assertWellFormedXml("<a><b></a></b>")).toThrow();
    expect(() => assertWellFormedXml("<a>fish & chips</a>")).toThrow();
    expect(() => assertWellFormedXml("<a/><b/>")).toThrow();
  });
});
