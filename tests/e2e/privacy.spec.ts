import { readFile } from "node:fs/promises";
import { BOT_CHECK_DUMMY_TOKEN } from "#contract/fields.ts";
import { expect, signIn, test, visit } from "./support/fixtures";

const ADDRESS = "eimear.privacy@example.org";

test("a privacy request from search to export to erase, and the audit log records it", async ({ page }) => {
  // Two forms sent by one person: each lead with its team's notification and the person's acknowledgement (ADR 301).
  for (const [path, data] of [
    ["/api/contact", { firstName: "Eimear", lastName: "Nolan", email: ADDRESS, inquiryType: "general", message: "Please tell me more." }],
    [
      "/api/merch/quotes",
      { kind: "custom", contactName: "Eimear Nolan", email: ADDRESS, phone: "+353 1 555 0190", requirements: "Ten hoodies.", lines: [] },
    ],
  ] as const) {
    const res = await page.request.post(path, { data: { ...data, turnstileToken: BOT_CHECK_DUMMY_TOKEN } });
    expect(res.status()).toBe(201);
  }

  await signIn(page);
  await visit(page, "/admin/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Requests" })).toBeVisible();
  const form = page.getByRole("form", { name: "Find a person's data" });
  await form.getByLabel("Email address").fill("not-an-address");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(form.getByText("Please enter a valid email address.")).toBeVisible();

  await form.getByLabel("Email address").fill("nobody.here@example.org");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("status")).toContainText("Nothing found for nobody.here@example.org.");

  await form.getByLabel("Email address").fill(ADDRESS.toUpperCase());
  await form.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("region", { name: `Results for ${ADDRESS.toUpperCase()}` });
  await expect(results.getByRole("status")).toContainText("6 records held");
  const table = results.getByRole("table", { name: "Records held, by place" });
  await expect(table.getByRole("row")).toHaveCount(5);
  await expect(table.getByRole("row", { name: /Inquiries inquiries 1/ })).toBeVisible();
  await expect(table.getByRole("row", { name: /Merchandise Quotes merch_quotes 1/ })).toBeVisible();

  const download = page.waitForEvent("download");
  await results.getByRole("link", { name: "Download export (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kilbride-personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await file.path()) ?? "", "utf8")) as {
    summary: string[];
    tables: Record<string, unknown[]>;
  };
  // The leads, their notification e-mails, and their workflow rows (status, owner, where each was sent from).
  expect(Object.keys(exported.tables).sort()).toEqual(["inquiries", "lead_notifications", "lead_workflow", "merch_quotes"]);
  expect(exported.summary).toHaveLength(2);

  await results.getByRole("button", { name: "Erase 6 records" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
  await expect(dialog).toContainText(`This will permanently delete the 6 records held for ${ADDRESS.toUpperCase()}`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await results.getByRole("button", { name: "Erase 6 records" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(results.getByRole("status")).toContainText(`Erased 6 records for ${ADDRESS.toUpperCase()}.`);
  await expect(results.getByRole("status")).toContainText(`Nothing found for ${ADDRESS.toUpperCase()}.`);
  await expect(results.getByRole("button", { name: /Erase/ })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Audit Log" }).click();
  await page.getByLabel("Action").selectOption({ label: "Erased a person's data" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  const log = page.getByRole("table", { name: "Audit log" });
  await expect(log.getByRole("row", { name: /Erased a person's data/ })).toHaveCount(2);
  await expect(log).not.toContainText(ADDRESS);
});

test("the privacy notice is a prerendered page, in the sitemap, linked from the footer and beside every form's button", async ({
  page,
}) => {
  for (const path of ["/contact", "/clients", "/contractors", "/partners", "/affiliates", "/merch"]) {
    await visit(page, path);
    const note = page.getByText(/We use these details only to answer this request, and delete them after 24 months/).first();
    await expect(note).toBeVisible();
    await expect(note.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
  }
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Notice" })).toBeVisible();
  for (const text of ["GDPR", "CCPA", "kilbride-cart", "no cookie banner", "24 months", "30 days"])
    await expect(page.getByRole("main")).toContainText(text);

  const html = await (await page.request.get("/privacy")).text();
  expect(html).toContain("What each form collects and why");
  const sitemap = await (await page.request.get("/sitemaps/pages.xml")).text();
  expect(sitemap).toContain("/privacy</loc>");
});
