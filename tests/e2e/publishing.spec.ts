/**
 * Issue 35 (publishing), in the browser: a draft previewed as the real public page (by the admin
 * and through the shared link), then published, and the public page's main content is the HTML the
 * preview showed; the editors' own addresses (reload, Back, unknown id); project drafts.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test, toast, visit } from "./support/fixtures";

// An unknown editor address answers the admin API's 404, which the browser logs.
test.use({ allowedConsole: [/status of 404 \(Not Found\)/] });

/** The <main> of a page as the server sent it (before any script ran). */
async function mainHtml(page: Page, path: string): Promise<{ status: number; main: string; html: string }> {
  const res = await page.request.get(path);
  const html = await res.text();
  return { status: res.status(), main: /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? "", html };
}

/** An admin API write from the signed-in page (its Access cookie). */
async function createPost(page: Page, body: object): Promise<{ id: number; slug: string }> {
  await expect
    .poll(async () => ((await (await page.request.get("/api/access/session")).json()) as { signedIn: boolean }).signedIn)
    .toBe(true);
  const res = await page.request.post("/api/admin/blog", { headers: { Origin: new URL(page.url()).origin }, data: body });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as { id: number; slug: string };
}

test("a draft previewed as the real page, shared, then published: the public page shows what the preview showed", async ({
  page,
  browser,
}) => {
  await signIn(page);
  const draft = await createPost(page, {
    title: "Heat Pumps for Dairy Farms",
    excerpt: "What a dairy farm saves by moving its hot water to a heat pump.",
    content: "<h2>Where the heat goes</h2><p>Washing the <strong>milking parlour</strong> takes most of the hot water.</p>",
    author: "Ciara Kilbride",
    category: "Renewable Energy",
    tags: ["heat pumps", "farming"],
    imageUrl: "/images/blog/solar-roi-commercial-rooftops.svg",
    published: false,
  });
  // A draft has no public page.
  expect((await mainHtml(page, `/blog/${draft.slug}`)).status).toBe(404);

  // The editor by its address; an unsaved change is previewed, not saved.
  await visit(page, `/admin/blog/${draft.id}/edit`);
  await expect(page.getByLabel("Title*")).toHaveValue("Heat Pumps for Dairy Farms");
  await page.getByLabel("Title*").fill("Heat Pumps for Dairy Farms: the Numbers");
  await page.getByRole("button", { name: "Preview", exact: true }).click();
  const open = page.getByRole("link", { name: "Open preview" });
  await expect(open).toBeVisible();
  await expect(page.getByText(/Anyone with the link can see this preview until/)).toBeVisible();
  const link = (await open.getAttribute("href")) ?? "";
  expect(link).toMatch(/^\/preview\/[0-9a-f]{32}\?expires=\d+&sig=/);

  const [tab] = await Promise.all([page.context().waitForEvent("page"), open.click()]);
  await tab.waitForLoadState();
  await expect(tab.getByRole("heading", { level: 1, name: "Heat Pumps for Dairy Farms: the Numbers" })).toBeVisible();
  await expect(tab.getByRole("heading", { name: "Where the heat goes" })).toBeVisible();
  await expect(tab.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await tab.close();

  // A colleague who is not signed in opens the shared link.
  const colleague = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shared = await colleague.newPage();
  const answer = await shared.goto(link);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["cache-control"]).toBe("private, no-store");
  expect(answer?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(shared.getByRole("heading", { level: 1, name: "Heat Pumps for Dairy Farms: the Numbers" })).toBeVisible();
  // Tampered with, it is refused with a page that says why.
  const tampered = await shared.goto(link.replace(/expires=(\d+)/, (_, n: string) => `expires=${Number(n) + 1}`));
  expect(tampered?.status()).toBe(403);
  await expect(shared.getByText("This preview link is not valid")).toBeVisible();
  await colleague.close();

  const previewed = await mainHtml(page, link);
  expect(previewed.main).toContain("Heat Pumps for Dairy Farms: the Numbers");

  // Publish: the editor stays open and says so.
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(toast(page, "Post updated")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  const published = await mainHtml(page, `/blog/${draft.slug}`);
  expect(published.status).toBe(200);
  // The preview was made before the publish, so the instants of publication and of the last change
  // (in <time dateTime> and the JSON-LD) are the only thing that can differ; the date readers see is compared.
  const instants = (html: string) => html.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "<instant>");
  expect(instants(published.main)).toBe(instants(previewed.main));
});

test("each editor has its own address: reload keeps it, Back leaves it, an unknown id says so", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/blog");
  const table = page.getByRole("table", { name: "Blog posts" });
  const row = table.getByRole("row").nth(1);
  const title = (await row.getByRole("cell").first().textContent()) ?? "";
  await row.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
  await expect(page.getByLabel("Title*")).toHaveValue(title);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
  await expect(page.getByLabel("Title*")).toHaveValue(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(table).toBeVisible();
  await page.goForward();
  await expect(page.getByLabel("Title*")).toHaveValue(title);

  await visit(page, "/admin/blog/999999/edit");
  await expect(page.getByRole("alert").filter({ hasText: "No blog post with the id 999999" })).toBeVisible();
  await visit(page, "/admin/projects/abc/edit");
  await expect(page.getByRole("alert").filter({ hasText: "No project with the id abc" })).toBeVisible();
  await page.getByRole("link", { name: "← Back to the list" }).click();
  await expect(page.getByRole("table", { name: "Projects" })).toBeVisible();
});

test("a project saved as a draft stays off the public site until published; its link gets https://", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/projects/new");
  await page.getByLabel("Title*").fill("Kinsale Harbour Shore Power");
  await page.getByRole("textbox", { name: /^Description/ }).click();
  await page.keyboard.type("Shore power for the fishing fleet, fed by a rooftop array.");
  await page.getByLabel("Client*").fill("Kinsale Harbour Board");
  await page.getByLabel("Location*").fill("Kinsale, Ireland");
  await page.getByLabel("Year*").fill("2026");
  await page.getByLabel("Category*").selectOption("solar");
  await page.getByLabel("Region*").selectOption("ireland");
  await page.getByLabel("Live dashboard URL").fill("dashboard.kinsale.example/shore-power");
  await expect(page.getByLabel("Published")).not.toBeChecked();
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(toast(page, "Project created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects\/\d+\/edit$/);
  const id = /\/admin\/projects\/(\d+)\/edit$/.exec(page.url())?.[1];
  // The form shows what the Worker stored.
  await expect(page.getByLabel("Live dashboard URL")).toHaveValue("https://dashboard.kinsale.example/shore-power");
  expect((await page.request.get(`/projects/${id}`)).status()).toBe(404);
  expect(await (await page.request.get("/api/projects")).text()).not.toContain("Kinsale Harbour Shore Power");

  await page.getByRole("link", { name: "← Back to the list" }).click();
  const row = page.getByRole("row", { name: /Kinsale Harbour Shore Power/ });
  await expect(row).toContainText("Draft");
  await expect(row.getByRole("link", { name: "Preview Kinsale Harbour Shore Power" })).toHaveAttribute("href", `/preview/project/${id}`);
  const preview = await page.request.get(`/preview/project/${id}`);
  expect(preview.status()).toBe(200);
  expect(await preview.text()).toContain("Kinsale Harbour Shore Power");

  await row.getByRole("button", { name: "Edit Kinsale Harbour Shore Power" }).click();
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(toast(page, "Project updated")).toBeVisible();
  expect((await page.request.get(`/projects/${id}`)).status()).toBe(200);
  await page.getByLabel("Published").uncheck();
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Unpublished: removed from the public site.")).toBeVisible();
  expect((await page.request.get(`/projects/${id}`)).status()).toBe(404);
});

test("category and tags are picked by keyboard; a typo is not a new category unless Create is chosen", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/blog/new");
  // The author defaults to the signed-in admin.
  await expect(page.getByRole("combobox", { name: "Author" })).toHaveValue("Local Admin");

  const category = page.getByRole("combobox", { name: "Category" });
  await category.focus();
  await category.pressSequentially("hydro");
  await expect(category).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("option", { name: "hydrogen", exact: true })).toHaveAttribute("aria-selected", "true");
  await category.press("Enter");
  await expect(category).toHaveValue("hydrogen");

  // A typo, then Tab: refused with how to create it, and the field is empty.
  await category.fill("Hydrogem");
  await category.press("Tab");
  await expect(page.getByText("“Hydrogem” is not a category yet: choose Create “Hydrogem” in the list to add it")).toBeVisible();
  await expect(category).toHaveAttribute("aria-invalid", "true");
  // Save is refused: the form has no category.
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Summary must be at least 10 characters.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);

  // Create, by keyboard: the last option.
  await category.fill("Heat Pumps");
  await category.press("ArrowDown");
  const create = page.getByRole("option", { name: "Create “Heat Pumps”" });
  await expect(create).toHaveAttribute("aria-selected", "true");
  await category.press("Enter");
  await expect(category).toHaveValue("Heat Pumps");
  await expect(page.getByText("is not a category yet")).toHaveCount(0);

  const tags = page.getByRole("combobox", { name: "Tags" });
  await tags.fill("solar");
  await tags.press("Enter");
  await tags.fill("dairy farms");
  await tags.press("Enter");
  const chosen = page.getByRole("list", { name: "Chosen tags" });
  await expect(chosen.getByRole("listitem")).toHaveText(["solar×", "dairy farms×"]);
  await page.getByRole("button", { name: "Remove tag solar" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["dairy farms×"]);
  await tags.press("Escape");
  await expect(tags).toHaveAttribute("aria-expanded", "false");
});

test("an author profile written by the team shows in the post's About the Author box", async ({ page }) => {
  await signIn(page);
  const post = await createPost(page, {
    title: "Commissioning a Hydrogen Electrolyser",
    excerpt: "The first week of an electrolyser, from water treatment to first gas.",
    content: "<p>Commissioning takes a week of checks before the first hydrogen flows.</p>",
    author: "Niamh Walsh",
    category: "hydrogen",
    published: true,
  });
  await visit(page, "/admin/blog");
  await page.getByRole("button", { name: "New author profile" }).click();
  await page.getByLabel("Name*").fill("Niamh Walsh");
  await page.getByLabel("Bio*").fill("Niamh runs commissioning for our hydrogen plants in Ireland and the Netherlands.");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(toast(page, "Author profile created")).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Author profiles" }).getByRole("listitem").filter({ hasText: "Niamh Walsh" }),
  ).toBeVisible();

  const visitor = await page.context().newPage();
  await visit(visitor, `/blog/${post.slug}`);
  const box = visitor.getByRole("complementary", { name: "About the Author" });
  await expect(box).toContainText("Niamh runs commissioning for our hydrogen plants in Ireland and the Netherlands.");
  await expect(box).not.toContainText("is an industry expert");
  await visitor.close();
});
