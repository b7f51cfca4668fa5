import { demoProjects } from "#scripts/seed/demo-content.ts";
import { expect, test, visit } from "./support/fixtures";

const TIME = /^\d{1,2}:\d{2} (AM|PM)$/;

test.describe("chat assistant", () => {
  test("is not in the page's first-load JavaScript", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await visit(page, "/");
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /chat-panel/.test(url))).toEqual([]);
    await page.getByRole("button", { name: "Chat with Brigid" }).click();
    await expect(page.getByRole("dialog", { name: "Brigid" })).toBeVisible();
    expect(scripts.filter((url) => /chat-panel/.test(url))).toHaveLength(1);
  });

  test("open, ask, see the answer with its time, follow a link, come back, reset", async ({ page }) => {
    await visit(page, "/about");
    const launcher = page.getByRole("button", { name: "Chat with Brigid" });
    await launcher.click();
    const panel = page.getByRole("dialog", { name: "Brigid" });
    await expect(panel.getByText(/I'm Brigid, the Kilbride Industries assistant/)).toBeVisible();

    const input = panel.getByLabel("Message for Brigid");
    await input.fill("  What are your office hours?  ");
    await input.press("Enter");
    await expect(panel.getByText("What are your office hours?", { exact: true })).toBeVisible();
    const answer = panel.getByText(/Our offices are open Monday-Friday, 9am-5pm MST/);
    await expect(answer).toBeVisible();
    await expect(panel.locator("time")).toHaveCount(2);
    for (const time of await panel.locator("time").allTextContents()) expect(time).toMatch(TIME);

    // A link in the answer navigates inside the app (no document load) and closes the panel.
    let documentLoads = 0;
    page.on("request", (request) => {
      if (request.resourceType() === "document") documentLoads += 1;
    });
    await panel.getByRole("link", { name: "the contact page" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
    expect(documentLoads).toBe(0);

    // The conversation survives a reload (browser storage) and continues.
    await page.reload();
    await page.getByRole("button", { name: "Chat with Brigid" }).click();
    await expect(panel.getByText(/Our offices are open Monday-Friday/)).toBeVisible();
    await input.fill("Do you have any hydrogen projects?");
    await panel.getByRole("button", { name: "Send" }).click();
    const hydrogen = demoProjects.map((p, i) => ({ ...p, id: i + 1 })).filter((p) => p.category === "hydrogen");
    const projectLink = panel.getByRole("link", { name: hydrogen[0]?.title ?? "" }).first();
    await expect(projectLink).toBeVisible();
    const href = await projectLink.getAttribute("href");
    expect(hydrogen.map((p) => `/projects/${p.id}`)).toContain(href);
    await projectLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.getByRole("button", { name: "Chat with Brigid" }).click();
    await panel.getByRole("button", { name: "Reset conversation" }).click();
    await expect(panel.getByText(/I'm Brigid, the Kilbride Industries assistant/)).toBeVisible();
    await expect(panel.locator("time")).toHaveCount(0);
    await expect(input).toBeEnabled();
    expect(await page.evaluate(() => localStorage.getItem("kilbride-chat-history"))).toBeNull();
  });

  test("keyboard: focus stays in the panel and Escape returns it to the button", async ({ page }) => {
    await visit(page, "/");
    const launcher = page.getByRole("button", { name: "Chat with Brigid" });
    await launcher.focus();
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Brigid" });
    await expect(panel.getByLabel("Message for Brigid")).toBeFocused();
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press("Tab");
      expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});
