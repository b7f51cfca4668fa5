// Issue 32, "no tap is lost": one tap on each control as soon as it is visible, while the page's
// code is held back (as on a slow phone, where the gap between paint and hydration is seconds),
// takes effect; and the native controls work without JavaScript at all.
import { test as base, type Locator, type Page } from "@playwright/test";
import { contactFaq } from "#content/contact.ts";
import { calculatorFigure, expect, queryE2eDb, test, toast } from "./support/fixtures";

const POST = "/blog/solar-roi-commercial-rooftops";

/** Holds every script of the site until `release()`: the page is painted but not live. */
async function holdCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The Lighthouse mobile profile's CPU (4× slower), so the page is as long between paint and live as on a phone. */
test.beforeEach(async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
});

const chatButton = (page: Page) => page.getByRole("button", { name: /^Chat with/ });

/** The page is still server HTML: hydration shows the chat button. */
async function notLive(page: Page) {
  await expect(chatButton(page)).toHaveCount(0);
}

test.describe("before the page's code has arrived, native controls work", () => {
  test("the mobile menu opens, and reads as open once the page is live", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const release = await holdCode(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a merch collection tab shows its collection (the Worker renders the query), and hydrates as chosen", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/merch", { waitUntil: "commit" });
    await page.getByRole("tab", { name: /Heritage/ }).click();
    await expect(page).toHaveURL(/\/merch\?collection=heritage$/);
    await expect(page.getByRole("tab", { name: /Heritage/ })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 }).first()).toHaveText(/Heritage/);
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByRole("tab", { name: /Heritage/ })).toHaveAttribute("aria-selected", "true");
    // Live: choosing another tab only replaces the query.
    await page.getByRole("tab", { name: /Industry/ }).click();
    await expect(page).toHaveURL(/\/merch\?collection=industry$/);
    await expect(page.getByRole("tab", { name: /Industry/ })).toHaveAttribute("aria-selected", "true");
  });

  test("a calculator tab shows its calculator, and hydrates as chosen", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/calculators", { waitUntil: "commit" });
    await page.getByRole("tab", { name: "Hydrogen" }).click();
    await expect(page).toHaveURL(/\/calculators\?tab=hydrogen$/);
    await expect(page.getByRole("tab", { name: "Hydrogen" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText(/hydrogen/i);
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByRole("tab", { name: "Hydrogen" })).toHaveAttribute("aria-selected", "true");
  });

  test("a theme button applies and stores the theme (the inline theme script), and the live page agrees", async ({ page }) => {
    await page.setViewportSize({ width: 820, height: 1000 });
    const release = await holdCode(page);
    await page.goto("/about", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "System theme" })).toHaveAttribute("aria-pressed", "false");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Light theme" }).click();
    await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Light theme" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "false");
  });

  test("an FAQ item opens (a <details>)", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/contact", { waitUntil: "commit" });
    const first = contactFaq[0];
    if (!first) throw new Error("the contact page has no FAQ");
    await page.getByText(first.question).click();
    await expect(page.getByText(first.answer)).toBeVisible();
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByText(first.answer)).toBeVisible();
  });

  test("a projects category filter loads the filtered list (a link the Worker renders)", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/projects", { waitUntil: "commit" });
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Hydrogen" }).click();
    await expect(page).toHaveURL(/\/projects\?category=hydrogen/);
    await expect(page.getByRole("link", { name: "Hydrogen", exact: true })).toHaveAttribute("aria-current", "true");
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
    await expect(page.getByRole("link", { name: "Hydrogen", exact: true })).toHaveAttribute("aria-current", "true");
  });

  test("a blog tag shows the posts with that tag (a link the Worker renders)", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto(POST, { waitUntil: "commit" });
    const tag = page.getByRole("link", { name: /^#/ }).first();
    const name = ((await tag.textContent()) ?? "").replace(/^#/, "");
    await tag.click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?tag=${encodeURIComponent(name)}$`));
    await expect(page.getByRole("status")).toContainText(`Showing articles tagged ${name}`);
    await notLive(page);
    release();
    await expect(chatButton(page)).toBeVisible();
  });
});

// The capture starts with the boot script at the end of the body, so these taps come once the document
// is parsed (on a real link the stylesheet's round trip holds the first paint until then).
test.describe("before the page's code has arrived, what needs code is held and replayed once the page is live", () => {
  const card = (page: Page, name: string) =>
    page
      .getByRole("tabpanel")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name, exact: true }) });

  test("add to cart, with the options chosen before it", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/merch", { waitUntil: "domcontentloaded" });
    const hoodie = card(page, "Dragon Crest Hoodie");
    await hoodie.getByLabel("Qty").selectOption("2");
    const add = hoodie.getByRole("button", { name: "Add to Cart" });
    await add.click();
    await expect(add).toHaveAttribute("aria-busy", "true");
    await notLive(page);
    release();
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText(/^2 × Dragon Crest Hoodie/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Cart/ })).toContainText("2");
    await expect(add).not.toHaveAttribute("aria-busy");
  });

  test("a calculator's Calculate with typed inputs: the typing is kept and calculated", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/calculators", { waitUntil: "domcontentloaded" });
    // The first interaction before the page is live fetches the calculator's own code with the
    // page's (ADR 144), not once the page has rendered.
    const panelCode = page.waitForRequest(/\/assets\/calculator-panel-[^/]+\.js$/);
    // Enabled at once by the boot script (disabled only without JavaScript).
    await page.getByLabel("System Size (kW)").fill("250");
    await panelCode;
    const calculate = page.getByRole("button", { name: "Calculate ROI" });
    await calculate.click();
    await expect(calculate).toHaveAttribute("aria-busy", "true");
    await notLive(page);
    release();
    await expect(page).toHaveURL(/tab=solar&.*systemSize=250/);
    await expect(page.getByLabel("System Size (kW)")).toHaveValue("250");
    // 250 kW × 1000 × $1.80
    await expect(calculatorFigure(page, "Total System Cost")).toHaveText("$450,000");
  });

  test("a home calculator tab (state in memory, a button) is selected once live", async ({ page }) => {
    const release = await holdCode(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const hydrogen = page.locator("#calculators").getByRole("tab", { name: "Hydrogen" });
    await hydrogen.click();
    await expect(hydrogen).toHaveAttribute("aria-busy", "true");
    await notLive(page);
    release();
    await expect(hydrogen).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/\/$/);
  });

  test("the first interaction starts the page's code at once, without waiting for the paint", async ({ page }) => {
    // A browser that never reports the paint: the code would otherwise wait for the 3 s fallback.
    await page.addInitScript(() => {
      window.PerformanceObserver = class {
        static supportedEntryTypes = ["paint"];
        observe() {}
        disconnect() {}
      } as unknown as typeof PerformanceObserver;
    });
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/merch", { waitUntil: "domcontentloaded" });
    expect(scripts).toEqual([]);
    const asked = page.waitForRequest((request) => request.resourceType() === "script", { timeout: 1500 });
    await card(page, "Dragon Crest Hoodie").getByRole("button", { name: "Add to Cart" }).click();
    await asked;
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Added to Cart", { exact: true })).toBeVisible();
  });
});

// Every lead form: a visitor who types and presses its submit button before the page's code has
// arrived has the press held (the button is enabled by the boot script, busy once pressed) and the
// form sent with what they typed once the page is live. The merch order form lives in the cart,
// which opens only once the page is live (its Add to Cart is held above).
const stamp = Date.now();
type Fill = [label: string | RegExp, value: string] | [label: string | RegExp, "check"] | [label: string, "select", string];
const forms: {
  path: string;
  form: string;
  fill: Fill[];
  /** Typed in the form's combobox and picked with Enter (its Enter is held as a key, not a submit). */
  pick?: { box: string; text: string; picked: string };
  submit: string;
  sent: string;
  /** What the Worker stored, as `v`: one of the values typed before the page was live. */
  stored: string;
  value: string;
}[] = [
  {
    path: "/contact",
    form: "Contact form",
    fill: [
      ["First Name", "Nuala"],
      ["Last Name", "Byrne"],
      ["Email", `nuala.${stamp}@example.com`],
      ["Inquiry Type", "select", "solar"],
      ["Message", "Typed before the page was live."],
    ],
    submit: "Send Message",
    sent: "Message Sent",
    stored: `SELECT first_name AS v FROM inquiries WHERE email = 'nuala.${stamp}@example.com'`,
    value: "Nuala",
  },
  {
    path: "/clients",
    form: "Project intake form",
    fill: [
      ["Full Name", "Nuala Byrne"],
      ["Email", `nuala.${stamp}@example.com`],
      ["Phone", "+1 303 555 0142"],
      ["Project Type", "select", "hydrogen"],
      ["Project Location", "Typed early, Colorado"],
    ],
    submit: "Submit Project Request",
    sent: "Project Request Submitted",
    stored: `SELECT location AS v FROM project_requests WHERE email = 'nuala.${stamp}@example.com'`,
    value: "Typed early, Colorado",
  },
  {
    path: "/partners",
    form: "Partnership request form",
    fill: [
      ["Organization Name", "Typed Early Power"],
      ["Organization Type", "select", "manufacturer"],
      ["Email", `early.${stamp}@power.example`],
      ["Phone", "+353 21 555 0199"],
      ["Tell Us About Your Organization", "We make inverters, typed before the page was live."],
    ],
    submit: "Submit Partnership Request",
    sent: "Partnership Request Submitted",
    stored: `SELECT name AS v FROM partner_requests WHERE email = 'early.${stamp}@power.example'`,
    value: "Typed Early Power",
  },
  {
    path: "/contractors",
    form: "Contractor application form",
    fill: [
      ["Full Name", "Typed Early"],
      ["Email", `early.${stamp}@example.com`],
      ["Phone", "+353 1 555 0123"],
      ["Trade or Specialty", "Electrician"],
      ["Experience", "Ten years, typed before the page was live."],
      [/accept the contractor network terms/, "check"],
    ],
    pick: { box: "Search service areas", text: "color", picked: "1 selected." },
    submit: "Submit Application",
    sent: "Application Submitted",
    stored: `SELECT states AS v FROM contractor_applications WHERE email = 'early.${stamp}@example.com'`,
    value: '["Colorado"]',
  },
  {
    path: "/affiliates",
    form: "Affiliate registration form",
    fill: [
      ["Full Name", "Typed Early"],
      ["Email", `early.${stamp}@example.com`],
      ["Phone", "+353 21 555 0188"],
      [/accept the affiliate program terms/, "check"],
    ],
    submit: "Register as Affiliate",
    sent: "Affiliate Registration Successful",
    stored: `SELECT name AS v FROM affiliates WHERE email = 'early.${stamp}@example.com'`,
    value: "Typed Early",
  },
  {
    path: "/merch",
    form: "Request custom quote form",
    fill: [
      ["Contact Name", "Typed Early"],
      ["Email", `early.${stamp}@example.com`],
      ["Requirements", "Fifty hoodies, typed before the page was live."],
    ],
    submit: "Submit Request",
    sent: "Quote Request Sent",
    stored: `SELECT requirements AS v FROM merch_quotes WHERE email = 'early.${stamp}@example.com'`,
    value: "Fifty hoodies, typed before the page was live.",
  },
];

async function fillField(form: Locator, [label, action, option]: Fill) {
  const field = form.getByLabel(label);
  if (action === "check") await field.check();
  else if (action === "select") await field.selectOption(option ?? "");
  else await field.fill(action);
}

test.describe("before the page's code has arrived, a lead form is filled in and sent: held, then sent with what was typed", () => {
  for (const { path, form: name, fill, pick, submit, sent, stored, value } of forms) {
    test(`${path}: ${name}`, async ({ page }) => {
      const release = await holdCode(page);
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const form = page.getByRole("form", { name });
      for (const step of fill) await fillField(form, step);
      if (pick) {
        const box = form.getByRole("searchbox", { name: pick.box });
        await box.fill(pick.text);
        await box.press("Enter");
      }
      // Enabled by the boot script (disabled only without JavaScript), and held once pressed.
      const button = form.getByRole("button", { name: submit });
      await button.click();
      await expect(button).toHaveAttribute("aria-busy", "true");
      await notLive(page);
      release();
      await expect(toast(page, sent)).toBeVisible();
      expect(queryE2eDb(stored)).toEqual([{ v: value }]);
    });
  }
});

// The last sections' forms keep their server HTML while their code waits until it is needed (not
// in the first load), then come alive when scrolled to: an update to the page once live must not
// swap that HTML for the boundary's fallback.
for (const { path, form: name, chunk } of [
  { path: "/merch", form: "Request custom quote form", chunk: /custom-quote-form-/ },
  { path: "/partners", form: "Partnership request form", chunk: /partner-request-form-/ },
]) {
  test(`${path}: the ${name} is on screen from the start, its code fetched once it is near`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(path);
    await expect(chatButton(page)).toBeVisible();
    const form = page.getByRole("form", { name });
    await expect(form.getByLabel("Email")).toBeAttached();
    expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.some((url) => chunk.test(url))).toBe(true);
    await form.getByLabel("Email").focus();
    // Live: focusing a field starts the bot check (its local stand-in passes at once).
    await expect(form.getByText("Bot check (local stand-in): passed")).toBeVisible();
  });
}

// A page's form is a section of its own (ADR 143): in the HTML from the start, its code
// (react-hook-form, valibot, the schema) fetched at the visitor's first interaction, not in the
// first load. What they type and press meanwhile, once the page is live, is held and replayed
// into the form when its own code has come.
const formIslands = [
  { path: "/contact", form: "Contact form", field: "First Name", chunk: /\/assets\/contact-form-[^/]+\.js$/ },
  { path: "/clients", form: "Project intake form", field: "Full Name", chunk: /\/assets\/project-intake-form-[^/]+\.js$/ },
  {
    path: "/contractors",
    form: "Contractor application form",
    field: "Full Name",
    chunk: /\/assets\/contractor-application-form-[^/]+\.js$/,
  },
  {
    path: "/affiliates",
    form: "Affiliate registration form",
    field: "Full Name",
    chunk: /\/assets\/affiliate-registration-form-[^/]+\.js$/,
  },
  { path: "/calculators", form: "Solar ROI Calculator", field: "System Size (kW)", chunk: /\/assets\/calculator-panel-[^/]+\.js$/ },
];

/** Holds the scripts matching `pattern` until `release()`; `asked` resolves when the first is requested. */
async function holdChunk(page: Page, pattern: RegExp): Promise<{ release: () => void; asked: Promise<void> }> {
  let release = () => {};
  let markAsked = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(pattern, async (route) => {
    markAsked();
    await held;
    await route.continue();
  });
  return { release, asked };
}

test.describe("a page's form: its code comes at the first interaction, and nothing done before it arrives is lost", () => {
  for (const { path, form: name, field, chunk } of formIslands) {
    test(`${path}: the ${name}'s code is not fetched until the visitor interacts`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path);
      await expect(chatButton(page)).toBeVisible();
      await page.waitForLoadState("networkidle");
      const form = page.getByRole("form", { name });
      await expect(form.getByLabel(field)).toBeVisible();
      expect(scripts.filter((url) => chunk.test(url))).toEqual([]);
      await form.getByLabel(field).click();
      await expect.poll(() => scripts.some((url) => chunk.test(url))).toBe(true);
    });
  }

  test("/contact: typed and sent once the page is live but before the form's code came: sent with what was typed", async ({ page }) => {
    const { release, asked } = await holdChunk(page, /\/assets\/contact-form-[^/]+\.js$/);
    await page.goto("/contact");
    await expect(chatButton(page)).toBeVisible();
    const form = page.getByRole("form", { name: "Contact form" });
    const email = `island.${stamp}@example.com`;
    await form.getByLabel("First Name").fill("Island");
    await asked;
    await form.getByLabel("Last Name").fill("Early");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Inquiry Type").selectOption("solar");
    await form.getByLabel("Message").fill("Typed while the form's code was on its way.");
    const send = form.getByRole("button", { name: "Send Message" });
    await send.click();
    await expect(send).toHaveAttribute("aria-busy", "true");
    // Still the server's form, with the typing in it.
    await expect(form.getByLabel("First Name")).toHaveValue("Island");
    release();
    await expect(toast(page, "Message Sent")).toBeVisible();
    expect(queryE2eDb(`SELECT first_name || ' ' || last_name || ': ' || message AS v FROM inquiries WHERE email = '${email}'`)).toEqual([
      { v: "Island Early: Typed while the form's code was on its way." },
    ]);
  });

  test("/contact: an invalid send before the form's code came shows the same messages once it has", async ({ page }) => {
    const { release, asked } = await holdChunk(page, /\/assets\/contact-form-[^/]+\.js$/);
    await page.goto("/contact");
    await expect(chatButton(page)).toBeVisible();
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First Name").fill("Only");
    await asked;
    await form.getByRole("button", { name: "Send Message" }).click();
    release();
    await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("First Name")).toHaveValue("Only");
    await expect(form.getByLabel("First Name")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("/calculators: Calculate with a typed size before the calculator's code came is calculated once it has", async ({ page }) => {
    const { release, asked } = await holdChunk(page, /\/assets\/calculator-panel-[^/]+\.js$/);
    await page.goto("/calculators");
    await expect(chatButton(page)).toBeVisible();
    await page.getByLabel("System Size (kW)").fill("250");
    await asked;
    const calculate = page.getByRole("button", { name: "Calculate ROI" });
    await calculate.click();
    await expect(calculate).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page).toHaveURL(/tab=solar&.*systemSize=250/);
    await expect(page.getByLabel("System Size (kW)")).toHaveValue("250");
    await expect(calculatorFigure(page, "Total System Cost")).toHaveText("$450,000");
  });

  test("/calculators: a tab chosen once live, before the calculator's code came, shows its calculator when it has", async ({ page }) => {
    const { release, asked } = await holdChunk(page, /\/assets\/calculator-panel-[^/]+\.js$/);
    await page.goto("/calculators");
    await expect(chatButton(page)).toBeVisible();
    const solar = page.getByLabel("System Size (kW)");
    await page.getByRole("tab", { name: "Hydrogen" }).click();
    await asked;
    // The server's calculator stays on screen while the code is on its way.
    await expect(solar).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/calculators\?tab=hydrogen$/);
    await expect(page.getByRole("tab", { name: "Hydrogen" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Hydrogen" }).getByRole("button", { name: /Calculate/ })).toBeVisible();
  });
});

base.describe("without JavaScript, the native controls work", () => {
  base.use({ javaScriptEnabled: false });

  base("the mobile menu opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await base.expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await base.expect(menu).toBeHidden();
    await base.expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  base("merch collection and calculator tabs are links to the chosen tab", async ({ page }) => {
    await page.goto("/merch");
    await page.getByRole("tab", { name: /Mining/ }).click();
    await base.expect(page).toHaveURL(/\/merch\?collection=mining$/);
    await base.expect(page.getByRole("tab", { name: /Mining/ })).toHaveAttribute("aria-selected", "true");
    await page.goto("/calculators");
    await page.getByRole("tab", { name: "PACE" }).click();
    await base.expect(page).toHaveURL(/\/calculators\?tab=pace$/);
    await base.expect(page.getByRole("tab", { name: "PACE" })).toHaveAttribute("aria-selected", "true");
    await base.expect(page.getByRole("tabpanel")).toHaveCount(1);
  });

  base("FAQ items, the projects category filter and blog tags work", async ({ page }) => {
    await page.goto("/contact");
    const first = contactFaq[0];
    if (!first) throw new Error("the contact page has no FAQ");
    await page.getByText(first.question).click();
    await base.expect(page.getByText(first.answer)).toBeVisible();
    await page.goto("/projects?q=&sort=newest");
    await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Solar" }).click();
    await base.expect(page).toHaveURL(/\/projects\?category=solar/);
    await base.expect(page.getByRole("link", { name: "Solar", exact: true })).toHaveAttribute("aria-current", "true");
    await page.goto(POST);
    await page.getByRole("link", { name: /^#/ }).first().click();
    await base.expect(page).toHaveURL(/\/blog\?tag=/);
    await base.expect(page.getByRole("status")).toContainText("Showing articles tagged");
  });
});
