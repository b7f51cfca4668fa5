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
