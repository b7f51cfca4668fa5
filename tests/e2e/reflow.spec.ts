/**
 * WCAG 1.4.4 and 1.4.10 (issue 36): every public page reflows without sideways scrolling at 320 CSS px
 * and on a phone with the browser's text size at 200%, and the menu button stays on screen.
 */
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

const pages = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/projects/1",
  "/calculators",
  "/calculators?tab=solar",
  "/blog",
  "/contact",
  "/clients",
  "/contractors",
  "/partners",
  "/affiliates",
  "/merch",
  "/privacy",
  "/blog/solar-roi-commercial-rooftops",
  "/search",
  "/search?q=solar",
  "/subscribe",
];

/** The browser's own text-size setting (what a phone's "large text" changes): every rem scales. */
async function textSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } });
}

/** Elements whose right edge passes the viewport, named so a failure says what to fix. */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const names: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Inside a container that scrolls on its own (a wide table in its scroll box) is allowed.
      if (element.parentElement?.closest("[data-scroll-x]")) continue;
      names.push(
        `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${element.className.toString().split(" ").slice(0, 3).join(".")} (${Math.round(box.right)} > ${width})`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, names: names.slice(0, 8) };
  });
}

for (const [label, viewport, percent] of [
  ["320 CSS px", { width: 320, height: 640 }, 100],
  ["a phone at 200% text", { width: 390, height: 844 }, 200],
] as const) {
  test.describe(label, () => {
    test.use({ viewport, isMobile: true, hasTouch: true });

    for (const path of pages) {
      test(`${path} has no sideways scrolling and its menu button on screen`, async ({ page }) => {
        await textSize(page, percent);
        await visit(page, path);
        const result = await overflowing(page);
        expect(result.names, `overflowing at ${viewport.width}px`).toEqual([]);
        expect(result.scrollWidth).toBeLessThanOrEqual(result.width);
        const menu = page.getByRole("button", { name: "Open menu" });
        await expect(menu).toBeInViewport({ ratio: 1 });
      });
    }
  });
}
