/**
 * Finding your way (issue 36, ADRs 307 and 308): the header's search dialog by keyboard and by
 * mouse, the full results page, the search on the not-found page, and all of it without JavaScript.
 */
import type { Page } from "@playwright/test";
import { test as base } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

/** The page is live once the chat button exists (it is rendered only after hydration). */
async function live(page: Page, path: string) {
  const response = await visit(page, path);
  await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
  return response;
}

const searchButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Search the site" });
const dialog = (page: Page) => page.getByRole("dialog", { name: "Search" });

test("the header search opens by keyboard, keeps focus inside, is walked with the arrow keys and followed", async ({ page }) => {
  await live(page, "/about");
  const button = searchButton(page);
  await button.focus();
  await page.keyboard.press("Enter");
  const search = dialog(page);
  await expect(search).toBeVisible();
  const field = search.getByRole("searchbox", { name: "Search the site" });
  await expect(field).toBeFocused();

  await page.keyboard.type("hoodie");
  // The number found is said in a live region.
  await expect(search.getByRole("status")).toHaveText(/^\d+ results? for “hoodie”/);
  const results = search.getByRole("list").getByRole("link");
  await expect(results.first()).toContainText(/Hoodie/);

  await page.keyboard.press("ArrowDown");
  await expect(results.nth(0)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(results.nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(field).toBeFocused();

  // Tab stays in the dialog: backwards past its first control is its last, forwards from there the first.
  const close = search.getByRole("button", { name: "Close search" });
  await page.keyboard.press("Shift+Tab");
  await expect(close).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(search.getByRole("link", { name: "See all results" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(close).toBeFocused();

  // Escape closes it and gives focus back to the button.
  await page.keyboard.press("Escape");
  await expect(search).toBeHidden();
  await expect(button).toBeFocused();

  // Open again: the search is still there; follow the first result with Enter.
  await page.keyboard.press("Enter");
  await expect(field).toHaveValue("hoodie");
  await page.keyboard.press("ArrowDown");
  const title = (await results.first().locator("span").first().textContent()) ?? "";
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/merch\?collection=[a-z-]+#collections$/);
  await expect(search).toBeHidden();
  // The item's collection is the chosen tab.
  await expect(page.getByRole("tabpanel").getByRole("heading", { name: title, exact: true })).toBeVisible();
});

test("with the mouse: a search opens the full results page, and a result there is followed", async ({ page }) => {
  await live(page, "/");
  await searchButton(page).click();
  const search = dialog(page);
  await search.getByRole("searchbox", { name: "Search the site" }).fill("solar");
  await expect(search.getByRole("status")).toHaveText(/results? for “solar”/);
  // A click outside the panel closes it; the search is kept for the next opening.
  await page.mouse.click(5, 700);
  await expect(search).toBeHidden();
  await searchButton(page).click();
  await search.getByRole("searchbox", { name: "Search the site" }).press("Enter");

  await expect(page).toHaveURL(/\/search\?q=solar$/);
  await expect(search).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(/^\d+ results? for “solar”/);
  const post = page
    .getByRole("main")
    .getByRole("link", { name: /Article/ })
    .first();
  const href = await post.getAttribute("href");
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  await post.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByTestId("view-count")).toBeVisible();
});

test.describe("the not-found page", () => {
  test.use({ allowedConsole: [/status of 404/] });

  test("keeps the specified text, offers the main destinations and searches from there", async ({ page }) => {
    const response = await live(page, "/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404 Page Not Found");
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    const destinations = page.getByRole("navigation", { name: "Where would you like to go?" });
    for (const name of ["Products", "Our Projects", "Cost Calculators", "Blog", "Merchandise", "Contact Us"]) {
      await expect(destinations.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }

    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("privacy");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=privacy$/);
    await page
      .getByRole("main")
      .getByRole("link", { name: /Privacy Notice/ })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  });
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the header's search is a link to the results page, whose form and results are plain HTML", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
    await base.expect(page).toHaveURL(/\/search$/);
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("hoodie");
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await base.expect(page).toHaveURL(/\/search\?q=hoodie$/);
    await base.expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText(/^\d+ results? for “hoodie”/);
    const result = page.getByRole("main").getByRole("list").getByRole("link").first();
    await base.expect(result).toContainText("Merchandise");
    await result.click();
    await base.expect(page).toHaveURL(/\/merch\?collection=[a-z-]+#collections$/);
    await base.expect(page.getByRole("heading", { level: 1 })).toHaveText(/Wear the Legacy/);
  });

  base("the not-found page searches and links on", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    base.expect(response?.status()).toBe(404);
    await base.expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Post Not Found");
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).fill("contractor");
    await page.getByRole("main").getByRole("searchbox", { name: "Search the site" }).press("Enter");
    await base.expect(page).toHaveURL(/\/search\?q=contractor$/);
    await base.expect(page.getByRole("main").getByRole("list").locator('a[href="/contractors"]')).toBeVisible();
  });
});
