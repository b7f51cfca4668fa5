/**
 * Visitor journeys around the forms and the page frame (issue 36): the programme terms one tap from
 * their checkbox, every public page reachable from the footer, and no bright band in dark theme.
 */
import { test as base } from "@playwright/test";
import { expect, test, visit } from "./support/fixtures";

for (const [path, summary, fact] of [
  ["/contractors", "Read the contractor network terms", "Net-30"],
  ["/affiliates", "Read the affiliate program terms", "within 30 days after project completion"],
] as const) {
  test(`${path}: the terms open beside the checkbox that accepts them`, async ({ page }) => {
    await visit(page, path);
    const checkbox = page.getByRole("checkbox", { name: /terms and conditions/ });
    const terms = page.locator("details").filter({ hasText: summary });
    await expect(terms.getByText(fact)).toBeHidden();
    await terms.getByText(summary).click();
    await expect(terms.getByText(fact)).toBeVisible();
    // Reading the terms neither ticks the box nor leaves the form.
    await expect(checkbox).not.toBeChecked();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });

  base("the contractor terms open before any code runs (a native disclosure)", async ({ page }) => {
    await page.goto("/contractors");
    await page.getByText("Read the contractor network terms").click();
    await base.expect(page.getByText(/Approved invoices are paid on Net-30 terms/)).toBeVisible();
  });
});

test("the footer reaches the programme and intake pages the header does not list", async ({ page }) => {
  await visit(page, "/about");
  const footer = page.getByRole("navigation", { name: "Footer" });
  for (const [name, href] of [
    ["Our Projects", "/projects"],
    ["Start a Project", "/clients"],
    ["Contractor Network", "/contractors"],
    ["Affiliate Program", "/affiliates"],
    ["Partners", "/partners"],
    ["Blog RSS Feed", "/blog/rss.xml"],
  ] as const) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href);
  }
  await footer.getByRole("link", { name: "Contractor Network" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Join Our Contractor Network");
});

test.describe("dark theme", () => {
  test.use({ colorScheme: "dark" });

  test("the home hero and the footer are dark bands, not bright blocks", async ({ page }) => {
    await visit(page, "/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    for (const band of [page.locator("section[aria-labelledby='hero-heading']"), page.getByRole("contentinfo")]) {
      const lightness = await band.evaluate((element) => {
        const [r, g, b] = (getComputedStyle(element).backgroundColor.match(/\d+/g) ?? []).map(Number);
        // Relative luminance (WCAG), 0 black … 1 white.
        const linear = (value = 0) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      });
      expect(lightness).toBeLessThan(0.1);
    }
  });
});

/**
 * Controls (and, at the end of the page, the last lines of text) a fixed element (chat launcher, cart,
 * a toast) lies over: after each control is scrolled to the middle of the screen, and with the page
 * scrolled to its end: a visitor must be able to
 * reach every control without a floating one in the way.
 */
function coveredControls(page: import("@playwright/test").Page) {
  return page.evaluate(async () => {
    const covered: string[] = [];
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        "main a[href], main button, main input, main select, main textarea, main summary, footer a",
      ),
    ];
    const isFixed = (element: Element | null) => {
      for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).position === "fixed") return true;
      return false;
    };
    const check = (control: HTMLElement) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) return;
      const points: [number, number][] = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.right - 2, box.bottom - 2],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(Math.min(x, window.innerWidth - 1), Math.min(y, window.innerHeight - 1));
        if (hit && !control.contains(hit) && !hit.contains(control) && isFixed(hit)) {
          covered.push(
            `${control.tagName.toLowerCase()} "${(control.textContent ?? control.getAttribute("aria-label") ?? "").trim().slice(0, 30)}" under ${hit.closest("button,div")?.getAttribute("aria-label") ?? hit.tagName}`,
          );
          return;
        }
      }
    };
    for (const control of controls) {
      if (isFixed(control) || control.closest("[hidden], details:not([open]) > :not(summary)")) continue;
      control.scrollIntoView({ block: "center", behavior: "instant" });
      check(control);
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" });
    for (const control of controls) if (!isFixed(control)) check(control);
    // The page's last lines of text are reachable too: each line box of the footer's last paragraph.
    const last = document.querySelector("footer > p:last-of-type");
    if (last) {
      const range = document.createRange();
      range.selectNodeContents(last);
      for (const line of range.getClientRects()) {
        const hit = document.elementFromPoint(Math.min(line.right - 1, window.innerWidth - 1), line.top + line.height / 2);
        if (hit && isFixed(hit))
          covered.push(`the footer's last line under ${hit.closest("button")?.getAttribute("aria-label") ?? hit.tagName}`);
      }
    }
    return [...new Set(covered)];
  });
}

for (const [label, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`floating controls on ${label}`, () => {
    test.use({ viewport });

    for (const path of ["/", "/merch", "/contact", "/calculators", "/projects"]) {
      test(`${path}: no floating control covers a control`, async ({ page }) => {
        await visit(page, path);
        await expect(page.getByRole("button", { name: /^Chat with/ })).toBeVisible();
        expect(await coveredControls(page)).toEqual([]);
      });
    }
  });
}

test("on a desktop the merch cart sits in the header, not over the item cards", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, "/merch");
  const cart = page.getByRole("banner").getByRole("button", { name: /^Cart/ });
  await expect(cart).toBeVisible();
  await page.getByRole("button", { name: "Add to Cart" }).first().click();
  await expect(cart).toContainText("1");
  await cart.click();
  await expect(page.getByRole("dialog")).toBeVisible();
});

test.describe("share", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a post, a project and a calculation copy their own address on a desktop", async ({ page, baseURL }) => {
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await visit(page, "/blog");
    await page.getByRole("main").getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/blog\/[^/?]+$/);
    const postUrl = page.url();
    await page.getByRole("button", { name: "Share link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
    expect(await clipboard()).toBe(postUrl);

    await visit(page, "/projects/1");
    await page.getByRole("button", { name: "Share link" }).click();
    await expect.poll(clipboard).toBe(`${baseURL}/projects/1`);

    // From the home page's section the link opens /calculators with the same inputs and results.
    await visit(page, "/");
    const solar = page.getByRole("tabpanel").filter({ has: page.getByRole("button", { name: "Calculate ROI" }) });
    await solar.getByLabel("System Size (kW)").fill("250");
    await solar.getByRole("button", { name: "Calculate ROI" }).click();
    await solar.getByRole("button", { name: "Share link" }).click();
    await expect.poll(clipboard).toContain("/calculators?tab=solar&");
    await page.goto(await clipboard());
    await expect(page.getByLabel("System Size (kW)")).toHaveValue("250");
  });
});
