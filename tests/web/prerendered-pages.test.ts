// The pages prerendered at build (`npm test` builds first): their files hold the whole page, and
// wrangler.toml lets the asset server answer exactly those paths without the Worker.
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { contactIntro } from "#content/contact.ts";
import { merchPage } from "#content/merch.ts";
import { contractorsIntro } from "#content/programs/contractors.ts";
import { contact } from "#content/site.ts";
import { paths, prerenderedPages, queryRenderedPages } from "#contract/routes.ts";
import { BOOT_SCRIPT } from "#worker/pages/boot-script.ts";
import { THEME_SCRIPT } from "#worker/pages/theme-script.ts";

// vitest runs from the project's root (happy-dom gives modules no file URL to start from).
const file = (path: string) => resolve(process.cwd(), `dist/client${path}/index.html`);

function bodyText(html: string): string {
  const body = html.slice(html.indexOf('<div id="root">'));
  const text = body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ");
  return new DOMParser().parseFromString(`<p>${text}</p>`, "text/html").body.textContent?.replace(/\s+/g, " ") ?? "";
}

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

  it("wrangler.toml's run_worker_first leaves out exactly the prerendered paths whose query the Worker does not render", () => {
    const toml = readFileSync(resolve(process.cwd(), "wrangler.toml"), "utf8");
    const list = /^run_worker_first = \[([\s\S]*?)\]/m.exec(toml)?.[1] ?? "";
    const excluded = [...list.matchAll(/"!([^"*]+)"/g)].map((m) => m[1]).filter((p) => p !== "/favicon.svg");
    const byQuery: readonly string[] = queryRenderedPages;
    const static_ = prerenderedPages.filter((name) => !byQuery.includes(name));
    expect(excluded.sort()).toEqual(static_.map((name) => paths[name]).sort());
  });
});
