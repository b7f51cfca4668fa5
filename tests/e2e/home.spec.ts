import { expect, test, visit } from "./fixtures";

test("the home page's calculators and contact form load as the visitor scrolls to them", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".js")) scripts.push(new URL(request.url()).pathname);
  });
  await visit(page, "/");
  // Not part of the first load: nothing of the calculators has been fetched yet.
  expect(scripts.filter((s) => /calculator/.test(s))).toEqual([]);
  await expect(page.getByRole("button", { name: "Calculate ROI" })).toHaveCount(0);

  await page.locator("#calculators").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Calculate ROI" })).toBeVisible();
  await page.locator("#contact").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("First Name")).toBeVisible();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
});
