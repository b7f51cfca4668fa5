import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every browser test fails on a console error or an uncaught page error, so a page that "renders"
 * while throwing is caught. Tests that provoke an error on purpose list it in `allowedConsole`.
 */
export const test = base.extend<{ consoleErrors: string[]; allowedConsole: RegExp[] }>({
  allowedConsole: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsole }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error" && !allowedConsole.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a page and waits until its data has loaded. */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState("networkidle");
  return response;
}
