import { expect, signIn, test, toast, visit } from "./support/fixtures";
import { solidPng } from "./support/png";
import { bodyEditor } from "./support/rich-text";

// The refused delete is a 409 the browser reports on the console; the test expects it.
test.use({ allowedConsole: [/status of 409/] });

test("an image uploaded in the post editor shows on the published post with its alt text and size; the library refuses to delete it while used", async ({
  page,
}) => {
  await signIn(page);
  await visit(page, "/admin/blog");
  await page.getByRole("button", { name: "New Post" }).click();
  await page.getByLabel("Title*").fill("Commissioning Day at Ballymore");
  await page.getByLabel("Summary*").fill("The first export of power from the Ballymore array, in pictures.");
  await page.getByLabel("Author*").fill("Ciara Kilbride");
  await page.getByLabel("Category*").fill("Solar Energy");
  await page.getByLabel("Category*").press("Enter");
  await bodyEditor(page).fill("The array exported its first megawatt-hour on a grey Tuesday morning.");

  await page
    .getByLabel("Upload an image")
    .setInputFiles({ name: "ballymore.png", mimeType: "image/png", buffer: solidPng(320, 180, [20, 140, 90]) });
  await expect(page.getByRole("img", { name: "Preview of ballymore.png" })).toBeVisible();
  await page.getByRole("button", { name: "Upload image" }).click();
  await expect(page.getByRole("alert")).toHaveText("Please describe the image in a few words (alt text) before uploading it.");
  await page.getByLabel("Alt text").fill("Engineers beside the first row of panels at Ballymore");
  await page.getByRole("button", { name: "Upload image" }).click();
  const field = page.getByLabel("Image URL").first();
  await expect(field).toHaveValue(/^\/media\/[0-9a-f]{64}\.png$/);
  const url = await field.inputValue();
  await expect(page.getByText(/Uploaded image: .*320×180, alt text "Engineers beside/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Preview of the post image" })).toHaveAttribute("src", url);

  await page.getByLabel("Published").check();
  await page.getByRole("button", { name: "Save Post" }).click();
  await expect(page.getByText("Post created", { exact: true })).toBeVisible();

  const visitor = await page.context().newPage();
  await visit(visitor, "/blog/commissioning-day-at-ballymore");
  const image = visitor.getByRole("img", { name: "Engineers beside the first row of panels at Ballymore" });
  await expect(image).toHaveAttribute("src", url);
  await expect(image).toHaveAttribute("width", "320");
  await expect(image).toHaveAttribute("height", "180");
  // Served from R2 by the Worker and decoded by the browser.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await visitor.close();

  await visit(page, "/admin/media");
  const row = page.getByRole("row", { name: /ballymore\.png/ });
  await expect(row).toContainText("Commissioning Day at Ballymore (post, image)");
  await expect(row).toContainText("320×180");
  await row.getByRole("button", { name: "Delete ballymore.png" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Not deleted")).toBeVisible();
  await expect(page.getByRole("region", { name: /Notifications/ })).toContainText('post "Commissioning Day at Ballymore" (image)');
  await expect(page.getByRole("row", { name: /ballymore\.png/ })).toBeVisible();

  // In the Trash the post still uses the file (a restore would bring it back); once the post is
  // deleted permanently the file can go too (and the blog is as the other tests expect it).
  await visit(page, "/admin/blog");
  await page.getByRole("button", { name: "Delete Commissioning Day at Ballymore" }).click();
  await page.getByRole("alertdialog", { name: "Move the blog post to the Trash?" }).getByRole("button", { name: "Move to Trash" }).click();
  await expect(page.getByRole("row", { name: /Commissioning Day/ })).toHaveCount(0);
  await visit(page, "/admin/media");
  await expect(page.getByRole("row", { name: /ballymore\.png/ })).not.toContainText("Not used");
  await visit(page, "/admin/blog");
  await page.getByRole("button", { name: "Trash", exact: true }).click();
  await page
    .getByRole("table", { name: "Trash of blog posts" })
    .getByRole("button", { name: "Delete Commissioning Day at Ballymore permanently" })
    .click();
  await page.getByRole("alertdialog", { name: "Are you absolutely sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("table", { name: "Trash of blog posts" }).getByRole("row", { name: /Commissioning Day/ })).toHaveCount(0);
  await visit(page, "/admin/media");
  await expect(page.getByRole("row", { name: /ballymore\.png/ })).toContainText("Not used");
  await page.getByRole("button", { name: "Delete ballymore.png" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "File deleted")).toBeVisible();
  await expect(page.getByRole("table", { name: "Uploaded media" })).toContainText("No files found.");
  expect((await page.request.get(url)).status()).toBe(404);
});

test("a video chosen in the project editor goes up in parts, then plays from /media with byte ranges", async ({ page }) => {
  await signIn(page);
  await visit(page, "/admin/projects");
  await page.getByRole("button", { name: "New Project" }).click();
  await page.getByLabel("Upload a video").setInputFiles("web/public/media/pueblo-agrivoltaic-array.webm");
  await page.getByRole("button", { name: "Upload video" }).click();
  const field = page.getByLabel("Video URL");
  await expect(field).toHaveValue(/^\/media\/[0-9a-f]{64}\.webm$/);
  const url = await field.inputValue();
  const preview = page.getByLabel("Preview of the project video");
  await expect(preview).toHaveAttribute("src", url);
  // The browser read the video's metadata from the Worker.
  await expect.poll(() => preview.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThan(0);
  const range = await page.request.get(url, { headers: { Range: "bytes=0-3" } });
  expect(range.status()).toBe(206);
  expect([...(await range.body())]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

  await visit(page, "/admin/media");
  const row = page.getByRole("row", { name: /pueblo-agrivoltaic-array\.webm/ });
  await expect(row).toContainText("WebM");
  await expect(row).toContainText("Not used");
  await row.getByRole("button", { name: "Delete pueblo-agrivoltaic-array.webm" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("table", { name: "Uploaded media" })).toContainText("No files found.");
});
