/**
 * Following the blog, on a phone, end to end (ADR 304–306): subscribe from an article, read the
 * confirmation e-mail in wrangler dev's local mail store (the simulated send_email binding keeps each
 * message with its headers), confirm, then unsubscribe from the e-mail's link. The forms are plain
 * HTML forms, so each step is also what a visitor without JavaScript gets.
 */
import type { APIRequestContext } from "@playwright/test";
import { expect, queryE2eDb, test, visit } from "./support/fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const stamp = Date.now();

interface StoredMail {
  id?: string;
  email_id?: string;
  messageId?: string;
  to: string[];
  subject: string;
  text?: string;
  headers?: Record<string, string>;
}

/** The local mail store's API (Miniflare's explorer): sent messages, newest first. */
const MAIL_STORE = "/cdn-cgi/local/explorer/api/local/email/sending";

async function mailTo(request: APIRequestContext, address: string): Promise<StoredMail | null> {
  const list = (await (await request.get(`${MAIL_STORE}?per_page=100`)).json()) as { result: StoredMail[] };
  const found = list.result.find((mail) => mail.to.some((to) => to.includes(address)));
  if (!found) return null;
  const id = found.id ?? found.email_id ?? found.messageId ?? "";
  const detail = (await (await request.get(`${MAIL_STORE}?email_id=${encodeURIComponent(id)}`)).json()) as { result: StoredMail };
  return detail.result;
}

/** The site path of the link in the mail's text that starts with the site's own address and `path`. */
function linkIn(mail: StoredMail, path: string): string {
  const word = mail.text?.split(/\s/).find((w) => w.includes(path));
  expect(word, `a link to ${path}`).toBeDefined();
  const url = new URL(word ?? "");
  return `${url.pathname}${url.search}`;
}

test("a reader subscribes from an article, confirms from the e-mail and unsubscribes from its link", async ({ page, request }) => {
  // Five database reads through wrangler (a few seconds each on a loaded machine) and a queued e-mail.
  test.setTimeout(90_000);
  const address = `reader.${stamp}@example.org`;
  await visit(page, "/blog");
  // The feed is one tap away on the blog, next to the way to follow by e-mail.
  await expect(page.getByRole("link", { name: "RSS feed" }).first()).toHaveAttribute("href", "/blog/rss.xml");
  await visit(page, "/blog/solar-plus-storage-georgia-manufacturers");
  const box = page
    .locator("article")
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Follow the blog" }) });
  await expect(box).toBeVisible();
  await expect(page.locator("article").getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/blog/rss.xml");
  await box.getByLabel("Email address").fill(address);
  await box.getByRole("button", { name: "Subscribe" }).click();

  await expect(page).toHaveURL(/\/subscribe\?outcome=sent$/);
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  expect(queryE2eDb(`SELECT status FROM subscribers WHERE email = '${address}'`)).toEqual([{ status: "pending" }]);

  // The confirmation e-mail, through the outbox, wrangler dev's queue and the simulated binding.
  let mail: StoredMail | null = null;
  await expect
    .poll(
      async () => {
        mail = await mailTo(request, address);
        return mail?.subject ?? null;
      },
      { timeout: 20_000 },
    )
    .toBe("Confirm your subscription to the Kilbride Industries blog");
  const confirmation = mail as unknown as StoredMail;
  const header = (name: string) =>
    Object.entries(confirmation.headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  expect(header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  expect(header("List-Unsubscribe")).toMatch(/^<https:\/\/www\.kilbride\.example\/api\/subscriptions\/unsubscribe\?token=[\w-]{43}>$/);

  // Opening the link changes nothing until the button is pressed (a mail scanner may open it).
  await visit(page, linkIn(confirmation, "/subscribe?confirm="));
  expect(queryE2eDb(`SELECT status FROM subscribers WHERE email = '${address}'`)).toEqual([{ status: "pending" }]);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/subscribe\?outcome=confirmed$/);
  await expect(page.getByRole("heading", { name: "Subscribed" })).toBeVisible();
  expect(queryE2eDb(`SELECT status FROM subscribers WHERE email = '${address}'`)).toEqual([{ status: "confirmed" }]);

  await visit(page, linkIn(confirmation, "/subscribe?unsubscribe="));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page).toHaveURL(/\/subscribe\?outcome=unsubscribed$/);
  await expect(page.getByRole("heading", { name: "Unsubscribed" })).toBeVisible();
  expect(queryE2eDb(`SELECT status FROM subscribers WHERE email = '${address}'`)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer's box subscribes: it needs none of the page's code", async ({ page }) => {
    const address = `footer.${stamp}@example.org`;
    await page.goto("/about");
    const box = page
      .getByRole("contentinfo")
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "Follow the blog" }) });
    await box.getByLabel("Email address").fill(address);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/subscribe\?outcome=sent$/);
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    expect(queryE2eDb(`SELECT status FROM subscribers WHERE email = '${address}'`)).toEqual([{ status: "pending" }]);
  });
});
