import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

const axePath = createRequire(import.meta.url).resolve("axe-core");

const publicRoutes = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/projects/1",
  "/calculators",
  "/blog",
  "/blog/solar-roi-commercial-rooftops",
  "/contact",
  "/clients",
  "/contractors",
  "/partners",
  "/affiliates",
  "/merch",
  "/privacy",
  "/search",
  "/search?q=solar",
  "/subscribe",
  "/subscribe?outcome=sent",
  "/subscribe?unsubscribe=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
  "/no-such-page",
];
/** Each calculator with results from the URL, so its chart is drawn. */
const calculatorChartRoutes = [
  "/calculators?tab=solar&systemSize=250",
  "/calculators?tab=hydrogen&electrolyzerSize=10",
  "/calculators?tab=bitcoin&difficulty=1",
  "/calculators?tab=dataCenter&capacity=2",
  "/calculators?tab=pace&term=10",
];
const adminRoutes = [
  "/admin",
  "/admin/inbox",
  "/admin/blog",
  // The editors at their own addresses (issue 35): pickers, previews, snippet bars.
  "/admin/blog/new",
  "/admin/projects",
  "/admin/projects/new",
  "/admin/inquiries",
  "/admin/leads",
  "/admin/privacy",
  "/admin/audit",
];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Scrolls to the bottom and back, as a reader would, so sections that load when near are rendered too. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core (WCAG 2.x A/AA rules, plus `extraTags`) in the page; answers the serious and
 * critical violations, or every violation when `allImpacts` (landmark rules are only "moderate").
 */
async function seriousViolations(
  page: Page,
  { extraTags = [], allImpacts = false }: { extraTags?: string[]; allImpacts?: boolean } = {},
): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const tags = [...wcagTags, ...extraTags];
  const violations = await page.evaluate(async (values) => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: "tag", values } });
    return result.violations;
  }, tags);
  return violations
    .filter((v) => allImpacts || v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

async function signIn(page: Page) {
  await visit(page, "/admin");
  await page.getByRole("button", { name: "Sign in as local admin" }).click();
  await expect(page.getByText("Local admin", { exact: true })).toBeVisible();
}

for (const theme of ["light", "dark"] as const) {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 375, height: 740 },
  ]) {
    test.describe(`axe, ${theme} theme, ${viewport.width} px`, () => {
      // axe is injected as an inline script, which our CSP rightly refuses; only this suite bypasses it.
      test.use({ viewport, colorScheme: theme, bypassCSP: true, allowedConsole: [/status of 404/] });

      test("public pages have no serious or critical violations", async ({ page }) => {
        test.setTimeout(180_000);
        const found: string[] = [];
        for (const path of publicRoutes) {
          await visit(page, path);
          await scrollThrough(page);
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
          for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
      });

      test("with the chat open, pages have one banner and no other violations, best practice included", async ({ page }) => {
        test.setTimeout(120_000);
        const found: string[] = [];
        for (const path of ["/", "/blog/solar-roi-commercial-rooftops", "/merch"]) {
          await visit(page, path);
          await page.getByRole("button", { name: "Chat with Brigid" }).click();
          await expect(page.getByRole("dialog", { name: "Brigid" })).toBeVisible();
          await expect(page.getByRole("banner")).toHaveCount(1);
          for (const v of await seriousViolations(page, { extraTags: ["best-practice"], allImpacts: true })) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
      });

      test("with the search open and showing results, a page has no violations, best practice included", async ({ page }) => {
        await visit(page, "/about");
        await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
        await page.getByRole("banner").getByRole("link", { name: "Search the site" }).click();
        const search = page.getByRole("dialog", { name: "Search" });
        await search.getByRole("searchbox", { name: "Search the site" }).fill("solar");
        await expect(search.getByRole("status")).toHaveText(/results? for/);
        await expect(page.getByRole("banner")).toHaveCount(1);
        expect(await seriousViolations(page, { extraTags: ["best-practice"], allImpacts: true })).toEqual([]);
      });

      test("calculator charts, with their data tables open, have no serious or critical violations", async ({ page }) => {
        test.setTimeout(120_000);
        const found: string[] = [];
        for (const path of calculatorChartRoutes) {
          await visit(page, path);
          const figure = page.getByRole("tabpanel").getByRole("figure");
          await figure.getByText("Show data", { exact: true }).click();
          await expect(figure.getByRole("table")).toBeVisible();
          for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
        }
        expect(found).toEqual([]);
      });

      test("admin pages have no serious or critical violations", async ({ page }) => {
        test.setTimeout(120_000);
        await signIn(page);
        const found: string[] = [];
        for (const path of adminRoutes) {
          await visit(page, path);
          for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
        }
        // One lead's own page, opened from the inbox.
        await visit(page, "/admin/inbox");
        await page.getByRole("table", { name: "Leads" }).getByRole("link").first().click();
        await expect(page.getByRole("region", { name: "Status and owner" })).toBeVisible();
        for (const v of await seriousViolations(page)) found.push(`lead page: ${v}`);
        expect(found).toEqual([]);
      });
    });
  }
}
