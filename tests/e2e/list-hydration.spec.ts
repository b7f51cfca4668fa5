import { demoPosts, demoProjects } from "#scripts/seed/demo-content.ts";
import { expect, test, visit } from "./support/fixtures";

// ADR 255 (data pages hydrate from their embedded reads) and ADR 256 (a list's text is in the page once).
const projectCards = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("listitem").getByRole("article");
const solar = demoProjects.filter((p) => p.category === "solar");
const pueblo = solar.find((p) => p.title.startsWith("Pueblo"));

test.describe("a filtered list hydrates without a second copy of its text", () => {
  test("the HTML carries each card's text once; the search reads the items on first use and narrows", async ({ page, request }) => {
    const html = await (await request.get("/projects?category=solar")).text();
    const reads = /<script type="application\/json" id="page-reads"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(reads)).toEqual({ "/api/projects?category=solar&page=1": expect.not.objectContaining({ items: expect.anything() }) });
    // As React writes text into HTML.
    const asHtml = (text: string) =>
      text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
    for (const project of solar) expect(html.split(asHtml(project.description)).length - 1, project.title).toBe(1);

    const listReads: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/projects") listReads.push(r.url());
    });
    await visit(page, "/projects?category=solar");
    await expect(projectCards(page)).toHaveCount(solar.length);
    expect(listReads).toEqual([]);

    await page.getByLabel("Search projects").fill("pueblo");
    await expect(projectCards(page)).toHaveCount(1);
    await expect(projectCards(page).first()).toContainText(pueblo?.title ?? "Pueblo");
    await expect(page).toHaveURL(/category=solar&q=pueblo/);
    expect(listReads[0]).toMatch(/\/api\/projects\?category=solar&page=1$/);
  });

  test("a kept card's link navigates in the app, and Back shows the list again", async ({ page }) => {
    await visit(page, "/projects?category=solar");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const first = solar.toSorted((a, b) => b.year - a.year)[0];
    await page.getByRole("link", { name: first?.title ?? "" }).click();
    await expect(page.getByRole("heading", { level: 1, name: first?.title ?? "" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.goBack();
    await expect(projectCards(page)).toHaveCount(solar.length);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

test.describe("data read in the app after hydrating from the embedded reads", () => {
  test("from a post, the projects and blog pages load their data in the app", async ({ page }) => {
    const post = demoPosts.find((p) => p.published);
    await visit(page, `/blog/${post?.slug}`);
    await expect(page.getByText(/\d+ views?$/)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("contentinfo").getByRole("link", { name: "Our Projects", exact: true }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectCards(page).first()).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { name: "Featured Articles" })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });

  test("a kept blog card opens its post in the app", async ({ page }) => {
    await visit(page, "/blog");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .getByRole("link", { name: demoPosts.find((p) => p.published)?.title ?? "" })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  });
});

// ADR 274: a post's page carries its body once, in the article; the browser takes it from there.
test.describe("a post hydrates from the body in its article", () => {
  const postBody = (page: import("@playwright/test").Page) => page.locator("#post-body");
  /** The text of a post's body as the API answers it, parsed as the browser would. */
  const bodyText = (page: import("@playwright/test").Page, html: string) =>
    page.evaluate((content) => {
      const template = document.createElement("template");
      template.innerHTML = content;
      return template.content.textContent ?? "";
    }, html);

  test("the body is in the HTML once and its markup is kept; posts reached in the app show their own bodies", async ({ page, request }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning" || msg.type() === "error") warnings.push(msg.text());
    });
    const first = demoPosts.find((p) => p.published);
    if (!first) throw new Error("the demo content has a published post");
    const api = await (await request.get(`/api/blog/${first.slug}`)).json();
    const html = await (await request.get(`/blog/${first.slug}`)).text();
    expect(html.split(api.content).length - 1, "the body's markup").toBe(1);
    const reads = JSON.parse(/<script type="application\/json" id="page-reads"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? "{}");
    expect(reads[`/api/blog/${first.slug}`]).not.toHaveProperty("content");

    // The body's element and its first node as the HTML made them: hydration must keep both.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        const body = document.getElementById("post-body");
        Object.assign(window, { servedBody: body, servedFirstNode: body?.firstChild });
      });
    });
    const reads2: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/blog/") && r.method() === "GET") reads2.push(new URL(r.url()).pathname);
    });
    await visit(page, `/blog/${first.slug}`);
    await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
    const kept = await page.evaluate(() => {
      const body = document.getElementById("post-body");
      const served = window as unknown as { servedBody: Element; servedFirstNode: Node };
      return body === served.servedBody && body?.firstChild === served.servedFirstNode;
    });
    expect(kept, "the served body is hydrated, not written again").toBe(true);
    expect(await postBody(page).textContent()).toBe(await bodyText(page, api.content));
    expect(reads2, "the post is not read again").toEqual([]);

    // Another post in the app: fetched whole, its own body shown; Back shows the first one's again.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const related = page
      .getByRole("region", { name: "Related Articles" })
      .getByRole("link", { name: /^Read More / })
      .first();
    await related.click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    const secondSlug = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    expect(secondSlug).not.toBe(first.slug);
    const secondApi = await (await request.get(`/api/blog/${secondSlug}`)).json();
    await expect(postBody(page)).toHaveText(await bodyText(page, secondApi.content));
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    await expect(postBody(page)).toHaveText(await bodyText(page, api.content));
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    expect(warnings).toEqual([]);
  });
});
