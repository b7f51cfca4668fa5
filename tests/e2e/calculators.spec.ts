import { expect, test, visit } from "./fixtures";

/** The card value under a results title (the <dd> after the <dt>). */
function figure(page: import("@playwright/test").Page, title: string) {
  return page.getByRole("tabpanel").locator("dt", { hasText: new RegExp(`^${title}$`) }).locator("xpath=following-sibling::dd[1]");
}

test("solar: placeholders first, then the defaults' computed figures, and the inputs in the URL", async ({ page }) => {
  await visit(page, "/calculators");
  await expect(page.getByRole("tab", { name: "Solar" })).toHaveAttribute("aria-selected", "true");
  await expect(figure(page, "Annual Production")).toHaveText("146,000 kWh");
  await page.getByRole("button", { name: "Calculate ROI" }).click();
  // 100 kW × 1300 × 0.85 = 110,500 kWh; × $0.12 = $13,260; $126,000 / $13,260 = 9.5 years
  await expect(figure(page, "Annual Production")).toHaveText("110,500 kWh");
  await expect(figure(page, "Annual Savings")).toHaveText("$13,260");
  await expect(figure(page, "Payback Period")).toHaveText("9.5 Years");
  await expect(figure(page, "25-Year Savings")).toHaveText("$205,500");
  await expect(page).toHaveURL(/tab=solar&location=United\+States&systemSize=100/);
  await expect(page.getByRole("link", { name: "Get Detailed Quote" })).toHaveAttribute("href", /^\/contact\?inquiryType=solar&message=Solar\+ROI\+estimate/);
});

test("an invalid value shows its message and leaves the results as they were", async ({ page }) => {
  await visit(page, "/calculators?tab=solar&systemSize=250");
  // 250 kW × 1000 × $1.80 = $450,000
  await expect(figure(page, "Total System Cost")).toHaveText("$450,000");
  await page.getByLabel("System Size (kW)").fill("20000");
  await page.getByRole("button", { name: "Calculate ROI" }).click();
  await expect(page.getByText("System size must be less than 10,000 kW")).toBeVisible();
  await expect(page.getByLabel("System Size (kW)")).toBeFocused();
  await expect(figure(page, "Total System Cost")).toHaveText("$450,000");
});

test("hydrogen: computed defaults, and the compression caption follows the switch live", async ({ page }) => {
  await visit(page, "/calculators?tab=hydrogen");
  await page.getByRole("button", { name: "Calculate Costs" }).click();
  await expect(figure(page, "Total CAPEX")).toHaveText("$16,100,000");
  // ($644,000 + $16,100,000 / 10) / 720,000 kg = $3.13/kg
  await expect(figure(page, "Production Cost").first()).toHaveText("$3.13/kg");
  const caption = figure(page, "Compression System").locator("xpath=following-sibling::dd[1]");
  await expect(caption).toHaveText("Included");
  await page.getByText("Compression Needed").click();
  await expect(caption).toHaveText("Not included");
});

test("bitcoin: computed defaults show a loss with a minus sign, plus the caveats", async ({ page }) => {
  await visit(page, "/calculators");
  await page.getByRole("tab", { name: "Bitcoin" }).click();
  await expect(page).toHaveURL(/\?tab=bitcoin$/);
  await page.getByRole("button", { name: "Calculate Profit" }).click();
  // 100 × 86400 / (75000 × 2^32) × 6.25 = 0.00000017 BTC; electricity 3400 × 24 × 0.06 = $4,896
  await expect(figure(page, "Daily BTC Mined")).toHaveText("0.00000017 BTC");
  await expect(figure(page, "Daily Profit")).toHaveText("-$4,896");
  await expect(figure(page, "Annual Profit")).toHaveText("-$1,787,036");
  await expect(page.getByText("Cooling and facility costs not included")).toBeVisible();
});

test("data center: hidden until the first submit; sliders show their values", async ({ page }) => {
  await visit(page, "/calculators?tab=dataCenter");
  await expect(page.getByText("Construction Cost", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("slider", { name: "Tier Level" })).toHaveAttribute("step", "1");
  await expect(page.getByRole("slider", { name: "Power Usage Effectiveness (PUE)" })).toHaveAttribute("step", "0.1");
  await page.getByRole("slider", { name: "Tier Level" }).fill("3");
  await expect(page.getByRole("tabpanel").getByText("Tier 3", { exact: true })).toBeVisible();
  await page.getByRole("slider", { name: "Tier Level" }).fill("2");
  await page.getByRole("button", { name: "Calculate TCO" }).click();
  await expect(figure(page, "10-Year Total Cost of Ownership")).toHaveText("$27,411,200");
  await expect(figure(page, "Annual Power Cost")).toHaveText("$981,120");
});

test("PACE: placeholders, then the computed figures", async ({ page }) => {
  await visit(page, "/calculators?tab=pace");
  await expect(figure(page, "Annual Payment")).toHaveText("$83,120");
  await page.getByRole("button", { name: "Calculate Financing" }).click();
  await expect(figure(page, "Annual Payment")).toHaveText("$82,546");
  await expect(figure(page, "Eligible Amount")).toHaveText("$1,000,000");
});

test("a shared URL restores the inputs and results; the back button restores the previous ones", async ({ page }) => {
  await visit(page, "/calculators?tab=pace&projectType=hvac&projectCost=3000000&propertyValue=10000000&term=10&interestRate=6");
  await expect(page.getByRole("tab", { name: "PACE" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Project Type")).toHaveValue("hvac");
  await expect(page.getByLabel("Term (years)")).toHaveValue("10");
  // min($3M, 20% × $10M) = $2,000,000
  await expect(figure(page, "Eligible Amount")).toHaveText("$2,000,000");
  await page.getByLabel("Term (years)").fill("20");
  await page.getByRole("button", { name: "Calculate Financing" }).click();
  await expect(page).toHaveURL(/term=20/);
  await page.goBack();
  await expect(page).toHaveURL(/term=10/);
  await expect(page.getByLabel("Term (years)")).toHaveValue("10");
});

test("tabs work from the keyboard", async ({ page }) => {
  await visit(page, "/calculators");
  await page.getByRole("tab", { name: "Solar" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Hydrogen" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Hydrogen" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "PACE" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { name: "PACE Financing Calculator" })).toBeVisible();
});

test("the page links to the blog resources, /contact and /clients", async ({ page }) => {
  await visit(page, "/calculators");
  for (const tag of ["solar", "hydrogen", "bitcoin", "financing"]) {
    await expect(page.locator(`a[href="/blog?tag=${tag}"]`)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/clients");
});
