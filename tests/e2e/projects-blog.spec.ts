import { PUBLIC_PAGE_SIZE } from "#contract/public-lists.ts";
import { demoPosts, demoProjects } from "#scripts/seed/demo-content.ts";
import { imageSize, shareImageTags } from "#tests/web/support/share-images.ts";
import { expect, test, visit } from "./support/fixtures";

const publishedPosts = demoPosts.filter((p) => p.published);
// Seeded ids follow the array positions.
const projectId = (title: string) => demoProjects.findIndex((p) => p.title === title) + 1;
const projectCards = (page: import("@playwright/test").Page) => page.getByRole("main").getByRole("listitem").getByRole("article");
const categoryLink = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name, exact: true });
// The first page of the projects (more than a page of them are seeded).
const firstPage = Math.min(demoProjects.length, PUBLIC_PAGE_SIZE);

test.describe("/projects", () => {
  test("filters by category, searches and sorts, all kept in the URL", async ({ page }) => {
    await visit(page, "/projects");
    await expect(projectCards(page)).toHaveCount(firstPage);

    await categoryLink(page, "Hydrogen").click();
    await expect(page).toHaveURL(/\?category=hydrogen$/);
    await expect(categoryLink(page, "Hydrogen")).toHaveAttribute("aria-current", "true");
    await expect(projectCards(page)).toHaveCount(demoProjects.filter((p) => p.category === "hydrogen").length);

    // Search is case-insensitive over title, description and location.
    await page.getByLabel("Search projects").fill("NETHERLANDS");
    await expect(projectCards(page)).toHaveCount(1);
    await expect(projectCards(page).first()).toContainText("Rotterdam Port Electrolyzer");
    await expect(page).toHaveURL(/q=NETHERLANDS/);

    await page.getByLabel("Search projects").fill("no-such-project");
    await expect(page.getByRole("heading", { name: "No Projects Found" })).toBeVisible();
    await expect(page.getByText('No results for "no-such-project". Try a different search term or category.')).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(projectCards(page)).toHaveCount(firstPage);

    await page.getByLabel("Sort by").selectOption("alphabetical");
    const alphabetical = demoProjects
      .map((p) => p.title)
      .sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" }))
      .slice(0, firstPage);
    await expect(projectCards(page).getByRole("heading")).toHaveText(alphabetical);
    await page.getByLabel("Sort by").selectOption("oldest");
    const oldest = [...demoProjects].sort((a, b) => a.year - b.year || a.createdAt.localeCompare(b.createdAt))[0];
    await expect(projectCards(page).first()).toContainText(oldest?.title ?? "");

    // The state survives a reload.
    await page.reload();
    await expect(page.getByLabel("Sort by")).toHaveValue("oldest");
    await expect(projectCards(page).first()).toContainText(oldest?.title ?? "");
  });

  test("a category with no projects shows its empty state", async ({ page }) => {
    // The first page arrives with its data; choosing a category then fetches in the browser.
    await visit(page, "/projects");
    await page.route("**/api/projects?category=solar&page=1", (route) =>
      route.fulfill({ json: { items: [], page: 1, pageSize: PUBLIC_PAGE_SIZE, totalItems: 0, totalPages: 1 } }),
    );
    await categoryLink(page, "Solar").click();
    await expect(page.getByText("No projects found for the selected category.")).toBeVisible();
  });
});

test.describe("/projects/{id}", () => {
  test("shows breadcrumb, dashboard link, video, overview, metrics and details", async ({ page }) => {
    const project = demoProjects.find((p) => p.videoUrl && p.externalUrl) ?? demoProjects[0];
    if (!project) throw new Error("no demo project");
    await visit(page, `/projects/${projectId(project.title)}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Projects" })).toHaveAttribute("href", "/projects");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
    if (project.externalUrl)
      await expect(page.getByRole("link", { name: /View Live Dashboard/ })).toHaveAttribute("href", project.externalUrl);
    // The shipped demo video loads (its metadata is read: a real 5 s video), with the image as poster.
    const video = page.getByLabel(`Video of ${project.title}`);
    await expect(video).toHaveAttribute("src", project.videoUrl ?? "");
    await expect(video).toHaveAttribute("poster", project.imageUrl ?? "");
    await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).duration)).toBeGreaterThan(4);
    await expect(page.getByRole("heading", { name: "Key Metrics" })).toBeVisible();
    for (const metric of project.metrics) await expect(page.getByText(metric, { exact: true })).toBeVisible();
    await expect(page.getByRole("complementary")).toContainText(project.client);
    await expect(page.getByRole("link", { name: "Discuss a Similar Project" })).toHaveAttribute("href", "/contact");
    await expect(page).toHaveTitle(`${project.title} | Kilbride Industries`);
  });

  test.describe("media fallbacks", () => {
    test.use({ allowedConsole: [/Failed to load resource/] });

    test("a failing video falls back to the image, and a failing image to a grey box", async ({ page }) => {
      const project = demoProjects.find((p) => p.videoUrl && p.imageUrl);
      if (!project) throw new Error("no demo project with video and image");
      await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
      await visit(page, `/projects/${projectId(project.title)}`);
      await expect(page.getByRole("img", { name: project.title })).toHaveAttribute("src", project.imageUrl ?? "");

      await page.route("**/images/projects/**", (route) => route.fulfill({ status: 404, body: "" }));
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(page.getByTestId("media-placeholder").first()).toBeVisible();
    });
  });
});

test.describe("not-found states", () => {
  test.use({ allowedConsole: [/status of 404/] });

  test("an unknown post answers 404 and shows 'Blog Post Not Found'", async ({ page }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Blog Post Not Found" })).toBeVisible();
    await expect(page.getByText("The article you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an unknown project answers 404 and shows 'Error Loading Project'", async ({ page }) => {
    const response = await page.goto("/projects/9999");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Error Loading Project" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Back to Projects" })).toHaveAttribute("href", "/projects");
  });
});

test.describe("/blog", () => {
  test("splits featured and more articles with the card fields", async ({ page }) => {
    await visit(page, "/blog");
    const featured = page.getByRole("region", { name: "Featured Articles" });
    await expect(featured.getByRole("article")).toHaveCount(publishedPosts.filter((p) => p.featured).length);
    await expect(page.getByRole("region", { name: "More Articles" }).getByRole("article")).toHaveCount(
      publishedPosts.filter((p) => !p.featured).length,
    );
    const first = demoPosts[0];
    if (!first) throw new Error("no demo post");
    const card = page.getByRole("article").filter({ hasText: first.title });
    await expect(card).toContainText("March 5, 2024");
    await expect(card).toContainText("renewable energy");
    await expect(card).toContainText(`By ${first.author}`);
    await expect(card.getByRole("link", { name: /Read Article/ })).toHaveAttribute("href", `/blog/${first.slug}`);
  });

  test("?tag= filters case-insensitively, shows the active tag and clears it", async ({ page }) => {
    await visit(page, "/blog?tag=BITCOIN");
    const tagged = publishedPosts.filter((p) => p.tags.includes("bitcoin"));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(tagged.length);
    for (const post of tagged) await expect(page.getByRole("heading", { name: post.title })).toBeVisible();
    await expect(page.getByRole("status")).toContainText("Showing articles tagged BITCOIN");
    await page.getByRole("link", { name: "Show all articles" }).first().click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(publishedPosts.length);

    await page.goto("/blog?tag=no-such-tag");
    await expect(page.getByRole("heading", { name: "No Articles Found" })).toBeVisible();
    await expect(page.getByText('No articles are tagged "no-such-tag" yet.')).toBeVisible();
  });
});

test.describe("/blog/{slug}", () => {
  test("shows the post, and its view count rises by one on each reload", async ({ page }) => {
    const post = publishedPosts[1];
    if (!post) throw new Error("no demo post");
    await visit(page, `/blog/${post.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const count = page.getByTestId("view-count");
    await expect(count).toHaveText(/^[\d,]+ views?$/);
    const first = Number((await count.textContent())?.replace(/\D/g, ""));
    expect(first).toBeGreaterThan(post.viewCount);
    await page.reload();
    await expect(count).toHaveText(`${(first + 1).toLocaleString("en-US")} views`);

    await expect(page.getByRole("list", { name: "Tags" }).getByRole("link")).toHaveCount(post.tags.length);
    await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();
    const related = page.getByRole("region", { name: "Related Articles" }).getByRole("article");
    expect(await related.count()).toBeLessThanOrEqual(3);
    // "Read More" is named by the title, and the title is in the link's text too: crawlers and
    // Lighthouse's link-text audit read the text (innerText), not aria-labelledby (ADR 145).
    const relatedTitle = (await related.first().getByRole("heading").textContent()) ?? "";
    const more = related.first().getByRole("link", { name: `Read More ${relatedTitle}`, exact: true });
    await expect(more).toBeVisible();
    expect(await more.evaluate((link: HTMLElement) => link.innerText.replace(/\s+/g, " ").trim())).toBe(`Read More ${relatedTitle}`);
    await expect(page).toHaveTitle(post.metaTitle ?? /Kilbride Industries$/);
  });

  test("the served HTML carries the post's title and share image without JavaScript", async ({ request }) => {
    const post = publishedPosts[0];
    if (!post) throw new Error("no demo post");
    const html = await (await request.get(`/blog/${post.slug}`)).text();
    expect(html).toContain(`<title>${post.metaTitle}</title>`);
    // Its image is an SVG, which link previews do not show: it shares the Blog card, a PNG the site serves.
    const image = shareImageTags(html);
    expect(image).toMatchObject({ url: "https://www.kilbride.example/images/share/blog.png", width: 1200, height: 630 });
    const card = await request.get(new URL(image.url ?? "").pathname);
    expect(card.status()).toBe(200);
    expect(imageSize(new Uint8Array(await card.body()))).toEqual({ type: "image/png", width: 1200, height: 630 });
    expect(html).toContain(post.excerpt);
  });

  test("sitemap and RSS parse as XML in the browser", async ({ page }) => {
    await visit(page, "/");
    const errors = await page.evaluate(async () => {
      const out: string[] = [];
      for (const path of ["/sitemap.xml", "/blog/rss.xml"]) {
        const doc = new DOMParser().parseFromString(await (await fetch(path)).text(), "application/xml");
        if (doc.getElementsByTagName("parsererror").length > 0) out.push(path);
      }
      return out;
    });
    expect(errors).toEqual([]);
  });
});
