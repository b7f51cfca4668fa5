/**
 * The body editor and the media library at hand (issue 35): a post written with the toolbar, the
 * link dialog and an image from the library, with text pasted from Word and Google Docs; what is
 * stored is clean, and the public page shows it. Then the toolbar by keyboard, the featured image
 * from the library, and the Media page's upload, Copy URL, Unused view and site images; a project
 * description written with the same editor; the picker paging through a large library.
 */
import { expect, queryE2eDb, signIn, test, toast, visit } from "./support/fixtures";
import { solidPng } from "./support/png";
import { bodyEditor, clipboardFixture, pasteHtml } from "./support/rich-text";

const toolbar = (page: import("@playwright/test").Page) => page.getByRole("toolbar", { name: "Formatting" });

async function newPost(page: import("@playwright/test").Page, title: string) {
  await signIn(page);
  await visit(page, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title*").fill(title);
  await page.getByLabel("Summary*").fill("Commissioning notes from the Ballinrobe rooftop, written in the editor.");
  await page.getByLabel("Author*").fill("Ciara Kilbride");
  // Picked from the list (ADR 315): Enter takes the first item, Create the first time, the category itself after.
  await page.getByLabel("Category*").fill("Solar Energy");
  await page.getByLabel("Category*").press("Enter");
}

test("a post written with the toolbar, the link dialog, a library image and pasted Word and Google Docs text is stored clean and published", async ({
  page,
}) => {
  await newPost(page, "Ballinrobe Goes Live");
  const body = bodyEditor(page);
  await body.click();
  await toolbar(page).getByRole("button", { name: "H2 heading" }).click();
  await page.keyboard.type("Our first export");
  await expect(toolbar(page).getByRole("button", { name: "H2 heading" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Three checks came first.");
  await page.keyboard.press("Enter");
  await toolbar(page).getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("Isolation tests");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Meter reading");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Read the ");

  // The link dialog: refused address, then a bare domain gains https://.
  await toolbar(page).getByRole("button", { name: "Link" }).click();
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await linkDialog.getByLabel("Link text").fill("commissioning guide");
  await linkDialog.getByLabel("Address").fill("not an address");
  await linkDialog.getByRole("button", { name: "Add link" }).click();
  await expect(linkDialog.getByRole("alert")).toContainText("Enter a web address");
  await linkDialog.getByLabel("Address").fill("example.com/commissioning");
  await linkDialog.getByRole("button", { name: "Add link" }).click();
  await expect(linkDialog).toBeHidden();
  await page.keyboard.type(" first.");
  await page.keyboard.press("Enter");

  // An image from the library, uploaded by choosing a file in the same dialog.
  await toolbar(page).getByRole("button", { name: "Image from the media library" }).click();
  const picker = page.getByRole("dialog", { name: "Media library" });
  await picker
    .getByLabel("Upload a new image")
    .setInputFiles({ name: "ballinrobe.png", mimeType: "image/png", buffer: solidPng(240, 160, [200, 120, 30]) });
  await picker.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(picker.getByRole("alert")).toHaveText("Please describe the image in a few words (alt text) before uploading it.");
  await picker.getByLabel("Alt text of the new image").fill("Inverters on the Ballinrobe roof");
  await picker.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(picker.getByText("Chosen: ballinrobe.png")).toBeVisible();
  await expect(picker.getByRole("textbox", { name: "Alt text", exact: true })).toHaveValue("Inverters on the Ballinrobe roof");
  await picker.getByRole("button", { name: "Insert image" }).click();
  await expect(picker).toBeHidden();
  await expect(body.getByRole("img", { name: "Inverters on the Ballinrobe roof" })).toBeVisible();

  // Pasted from Word and from Google Docs, each on a new line at the end of the body.
  await body.press("Control+End");
  await body.press("Enter");
  await pasteHtml(page, clipboardFixture("word-paste.html"));
  await body.press("Control+End");
  await body.press("Enter");
  await pasteHtml(page, clipboardFixture("google-docs-paste.html"));
  await expect(body.getByRole("heading", { name: "Site survey checklist" })).toBeVisible();
  await expect(body.getByRole("heading", { name: "Commissioning day" })).toBeVisible();

  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(toast(page, "Post created")).toBeVisible();

  const [row] = queryE2eDb("SELECT content FROM blog_posts WHERE slug = 'ballinrobe-goes-live'");
  const stored = String(row?.content);
  expect(stored).not.toMatch(/style=|class=|<span|<o:p|mso-|docs-internal-guid|<b[ >]|<font|<!--/i);
  expect(stored).toContain(
    "<h2>Our first export</h2>\n<p>Three checks came first.</p>\n<ul>\n<li>Isolation tests</li>\n<li>Meter reading</li>\n</ul>",
  );
  expect(stored).toContain('<a href="https://example.com/commissioning">commissioning guide</a>');
  expect(stored).toMatch(/<img src="\/media\/[0-9a-f]{64}\.png" alt="Inverters on the Ballinrobe roof">/);
  expect(stored).toContain("<h2>Site survey checklist</h2>");
  expect(stored).toContain("<strong>three things</strong>");
  expect(stored).toContain("<ul>\n<li>Roof access and anchor points</li>");
  expect(stored).toContain("<strong>nine sharp</strong>");
  expect(stored).toContain("<ol>\n<li>Isolation tests passed</li>");

  const visitor = await page.context().newPage();
  await visit(visitor, "/blog/ballinrobe-goes-live");
  const article = visitor.locator(".post-body");
  await expect(article.getByRole("heading", { level: 2, name: "Our first export" })).toBeVisible();
  await expect(article.getByRole("listitem").filter({ hasText: "Meter reading" })).toBeVisible();
  await expect(article.getByRole("link", { name: "commissioning guide" })).toHaveAttribute("href", "https://example.com/commissioning");
  const image = article.getByRole("img", { name: "Inverters on the Ballinrobe roof" });
  await expect(image).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);
  await visitor.close();
});

test("the toolbar works from the keyboard: one tab stop, arrow keys, pressed states, Ctrl+B, Ctrl+K, headings", async ({ page }) => {
  await newPost(page, "Keyboard Only");
  const body = bodyEditor(page);
  await body.click();
  await page.keyboard.type("Typed without a mouse");
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("ControlOrMeta+b");
  const bar = toolbar(page);
  await expect(bar.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  await expect(body.locator("strong")).toHaveText("Typed without a mouse");

  // Shift+Tab from the text reaches the toolbar at one button; arrows move along it.
  await page.keyboard.press("Shift+Tab");
  await expect(bar.getByRole("button", { name: "H2 heading" })).toBeFocused();
  await expect(bar.locator('button[tabindex="0"]')).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(bar.getByRole("button", { name: "Italic" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(bar.getByRole("button", { name: "Italic" })).toHaveAttribute("aria-pressed", "true");
  await expect(body.locator("em")).toHaveText("Typed without a mouse");
  // The format applied, the caret is back in the text; Shift+Tab returns to the last button used.
  await expect(body).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(bar.getByRole("button", { name: "Italic" })).toBeFocused();
  // End: the last button that can act (Redo is disabled with nothing to redo, so it is skipped).
  await page.keyboard.press("End");
  await expect(bar.getByRole("button", { name: "Redo" })).toBeDisabled();
  await expect(bar.getByRole("button", { name: "Undo" })).toBeFocused();

  // Ctrl+K opens the link dialog at its first field (no text selected: the link's text); Escape closes it.
  // A click in the text, then a caret move: the editor has taken the collapsed selection before Ctrl+K.
  await body.getByText("Typed without a mouse").click();
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press("ControlOrMeta+k");
  const dialog = page.getByRole("dialog", { name: "Add link" });
  await expect(dialog.getByLabel("Link text")).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // Ctrl+Alt+2 makes the line a heading.
  await body.click();
  await page.keyboard.press("Control+Alt+2");
  await expect(body.getByRole("heading", { level: 2 })).toHaveText("Typed without a mouse");
  await expect(bar.getByRole("button", { name: "H2 heading" })).toHaveAttribute("aria-pressed", "true");
});

test("the featured image comes from the library: a site image found by search", async ({ page }) => {
  await newPost(page, "Featured From the Library");
  await page.getByRole("button", { name: "Choose from the media library" }).click();
  const picker = page.getByRole("dialog", { name: "Media library" });
  await picker.getByLabel("Search images by name or alt text").fill("castle rock");
  const site = picker.getByRole("region", { name: "Site images" });
  await expect(site.getByRole("button")).toHaveCount(1);
  await site.getByRole("button", { name: /Castle rock civic charging hub/ }).click();
  await expect(site.getByRole("button", { name: /Castle rock civic charging hub/ })).toHaveAttribute("aria-pressed", "true");
  await picker.getByRole("textbox", { name: "Alt text", exact: true }).fill("The Castle Rock charging hub");
  await picker.getByRole("button", { name: "Use this image" }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByLabel("Image URL").first()).toHaveValue("/images/projects/castle-rock-civic-charging-hub.svg");
});

test("a project description written with the toolbar (heading, list) is published and shown on the public project page", async ({
  page,
}) => {
  await signIn(page);
  await visit(page, "/admin/projects/new");
  await page.getByLabel("Title*").fill("Dingle Creamery Heat Pumps");
  const description = page.getByRole("textbox", { name: /^Description/ });
  await description.click();
  await toolbar(page).getByRole("button", { name: "H2 heading" }).click();
  await page.keyboard.type("What we installed");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Two heat pumps replaced the creamery's oil boiler.");
  await page.keyboard.press("Enter");
  await toolbar(page).getByRole("button", { name: "Bulleted list" }).click();
  await page.keyboard.type("A 400 kW air-source pair");
  await page.keyboard.press("Enter");
  await page.keyboard.type("A 20,000-litre buffer tank");
  await page.getByLabel("Client*").fill("Dingle Creamery");
  await page.getByLabel("Location*").fill("Dingle, Ireland");
  await page.getByLabel("Year*").fill("2026");
  await page.getByLabel("Category*").selectOption("solar");
  await page.getByLabel("Region*").selectOption("ireland");
  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Project" }).click();
  await expect(toast(page, "Project created")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/projects\/\d+\/edit$/);
  const id = /\/admin\/projects\/(\d+)\/edit$/.exec(page.url())?.[1];
  // The editor shows what was stored, reopened from the Worker's answer.
  await expect(description.getByRole("heading", { level: 2 })).toHaveText("What we installed");

  const stored = queryE2eDb(`SELECT description, description_html FROM projects WHERE id = ${Number(id)}`)[0];
  expect(stored?.description_html).toBe(
    "<h2>What we installed</h2>\n<p>Two heat pumps replaced the creamery's oil boiler.</p>\n<ul>\n<li>A 400 kW air-source pair</li>\n<li>A 20,000-litre buffer tank</li>\n</ul>",
  );
  // Cards, search and the meta description keep plain text.
  expect(stored?.description).toBe(
    "What we installed Two heat pumps replaced the creamery's oil boiler. A 400 kW air-source pair A 20,000-litre buffer tank",
  );

  await visit(page, `/projects/${id}`);
  const overview = page.getByRole("region", { name: "Project Overview" });
  await expect(overview.getByRole("heading", { level: 2, name: "What we installed" })).toBeVisible();
  await expect(overview.getByRole("listitem")).toHaveText(["A 400 kW air-source pair", "A 20,000-litre buffer tank"]);
  // No editor code on the public page.
  const scripts = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
  expect(scripts.filter((name) => /editor|tiptap|features\/admin/i.test(name))).toEqual([]);
});

test("the picker pages through a library of more than 50 images, and its search reaches every one", async ({ page }) => {
  // Sixty uploads before the dialog opens.
  test.slow();
  await newPost(page, "Picker Pages");
  // 60 uploads through the library's API, the oldest first, so bulk-001 is beyond the first page.
  const BULK = 60;
  await expect
    .poll(async () => ((await (await page.request.get("/api/access/session")).json()) as { signedIn: boolean }).signedIn)
    .toBe(true);
  const origin = new URL(page.url()).origin;
  for (let i = 1; i <= BULK; i += 1) {
    const n = String(i).padStart(3, "0");
    const res = await page.request.post("/api/admin/media", {
      headers: { Origin: origin },
      multipart: {
        file: { name: `bulk-${n}.png`, mimeType: "image/png", buffer: solidPng(8, 8, [i * 4, 120, 200]) },
        alt: `Bulk image ${n}`,
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  try {
    await page.getByRole("button", { name: "Choose from the media library" }).click();
    const picker = page.getByRole("dialog", { name: "Media library" });
    const uploads = picker.getByRole("region", { name: "Uploaded images" });
    await expect(uploads.getByRole("button", { name: /bulk-060\.png/ })).toBeVisible();
    await expect(uploads.getByRole("listitem")).toHaveCount(50);
    await expect(uploads.getByRole("button", { name: /bulk-001\.png/ })).toHaveCount(0);
    await expect(uploads.getByText(/^Showing 50 of \d+$/)).toBeVisible();

    await uploads.getByRole("button", { name: "Load more images" }).click();
    await expect(uploads.getByRole("button", { name: /bulk-001\.png/ })).toBeVisible();
    // The focus the button had goes to the first image it brought.
    await expect(uploads.getByRole("button", { name: /bulk-010\.png/ })).toBeFocused();
    const total = Number((await uploads.getByText(/^Showing \d+ of \d+$/).textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(BULK);
    await expect(uploads.getByRole("listitem")).toHaveCount(Math.min(total, 100));

    // The search runs over the whole library, not the pages loaded: the oldest is found at once.
    await picker.getByLabel("Search images by name or alt text").fill("bulk image 001");
    await expect(uploads.getByRole("listitem")).toHaveCount(1);
    await expect(uploads.getByRole("button", { name: "Load more images" })).toHaveCount(0);
    await uploads.getByRole("button", { name: /bulk-001\.png/ }).click();
    await expect(picker.getByRole("textbox", { name: "Alt text", exact: true })).toHaveValue("Bulk image 001");
    await picker.getByRole("button", { name: "Use this image" }).click();
    await expect(page.getByLabel("Image URL").first()).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  } finally {
    queryE2eDb("DELETE FROM media WHERE name LIKE 'bulk-%'");
  }
});

test("the Media page: upload, Copy URL (announced), the Unused view and the site images", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page);
  await visit(page, "/admin/media");
  await page
    .getByLabel("Upload a new image")
    .setInputFiles({ name: "forgotten.png", mimeType: "image/png", buffer: solidPng(64, 40, [10, 90, 200]) });
  await page.getByLabel("Alt text of the new image").fill("A drawing nobody used");
  await page.getByRole("button", { name: "Upload", exact: true }).click();
  await expect(toast(page, "Image uploaded")).toBeVisible();
  const row = page.getByRole("row", { name: /forgotten\.png/ });
  await expect(row).toContainText("Not used");

  await row.getByRole("button", { name: "Copy URL of forgotten.png" }).click();
  const status = page.getByRole("status").filter({ hasText: "Copied the URL of forgotten.png" });
  await expect(status).toHaveText(/Copied the URL of forgotten\.png: http:\/\/.+\/media\/[0-9a-f]{64}\.png$/);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/media\/[0-9a-f]{64}\.png$/);

  // Fresh uploads wait a day before they count as unused: this one is then moved back two days.
  await page.getByRole("link", { name: /^Unused/ }).click();
  await expect(page.getByRole("row", { name: /forgotten\.png/ })).toHaveCount(0);
  const key = copied.split("/media/")[1];
  queryE2eDb(`UPDATE media SET created_at = ${Date.now() - 2 * 86_400_000} WHERE key = '${key}'`);
  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("row", { name: /forgotten\.png/ })).toBeVisible();

  const siteImages = page.getByRole("region", { name: "Site images" });
  await expect(siteImages.locator("img")).not.toHaveCount(0);
  await expect(siteImages.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await siteImages.getByRole("button", { name: "Copy URL of Solar roi commercial rooftops" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Solar roi commercial rooftops" })).toContainText(
    "/images/blog/solar-roi-commercial-rooftops.svg",
  );
});
