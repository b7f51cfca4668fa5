/**
 * The bot check in the browser (web/src/lib/bot-check.ts) with Cloudflare's test site keys: the
 * stand-in widget gives the dummy token, none, or one after a press; nothing is asked for before
 * the form is used, and nothing from Turnstile's servers is loaded for a test key.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOT_CHECK_DUMMY_TOKEN } from "#contract/fields.ts";
import { createBotCheck } from "#web/lib/bot-check.ts";

function siteKeyAnswer(siteKey: string) {
  return vi.spyOn(globalThis, "fetch").mockImplementation(async () => Response.json({ siteKey }));
}

function formWithField() {
  const form = document.createElement("form");
  const input = document.createElement("input");
  form.append(input);
  document.body.append(form);
  return { form, input };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe("the bot check with test site keys", () => {
  it("asks for nothing until the form is used, then passes with the dummy token (1x)", async () => {
    const fetchSpy = siteKeyAnswer("1x00000000000000000000AA");
    const check = createBotCheck();
    const { form, input } = formWithField();
    expect(await check.token()).toBeUndefined();
    expect(fetchSpy).not.toHaveBeenCalled();
    check.start(input);
    check.start(input);
    expect(await check.token()).toBe(BOT_CHECK_DUMMY_TOKEN);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain("/api/bot-check");
    expect(form.textContent).toContain("Bot check (local stand-in): passed");
    expect(document.querySelector("script")).toBeNull();
  });

  it("gives no token with the always-blocks key (2x), without waiting", async () => {
    siteKeyAnswer("2x00000000000000000000AB");
    const check = createBotCheck();
    const { form, input } = formWithField();
    check.start(input);
    const started = Date.now();
    await vi.waitFor(() => expect(form.textContent).toContain("blocked"));
    expect(await check.token()).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("gives the token once the visitor presses the interactive stand-in (3x)", async () => {
    siteKeyAnswer("3x00000000000000000000FF");
    const check = createBotCheck();
    const { form, input } = formWithField();
    check.start(input);
    const token = check.token();
    await vi.waitFor(() => expect(form.querySelector("button")).not.toBeNull());
    form.querySelector("button")!.click();
    expect(await token).toBe(BOT_CHECK_DUMMY_TOKEN);
  });

  it("sends without a token when the site key cannot be had", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    const check = createBotCheck();
    const { input } = formWithField();
    check.start(input);
    expect(await check.token()).toBeUndefined();
  });
});
