// The pages prerendered at build (`npm test` builds first): their files hold the whole page, and
// wrangler.toml lets the asset server answer exactly those paths without the Worker.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contactIntro } from "#content/contact.ts";
import { merchPage } from "#content/merch.ts";
import { contractorsIntro } from "#content/programs/contractors.ts";
import { company, contact } from "#content/site.ts";
import { collections } from "#contract/merch-catalogue.ts";
import { paths, prerenderedPages, queryRenderedPages, staticPublicPaths } from "#contract/routes.ts";
import { BOOT_SCRIPT } from "#worker/pages/boot-script.ts";
import { THEME_SCRIPT } from "#worker/pages/theme-script.ts";
import { shareCardTitles } from "#content/share-cards.ts";
import { shareCardPages } from "#contract/share-image.ts";
import { imageSize, shareImageTags } from "./support/share-images";
import { graphNodes, jsonLdOf, structuredDataProblems } from "./support/structured-data";

// vitest runs from the project's root (happy-dom gives modules no file URL to start from).
const file = (path: string) => resolve(process.cwd(), `dist/client${path}/index.html`);

function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  const text = body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
  return new DOMParser().parseFromString(`<p>${text}</p>`, "text/html").body.textContent?.replace(/\s+/g, " ") ?? "";
}

/** The site's icons and manifest: static files in web/public the asset server answers without the Worker. */
const siteIcons = ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/site.webmanifest"];

describe("prerendered pages", () => {
  it.each(prerenderedPages.map((name) => [name, paths[name]]))("%s (%s) is a complete page file", (_, path) => {
    expect(existsSync(file(path)), `${path} was not prerendered`).toBe(true);
    const html = readFileSync(file(path), "utf8");
    expect(html).toMatch(/<div id="root"><div/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="canonical" href="https://www.kilbride.example${path}"/>`);
    const text = bodyText(html);
    // Header, page and footer are all there.
    expect(text).toContain("Get Estimate");
    expect(text).toContain(contact.hours);
    // No inline scripts but the theme and boot scripts (whose hashes the CSP allows) and JSON data.
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([THEME_SCRIPT, BOOT_SCRIPT]);
  });

  it("their words are the page's own, forms and calculators included", () => {
    expect(bodyText(readFileSync(file("/contact"), "utf8"))).toContain(contactIntro.heading);
    expect(bodyText(readFileSync(file("/contact"), "utf8"))).toContain("Send Message");
    expect(bodyText(readFileSync(file("/merch"), "utf8"))).toContain(merchPage.hero.headline);
    expect(bodyText(readFileSync(file("/contractors"), "utf8"))).toContain(contractorsIntro.heading);
    const calculators = bodyText(readFileSync(file("/calculators"), "utf8"));
    for (const label of ["Calculate ROI", "Your Results", "$180,000"]) expect(calculators).toContain(label);
  });

  it("every page's head links the feed, the icons and the manifest, and those files are built", () => {
    for (const name of prerenderedPages) {
      const html = readFileSync(file(paths[name]), "utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toContain('<link rel="alternate" type="application/rss+xml" title="Kilbride Industries Blog" href="/blog/rss.xml"');
      for (const link of [
        '<link rel="icon" href="/favicon.ico"',
        '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
        '<link rel="manifest" href="/site.webmanifest"',
      ])
        expect(head).toContain(link);
    }
    for (const icon of siteIcons) expect(existsSync(resolve(process.cwd(), `dist/client${icon}`)), icon).toBe(true);
    // A 180×180 PNG (its IHDR width and height) and an ICO (reserved 0, type 1).
    const png = readFileSync(resolve(process.cwd(), "dist/client/apple-touch-icon.png"));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    const ico = readFileSync(resolve(process.cwd(), "dist/client/favicon.ico"));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const manifest = JSON.parse(readFileSync(resolve(process.cwd(), "dist/client/site.webmanifest"), "utf8")) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: company.name, short_name: company.shortName, theme_color: "#0f3d2e" });
  });

  it.each(prerenderedPages.map((name) => [name, paths[name]]))("%s (%s) has one valid JSON-LD graph with its breadcrumb", (_, path) => {
    const html = readFileSync(file(path), "utf8");
    const [graph] = jsonLdOf(html);
    expect(structuredDataProblems(graph)).toEqual([]);
    for (const type of ["WebSite", "Organization", "WebPage", "BreadcrumbList"]) expect(graphNodes(html, type), type).toHaveLength(1);
    const crumbs = graphNodes(html, "BreadcrumbList")[0]?.itemListElement as { item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual(["https://www.kilbride.example/", `https://www.kilbride.example${path}`]);
  });

  it.each(prerenderedPages.map((name) => [name, paths[name]]))(
    "%s (%s) shares its own card, named by what it shows, with the page's own name on it",
    (name, path) => {
      const html = readFileSync(file(path), "utf8");
      const url = `https://www.kilbride.example/images/share/${name}.png`;
      const alt = `${company.name}: ${shareCardTitles[name]}`;
      expect(shareImageTags(html)).toEqual({ url, alt, width: 1200, height: 630, twitter: url, twitterAlt: alt });
      // The card says the name the page's breadcrumb ends with.
      const crumbs = graphNodes(html, "BreadcrumbList")[0]?.itemListElement as { name: string }[];
      expect(crumbs.at(-1)?.name).toBe(shareCardTitles[name]);
    },
  );

  it("every public page without parameters has a card, and every card is built: a 1200×630 PNG in dist/client/images/share", () => {
    // A new page gets its own card (contract/share-image.ts, content/share-cards.ts), not the home page's.
    expect(shareCardPages.map((page) => paths[page]).sort()).toEqual([...staticPublicPaths].sort());
    for (const page of shareCardPages) {
      const png = new Uint8Array(readFileSync(resolve(process.cwd(), `dist/client/images/share/${page}.png`)));
      expect(imageSize(png), page).toEqual({ type: "image/png", width: 1200, height: 630 });
    }
  });

  it("the JSON-LD checker itself rejects unknown types and properties and missing required ones", () => {
    const graph = (...nodes: object[]) => ({ "@context": "https://schema.org", "@graph": nodes });
    expect(structuredDataProblems(graph({ "@type": "Thing", name: "x" }))).toEqual(["unknown type Thing"]);
    expect(structuredDataProblems(graph({ "@type": "Person", name: "x", colour: "green" }))).toEqual(["Person has no property colour"]);
    expect(structuredDataProblems(graph({ "@type": "Organization", name: "x", url: "https://x.example/" }))).toEqual([
      "Organization lacks logo",
    ]);
    expect(structuredDataProblems(graph({ "@type": "Product", name: "x", offers: { "@type": "Offer", price: "9.99" } }))).toEqual([
      "Product x has no ISO 4217 currency",
      "Product x has no availability",
    ]);
    expect(structuredDataProblems(graph({ "@type": "WebSite", publisher: { "@id": "#nobody" } }))).toEqual([
      "reference to no node: #nobody",
    ]);
  });

  it.each(["/clients", "/contractors", "/affiliates"])("%s shows the breadcrumb trail its JSON-LD has", (path) => {
    const html = readFileSync(file(path), "utf8");
    const nav = /<nav aria-label="Breadcrumb">([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    const crumbs = graphNodes(html, "BreadcrumbList")[0]?.itemListElement as { name: string }[];
    expect(nav).toContain('<a class="underline-offset-4 hover:underline" href="/">Home</a>');
    expect(nav).toContain(`<li aria-current="page" class="text-foreground">${crumbs[1]?.name}</li>`);
  });

  it("/merch's graph lists every item the page sells as a Product with its USD price", () => {
    const html = readFileSync(file("/merch"), "utf8");
    const items = collections.flatMap((collection) => collection.items);
    const products = graphNodes(html, "Product");
    expect(products.map((product) => product.name)).toEqual(items.map((item) => item.name));
    expect(products.map((product) => (product.offers as { price: string }).price)).toEqual(items.map((item) => item.price.toFixed(2)));
    expect(new Set(products.map((product) => (product.offers as { priceCurrency: string }).priceCurrency))).toEqual(new Set(["USD"]));
  });

  it("wrangler.toml's run_worker_first leaves out exactly the prerendered paths whose query the Worker does not render", () => {
    const toml = readFileSync(resolve(process.cwd(), "wrangler.toml"), "utf8");
    const list = /^run_worker_first = \[([\s\S]*?)\]/m.exec(toml)?.[1] ?? "";
    const excluded = [...list.matchAll(/"!([^"*]+)"/g)].map((m) => m[1]).filter((p) => !siteIcons.includes(p ?? ""));
    const byQuery: readonly string[] = queryRenderedPages;
    const static_ = prerenderedPages.filter((name) => !byQuery.includes(name));
    expect(excluded.sort()).toEqual(static_.map((name) => paths[name]).sort());
  });
});
