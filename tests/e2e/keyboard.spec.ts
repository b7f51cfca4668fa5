import type { Locator, Page } from "@playwright/test";
import { expect, test, toast, visit } from "./support/fixtures";

/** Presses Tab until `target` has focus (fails after `max` presses): how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function focusIsVisible(page: Page) {
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "none";
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
  });
  expect(outline === "none" || /^none 0px none$/.test(outline), `focus indicator: ${outline}`).toBe(false);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu opens, is walked and followed with the keyboard alone", async ({ page }) => {
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await tabTo(page, toggle);
    await focusIsVisible(page);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await tabTo(page, menu.getByRole("link", { name: "About" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();
  });
});

test("the skip link jumps to the page content", async ({ page }) => {
  await visit(page, "/about");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});

test("the contact form is filled and sent with the keyboard alone", async ({ page }) => {
  await visit(page, "/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await tabTo(page, form.getByLabel("First Name"));
  await focusIsVisible(page);
  await page.keyboard.type("Keyboard");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Last Name")).toBeFocused();
  await page.keyboard.type("User");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Email")).toBeFocused();
  await page.keyboard.type("keys@example.com");
  await tabTo(page, form.getByLabel("Inquiry Type"), 5);
  await page.keyboard.press("ArrowDown"); // first real option
  await tabTo(page, form.getByLabel("Message"), 5);
  await page.keyboard.type("Typed without a mouse, sent with Enter on the button.");
  await tabTo(page, form.getByRole("button", { name: "Send Message" }), 5);
  await page.keyboard.press("Enter");
  await expect(toast(page, "Message Sent")).toBeVisible();
  // The keyboard goes on from the confirmation, and back to an empty form from there.
  await expect(page.getByRole("heading", { name: "Message Sent" })).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Send another message" }), 5);
  await page.keyboard.press("Enter");
  await expect(form.getByLabel("First Name")).toHaveValue("");
});

test("the admin delete dialog is opened, cancelled with Escape and confirmed by keyboard", async ({ page }) => {
  await visit(page, "/admin");
  await tabTo(page, page.getByRole("button", { name: "Sign in as local admin" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("Local admin", { exact: true })).toBeVisible();
  await visit(page, "/admin/inquiries");
  const table = page.getByRole("table", { name: "Inquiries" });
  const rowsBefore = await table.getByRole("row").count();
  const deleteButton = table.getByRole("button", { name: /^Delete inquiry from/ }).first();
  await tabTo(page, deleteButton);
  await focusIsVisible(page);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(deleteButton).toBeFocused(); // focus returns to what opened it
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Delete" }), 4);
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(table.getByRole("row")).toHaveCount(rowsBefore - 1);
});
