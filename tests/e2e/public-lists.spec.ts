// The public lists page without JavaScript: /blog by its "Next" link (with posts added through
// the admin API so the blog has a second page), /projects by its category links and GET form.
import { test as base } from "@playwright/test";
import { demoPosts, demoProjects } from "#scripts/seed/demo-content.ts";
import { PUBLIC_PAGE_SIZE } from "#contract/public-lists.ts";
import { expect } from "./support/fixtures";

const ADDED = 14;
const published = demoPosts.filter((p) => p.published).length + ADDED;
const cards = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("article");

/** Posts added through the admin API for one test (the local Access emulation signs the request in), removed after. */
const test = base.extend<{ addedPosts: number[] }>({
  addedPosts: async ({ request, baseURL }, use) => {
    const headers = { Origin: baseURL ?? "" };
    expect((await request.post("/api/access/local-sign-in", { headers })).status()).toBe(204);
    const ids: number[] = [];
    for (let n = 1; n <= ADDED; n += 1) {
      const res = await request.post("/api/admin/blog", {
        headers,
        data: {
          title: `Paging note ${n}`,
          excerpt: "A short note that gives the blog a second page.",
          content: "<p>A short note that gives the blog a second page of articles.</p>",
          author: "Ciara Kilbride",
          category: "Company News",
          tags: "paging",
          keywords: [],
          featured: false,
          published: true,
        },
      });
      expect(res.status()).toBe(201);
      ids.push(((await res.json()) as { id: number }).id);
    }
    await use(ids);
    // Other specs count the demo posts: leave the database as it was.
    for (const id of ids) expect((await request.delete(`/api/blog/${id}`, { headers })).status()).toBe(204);
  },
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog pages by its Next and Previous links, each page its own canonical", async ({ page, addedPosts }) => {
    expect(addedPosts).toHaveLength(ADDED);
    await page.goto("/blog");
    await expect(cards(page)).toHaveCount(PUBLIC_PAGE_SIZE);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.kilbride.example/blog");
    const pages = page.getByRole("navigation", { name: "Blog pages" });
    await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");

    await pages.getByRole("link", { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cards(page)).toHaveCount(published - PUBLIC_PAGE_SIZE);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://www.kilbride.example/blog?page=2");
    await expect(pages.getByRole("link", { name: /Next/ })).toHaveCount(0);

    await pages.getByRole("link", { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cards(page)).toHaveCount(PUBLIC_PAGE_SIZE);
  });

  test("/blog past its last page is the not-found screen", async ({ page }) => {
    const response = await page.goto("/blog?page=99");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await page.getByRole("main").getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("/projects filters by category links and searches and sorts by its form", async ({ page }) => {
    await page.goto("/projects");
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Hydrogen" }).click();
    await expect(page).toHaveURL(/\/projects\?category=hydrogen$/);
    await expect(cards(page)).toHaveCount(demoProjects.filter((p) => p.category === "hydrogen").length);

    await page.getByLabel("Search projects").fill("netherlands");
    await page.getByLabel("Sort by").selectOption("oldest");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/projects\?category=hydrogen&q=netherlands&sort=oldest$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Rotterdam Port Electrolyzer");
  });
});
