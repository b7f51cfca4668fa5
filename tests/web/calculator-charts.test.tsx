import { render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { dataCenterDefaults, hydrogenDefaults, miningDefaults, paceDefaults, solarDefaults } from "#contract/calculators.ts";
import CalculatorChart, { type CalculatorChartProps } from "#web/features/calculators/charts/calculator-chart.tsx";
import { linearScale } from "#web/components/charts/scale.ts";

const charts: { props: CalculatorChartProps; title: string; summary: string; rows: number }[] = [
  {
    props: { calculator: "solar", inputs: solarDefaults },
    title: "Cumulative cash flow over 25 years",
    summary: "Pays back in year 10 (after 9.5 years); $205,500 net over 25 years",
    rows: 26, // years 0–25
  },
  {
    props: { calculator: "hydrogen", inputs: hydrogenDefaults },
    title: "What makes up the cost per kg",
    summary: "$3.13/kg: $2.24/kg annualised capital plus $0.89/kg operating cost",
    rows: 5,
  },
  {
    props: { calculator: "mining", inputs: miningDefaults },
    title: "Daily profit by electricity rate",
    summary: "Breaks even at $0.00000012/kWh; at your $0.06/kWh you make a loss of $4,896 a day",
    rows: 13, // $0.00–$0.50 by $0.05, your rate, break-even
  },
  {
    props: { calculator: "dataCenter", inputs: dataCenterDefaults },
    title: "10-year total cost of ownership by cost",
    summary: "$27,411,200 over 10 years: construction 47% ($13,000 per kW), power 36%; running costs $120 per kW a month",
    rows: 4,
  },
  {
    props: { calculator: "pace", inputs: paceDefaults },
    title: "Balance and yearly payments over the term",
    summary: "$1,000,000 paid off over 20 years; $1,650,930 repaid in all, of which $650,930 is interest",
    rows: 20,
  },
];

describe("calculator charts", () => {
  for (const chart of charts) {
    it(`${chart.props.calculator}: a titled picture with its summary, and its figures as a table`, () => {
      render(<CalculatorChart {...chart.props} />);
      const figure = screen.getByRole("figure", { name: chart.title });
      expect(within(figure).getByRole("img")).toHaveAccessibleName(`${chart.title} ${chart.summary}`);
      const table = within(figure).getByRole("table", { name: chart.title, hidden: true });
      expect(within(table).getAllByRole("row", { hidden: true })).toHaveLength(chart.rows + 1 + (table.querySelector("tfoot") ? 1 : 0));
    });

    it(`${chart.props.calculator}: renders the same markup every time (server and client agree)`, () => {
      expect(renderToString(<CalculatorChart {...chart.props} />)).toBe(renderToString(<CalculatorChart {...chart.props} />));
    });
  }

  it("the tables carry the cards' figures", () => {
    render(<CalculatorChart calculator="pace" inputs={paceDefaults} />);
    const foot = screen.getByRole("table", { hidden: true }).querySelector("tfoot");
    expect(foot).toHaveTextContent("Total$1,000,000$650,930$1,650,930");
    render(<CalculatorChart calculator="dataCenter" inputs={dataCenterDefaults} />);
    expect(screen.getByRole("row", { name: /Total cost of ownership/, hidden: true })).toHaveTextContent("$27,411,200");
  });
});

describe("linearScale", () => {
  it("widens the domain to round ticks and maps it onto the range", () => {
    const y = linearScale([-126_000, 205_500], [200, 0]);
    expect(y.ticks).toEqual([-200_000, -100_000, 0, 100_000, 200_000, 300_000]);
    expect(y(-200_000)).toBe(200);
    expect(y(300_000)).toBe(0);
    expect(linearScale([0, 0.5], [0, 100], 5).ticks).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5]);
  });

  it("an empty or non-finite domain becomes 0–1", () => {
    expect(linearScale([Number.NaN], [0, 10]).ticks[0]).toBe(0);
    expect(linearScale([0, 0], [0, 10]).ticks.at(-1)).toBe(1);
  });
});
