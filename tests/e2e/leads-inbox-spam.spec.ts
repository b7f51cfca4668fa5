/**
 * The inbox's second round (issue 31), on a desktop and a 820 px tablet: the dashboard's unread
 * count and recent leads → a lead → Mark as spam → Undo; the ticked leads exported as one CSV and
 * the inbox sorted by a column; Mark Responded on the inquiries page undone.
 */
import { readFileSync } from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import { expect, signIn, test, visit } from "./support/fixtures";

/** A contact inquiry as the form sends it, bot check passed (the local stand-in takes any token). */
async function sendInquiry(request: APIRequestContext, firstName: string, lastName: string, email: string): Promise<number> {
  const res = await request.post("/api/contact", {
    data: { firstName, lastName, email, inquiryType: "solar", message: "Panels for a barn roof.", turnstileToken: "XXXX.DUMMY.TOKEN.XXXX" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

for (const width of [1280, 820]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("the dashboard's unread count → a recent lead → mark as spam → undo", async ({ page }) => {
      const stamp = `${width}${Date.now()}`;
      const last = `Spamcheck${stamp}`;
      await sendInquiry(page.request, "Dara", last, `dara.${stamp}@example.com`);

      await signIn(page);
      const glance = page.getByRole("region", { name: /Unread leads/ });
      await expect(glance.getByRole("heading", { name: /Unread leads: [1-9][\d,]*/ })).toBeVisible();
      await expect(glance.getByRole("link", { name: /Inquiries: [1-9][\d,]* unread/ })).toBeVisible();
      const recent = page.getByRole("list", { name: "Recent leads" });
      await recent.getByRole("link", { name: `Dara ${last}` }).click();
      await expect(page).toHaveURL(/\/admin\/leads\/inquiries\/\d+$/);

      const workflow = page.getByRole("region", { name: "Status and owner" });
      await expect(workflow).toContainText("Not spam.");
      await workflow.getByRole("button", { name: "Mark as spam" }).click();
      await expect(workflow.getByText("Marked as spam", { exact: true })).toBeVisible();
      await expect(workflow.getByRole("button", { name: "Not spam" })).toBeVisible();
      // Spam is apart from the status: still read.
      await expect(workflow).toContainText("Status: Read");
      const undo = page.getByRole("status").filter({ hasText: "Marked as spam." });
      await undo.getByRole("button", { name: "Undo" }).click();
      await expect(workflow).toContainText("Not spam.");
      await expect(workflow.getByRole("button", { name: "Mark as spam" })).toBeVisible();

      // Marked again, it is in the Spam view only.
      await workflow.getByRole("button", { name: "Mark as spam" }).click();
      await expect(workflow.getByRole("button", { name: "Not spam" })).toBeVisible();
      await visit(page, `/admin/inbox?q=${last}`);
      const table = page.getByRole("table", { name: "Leads" });
      await expect(table).toContainText("No leads found.");
      await page
        .getByRole("navigation", { name: "Status views" })
        .getByRole("button", { name: /^Spam \(1\)/ })
        .click();
      await expect(table.getByRole("row", { name: new RegExp(`Dara ${last}`) })).toContainText("Marked as spam");
    });

    test("the ticked leads download as one CSV; a column header sorts the inbox", async ({ page }) => {
      const stamp = `${width}${Date.now()}`;
      const tag = `Bulkexport${stamp}`;
      await sendInquiry(page.request, "Aine", tag, `aine.${stamp}@example.com`);
      await sendInquiry(page.request, "Bea", tag, `bea.${stamp}@example.com`);
      await sendInquiry(page.request, "Cian", tag, `cian.${stamp}@example.com`);

      await signIn(page);
      await visit(page, `/admin/inbox?q=${tag}`);
      const table = page.getByRole("table", { name: "Leads" });
      await expect(table.getByRole("row")).toHaveCount(4);
      await table.getByRole("checkbox", { name: `Select Aine ${tag}` }).check();
      await table.getByRole("checkbox", { name: `Select Cian ${tag}` }).check();
      const bulk = page.getByRole("group", { name: "Bulk actions" });
      const downloading = page.waitForEvent("download");
      await bulk.getByRole("link", { name: "Export CSV (2)" }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^kilbride-selected-leads-\d{4}-\d{2}-\d{2}\.csv$/);
      const lines = readFileSync(await download.path(), "utf8")
        .trim()
        .split(/\r?\n/);
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(/^"?Kind"?,"?ID"?,"?Received \(/);
      expect(lines.join("\n")).toContain(`aine.${stamp}@example.com`);
      expect(lines.join("\n")).toContain(`cian.${stamp}@example.com`);
      expect(lines.join("\n")).not.toContain(`bea.${stamp}@example.com`);

      // Sorted by name: the URL says so, the header says so, A to Z.
      await table.getByRole("button", { name: /^Lead/ }).click();
      await expect(page).toHaveURL(/sort=name/);
      await expect(table.getByRole("columnheader", { name: /^Lead/ })).toHaveAttribute("aria-sort", "ascending");
      await expect(table.getByRole("link", { name: new RegExp(tag) })).toHaveText([`Aine ${tag}`, `Bea ${tag}`, `Cian ${tag}`]);
      await table.getByRole("button", { name: /^Received/ }).click();
      await expect(table.getByRole("columnheader", { name: /^Received/ })).toHaveAttribute("aria-sort", "descending");
      await expect(table.getByRole("link", { name: new RegExp(tag) })).toHaveText([`Cian ${tag}`, `Bea ${tag}`, `Aine ${tag}`]);
    });

    test("Mark Responded on the inquiries page is undone from its notice", async ({ page }) => {
      const stamp = `${width}${Date.now()}`;
      const last = `Undoable${stamp}`;
      await sendInquiry(page.request, "Eoin", last, `eoin.${stamp}@example.com`);
      await signIn(page);
      await visit(page, `/admin/inquiries?q=${last}`);
      const table = page.getByRole("table", { name: "Inquiries" });
      const row = table.getByRole("row", { name: new RegExp(`Eoin ${last}`) });
      await expect(row).toContainText("Pending");
      await row.getByRole("button", { name: `Mark Responded: Eoin ${last}` }).click();
      await expect(row).toContainText("Responded");
      const undo = page.getByRole("status").filter({ hasText: `Marked Eoin ${last} responded.` });
      await undo.getByRole("button", { name: "Undo" }).click();
      await expect(row).toContainText("Pending");
      await expect(row.getByRole("button", { name: `Mark Responded: Eoin ${last}` })).toBeVisible();
    });
  });
}
