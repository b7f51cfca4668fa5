/**
 * Editing loses nothing (issue 34), in the browser: the stale-edit dialog, restoring a revision,
 * restoring from the trash, and unsaved text recovered after a reload.
 */
import type { Page } from "@playwright/test";
import { expect, signIn, test, toast, visit } from "./support/fixtures";
import { bodyEditor } from "./support/rich-text";

// The refused saves (409 stale, 401 signed out) are answers the editor handles; the browser logs them.
test.use({ allowedConsole: [/status of (409 \(Conflict\)|401 \(Unauthorized\))/] });

const post = {
  excerpt: "A summary long enough for the editor's checks.",
  content: "<p>A body that is long enough to pass the editor's checks.</p>",
  author: "Ciara Kilbride",
  category: "Company News",
  tags: [],
  keywords: [],
  featured: false,
  published: false,
};

/** An admin API write from the signed-in page (its Access cookie), as another tab or admin would send it. */
async function api(page: Page, method: "POST" | "PUT" | "DELETE", path: string, body?: object, ifMatch?: string) {
  // The sign-in's cookie reaches the page's request context once the session answers signed in.
  await expect
    .poll(async () => ((await (await page.request.get("/api/access/session")).json()) as { signedIn: boolean }).signedIn)
    .toBe(true);
  const origin = new URL(page.url()).origin;
  const res = await page.request.fetch(path, {
    method,
    headers: { Origin: origin, ...(ifMatch ? { "If-Match": ifMatch } : {}) },
    data: body,
  });
  expect(res.ok(), await res.text()).toBe(true);
  return res.status() === 204 ? null : ((await res.json()) as { id: number; revision: number; title: string });
}

async function openEditor(page: Page, title: string) {
  await visit(page, "/admin/blog");
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill(title);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Edit Post" })).toBeVisible();
}

test("a save over someone else's newer save shows their changes: reload theirs, or keep mine and save over it", async ({ page }) => {
  await signIn(page);
  const created = await api(page, "POST", "/api/admin/blog", { ...post, title: "Two Tabs One Story" });
  await openEditor(page, "Two Tabs One Story");

  // Another admin saves first.
  await api(page, "PUT", `/api/admin/blog/${created?.id}`, { ...post, title: "Two Tabs One Story, Their Edit" }, '"1"');
  await page.getByLabel("Summary*").fill("My own summary, typed while they saved theirs.");
  await page.getByRole("button", { name: "Save Post" }).click();
  const dialog = page.getByRole("dialog", { name: "Changed since you opened it" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("definition").first()).toContainText("Their Edit");
  await dialog.getByRole("button", { name: "Reload theirs" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Title*")).toHaveValue("Two Tabs One Story, Their Edit");
  await expect(page.getByLabel("Summary*")).toHaveValue(post.excerpt);

  // They save again; this time the admin keeps their own text on purpose.
  await api(page, "PUT", `/api/admin/blog/${created?.id}`, { ...post, title: "Two Tabs One Story, Second Edit" }, '"2"');
  await page.getByLabel("Summary*").fill("My summary wins, saved over theirs on purpose.");
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Keep mine and save over it" }).click();
  await expect(toast(page, "Post updated")).toBeVisible();
  const saved = (await (await page.request.get(`/api/admin/blog/${created?.id}`)).json()) as {
    title: string;
    excerpt: string;
    revision: number;
  };
  expect(saved).toMatchObject({
    title: "Two Tabs One Story, Their Edit",
    excerpt: "My summary wins, saved over theirs on purpose.",
    revision: 4,
  });
});

test("an earlier version is compared and restored from the revisions panel", async ({ page }) => {
  await signIn(page);
  const created = await api(page, "POST", "/api/admin/blog", { ...post, title: "Revisions First Title" });
  await api(page, "PUT", `/api/admin/blog/${created?.id}`, { ...post, title: "Revisions Second Title" }, '"1"');
  await openEditor(page, "Revisions Second Title");

  const panel = page.getByRole("region", { name: "Revisions" });
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await expect(panel.getByRole("listitem")).toContainText("local-admin@kilbride.invalid");
  await panel.getByRole("button", { name: "Compare version 1 with the current one" }).click();
  await expect(panel.getByRole("deletion").first()).toContainText("First");
  await expect(panel.getByRole("insertion").first()).toContainText("Second");
  await panel.getByRole("button", { name: "Restore version 1" }).click();
  await expect(toast(page, "Version 1 restored")).toBeVisible();
  await expect(page.getByLabel("Title*")).toHaveValue("Revisions First Title");
  // The version it replaced is now a revision too.
  await expect(panel.getByRole("listitem")).toHaveCount(2);
});

test("a deleted post waits in the Trash: restored from there, or deleted permanently after a confirmation", async ({ page }) => {
  await signIn(page);
  await api(page, "POST", "/api/admin/blog", { ...post, title: "Trash Round Trip" });
  await visit(page, "/admin/blog");
  const table = page.getByRole("table", { name: "Blog posts" });
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill("Trash Round Trip");
  await table.getByRole("button", { name: "Delete Trash Round Trip" }).click();
  await page.getByRole("alertdialog", { name: "Move the blog post to the Trash?" }).getByRole("button", { name: "Move to Trash" }).click();
  await expect(table).toContainText("No blog posts found.");

  await page.getByRole("button", { name: "Trash", exact: true }).click();
  const trash = page.getByRole("table", { name: "Trash of blog posts" });
  await expect(trash.getByRole("row", { name: /Trash Round Trip/ })).toBeVisible();
  await trash.getByRole("button", { name: "Restore Trash Round Trip" }).click();
  await expect(toast(page, "Restored")).toBeVisible();
  await expect(trash.getByRole("row", { name: /Trash Round Trip/ })).toHaveCount(0);
  await page.getByRole("button", { name: "Back to blog posts" }).click();
  await page.getByRole("searchbox", { name: "Search blog posts" }).fill("Trash Round Trip");
  await expect(page.getByRole("table", { name: "Blog posts" }).getByRole("row", { name: /Trash Round Trip/ })).toBeVisible();

  await page.getByRole("button", { name: "Delete Trash Round Trip" }).click();
  await page.getByRole("alertdialog", { name: "Move the blog post to the Trash?" }).getByRole("button", { name: "Move to Trash" }).click();
  await page.getByRole("button", { name: "Trash", exact: true }).click();
  await trash.getByRole("button", { name: "Delete Trash Round Trip permanently" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(confirm).toContainText("This will permanently delete the blog post.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(trash.getByRole("row", { name: /Trash Round Trip/ })).toHaveCount(0);
});

test("unsaved text survives a reload and an expired sign-in, and is gone once saved", async ({ page, context }) => {
  await signIn(page);
  await visit(page, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title*").fill("Typed Before the Tab Closed");
  await page.getByLabel("Summary*").fill("Nobody pressed Save before the reload.");
  // The autosave writes half a second after the last keystroke.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(localStorage).some(
          (key) => key.startsWith("kilbride-autosave:") && (localStorage.getItem(key) ?? "").includes("Nobody pressed Save"),
        ),
      ),
    )
    .toBe(true);
  // The editor has its own address (issue 35): the reload opens it again.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/blog\/new$/);
  const offer = page.getByRole("status").filter({ hasText: "Unsaved text found." });
  await expect(offer).toBeVisible();
  await offer.getByRole("button", { name: "Restore unsaved text" }).click();
  await expect(page.getByLabel("Title*")).toHaveValue("Typed Before the Tab Closed");
  await expect(page.getByLabel("Summary*")).toHaveValue("Nobody pressed Save before the reload.");

  await page.getByLabel("Author*").fill("Ciara Kilbride");
  await page.getByLabel("Category*").fill("Company News");
  await page.getByLabel("Category*").press("Enter");
  await bodyEditor(page).fill("The body, typed after the text came back.");
  // The Access session runs out before Save: nothing is lost, and the admin is told how to go on.
  const cookies = await context.cookies();
  await context.clearCookies();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Not saved: your sign-in has expired." })).toBeVisible();
  await expect(page.getByLabel("Title*")).toHaveValue("Typed Before the Tab Closed");
  await context.addCookies(cookies);
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(toast(page, "Post created")).toBeVisible();
  await page.getByRole("link", { name: "← Back to the list" }).click();
  await page.getByRole("button", { name: "New Post" }).click();
  await expect(page.getByLabel("Title*")).toHaveValue("");
  await expect(page.getByText("Unsaved text found.")).toHaveCount(0);
});
