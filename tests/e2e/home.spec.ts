import { homeSections } from "#content/home.ts";
import { demoPosts } from "#scripts/seed/demo-content.ts";
import { expect, test, visit } from "./support/fixtures";

test("every home section is in the page as it arrives, D1 data included, with no fetch of its own", async ({ page, request }) => {
  const html = await (await request.get("/")).text();
  const newest = demoPosts.filter((p) => p.published).sort((a, b) => (b.publishedAt ?? "").localeCompare(a.publishedAt ?? ""))[0];
  for (const text of ["Calculate ROI", newest?.slug ?? "", "Our partners", "Contact form", "Send Message"]) expect(html).toContain(text);

  const reads: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/")) reads.push(r.url());
  });
  await visit(page, "/");
  // Nothing waits for a scroll: every section is there at once, working.
  await expect(page.getByRole("button", { name: "Calculate ROI" })).toBeEnabled();
  await expect(page.locator("#blog").getByRole("heading", { name: newest?.title })).toBeAttached();
  await expect(page.locator("#partners").getByRole("list", { name: "Our partners" })).toBeAttached();
  const form = page.getByRole("form", { name: "Contact form" });
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  expect(reads).toEqual([]);
  // One calculators heading, one element with the id.
  expect(await page.locator("#calculators").count()).toBe(1);
  await expect(page.getByRole("heading", { name: homeSections.calculators.heading })).toHaveCount(1);
  await expect(page.getByText(homeSections.calculators.subheading)).toHaveCount(1);
});
