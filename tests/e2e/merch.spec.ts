/**
 * The merch page end to end in Chromium: switch collections, add two items with different options,
 * reload (the cart is in browser storage), request the order, see the success toast, and find the
 * request priced by the server in the e2e database. Also the corporate quote form and the anchors.
 */
import type { Page } from "@playwright/test";
import { expect, queryE2eDb, test, toast, visit } from "./support/fixtures";

function card(page: Page, name: string) {
  return page
    .getByRole("tabpanel")
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

const stamp = Date.now();

test("a visitor fills a cart across collections, reloads, and requests the order", async ({ page }) => {
  await visit(page, "/merch");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wear the Legacy. Carry the Crest.");
  await expect(page.getByRole("tab", { name: /Dragon Crest Line/ })).toHaveAttribute("aria-selected", "true");

  const hoodie = card(page, "Dragon Crest Hoodie");
  await hoodie.getByLabel("Color").selectOption({ label: "Atlantic Navy" });
  await hoodie.getByLabel("Size").selectOption({ label: "Large" });
  await hoodie.getByLabel("Qty").selectOption("2");
  await hoodie.getByRole("button", { name: "Add to Cart" }).click();
  await expect(toast(page, "Added to Cart")).toBeVisible();

  await page.getByRole("tab", { name: /Contractor Gear/ }).click();
  await expect(page).toHaveURL(/\?collection=contractor$/);
  const vest = card(page, "Hi-Vis Safety Vest");
  await vest.getByLabel("Color").selectOption({ label: "Safety Orange" });
  await vest.getByLabel("Size").selectOption({ label: "XX-Large" });
  await vest.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("button", { name: /^Cart/ })).toContainText("3");

  await page.reload();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("tab", { name: /Contractor Gear/ })).toHaveAttribute("aria-selected", "true");
  const cartButton = page.getByRole("button", { name: /^Cart/ });
  await expect(cartButton).toContainText("3");
  await cartButton.click();
  const drawer = page.getByRole("dialog", { name: "Your Cart" });
  await expect(drawer.getByText("Atlantic Navy, Large", { exact: true })).toBeVisible();
  await expect(drawer.getByText("Safety Orange, XX-Large", { exact: true })).toBeVisible();
  await expect(drawer.getByTestId("cart-subtotal")).toHaveText("$179.97");

  await drawer.getByLabel("Contact Name").fill("Ciarán Walsh");
  await drawer.getByLabel("Email").fill(`ciaran.${stamp}@example.com`);
  await drawer.getByRole("button", { name: "Request Order" }).click();
  await expect(toast(page, "Order Request Sent")).toBeVisible();
  // The drawer keeps the order's confirmation (ADR 303); the cart is emptied.
  await expect(drawer.getByRole("region", { name: "Order Request Sent" })).toContainText("Subtotal");
  await expect(cartButton).toContainText("0");
  await drawer.getByRole("button", { name: "Continue Shopping" }).click();
  await expect(drawer).toBeHidden();

  const rows = queryE2eDb(`SELECT kind, contact_name, subtotal_cents, lines FROM merch_quotes WHERE email = 'ciaran.${stamp}@example.com'`);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ kind: "order", contact_name: "Ciarán Walsh", subtotal_cents: 17997 });
  expect(JSON.parse(String(rows[0]?.lines))).toEqual([
    expect.objectContaining({ itemId: "dragon-crest-hoodie", color: "atlantic-navy", size: "l", quantity: 2, unitPriceCents: 6999 }),
    expect.objectContaining({ itemId: "hi-vis-safety-vest", color: "safety-orange", size: "xxl", quantity: 1, unitPriceCents: 3999 }),
  ]);
});

test("the corporate quote form sends a custom quote", async ({ page }) => {
  await visit(page, "/merch");
  const form = page.getByRole("form", { name: "Request custom quote form" });
  await form.getByLabel("Company Name").fill("Front Range Solar Co-op");
  await form.getByLabel("Contact Name").fill("Maeve Gallagher");
  await form.getByLabel("Email").fill(`maeve.${stamp}@example.com`);
  await form.getByLabel("Phone").fill("+1 303 555 0188");
  await form.getByLabel("Requirements").fill("120 embroidered hoodies for a crew event.");
  await form.getByRole("button", { name: "Submit Request" }).click();
  await expect(toast(page, "Quote Request Sent")).toBeVisible();
  const confirmation = page.getByRole("region", { name: "Quote Request Sent" });
  await expect(confirmation).toContainText(/KB-M-[0-9A-Z]{7}/);
  await expect(confirmation).toContainText("120 embroidered hoodies for a crew event.");
  await confirmation.getByRole("button", { name: "Request another quote" }).click();
  await expect(form.getByLabel("Contact Name")).toHaveValue("");
  expect(queryE2eDb(`SELECT kind, company_name FROM merch_quotes WHERE email = 'maeve.${stamp}@example.com'`)).toEqual([
    { kind: "custom", company_name: "Front Range Solar Co-op" },
  ]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("a buyer turns the cart into a 40-piece quote with sizes, a date and the artwork", async ({ page }) => {
    await visit(page, "/merch");
    const hoodie = card(page, "Dragon Crest Hoodie");
    await hoodie.getByLabel("Color").selectOption({ label: "Atlantic Navy" });
    await hoodie.getByLabel("Size").selectOption({ label: "Large" });
    await hoodie.getByLabel("Qty").selectOption("2");
    await hoodie.getByRole("button", { name: "Add to Cart" }).click();
    await expect(toast(page, "Added to Cart")).toBeVisible();

    const form = page.getByRole("form", { name: "Request custom quote form" });
    await form.getByRole("button", { name: "Add the 2 pieces in your cart" }).click();
    const block = form.getByRole("group", { name: /Dragon Crest Hoodie/ });
    await expect(block.getByRole("spinbutton", { name: "Large", exact: true })).toHaveValue("2");
    await block.getByRole("spinbutton", { name: "Medium" }).fill("18");
    await block.getByRole("spinbutton", { name: "X-Large", exact: true }).fill("20");
    await expect(block).toContainText("40 pieces");
    const neededBy = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    await form.getByLabel("Needed By").fill(neededBy);
    // 1 × 1 PNG: the upload starts as soon as the file is chosen.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");
    await form.getByLabel("Artwork (your logo)").setInputFiles({ name: "crew-logo.png", mimeType: "image/png", buffer: png });
    await expect(form.getByText("Uploaded: crew-logo.png")).toBeVisible();
    await form.getByLabel("Contact Name").fill("Maeve Gallagher");
    await form.getByLabel("Email").fill(`bulk.${stamp}@example.com`);
    await form.getByRole("button", { name: "Submit Request" }).click();

    const confirmation = page.getByRole("region", { name: "Quote Request Sent" });
    await expect(confirmation).toContainText(/KB-M-[0-9A-Z]{7}/);
    await expect(confirmation).toContainText("18 × Dragon Crest Hoodie (Atlantic Navy, Medium)");
    await expect(confirmation).toContainText("crew-logo.png");
    const [row] = queryE2eDb(
      `SELECT lines, needed_by, artwork_name, artwork_key FROM merch_quotes WHERE email = 'bulk.${stamp}@example.com'`,
    );
    expect(row).toMatchObject({ needed_by: neededBy, artwork_name: "crew-logo.png" });
    expect(JSON.parse(String(row?.lines)).map((line: { size: string; quantity: number }) => [line.size, line.quantity])).toEqual([
      ["l", 2],
      ["m", 18],
      ["xl", 20],
    ]);
    // The artwork is not public: /media serves the library only.
    expect((await page.request.get(`/media/${String(row?.artwork_key)}`)).status()).toBe(404);
  });
});

test("the spec's anchors land on the collections with the right tab", async ({ page }) => {
  for (const [anchor, tab] of [
    ["heritage-collection", "Heritage Series"],
    ["field-collection", "Contractor Gear"],
    ["heritage", "Heritage Series"],
    ["field", "Contractor Gear"],
    ["accessories", "Legacy Collection"],
  ] as const) {
    await visit(page, `/merch#${anchor}`);
    await expect(page.getByRole("tab", { name: new RegExp(tab) })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tablist", { name: "Collections" })).toBeInViewport();
  }
});

test("the lookbook opens, closes with Escape back to its button, and leads to a collection", async ({ page }) => {
  await visit(page, "/merch");
  const opener = page.getByRole("button", { name: "View Lookbook" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Lookbook" });
  await expect(dialog.getByRole("img", { name: /Mining Edition/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await dialog.getByRole("button", { name: "Shop Mining Edition" }).click();
  await expect(page.getByRole("tab", { name: /Mining Edition/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tablist", { name: "Collections" })).toBeInViewport();
});
