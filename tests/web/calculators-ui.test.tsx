import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, MemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { paceDefaults, solarDefaults, type PaceInput } from "#contract/calculators.ts";
import { paceCalculator } from "#web/features/calculators/calculator-forms.ts";
import { CalculatorPanel } from "#web/features/calculators/calculator-panel.tsx";
import { CalculatorsSection } from "#web/features/calculators/calculators-section.tsx";
import { calculatorContactHref, summarizeSolar } from "#contract/calculator-summary.ts";

function renderSection() {
  const router = createMemoryRouter([{ path: "*", element: <CalculatorsSection /> }], { initialEntries: ["/"] });
  render(<RouterProvider router={router} />);
}

/** The shown value of a results card. */
function figure(title: string): HTMLElement {
  const term = within(screen.getByRole("tabpanel")).getByText(title, { selector: "dt" });
  return term.nextElementSibling as HTMLElement;
}

describe("calculators section (home page)", () => {
  it("shows solar first with the spec's placeholders, then the computed figures", async () => {
    renderSection();
    expect(screen.getByRole("tab", { name: "Solar" })).toHaveAttribute("aria-selected", "true");
    expect(figure("Payback Period")).toHaveTextContent("7.2 Years");
    await userEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    // $126,000 net / (100 × 1300 × 0.85 × $0.12 = $13,260) = 9.50 years
    expect(await screen.findByText("9.5 Years")).toBeInTheDocument();
  });

  it("an invalid submit shows the field message at the bound and keeps the previous results", async () => {
    renderSection();
    const size = screen.getByRole("spinbutton", { name: "System Size (kW)" });
    await userEvent.clear(size);
    await userEvent.type(size, "250");
    await userEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    // 250 × 1000 × $1.80 = $450,000
    expect(await screen.findByText("$450,000")).toBeInTheDocument();
    await userEvent.clear(size);
    await userEvent.type(size, "0.5");
    await userEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    expect(await screen.findByText("System size must be at least 1 kW")).toBeInTheDocument();
    expect(size).toHaveAttribute("aria-invalid", "true");
    expect(figure("Total System Cost")).toHaveTextContent("$450,000");
  });

  it("links its results button to /contact with the inquiry type, and the summary once calculated", async () => {
    renderSection();
    expect(screen.getByRole("link", { name: "Get Detailed Quote" })).toHaveAttribute("href", "/contact?inquiryType=solar");
    await userEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    const href = screen.getByRole("link", { name: "Get Detailed Quote" }).getAttribute("href") ?? "";
    const params = new URL(href, "https://x.example").searchParams;
    expect(params.get("inquiryType")).toBe("solar");
    expect(params.get("message")).toBe(summarizeSolar(solarDefaults));
  });

  it("keeps the specific yield under Advanced assumptions, and uses what the visitor types there", async () => {
    renderSection();
    const advanced = screen.getByText("Advanced assumptions").closest("details") as HTMLDetailsElement;
    expect(advanced.open).toBe(false);
    await userEvent.click(screen.getByText("Advanced assumptions"));
    const yieldBox = screen.getByRole("spinbutton", { name: "Specific Yield (kWh per kW per year)" });
    expect(yieldBox).toHaveValue(1105);
    expect(yieldBox).toHaveAccessibleDescription(/1,300 sun hours at an 85% performance ratio/);
    await userEvent.clear(yieldBox);
    await userEvent.type(yieldBox, "1400");
    await userEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    // 100 kW × 1,400 kWh per kW; $126,000 / (140,000 × $0.12 = $16,800) = 7.5 years
    expect(await screen.findByText("140,000 kWh")).toBeInTheDocument();
    expect(figure("Payback Period")).toHaveTextContent("7.5 Years");
    await userEvent.clear(yieldBox);
    await userEvent.type(yieldBox, "3000");
    await userEvent.click(screen.getByRole("button", { name: "Calculate ROI" }));
    expect(await screen.findByText("Specific yield must be less than 2,500 kWh per kW")).toBeInTheDocument();
  });

  it("selects tabs with the arrow keys, Home and End", async () => {
    renderSection();
    screen.getByRole("tab", { name: "Solar" }).focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(screen.getByRole("tab", { name: "PACE" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "PACE" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    expect(screen.getByRole("tab", { name: "Solar" })).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("heading", { name: "Hydrogen Plant Cost Estimator" })).toBeVisible();
  });

  it("puts the results in a polite live region", () => {
    renderSection();
    const live = within(screen.getByRole("tabpanel")).getByText("Total System Cost").closest("[aria-live]");
    expect(live).toHaveAttribute("aria-live", "polite");
  });
});

describe("calculatorContactHref", () => {
  it("carries the matching inquiry type and the summary", () => {
    const href = calculatorContactHref("pace", paceDefaults);
    expect(href.startsWith("/contact?inquiryType=pace_financing&message=")).toBe(true);
    expect(new URL(href, "https://x.example").searchParams.get("message")).toContain("annual payment $82,546");
    expect(calculatorContactHref("dataCenter", null)).toBe("/contact?inquiryType=general");
  });
});

describe("calculator form and history steps", () => {
  const before = { projectType: "hvac", projectCost: 3_000_000, propertyValue: 10_000_000, term: 10, interestRate: 6 } as const;

  /** The PACE panel showing `submitted`, as the URL state hands it over; `revision` counts Back/Forward steps. */
  function renderPace(onSubmit: (inputs: PaceInput) => void = () => {}) {
    const panel = (revision: number) => (
      <MemoryRouter>
        <CalculatorPanel definition={paceCalculator} submitted={before} onSubmit={onSubmit} revision={revision} />
      </MemoryRouter>
    );
    const view = render(panel(0));
    return { step: (revision: number) => view.rerender(panel(revision)) };
  }

  it("Back right after a submit puts the earlier inputs back even when React never saw the submitted ones", async () => {
    const sent: PaceInput[] = [];
    const { step } = renderPace((inputs) => sent.push(inputs));
    const term = screen.getByRole("spinbutton", { name: "Term (years)" });
    await userEvent.clear(term);
    await userEvent.type(term, "20");
    await userEvent.click(screen.getByRole("button", { name: "Calculate Financing" }));
    expect(sent.map((inputs) => inputs.term)).toEqual([20]);
    // The router collapsed push(term=20) + Back into nothing: `submitted` is still term=10. Only the step is news.
    step(1);
    await waitFor(() => expect(term).toHaveValue(10));
  });

  it("a history step that does not concern this form keeps its unsaved typing", async () => {
    const { step } = renderPace();
    const term = screen.getByRole("spinbutton", { name: "Term (years)" });
    await userEvent.clear(term);
    await userEvent.type(term, "25");
    step(1);
    expect(term).toHaveValue(25);
  });
});
