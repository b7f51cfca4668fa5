/**
 * The admin shell and its lists (issue 31, ADRs 265–268): no public chrome or chat, the signed-in
 * identity and sign-out; views, sortable columns and the search held in the URL through a reload
 * and Back; the rows' actions in view on a tablet, rows as cards on a phone.
 */
import { demoPosts, demoProjects } from "#scripts/seed/demo-content.ts";
import { expect, signIn, test, visit } from "./support/fixtures";

const draft = demoPosts.find((post) => !post.published);

test("the admin has a shell of its own: no public menu, footer, Get Estimate or chat; the identity and sign-out", async ({ page }) => {
  const chatRequests: string[] = [];
  page.on("request", (request) => {
    if (/chat/i.test(new URL(request.url()).pathname)) chatRequests.push(request.url());
  });
  await signIn(page);
  await visit(page, "/admin/blog");
  const banner = page.getByRole("banner");
  await expect(banner).toHaveCount(1);
  await expect(banner.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Blog Posts" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(banner).toContainText("Signed in as local-admin@kilbride.invalid");
  await expect(page.getByRole("link", { name: "Get Estimate" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Chat with/ })).toHaveCount(0);
  expect(chatRequests).toEqual([]);

  await banner.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("heading", { name: "Sign in required" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Sign in required" })).toBeVisible();
  expect((await page.request.get("/api/admin/blog")).status()).toBe(401);
});

test("a public page still has its chrome and the chat button", async ({ page }) => {
  await visit(page, "/about");
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
});

test("posts: the view, a column sort and the search survive a reload, and Back undoes them in turn", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/blog");
  const table = page.getByRole("table", { name: "Blog posts" });
  const views = page.getByRole("navigation", { name: "Posts by status" });
  const all = views.getByRole("link", { name: /^All/ });
  await expect(all).toHaveAttribute("aria-current", "page");
  await expect(all).toContainText(/\(\d+\)/);

  await views.getByRole("link", { name: /^Draft/ }).click();
  await expect(page).toHaveURL(/\?view=draft$/);
  await expect(views.getByRole("link", { name: /^Draft/ })).toContainText(/\((\d+)\)/);
  const drafts = Number((await views.getByRole("link", { name: /^Draft/ }).textContent())?.match(/\((\d+)\)/)?.[1]);
  await expect(table.getByRole("row")).toHaveCount(drafts + 1);
  await expect(table.getByRole("row", { name: draft?.title })).toContainText("Draft");

  await views.getByRole("link", { name: /^Published/ }).click();
  const title = table.getByRole("columnheader", { name: "Title" });
  await expect(title).not.toHaveAttribute("aria-sort");
  await expect(table.getByRole("columnheader", { name: "Date" })).toHaveAttribute("aria-sort", "descending");
  await title.getByRole("button").click();
  await expect(title).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/\?view=published&sort=title$/);
  const published = demoPosts.filter((post) => post.published).map((post) => post.title);
  const firstTitle = table.getByRole("row").nth(1).getByRole("cell").first();
  await expect(firstTitle).toHaveText([...published].sort()[0] ?? "");
  await title.getByRole("button").click();
  await expect(title).toHaveAttribute("aria-sort", "descending");
  await expect(firstTitle).toHaveText([...published].sort().at(-1) ?? "");

  await page.getByRole("searchbox", { name: "Search blog posts" }).fill("hydrogen");
  await expect(page).toHaveURL(/q=hydrogen/);
  const matching = table.getByRole("row");
  const shown = await matching.count();
  expect(shown).toBeGreaterThan(1);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search blog posts" })).toHaveValue("hydrogen");
  await expect(views.getByRole("link", { name: /^Published/ })).toHaveAttribute("aria-current", "page");
  await expect(title).toHaveAttribute("aria-sort", "descending");
  await expect(matching).toHaveCount(shown);
  await expect(table).not.toContainText("Draft");

  await page.goBack();
  await expect(title).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("searchbox", { name: "Search blog posts" })).toHaveValue("");
  await page.goBack();
  await expect(title).not.toHaveAttribute("aria-sort");
  await page.goBack();
  await expect(views.getByRole("link", { name: /^Draft/ })).toHaveAttribute("aria-current", "page");
});

test("projects: a view per category with the forms' labels, its count and only its rows", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/projects?view=ev_charging");
  const views = page.getByRole("navigation", { name: "Projects by category" });
  const ev = demoProjects.filter((project) => project.category === "ev_charging");
  await expect(views.getByRole("link", { name: `EV Charging (${ev.length})` })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Projects" });
  await expect(table.getByRole("row")).toHaveCount(ev.length + 1);
  for (const row of await table.getByRole("row").all())
    if (!(await row.getByRole("columnheader").count())) await expect(row).toContainText("EV Charging");
});

test("sortable headers work from the keyboard with a visible focus", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/projects");
  const title = page.getByRole("columnheader", { name: "Title" });
  const button = title.getByRole("button");
  await button.focus();
  await expect(button).toBeFocused();
  const outline = await button.evaluate((element) => getComputedStyle(element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(title).toHaveAttribute("aria-sort", "ascending");
  await page.keyboard.press("Space");
  await expect(title).toHaveAttribute("aria-sort", "descending");
});

test.describe("on a tablet (820 px)", () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test("every row's actions are on screen, the table as a table", async ({ page }) => {
    await signIn(page);
    for (const path of ["/admin/blog", "/admin/projects", "/admin/inquiries"]) {
      await visit(page, path);
      const table = page.getByRole("table");
      await expect(table.getByRole("columnheader", { name: "Actions" })).toBeInViewport();
      const deletes = table.getByRole("button", { name: /^Delete/ });
      await expect(deletes.first()).toBeVisible();
      for (const button of await deletes.all()) {
        const box = await button.boundingBox();
        expect(box && box.x + box.width <= 820, `${path}: ${await button.getAttribute("aria-label")}`).toBe(true);
      }
    }
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("rows are cards: each cell under its column's name, the actions on screen, sorting by the picker", async ({ page }) => {
    await signIn(page);
    await visit(page, "/admin/blog");
    const table = page.getByRole("table", { name: "Blog posts" });
    const row = table.getByRole("row", { name: draft?.title });
    await expect(row).toBeVisible();
    expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("block");
    const cells = row.locator("td");
    await expect(cells.nth(1)).toHaveAttribute("data-label", "Status");
    expect(await cells.nth(1).evaluate((element) => getComputedStyle(element, "::before").content)).toBe('"Status"');
    const edit = row.getByRole("button", { name: `Edit ${draft?.title}` });
    await edit.scrollIntoViewIfNeeded();
    const box = await edit.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const sort = page.getByLabel("Sort");
    await expect(sort).toBeVisible();
    await sort.selectOption("oldest");
    await expect(page).toHaveURL(/\?sort=oldest$/);
    // Oldest first: the rows' times (machine-readable in <time>) ascend. (The headers are hidden here, so every row is a card.)
    const times = () =>
      table.locator("tbody time").evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute("datetime") ?? "")));
    await expect
      .poll(async () => {
        const shown = await times();
        return shown.length > 1 && shown.every((time, index) => index === 0 || (shown[index - 1] ?? 0) <= time);
      })
      .toBe(true);
  });
});
