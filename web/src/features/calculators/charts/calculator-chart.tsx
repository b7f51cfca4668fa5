/**
 * The chart of a calculation, by calculator. The panel loads this module lazily (its own chunk),
 * so the chart code is fetched only once something has been calculated.
 */
import type { CalculatorInputs, CalculatorKey } from "#contract/calculators.ts";
import { DataCenterChart, HydrogenChart } from "./cost-charts";
import { MiningChart } from "./mining-chart";
import { PaceChart } from "./pace-chart";
import { SolarChart } from "./solar-chart";

export type CalculatorChartProps = { [K in CalculatorKey]: { calculator: K; inputs: CalculatorInputs[K] } }[CalculatorKey];

export default function CalculatorChart(props: CalculatorChartProps) {
  switch (props.calculator) {
    case "solar":
      return <SolarChart inputs={props.inputs} />;
    case "hydrogen":
      return <HydrogenChart inputs={props.inputs} />;
    case "mining":
      return <MiningChart inputs={props.inputs} />;
    case "dataCenter":
      return <DataCenterChart inputs={props.inputs} />;
    case "pace":
      return <PaceChart inputs={props.inputs} />;
  }
}
