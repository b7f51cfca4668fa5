import { demoPosts } from "../../scripts/seed/demo-content";
import { expect, test, visit } from "./fixtures";

test("the home page's lower sections load their code and data as the visitor scrolls to them", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (request) => requests.push(new URL(request.url()).pathname));
  await visit(page, "/");
  // Not part of the first load: nothing of the calculators, the blog preview, the partner wall or
  // the contact form has been fetched yet, code or data.
  expect(requests.filter((s) => /calculator|blog|partner|contact-form|\/api\//.test(s))).toEqual([]);
  await expect(page.getByRole("button", { name: "Calculate ROI" })).toHaveCount(0);

  await page.locator("#calculators").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Calculate ROI" })).toBeVisible();
  await page.locator("#blog").scrollIntoViewIfNeeded();
  const newest = demoPosts.filter((p) => p.published).sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))[0];
  await expect(page.locator("#blog").getByRole("heading", { name: newest?.title })).toBeVisible();
  await page.locator("#partners").scrollIntoViewIfNeeded();
  await expect(page.locator("#partners").getByRole("list", { name: "Our partners" })).toBeVisible();
  await page.locator("#contact").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByLabel("First Name")).toBeVisible();
  await expect(form.getByRole("button", { name: "Send Message" })).toBeVisible();
});
