/**
 * The morning check (issue 31), on a desktop and a 820 px tablet: a visitor who arrived from a
 * campaign sends the contact form; the admin finds it unread in the inbox, opens its own page
 * with the message, its source and a mailto: reply link, marks it responded and undoes that.
 */
import { expect, signIn, test, visit } from "./support/fixtures";

for (const width of [1280, 820]) {
  test(`the morning check at ${width} px: new lead → unread in the inbox → detail → reply link → responded → undo`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const who = `Morning${width}`;
    const email = `morning.${width}.${Date.now()}@example.com`;

    // The visit lands on a post from a newsletter, then goes to the contact page.
    await visit(page, "/blog?utm_source=newsletter&utm_medium=email&utm_campaign=morning-check");
    await visit(page, "/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Maeve");
    await expect(form.getByText("Bot check (local stand-in): passed")).toBeVisible();
    await form.getByLabel("Last Name").fill(who);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Inquiry Type").selectOption({ label: "Solar Arrays" });
    const message = `Could you quote a rooftop array for our creamery? (${width} px)`;
    await form.getByLabel("Message").fill(message);
    await form.getByRole("button", { name: "Send Message" }).click();
    // The visitor's confirmation gives the reference the team can search for.
    const confirmation = page.getByRole("region", { name: "Message Sent" });
    await expect(confirmation).toContainText(/KB-C-[0-9A-Z]{7}/);
    const reference = ((await confirmation.locator("strong").textContent()) ?? "").trim();

    await signIn(page);
    await visit(page, `/admin/inbox?q=${reference}`);
    // The reference finds exactly that lead (the other width's morning lead is not listed).
    const found = page.getByRole("table", { name: "Leads" });
    await expect(found.getByRole("row", { name: new RegExp(`Maeve ${who}`) })).toBeVisible();
    await expect(found.getByRole("row", { name: /Maeve Morning/ })).toHaveCount(1);
    await visit(page, "/admin/inbox");
    const table = page.getByRole("table", { name: "Leads" });
    const row = table.getByRole("row", { name: new RegExp(`Maeve ${who}`) });
    await expect(row).toHaveAttribute("data-unread", "true");
    await expect(row).toHaveCSS("font-weight", "700");
    await expect(row).toContainText("Inquiries");
    await expect(row).toContainText("New");

    await row.getByRole("link", { name: `Maeve ${who}` }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/inquiries\/\d+$/);
    // The lead's own page: its every field, the message in full.
    const lead = page.getByRole("region", { name: `Maeve ${who}` });
    await expect(lead.getByText(message)).toBeVisible();
    const reply = page.getByRole("link", { name: `Reply to ${email}` });
    await expect(reply).toHaveAttribute("href", new RegExp(`^mailto:${email.replace(/\./g, "\\.")}\\?subject=`));
    const source = page.getByRole("region", { name: "Source" });
    await expect(source).toContainText("morning-check");
    await expect(source).toContainText("/contact");

    const workflow = page.getByRole("region", { name: "Status and owner" });
    await expect(workflow).toContainText("Status: Read");
    await workflow.getByRole("button", { name: "Mark responded" }).click();
    await expect(workflow).toContainText("Status: Responded");
    const undo = page.getByRole("status").filter({ hasText: "Marked responded." });
    await undo.getByRole("button", { name: "Undo" }).click();
    await expect(workflow).toContainText("Status: Read");
    await expect(undo).toHaveCount(0);

    await page.getByRole("link", { name: "← Back to the inbox" }).click();
    await expect(row).not.toHaveAttribute("data-unread", "true");
    await expect(row).toContainText("Read");
  });
}
