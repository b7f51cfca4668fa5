import { execFileSync } from "node:child_process";
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

/** Signs in through the local Access emulation, as the 'Sign in as local admin' button does. */
export async function signIn(page: Page) {
  await visit(page, "/admin");
  await page.getByRole("button", { name: "Sign in as local admin" }).click();
  await expect(page.getByText("Local admin", { exact: true })).toBeVisible();
  // The marker shows before the sign-in has answered; the offer goes once the session cookie is set.
  await expect(page.getByRole("button", { name: "Sign in as local admin" })).toHaveCount(0);
}

/** Rows of a query against the browser tests' local database (what the site stored). */
export function queryE2eDb(sql: string): Record<string, unknown>[] {
  const out = execFileSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", ".wrangler/e2e-state", "--json", "--command", sql],
    {
      encoding: "utf8",
      env: { ...process.env, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      stdio: ["ignore", "pipe", "ignore"],
    },
  );
  const parsed = JSON.parse(out) as { results: Record<string, unknown>[] }[];
  return parsed[0]?.results ?? [];
}

/** A toast on screen (inside the notifications region, not Radix's screen-reader copy). */
export function toast(page: Page, title: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });
}

/** A calculator's result under its title in the selected tab (the <dd> after the <dt>). */
export function calculatorFigure(page: Page, title: string) {
  return page
    .getByRole("tabpanel")
    .locator("dt", { hasText: new RegExp(`^${title}$`) })
    .locator("xpath=following-sibling::dd[1]");
}
