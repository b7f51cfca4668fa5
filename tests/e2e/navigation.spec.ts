import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const projectCards = (page: Page) => page.getByRole("main").getByRole("listitem").getByRole("article");

test.describe("scroll position", () => {
  test("a new page starts at the top, and Back and Forward return to where the visitor was", async ({ page }) => {
    await visit(page, "/projects");
    const card = projectCards(page).nth(10);
    await card.scrollIntoViewIfNeeded();
    const onList = await scrollY(page);
    expect(onList).toBeGreaterThan(500);

    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("link").click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    expect(await scrollY(page)).toBe(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    const onProject = await scrollY(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect.poll(() => scrollY(page)).toBe(onList);
    await page.goForward();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect.poll(() => scrollY(page)).toBe(onProject);
  });

  test("a reload keeps the place on the page", async ({ page }) => {
    await visit(page, "/about");
    await page.locator("#locations").scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(300);
    await page.reload();
    await expect.poll(() => scrollY(page)).toBe(before);
  });

  test("changing only the query string keeps the place (merch collection tabs)", async ({ page }) => {
    await visit(page, "/merch");
    const tabs = page.getByRole("tablist", { name: "Collections" });
    await tabs.scrollIntoViewIfNeeded();
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(200);
    await tabs.getByRole("tab").nth(2).click();
    await expect(page).toHaveURL(/\?collection=/);
    await expect(tabs.getByRole("tab").nth(2)).toHaveAttribute("aria-selected", "true");
    expect(await scrollY(page)).toBe(before);
  });
});

test.describe("a page whose code cannot be loaded", () => {
  // The failed download and React's report of the caught error are what this test is about.
  test.use({ allowedConsole: [/Failed to load resource|dynamically imported module|Page failed|error occurred|blog-page/i] });

  test("shows a message with a way to reload, and the rest of the site keeps working", async ({ page }) => {
    await visit(page, "/");
    await page.route(/\/assets\/blog-page-[\w-]+\.js$/, (route) => route.abort());
    await page.getByRole("banner").getByRole("link", { name: "Blog", exact: true }).click();
    const alert = page.getByRole("alert").filter({ hasText: "This page could not be loaded" });
    await expect(alert).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();

    // Another page still opens from the same tab.
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.goBack();
    await page.unroute(/\/assets\/blog-page-[\w-]+\.js$/);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
