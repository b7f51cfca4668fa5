import { calculatorFigure as figure, expect, test, visit } from "./support/fixtures";

/** The chart of the selected calculator: its picture, its summary and, after "Show data", its table. */
async function expectChart(page: import("@playwright/test").Page, title: string, summary: string, rows: number) {
  const figure = page.getByRole("tabpanel").getByRole("figure", { name: title });
  await expect(figure.getByRole("img")).toBeVisible();
  await expect(figure.getByRole("img")).toHaveAccessibleName(`${title} ${summary}`);
  // Drawn at the layout's width (the viewBox scales it), with marks beyond the pattern definitions.
  expect((await figure.getByRole("img").boundingBox())?.height).toBeGreaterThan(40);
  await expect(figure.locator("svg[role=img] :is(path, rect, circle):not(pattern *)")).not.toHaveCount(0);
  await figure.getByText("Show data", { exact: true }).click();
  const table = figure.getByRole("table", { name: title });
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(rows);
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
  await expect(page.getByRole("link", { name: "Get Detailed Quote" })).toHaveAttribute(
    "href",
    /^\/contact\?inquiryType=solar&message=Solar\+ROI\+estimate/,
  );
  await expectChart(page, "Cumulative cash flow over 25 years", "Pays back in year 10 (after 9.5 years); $205,500 net over 25 years", 26);
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
  await expect(page.getByText(/^Out of date: these results are for your previous inputs/)).toBeVisible();
});

test("a link's figure outside the bounds is shown with its message, and nothing is calculated until it is fixed", async ({ page }) => {
  // As the chat assistant links it for "a 150 MW electrolyzer with 800 kg of storage".
  await visit(page, "/calculators?tab=hydrogen&electrolyzerSize=150&storageSize=800&compressionNeeded=true");
  const size = page.getByLabel("Electrolyzer Size (MW)");
  const message = page.getByText("Electrolyzer size must be less than 100 MW");
  await expect(size).toHaveValue("150");
  await expect(page.getByLabel("Storage Size (kg)")).toHaveValue("800");
  await expect(message).toBeVisible();
  await expect(page.getByText(/^Example figures\./)).toBeVisible();
  await size.fill("50");
  await expect(message).toHaveCount(0);
  await page.getByRole("button", { name: "Calculate Costs" }).click();
  await expect(page).toHaveURL(/electrolyzerSize=50&storageSize=800/);
  await expect(page.getByText(/^Example figures\./)).toHaveCount(0);
});

test("results say they are out of date once an input changes, until calculated again", async ({ page }) => {
  await visit(page, "/calculators?tab=solar&systemSize=250");
  const stale = page.getByText(/^Out of date: these results are for your previous inputs/);
  await expect(figure(page, "Total System Cost")).toHaveText("$450,000");
  await expect(stale).toHaveCount(0);
  await page.getByLabel("System Size (kW)").fill("300");
  await expect(stale).toBeVisible();
  // Back to what was calculated: the results match the form again.
  await page.getByLabel("System Size (kW)").fill("250");
  await expect(stale).toHaveCount(0);
  await page.getByLabel("System Size (kW)").fill("300");
  await page.getByRole("button", { name: "Calculate ROI" }).click();
  await expect(figure(page, "Total System Cost")).toHaveText("$540,000");
  await expect(stale).toHaveCount(0);
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
  // The chart follows in place: 10 rows of $2M at 6%, not 20.
  await expectChart(
    page,
    "Balance and yearly payments over the term",
    "$2,000,000 paid off over 10 years; $2,664,492 repaid in all, of which $664,492 is interest",
    10,
  );
});

test("every calculator draws its chart after Calculate", async ({ page }) => {
  await visit(page, "/calculators");
  const charts = [
    {
      tab: "Hydrogen",
      submit: "Calculate Costs",
      title: "What makes up the cost per kg",
      summary: "$3.13/kg: $2.24/kg annualised capital plus $0.89/kg operating cost",
      rows: 5,
    },
    {
      tab: "Bitcoin",
      submit: "Calculate Profit",
      title: "Daily profit by electricity rate",
      summary: "Breaks even at $0.00000012/kWh; at your $0.06/kWh you make a loss of $4,896 a day",
      rows: 13,
    },
    {
      tab: "Data Center",
      submit: "Calculate TCO",
      title: "10-year total cost of ownership by cost",
      summary: "$27,411,200 over 10 years: construction 47% ($13,000 per kW), power 36%; running costs $120 per kW a month",
      rows: 4,
    },
    {
      tab: "PACE",
      submit: "Calculate Financing",
      title: "Balance and yearly payments over the term",
      summary: "$1,000,000 paid off over 20 years; $1,650,930 repaid in all, of which $650,930 is interest",
      rows: 20,
    },
  ];
  for (const chart of charts) {
    await page.getByRole("tab", { name: chart.tab }).click();
    await expect(page.getByRole("tabpanel").getByRole("figure")).toHaveCount(0);
    await page.getByRole("button", { name: chart.submit }).click();
    await expectChart(page, chart.title, chart.summary, chart.rows);
  }
});

test("a shared URL with inputs draws the same chart at once", async ({ page }) => {
  const shared = [
    {
      url: "/calculators?tab=solar&systemSize=250&pricePerWatt=2.1&utilityRate=0.15&incentives=26",
      // $388,500 net / $41,437.50 a year = 9.375 years; 25 × $41,437.50 − $388,500 = $647,437.50
      title: "Cumulative cash flow over 25 years",
      summary: "Pays back in year 10 (after 9.4 years); $647,438 net over 25 years",
      rows: 26,
    },
    {
      url: "/calculators?tab=hydrogen&electrolyzerSize=10&storageSize=20000&compressionNeeded=false",
      // $35M / 10 / 1,440,000 kg = $2.43; $1.4M / 1,440,000 kg = $0.97
      title: "What makes up the cost per kg",
      summary: "$3.40/kg: $2.43/kg annualised capital plus $0.97/kg operating cost",
      rows: 5,
    },
    {
      url: "/calculators?tab=bitcoin&difficulty=1",
      // 100 × 86,400 / 2^32 × 6.25 × $60,000 = $754.37 a day; / (3,400 kW × 24 h) = $0.0092/kWh
      title: "Daily profit by electricity rate",
      summary: "Breaks even at $0.0092/kWh; at your $0.06/kWh you make a loss of $4,142 a day",
      rows: 13,
    },
    {
      url: "/calculators?tab=dataCenter&capacity=2&redundancyLevel=n%2B1&coolingType=liquid&tier=3&pue=1.5",
      // $44,850,000 construction + 10 × $3,399,400 a year; $44.85M / 2,000 kW = $22,425
      title: "10-year total cost of ownership by cost",
      summary: "$78,844,000 over 10 years: construction 57% ($22,425 per kW), power 27%; running costs $142 per kW a month",
      rows: 4,
    },
  ];
  for (const chart of shared) {
    await visit(page, chart.url);
    await expectChart(page, chart.title, chart.summary, chart.rows);
  }
});

test("the home page's calculators draw their chart after Calculate", async ({ page }) => {
  await visit(page, "/");
  const section = page.locator("#calculators");
  await section.scrollIntoViewIfNeeded();
  await section.getByRole("button", { name: "Calculate ROI" }).click();
  await expect(section.getByRole("figure", { name: "Cumulative cash flow over 25 years" })).toContainText("Pays back in year 10");
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
