/**
 * Visitor journeys around the forms and the page frame (issue 36): the programme terms one tap from
 * their checkbox, every public page reachable from the footer, and no bright band in dark theme.
 */
import { test as base } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

for (const [path, summary, fact] of [
  ["/contractors", "Read the contractor network terms", "Net-30"],
  ["/affiliates", "Read the affiliate program terms", "within 30 days after project completion"],
] as const) {
  test(`${path}: the terms open beside the checkbox that accepts them`, async ({ page }) => {
    await visit(page, path);
    const checkbox = page.getByRole("checkbox", { name: /terms and conditions/ });
    const terms = page.locator("details").filter({ hasText: summary });
    await expect(terms.getByText(fact)).toBeHidden();
    await terms.getByText(summary).click();
    await expect(terms.getByText(fact)).toBeVisible();
    // Reading the terms neither ticks the box nor leaves the form.
    await expect(checkbox).not.toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the contractor terms open before any code runs (a native disclosure)", async ({ page }) => {
    await page.goto("/contractors");
    await page.getByText("Read the contractor network terms").click();
    await base.expect(page.getByText(/Approved invoices are paid on Net-30 terms/)).toBeVisible();
  });
});

test("the footer reaches the programme and intake pages the header does not list", async ({ page }) => {
  await visit(page, "/about");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const [name, href] of [
    ["Our Projects", "/projects"],
    ["Start a Project", "/clients"],
    ["Contractor Network", "/contractors"],
    ["Affiliate Program", "/affiliates"],
    ["Partners", "/partners"],
    ["Blog RSS Feed", "/blog/rss.xml"],
  ] as const) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await footer.getByRole("link", { name: "Contractor Network" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Contractor Network");
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the home hero and the footer are dark bands, not bright blocks", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    for (const band of [page.locator("section[aria-labelledby='hero-heading']"), page.getByRole("contentinfo")]) {
      const lightness = await band.evaluate((element) => {
        const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number);
        // Relative luminance (WCAG), 0 black … 1 white.
        const linear = (value = 0) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      });
      expect(lightness).toBeLessThan(0.1);
    }
  });
});
