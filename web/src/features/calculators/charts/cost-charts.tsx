import type { DataCenterInput, HydrogenInput } from "#contract/calculators.ts";
import { formatUsd, formatUsdCompact, formatUsdPerKg } from "#contract/format.ts";
import { dataCenterTcoBreakdown, describeDataCenterTco, describeHydrogenCost, hydrogenCostBreakdown } from "../series";
import { StackedBarChart } from "./stacked-bar-chart";

/** The production cost per kg as one bar: each capital item's annualised share, then the OPEX. */
export function HydrogenChart({ inputs }: { inputs: HydrogenInput }) {
  const { parts, total } = hydrogenCostBreakdown(inputs);
  return (
    <StackedBarChart
      title="What makes up the cost per kg"
      summary={describeHydrogenCost(inputs)}
      parts={parts}
      total={total}
      format={formatUsdPerKg}
      tickFormat={formatUsdCompact}
      table={{
        columns: ["Part", "Cost per kg"],
        rows: parts.map((part) => ({ key: part.key, cells: [part.label, formatUsdPerKg(part.value)] })),
        foot: ["Production cost", formatUsdPerKg(total)],
      }}
    />
  );
}

/** The 10-year total cost of ownership as one bar: construction, then 10 years of each running cost. */
export function DataCenterChart({ inputs }: { inputs: DataCenterInput }) {
  const b = dataCenterTcoBreakdown(inputs);
  return (
    <StackedBarChart
      title="10-year total cost of ownership by cost"
      summary={describeDataCenterTco(inputs)}
      parts={b.parts}
      total={b.total}
      format={formatUsd}
      tickFormat={formatUsdCompact}
      table={{
        columns: ["Cost", "10 years", "Per kW"],
        rows: b.parts.map((part) => ({ key: part.key, cells: [part.label, formatUsd(part.value), formatUsd(part.perKw)] })),
        foot: ["Total cost of ownership", formatUsd(b.total), formatUsd(b.parts.reduce((sum, part) => sum + part.perKw, 0))],
      }}
    />
  );
}
