// Every public page arrives as HTML and hydrates without a warning; the data it was rendered with
// is not fetched again; heads stay right across navigation; pages work without JavaScript; and
// `npm run dev` serves the same rendered pages.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { chromium, test as base, type Page } from "@playwright/test";
import { hero } from "#content/home.ts";
import { expect, test } from "./support/fixtures";

const POST = "/blog/solar-roi-commercial-rooftops";
const routes: [path: string, heading: RegExp, status: number][] = [
  ["/", new RegExp(hero.headline.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")), 200],
  ["/about", /About/, 200],
  ["/services", /Merchandise|Products/, 200],
  ["/projects", /Our Projects/, 200],
  ["/projects/1", /.+/, 200],
  ["/calculators", /Calculators/, 200],
  ["/blog", /Blog/, 200],
  [POST, /Solar ROI/, 200],
  ["/contact", /Contact/, 200],
  ["/clients", /Start Your Project/, 200],
  ["/contractors", /Contractor/, 200],
  ["/partners", /Partner/, 200],
  ["/affiliates", /Affiliate/, 200],
  ["/merch", /Wear the Legacy/, 200],
  ["/search", /^Search$/, 200],
  ["/search?q=solar", /^Search$/, 200],
  ["/no-such-page", /404 Page Not Found/, 404],
  ["/blog/no-such-post", /Blog Post Not Found/, 404],
  ["/projects/999999", /Error Loading Project/, 404],
];

/** Console errors and warnings of a page (the 404 status of a not-found document aside). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on("console", (msg) => {
    if (!["error", "warning"].includes(msg.type())) return;
    if (/Failed to load resource: the server responded with a status of 404/.test(msg.text())) return;
    messages.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.describe("hydration", () => {
  test.use({ allowedConsole: [/status of 404/] });

  for (const [path, heading, status] of routes) {
    test(`${path} arrives rendered (${status}) and hydrates with no warning and no second fetch`, async ({ page }) => {
      const messages = watchConsole(page);
      const reads: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "GET" && new URL(request.url()).pathname.startsWith("/api/")) reads.push(request.url());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      const html = (await response?.text()) ?? "";
      expect(html).toMatch(/<div id="root"><div/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      // The chat button exists only once the page is live: hydration has finished.
      await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(messages).toEqual([]);
      expect(reads, "reads the page was rendered with are not fetched again").toEqual([]);
    });
  }
});

test.describe("loading the page's code", () => {
  test("a page paints before its scripts are fetched, then hydrates", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/about", { waitUntil: "commit" });
    // By the first contentful paint, no script file had been asked for.
    const paint = await page.evaluate(
      () =>
        new Promise<number>((done) =>
          new PerformanceObserver((list) => done(list.getEntries()[0]?.startTime ?? 0)).observe({ type: "paint", buffered: true }),
        ),
    );
    const beforePaint = await page.evaluate(
      (at) =>
        performance
          .getEntriesByType("resource")
          .filter((r) => r.name.endsWith(".js") && r.startTime < at)
          .map((r) => r.name),
      paint,
    );
    expect(beforePaint).toEqual([]);
    await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
  });

  test("with a stored dark theme, the home sections whose code is still on its way keep their HTML, then come alive", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    // Hold the calculators' and the contact form's code, as a slow connection would.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/(calculators-section|contact-form)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    // Hydrated, and the stored choice read after hydration: the moment React re-renders for it.
    await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Dark theme" }).first()).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("html")).toHaveClass(/dark/);
    const calculators = page.locator("#calculators");
    const contact = page.locator("#contact");
    await expect(calculators.getByRole("tab", { name: "Solar" })).toBeVisible();
    await expect(contact.getByRole("form", { name: "Contact form" })).toBeVisible();
    // Enabled by the boot script; what is typed meanwhile is held until the section is React's.
    await expect(contact.getByRole("button", { name: "Send Message" })).toBeEnabled();
    await contact.getByLabel("First Name").fill("Aoife");

    release();
    // Live, the form library has the typed first name (replayed once the section hydrated), not its empty default.
    await expect(contact.getByText("Bot check (local stand-in): passed")).toHaveCount(0);
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByText("Last name must be at least 2 characters.")).toBeVisible();
    await expect(contact.getByText("First name must be at least 2 characters.")).toHaveCount(0);
    await expect(contact.getByLabel("First Name")).toHaveValue("Aoife");
    await calculators.getByRole("tab", { name: "Hydrogen" }).click();
    await expect(calculators.getByRole("tab", { name: "Hydrogen" })).toHaveAttribute("aria-selected", "true");
  });

  test("a browser that reports no paints still hydrates", async ({ page }) => {
    await page.addInitScript(() => {
      // @ts-expect-error: removed to act as a browser without the Performance Observer API.
      delete window.PerformanceObserver;
    });
    await page.goto("/about");
    await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
  });
});

test.describe("heads and structured data", () => {
  // Every page carries one graph (site, organisation, page, breadcrumb); these are the types of its nodes.
  const jsonLdTypes = (page: Page) =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.flatMap((n) =>
          ((JSON.parse(n.textContent ?? "{}") as { "@graph"?: { "@type"?: string }[] })["@graph"] ?? []).map((node) => node["@type"]),
        ),
      );

  test("a post keeps its JSON-LD and head after boot, and a client-side navigation brings the next page's", async ({ page }) => {
    await page.goto(POST);
    await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
    expect(await jsonLdTypes(page)).toContain("BlogPosting");
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", `https://www.kilbride.example${POST}`);
    expect(await page.locator("head title").count()).toBe(1);

    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", "https://www.kilbride.example/blog");
    await expect.poll(() => jsonLdTypes(page)).not.toContain("BlogPosting");
    expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);

    await page
      .getByRole("link", { name: /^Read Article / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/[\w-]+$/);
    await expect.poll(() => jsonLdTypes(page)).toContain("BlogPosting");
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute("content", "article");
    expect(await page.locator("head title").count()).toBe(1);
  });

  test("a project reached from the list carries its CreativeWork JSON-LD", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
    await page.locator('a[href^="/projects/"]').first().click();
    await expect(page).toHaveURL(/\/projects\/\d+$/);
    await expect.poll(() => jsonLdTypes(page)).toContain("CreativeWork");
  });
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  for (const [path, heading] of routes) {
    base(`${path} shows its content`, async ({ page }) => {
      await page.goto(path);
      await base.expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await base.expect(page.getByRole("contentinfo")).toContainText("All rights reserved");
    });
  }

  base("navigation works by plain links, also from the small-screen menu (a popover the browser opens)", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();
    await base.expect(page).toHaveURL(/\/about$/);
    await base.expect(page.getByRole("heading", { level: 1 })).toHaveText(/About/);
  });

  base("forms and calculators say that they need JavaScript, and cannot be sent half-working", async ({ page }) => {
    await page.goto("/contact");
    await base.expect(page.getByText(/This form needs JavaScript to send/)).toBeVisible();
    await base.expect(page.getByRole("button", { name: "Send Message" })).toBeDisabled();
    await page.goto("/calculators");
    await base.expect(page.getByText(/need JavaScript/).first()).toBeVisible();
    await base.expect(page.getByRole("button", { name: "Calculate ROI" })).toBeDisabled();
  });
});

base.describe("npm run dev", () => {
  let server: ChildProcess | undefined;
  const port = Number(process.env.E2E_PORT ?? 8799) + 20;
  const state = ".wrangler/e2e-dev-state";

  base.beforeAll(async () => {
    // Its own copy of the browser tests' seeded database: two local runtimes must not share files.
    rmSync(state, { recursive: true, force: true });
    cpSync(".wrangler/e2e-state", state, { recursive: true });
    server = spawn("npx", ["vite", "dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], {
      env: { ...process.env, KILBRIDE_LOCAL_STATE: state, CLOUDFLARE_CF_FETCH_ENABLED: "false", WRANGLER_SEND_METRICS: "false" },
      stdio: "ignore",
      detached: true,
    });
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/partners`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error("vite dev did not start");
  });

  base.afterAll(() => {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
    rmSync(state, { recursive: true, force: true });
  });

  base("serves a post rendered from the shared local database, and it hydrates", async () => {
    base.setTimeout(90_000);
    const browser = await chromium.launch(base.info().project.use.launchOptions);
    try {
      const page = await browser.newPage();
      const messages = watchConsole(page);
      const response = await page.goto(`http://127.0.0.1:${port}${POST}`);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain("Solar ROI");
      await expect(page.getByTestId("view-count")).toHaveText(/\d+ views?/, { timeout: 30_000 });
      expect(messages.filter((m) => !m.startsWith("warning: [vite]"))).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
