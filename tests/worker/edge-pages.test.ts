import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { company, contact, offices } from "#content/site.ts";
import { shareCardTitles } from "#content/share-cards.ts";
import { assertWellFormedXml, LONG_TITLE, seedContent } from "./support/content-fixtures";
import { BOOT_SCRIPT } from "#worker/pages/boot-script.ts";
import { THEME_SCRIPT } from "#worker/pages/theme-script.ts";
import { ORIGIN } from "./support/helpers";
import { graphNodes, jsonLdOf, structuredDataProblems } from "#tests/web/support/structured-data.ts";
import { imageSize, shareImageTags } from "#tests/web/support/share-images.ts";
import { rssProblems } from "./support/rss";

// These read the built shell (dist/client), which `npm test` builds first.
beforeAll(seedContent);

const SITE = "https://www.kilbride.example";

async function page(path: string) {
  const res = await SELF.fetch(`${ORIGIN}${path}`);
  return { res, html: await res.text() };
}

/** The value of a head tag, read back from the served HTML with entities decoded. */
function attr(html: string, selector: RegExp): string | undefined {
  const raw = selector.exec(html)?.[1];
  return raw
    ?.replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCharCode(parseInt(n, 16)))
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
}
const meta = (html: string, key: string) => attr(html, new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
const title = (html: string) => attr(html, /<title[^>]*>([^<]*)<\/title>/);

/** The reads a rendered page carries for the browser to hydrate with. */
function embeddedReads(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="page-reads"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) throw new Error("no embedded reads");
  return JSON.parse(json) as Record<string, unknown>;
}

/** The visible text of the rendered app (tags dropped, entities decoded). */
function rootText(html: string): string {
  const root = html.slice(html.indexOf('<div id="root">'));
  return (attr(`<x>${root.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")}</x>`, /<x>([\s\S]*)<\/x>/) ?? "").replace(
    /\s+/g,
    " ",
  );
}

describe("rendered page heads", () => {
  it("a post page carries its title, description, canonical, social tags and BlogPosting JSON-LD, escaped", async () => {
    const { res, html } = await page("/blog/hydrogen-storage-guide");
    expect(res.status).toBe(200);
    expect(html.match(/<title/g)).toHaveLength(1);
    expect(title(html)?.length).toBeLessThanOrEqual(60);
    expect(title(html)).toMatch(/^Hydrogen "Storage" <Tanks> &…/);
    // The raw HTML never carries the title's markup characters unescaped.
    expect(html).not.toContain("<Tanks>");
    expect(meta(html, "og:title")).toBe(title(html));
    // Its image is an SVG, which link previews do not show: it shares the Blog card.
    expect(meta(html, "og:image")).toBe(`${SITE}/images/share/blog.png`);
    expect(meta(html, "og:type")).toBe("article");
    expect(meta(html, "description")?.startsWith("Green hydrogen plants live or die by storage sizing.")).toBe(true);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/blog/hydrogen-storage-guide`);
    expect(meta(html, "article:published_time")).toBe("2024-03-05T15:00:00.000Z");
    expect(meta(html, "article:author")).toBe("Ciara Byrne");
    expect(html).toContain('<meta property="article:tag" content="storage"/>');
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(structuredDataProblems(jsonLdOf(html)[0])).toEqual([]);
    expect(graphNodes(html, "BlogPosting")[0]).toMatchObject({
      headline: LONG_TITLE,
      author: { name: "Ciara Byrne" },
      image: [`${SITE}/images/share/blog.png`, `${SITE}/images/blog/hydrogen.svg`],
    });
    // Head tags sit in <head>, before the body.
    expect(html.indexOf('<link rel="canonical"')).toBeLessThan(html.indexOf("</head>"));
  });

  it("a post with its own meta title uses it; an outside sharing image, of no known size, gives way to the Blog card", async () => {
    const { html } = await page("/blog/solar-roi");
    expect(title(html)).toBe("Commercial Solar ROI Explained");
    expect(meta(html, "description")).toBe("What a rooftop array earns.");
    expect(meta(html, "og:image")).toBe(`${SITE}/images/share/blog.png`);
  });

  it("a project page carries its own head and JSON-LD, escaped", async () => {
    const { res, html } = await page("/projects/1");
    expect(res.status).toBe(200);
    expect(title(html)).toBe(`Pueblo <Agrivoltaic> Array${company.titleSuffix}`);
    expect(html).not.toContain("<Agrivoltaic>");
    expect(meta(html, "description")).toBe("A 4 MW array over grazing land.");
    expect(meta(html, "og:image")).toBe(`${SITE}/images/share/projects.png`);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/projects/1`);
    expect(html).toContain('"@type":"CreativeWork"');
    expect(structuredDataProblems(jsonLdOf(html)[0])).toEqual([]);
    expect(graphNodes(html, "BreadcrumbList")[0]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Projects", item: `${SITE}/projects` },
      { "@type": "ListItem", position: 3, name: "Pueblo <Agrivoltaic> Array", item: `${SITE}/projects/1` },
    ]);
  });

  it.each([
    ["/", "home"],
    ["/blog", "blog"],
    ["/blog?tag=solar", "blog"],
    ["/projects", "projects"],
    ["/partners", "partners"],
    ["/blog/hydrogen-storage-guide", "blog"],
    ["/projects/1", "projects"],
    // Not-found screens share the home page's card, whatever list they are under.
    ["/no-such-page", "home"],
    ["/blog?page=99", "home"],
  ] as const)(
    "%s shares the %s card, which answers 200: a PNG of the size its head states, named by the words on it",
    async (path, card) => {
      const image = shareImageTags((await page(path)).html);
      expect(image.url).toBe(`${SITE}/images/share/${card}.png`);
      expect(image.alt).toBe(`${company.name}: ${shareCardTitles[card]}`);
      expect([image.twitter, image.twitterAlt]).toEqual([image.url, image.alt]);
      const res = await SELF.fetch(`${ORIGIN}${new URL(image.url ?? "").pathname}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("image/png");
      expect(imageSize(new Uint8Array(await res.arrayBuffer()))).toEqual({ type: "image/png", width: image.width, height: image.height });
    },
  );

  it("the home page's graph names the site and the company, with its contacts and three offices, and no breadcrumb", async () => {
    const { html } = await page("/");
    expect(structuredDataProblems(jsonLdOf(html)[0])).toEqual([]);
    expect(graphNodes(html, "WebSite")).toHaveLength(1);
    const [organization] = graphNodes(html, "Organization");
    expect(organization).toMatchObject({ name: company.name, logo: `${SITE}/apple-touch-icon.png`, telephone: contact.phone });
    expect(graphNodes(html, "ContactPoint").map((point) => point.email)).toEqual(Object.values(contact.emails).map((e) => e.address));
    expect(graphNodes(html, "PostalAddress").map((address) => address.addressLocality)).toEqual(offices.map((office) => office.city));
    expect(graphNodes(html, "BreadcrumbList")).toEqual([]);
  });

  it("a page without parameters gets its own title, description, canonical and social tags", async () => {
    const { res, html } = await page("/projects?category=solar");
    expect(res.status).toBe(200);
    expect(title(html)).toBe(`Our Projects${company.titleSuffix}`);
    expect(meta(html, "description")).toBeTruthy();
    // A list's canonical keeps what the list shows (here one category), never page 1's number.
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/projects?category=solar`);
    expect(meta(html, "og:type")).toBe("website");
    expect(meta(html, "og:url")).toBe(`${SITE}/projects?category=solar`);
    expect(attr((await page("/about")).html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${SITE}/about`);
    // Its graph: the site, the company, the page and its breadcrumb, nothing it is about.
    expect(structuredDataProblems(jsonLdOf(html)[0])).toEqual([]);
    expect(graphNodes(html, "WebPage")[0]).toMatchObject({ url: `${SITE}/projects?category=solar` });
    expect(graphNodes(html, "CreativeWork")).toEqual([]);
  });

  it.each([
    ["/blog/no-such-post", "Blog Post Not Found", "The article you're looking for doesn't exist or has been removed."],
    ["/blog/draft-post", "Blog Post Not Found", "Back to Blog"],
    ["/projects/999", "Error Loading Project", "Back to Projects"],
    ["/projects/abc", "Error Loading Project", "Back to Projects"],
    ["/no-such-page", "Page Not Found", "Did you forget to add the page to the router?"],
    ["/projects/1/extra", "Page Not Found", "404 Page Not Found"],
    ["/admin/secret", "Page Not Found", "404 Page Not Found"],
  ])("%s answers 404 with its not-found screen rendered and a noindex head", async (path, heading, text) => {
    const { res, html } = await page(path);
    expect(res.status).toBe(404);
    expect(title(html)).toBe(`${heading}${company.titleSuffix}`);
    expect(meta(html, "robots")).toBe("noindex");
    expect(rootText(html)).toContain(text);
  });

  it("a not-found path naming another host still gets a canonical on the site's own origin", async () => {
    const { res, html } = await page("//evil.example/x");
    expect(res.status).toBe(404);
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)?.startsWith(`${SITE}/`)).toBe(true);
  });

  it.each(["/admin/foo.png", "/admin/blog/preview.jpg", "/admin.css"])(
    "a file path under /admin (%s) answers 404, not a 500",
    async (path) => {
      const res = await SELF.fetch(`${ORIGIN}${path}`);
      expect(res.status).toBe(404);
      if (path.startsWith("/admin/")) expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      await res.body?.cancel();
    },
  );

  it("admin pages are not rendered on the server (no private data in HTML) and stay out of search results", async () => {
    const res = await SELF.fetch(`${ORIGIN}/admin/inquiries`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("page-reads");
  });
});

describe("rendered page content", () => {
  it("a post's HTML holds its words, related articles and links", async () => {
    const text = rootText((await page("/blog/hydrogen-storage-guide")).html);
    expect(text).toContain('Hydrogen "Storage" <Tanks> & Compression');
    expect(text).toContain("Green hydrogen plants live or die by storage sizing.");
    expect(text).toContain("About the Author");
    expect(text).toContain("Related Articles");
    expect(text).toContain("Solar ROI");
    // The live count is the browser's to fetch: never baked into the page.
    expect(text).not.toMatch(/\d+ views?/);
  });

  it("the lists come from D1: blog, projects, the home page's preview and partners", async () => {
    expect(rootText((await page("/blog")).html)).toContain("Solar ROI");
    expect(rootText((await page("/blog")).html)).not.toContain("Not Yet");
    expect(rootText((await page("/projects")).html)).toContain("Pueblo <Agrivoltaic> Array");
    const home = rootText((await page("/")).html);
    expect(home).toContain("Solar ROI");
    expect(home).toContain("Calculate ROI");
    expect(home).toContain("Send Message");
  });

  it.each([
    ["/blog", ["/api/blog?page=1"]],
    ["/blog?tag=solar", ["/api/blog?page=1&tag=solar"]],
    ["/blog/solar-roi", ["/api/blog/solar-roi", "/api/blog/solar-roi/related"]],
    ["/projects", ["/api/projects?page=1"]],
    ["/projects?category=hydrogen&q=port", ["/api/projects?category=hydrogen&q=port&page=1"]],
    ["/projects?category=<script>", ["/api/projects?page=1"]],
    ["/projects/1", ["/api/projects/1"]],
    ["/partners", ["/api/partners"]],
    ["/", ["/api/blog?limit=3", "/api/partners"]],
    ["/about", []],
  ])(
    "%s carries the reads it was rendered with, as the API answers them (a list page's without its items, a post's without its body): %j",
    async (path, expected) => {
      const reads = embeddedReads((await page(path)).html);
      expect(Object.keys(reads)).toEqual(expected);
      for (const apiPath of expected) {
        const answer = await (await SELF.fetch(`${ORIGIN}${apiPath}`)).json<unknown>();
        // A page of /blog or /projects: its cards are in the HTML, so the read leaves the items out (ADR 256).
        if (apiPath.startsWith("/api/projects?") || apiPath.startsWith("/api/blog?page=")) {
          const { items, ...envelope } = answer as { items: unknown[] };
          expect(items.length, apiPath).toBeGreaterThan(0);
          expect(reads[apiPath], apiPath).toEqual(envelope);
        } else if (apiPath === "/api/blog/solar-roi") {
          // A post: its body is in the article (ADR 274); this one has its own description, kept as it is.
          const { content, ...post } = answer as { content: string; metaDescription: string };
          expect(content).toContain("<p>");
          expect(post.metaDescription).toBe("What a rooftop array earns.");
          expect(reads[apiPath], apiPath).toEqual(post);
        } else {
          expect(reads[apiPath], apiPath).toEqual(answer);
        }
      }
    },
  );

  it("a post's body is in its page once, in the article; the embedded read carries the head's description instead", async () => {
    const { html } = await page("/blog/hydrogen-storage-guide");
    const api = await (await SELF.fetch(`${ORIGIN}/api/blog/hydrogen-storage-guide`)).json<{
      content: string;
      metaDescription: string | null;
    }>();
    // A browser's read of the post is whole.
    expect(api.content).toContain("Green hydrogen plants live or die by <strong>storage</strong> sizing.");
    expect(api.metaDescription).toBeNull();
    expect(html.split("compressors and safety systems for industrial buyers").length - 1).toBe(1);
    expect(html).toContain(`<div id="post-body" class="post-body`);
    expect(html).toContain(`>${api.content}</div>`);
    const read = embeddedReads(html)["/api/blog/hydrogen-storage-guide"] as Record<string, unknown>;
    expect(read).not.toHaveProperty("content");
    // The description the head took from the body, so the browser's head needs no body to match it.
    expect(read.metaDescription).toBe(meta(html, "description"));
    expect(String(read.metaDescription).startsWith("Green hydrogen plants live or die by storage sizing.")).toBe(true);
  });

  it("a missing post carries its read as null (the page's not-found state)", async () => {
    const reads = embeddedReads((await page("/blog/no-such-post")).html);
    expect(reads["/api/blog/no-such-post"]).toBeNull();
  });

  it("the embedded reads cannot close their script element", async () => {
    const { html } = await page("/blog/hydrogen-storage-guide");
    const script = /<script type="application\/json" id="page-reads"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect(script).toContain("\\u003cTanks\\u003e");
  });

  it("a post's header image is preloaded with the HTML, at high priority; other pages preload no image", async () => {
    const imagePreloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(imagePreloads((await page("/blog/hydrogen-storage-guide")).html)).toEqual([
      '<link rel="preload" as="image" href="/images/blog/hydrogen.svg" fetchPriority="high"/>',
    ]);
    for (const path of ["/blog", "/projects/1", "/about"]) expect(imagePreloads((await page(path)).html), path).toEqual([]);
  });

  it("no page carries an inline script but the hashed theme and boot scripts (React writes no streaming scripts)", async () => {
    for (const path of ["/", "/blog", "/blog/hydrogen-storage-guide", "/projects", "/projects/1", "/partners", "/about", "/no-such-page"]) {
      const { html } = await page(path);
      const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(inline, path).toEqual([THEME_SCRIPT, BOOT_SCRIPT]);
    }
  });
});

describe("sitemap, robots and RSS", () => {
  it("/sitemap.xml is a sitemap index of the pages', posts' and projects' sitemaps, which list them with lastmod, as valid XML", async () => {
    const { res, html: index } = await page("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/xml/);
    assertWellFormedXml(index);
    const children = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map((m) => m[1]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(children).toEqual([`${SITE}/sitemaps/pages.xml`, `${SITE}/sitemaps/posts/1.xml`, `${SITE}/sitemaps/projects/1.xml`]);
    const xml = (await Promise.all(children.map(async (url) => (await page(new URL(url ?? "").pathname)).html))).join("\n");
    for (const child of xml.split("<?xml").slice(1)) assertWellFormedXml(`<?xml${child}`);
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/merch</loc>`);
    expect(xml).toContain(`<url><loc>${SITE}/blog/hydrogen-storage-guide</loc><lastmod>2024-03-06T10:00:00.000Z</lastmod></url>`);
    expect(xml).toContain(`<url><loc>${SITE}/projects/1</loc><lastmod>2022-07-01T00:00:00.000Z</lastmod></url>`);
    expect(xml).not.toContain("draft-post");
    expect(xml).not.toContain("/admin");
    expect(xml).not.toContain(":id");
    // A child past the last, or not a child's name, does not exist.
    for (const path of ["/sitemaps/posts/2.xml", "/sitemaps/posts/0.xml", "/sitemaps/projects/x.xml"]) {
      expect((await page(path)).res.status, path).toBe(404);
    }
  });

  it("/robots.txt points at the sitemap and disallows /admin and /api", async () => {
    const { res, html: text } = await page("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/text\/plain/);
    expect(text.split("\n")).toEqual(
      expect.arrayContaining(["User-agent: *", "Disallow: /admin", "Disallow: /api", `Sitemap: ${SITE}/sitemap.xml`]),
    );
  });

  it("/blog/rss.xml is RSS 2.0 of the published posts, newest first, escaped", async () => {
    const { res, html: xml } = await page("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/application\/rss\+xml/);
    assertWellFormedXml(xml);
    expect(rssProblems(xml, `${SITE}/blog/rss.xml`)).toEqual([]);
    const items = [...xml.matchAll(/<item><title>([^<]*)<\/title><link>([^<]*)<\/link>/g)].map((m) => m[2]);
    expect(items).toEqual([`${SITE}/blog/solar-roi`, `${SITE}/blog/hydrogen-storage-guide`]);
    expect(xml).toContain("<title>Hydrogen &#34;Storage&#34; &#60;Tanks&#62; &#38; Compression: A Field Guide for Plant Owners</title>");
    expect(xml).toContain("<pubDate>Tue, 05 Mar 2024 15:00:00 GMT</pubDate>");
    expect(xml).not.toContain("draft-post");
    // Each item carries the post's whole summary and, when it has one, its image.
    expect(xml).toContain("<description>How we size hydrogen storage.</description>");
    expect(xml).toContain("<description>Payback in plain numbers.</description>");
    expect(xml).toContain(`<media:content url="${SITE}/images/blog/hydrogen.svg" medium="image"/>`);
    expect(xml.match(/<media:content /g)).toHaveLength(1);
  });

  it.each(["/", "/blog", "/blog/solar-roi", "/projects/1", "/no-such-page"])(
    "%s links the feed from its head, so a reader given the page finds it",
    async (path) => {
      const { html } = await page(path);
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<link rel="alternate" type="application/rss+xml" title="Kilbride Industries Blog" href="/blog/rss.xml"');
      const feed = await page(
        new URL(/<link rel="alternate" type="application\/rss\+xml"[^>]* href="([^"]*)"/.exec(head)?.[1] ?? "", SITE).pathname,
      );
      expect(feed.res.status).toBe(200);
      expect(rssProblems(feed.html, `${SITE}/blog/rss.xml`)).toEqual([]);
    },
  );

  it("the feed checker itself rejects what RSS 2.0 does not allow", () => {
    const feed = (channel: string, item: string) =>
      `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel>${channel}<item>${item}</item></channel></rss>`;
    const channel = `<title>T</title><link>${SITE}/blog</link><description>D</description><atom:link href="${SITE}/blog/rss.xml" rel="self" type="application/rss+xml"/>`;
    const item = `<title>A</title><link>${SITE}/blog/a</link><guid isPermaLink="true">${SITE}/blog/a</guid><pubDate>Tue, 05 Mar 2024 15:00:00 GMT</pubDate>`;
    expect(rssProblems(feed(channel, item), `${SITE}/blog/rss.xml`)).toEqual([]);
    expect(rssProblems(feed(channel.replace("<title>T</title>", ""), item), `${SITE}/blog/rss.xml`)).toEqual(["channel lacks title"]);
    expect(rssProblems(feed(channel, item.replace("Tue, 05 Mar 2024", "2024-03-05")), `${SITE}/blog/rss.xml`)).toEqual([
      "item 1 pubDate is not an RFC 822 date",
    ]);
    expect(rssProblems(feed(channel, item.replace(`<link>${SITE}/blog/a</link>`, "<link>/blog/a</link>")), `${SITE}/blog/rss.xml`)).toEqual(
      ["item 1 link is not an absolute URL"],
    );
    // A Media RSS element without the Media RSS namespace.
    expect(rssProblems(feed(channel, `${item}<media:content url="${SITE}/x.png"/>`), `${SITE}/blog/rss.xml`).join()).toMatch(/namespace/);
  });

  it("the XML checker itself rejects broken XML", () => {
    expect(() => assertWellFormedXml("<a><b></a></b>")).toThrow();
    expect(() => assertWellFormedXml("<a>fish & chips</a>")).toThrow();
    expect(() => assertWellFormedXml("<a/><b/>")).toThrow();
  });
});
