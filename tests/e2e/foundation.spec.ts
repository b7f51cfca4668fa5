import { demoPartners } from "#scripts/seed/demo-content.ts";
import { expect, test, visit } from "./support/fixtures";

const publicRoutes = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/projects/1",
  "/calculators",
  "/blog",
  "/contact",
  "/clients",
  "/contractors",
  "/partners",
  "/affiliates",
  "/merch",
  "/privacy",
  "/search",
  "/search?q=solar",
];
const adminRoutes = ["/admin", "/admin/blog", "/admin/projects", "/admin/inquiries"];

test.describe("every route", () => {
  for (const path of [...publicRoutes, ...adminRoutes]) {
    test(`${path} renders its page without console errors`, async ({ page }) => {
      const response = await visit(page, path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await expect(page.getByText("404 Page Not Found")).toHaveCount(0);
      await expect(page.getByRole("banner")).toBeVisible();
      if (adminRoutes.includes(path)) {
        // The admin's own shell (ADR 265): its navigation, no public footer.
        await expect(page.getByRole("banner").getByRole("navigation", { name: "Admin" })).toBeVisible();
        await expect(page.getByRole("contentinfo")).toHaveCount(0);
      } else await expect(page.getByRole("contentinfo")).toContainText("1998");
    });
  }
});

test.describe("not found", () => {
  // Chromium logs the 404 document status as a console error; that status is the point here.
  test.use({ allowedConsole: [/status of 404/] });

  test("an unknown path answers 404 and shows the spec's not-found texts", async ({ page }) => {
    const response = await page.goto("/definitely-not-a-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });
});

test("the footer shows the founding year and the current year", async ({ page }) => {
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer).toContainText(`1998–${new Date().getFullYear()}`);
  await expect(footer.getByRole("link", { name: "Custom Orders" })).toHaveAttribute("href", "/contact?type=custom");
});

test("the chosen theme survives a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await visit(page, "/about");
  await expect(page.locator("html")).not.toHaveClass(/dark/);
  await page.getByRole("button", { name: "Dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.reload();
  // Applied before paint by the inline script, and kept by the app.
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
});

test("with no choice stored the theme follows the system", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await visit(page, "/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("button", { name: "System theme" })).toHaveAttribute("aria-pressed", "true");
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ["/", "/contact", "/calculators", "/projects", "/blog", "/merch", "/admin"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await visit(page, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    });
  }

  test("the menu opens, navigates and closes", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Calculators" }).click();
    await expect(page).toHaveURL(/\/calculators$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Cost Calculators" })).toBeVisible();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Calculators" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test("the partners wall shows the seeded partners, names where a logo is missing", async ({ page }) => {
  await visit(page, "/partners");
  const wall = page.getByRole("list", { name: "Our partners" });
  for (const partner of demoPartners) {
    if (partner.logoUrl) await expect(wall.getByRole("img", { name: partner.name })).toBeVisible();
    else await expect(wall.getByText(partner.name, { exact: true })).toBeVisible();
  }
  // every logo actually loaded
  const broken = await wall.locator("img").evaluateAll((imgs) => imgs.filter((img) => !(img as HTMLImageElement).naturalWidth).length);
  expect(broken).toBe(0);
});
