/**
 * The dashboard's Analytics and Reports tabs in a real browser, in the admin's time zone: first
 * with no leads, notifications or views (every panel says what will appear), then with a few
 * known ones. The site's own rows are set aside for these tests and put back after them.
 */
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import { expect, queryE2eDb, signIn, test } from "./support/fixtures";

const TZ = "Europe/Dublin";
// bypassCSP lets axe-core be injected (as in accessibility.spec.ts); admin.spec.ts runs these pages under the CSP.
test.use({ timezoneId: TZ, bypassCSP: true });

const held = [
  "inquiries",
  "project_requests",
  "contractor_applications",
  "partner_requests",
  "affiliates",
  "merch_quotes",
  "lead_notifications",
  "post_view_days",
  "post_view_totals",
];
const H = 3_600_000;

/** A date in Dublin, YYYY-MM-DD, `days` from now. */
function dublinDate(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 24 * H),
  );
}

test.describe.configure({ mode: "serial" });

test.beforeAll(() => {
  queryE2eDb(
    [
      ...held.map((t) => `CREATE TABLE e2e_hold_${t} AS SELECT * FROM ${t}; DELETE FROM ${t};`),
      "CREATE TABLE e2e_hold_views AS SELECT id, view_count FROM blog_posts; UPDATE blog_posts SET view_count = 0;",
    ].join(" "),
  );
});

test.afterAll(() => {
  queryE2eDb(
    [
      ...held.map((t) => `DELETE FROM ${t}; INSERT INTO ${t} SELECT * FROM e2e_hold_${t}; DROP TABLE e2e_hold_${t};`),
      "UPDATE blog_posts SET view_count = (SELECT view_count FROM e2e_hold_views h WHERE h.id = blog_posts.id); DROP TABLE e2e_hold_views;",
    ].join(" "),
  );
});

/** axe-core's serious and critical WCAG A/AA findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve("axe-core") });
  return page.evaluate(async () => {
    type Finding = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Finding[] }> } }).axe;
    const { violations } = await axe.run(document, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] } });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
  });
}

async function openTab(page: Page, name: "Analytics" | "Reports") {
  await signIn(page);
  await page.getByRole("tab", { name }).click();
}

test("with nothing stored, each panel and the report say what will appear", async ({ page }) => {
  await openTab(page, "Analytics");
  await expect(page.getByText(/^No leads in the last 24 weeks\./)).toBeVisible();
  await expect(page.getByText(/^No inquiries yet\./)).toBeVisible();
  await expect(page.getByText(/^No post views yet\./)).toBeVisible();
  await expect(page.getByText(/^No lead e-mails in this period\./)).toBeVisible();
  await expect(page.getByRole("figure")).toHaveCount(0);

  await page.getByRole("tab", { name: "Reports" }).click();
  await page.getByRole("button", { name: "Show report" }).click();
  const report = page.getByRole("article", { name: "Report summary" });
  await expect(report.getByText(/^No leads in this period\./)).toBeVisible();
  await expect(report.getByRole("row", { name: "Total 0" })).toBeVisible();
});

test("with leads, responses, e-mails and views, the panels count them in the admin's weeks", async ({ page }) => {
  const now = Date.now();
  queryE2eDb(
    [
      `INSERT INTO inquiries (first_name, last_name, email, inquiry_type, message, responded, responded_at, created_at) VALUES ('Orla', 'Waiting', 'orla@example.ie', 'solar', 'A rooftop array for our depot, please.', 0, NULL, ${now - 3 * H}), ('Padraig', 'Answered', 'padraig@example.ie', 'hydrogen', 'Electrolyzer sizing for a fleet depot.', 1, ${now - 3 * H}, ${now - 5 * H});`,
      `INSERT INTO affiliates (name, email, phone, terms_accepted, referral_code, created_at) VALUES ('Sinead Affiliate', 's@example.ie', '+353 1 555 0110', 1, 'KIL-E2EA1', ${now - H}), ('Tadhg Affiliate', 't@example.ie', '+353 1 555 0111', 1, 'KIL-E2EA2', ${now - 2 * H});`,
      `INSERT INTO lead_notifications (lead_kind, lead_id, status, created_at) VALUES ('affiliates', 1, 'sent', ${now - H}), ('affiliates', 2, 'sent', ${now - 2 * H}), ('inquiries', 999999, 'failed', ${now - 3 * H});`,
      `INSERT INTO post_view_days (post_id, day, views) SELECT id, '${new Date(now).toISOString().slice(0, 10)}', 40 FROM blog_posts WHERE published = 1 ORDER BY id LIMIT 1;`,
      "INSERT INTO post_view_totals (post_id, views) SELECT post_id, views FROM post_view_days;",
    ].join(" "),
  );
  const [top] = queryE2eDb("SELECT b.id, b.title FROM post_view_days d JOIN blog_posts b ON b.id = d.post_id") as {
    id: number;
    title: string;
  }[];

  await openTab(page, "Analytics");
  const leads = page.getByRole("region", { name: "Leads" });
  await expect(leads.getByRole("row", { name: "Affiliates 2 0 new" })).toBeVisible();
  await expect(leads.getByRole("row", { name: "Inquiries 2 0 new" })).toBeVisible();
  await expect(leads.getByText("Leads, last 12 weeks4")).toBeVisible();
  const chart = leads.getByRole("figure", { name: "Leads per week" });
  await expect(chart.getByRole("img")).toBeVisible();
  await chart.getByText("Show data").click();
  await expect(chart.getByRole("row", { name: /^Total 2 0 0 0 2 0 4$/ })).toBeVisible();

  const inquiries = page.getByRole("region", { name: "Inquiries" });
  await expect(inquiries.getByText("Pending1", { exact: true })).toBeVisible();
  await expect(inquiries.getByText("Median time to first response2 h")).toBeVisible();
  await inquiries.getByRole("link", { name: "Orla Waiting" }).click();
  // The oldest pending inquiry opens on its own page (ADR 269), where it can be read and answered.
  await expect(page).toHaveURL(/\/admin\/leads\/inquiries\/\d+$/);
  await expect(page.getByRole("link", { name: "Reply to orla@example.ie" })).toBeVisible();
  await page.goBack();
  await page.getByRole("tab", { name: "Analytics" }).click();

  const content = page.getByRole("region", { name: "Content" });
  await expect(content.getByRole("listitem").filter({ hasText: `${top?.title} 40 views` })).toHaveCount(2);
  await expect(content.getByRole("figure", { name: "Blog views per day, last 30 days" })).toContainText("40 views in 30 days");
  await content.getByLabel("Views per day of one post").selectOption(String(top?.id));
  await expect(content.getByRole("figure", { name: `Views per day: ${top?.title}` })).toBeVisible();

  const notifications = page.getByRole("region", { name: "Lead notifications" });
  await expect(notifications.getByText("Sent2", { exact: true })).toBeVisible();
  await expect(notifications.getByText("Failed1", { exact: true })).toBeVisible();
  // The panels, their charts and tables pass the accessibility rules.
  expect(await axeFindings(page)).toEqual([]);
});

test("a report of a range downloads its leads as CSV and prints the summary alone", async ({ page }) => {
  await openTab(page, "Reports");
  await page.getByLabel("From").fill(dublinDate(1));
  await page.getByLabel("To").fill(dublinDate(0));
  await page.getByRole("button", { name: "Show report" }).click();
  await expect(page.getByText("The start date must not be after the end date.")).toBeVisible();

  await page.getByLabel("From").fill(dublinDate(-2));
  await page.getByLabel("Leads", { exact: true }).selectOption({ label: "Affiliates" });
  await page.getByRole("button", { name: "Show report" }).click();
  const report = page.getByRole("article", { name: "Report summary" });
  await expect(report).toContainText(`in the time zone ${TZ}`);
  await expect(report.getByRole("row", { name: "Affiliates 2" })).toBeVisible();
  await expect(report.getByRole("row", { name: "Total 4" })).toBeVisible();
  await expect(report).toContainText("2 sent, 1 failed, 0 still sending.");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CSV (Affiliates)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`kilbride-affiliates-${dublinDate(-2)}-to-${dublinDate(0)}.csv`);
  const csv = await (await import("node:fs/promises")).readFile((await file.path()) ?? "", "utf8");
  expect(
    csv
      .split("\r\n")
      .filter(Boolean)
      .map((line) => line.split(",")[2]),
  ).toEqual(['"Name"', '"Sinead Affiliate"', '"Tadhg Affiliate"']);

  // Printed, the summary is all there is: the admin navigation and the form are hidden.
  await page.emulateMedia({ media: "print" });
  await expect(report).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Show report" })).toBeHidden();
  await page.emulateMedia({ media: "screen" });
});
