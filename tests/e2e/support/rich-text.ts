import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

/** The post editor's body: the rich-text editor's editable area. */
export const bodyEditor = (page: Page) => page.getByRole("textbox", { name: /^Body/ });

/** A clipboard fixture (tests/e2e/fixtures/), e.g. what Word or Google Docs put on the clipboard. */
export const clipboardFixture = (name: string) => readFileSync(join(import.meta.dirname, "../fixtures", name), "utf8");

/**
 * Pastes HTML into the body at the caret, as a paste from another program arrives: a paste event
 * whose clipboard holds text/html (the browser's own clipboard is not shared with the test).
 */
export async function pasteHtml(page: Page, html: string) {
  await bodyEditor(page).evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData("text/html", pasted);
    data.setData("text/plain", pasted.replace(/<[^>]+>/g, ""));
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}
