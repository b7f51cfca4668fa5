import type { Part } from "../series";
import { ChartFigure, SwatchDefs, SwatchMark, useSwatchIds, XAxis, type DataTable } from "#web/components/charts/chart-figure.tsx";
import { linearScale } from "#web/components/charts/scale.ts";

const W = 320;
const H = 66;
const bar = { left: 10, right: W - 14, top: 4, height: 34 };

export interface StackedBarChartProps {
  title: string;
  summary: string;
  parts: readonly Part[];
  total: number;
  format: (value: number) => string;
  tickFormat: (value: number) => string;
  table: DataTable;
}

/** One bar split into parts (each with its own texture), a scale under it, values in the legend. */
export function StackedBarChart({ title, summary, parts, total, format, tickFormat, table }: StackedBarChartProps) {
  const { patternId, fillOf } = useSwatchIds();
  const x = linearScale([0, total], [bar.left, bar.right], 4);
  let start = 0;
  const segments = parts.map((part, index) => {
    const segment = { part, index, x: x(start), width: Math.max(0, x(start + part.value) - x(start)) };
    start += part.value;
    return segment;
  });
  const share = (value: number) => (total > 0 ? ` (${Math.round((value / total) * 100)}%)` : "");
  return (
    <ChartFigure
      title={title}
      summary={summary}
      width={W}
      height={H}
      legend={parts.map((part, index) => ({
        label: part.label,
        value: `${format(part.value)}${share(part.value)}`,
        mark: <SwatchMark fill={fillOf(index)} />,
      }))}
      table={table}
    >
      <SwatchDefs patternId={patternId} />
      {segments.map(({ part, index, x: left, width }) => (
        <rect
          key={part.key}
          x={left}
          y={bar.top}
          width={width}
          height={bar.height}
          fill={fillOf(index)}
          className="stroke-card"
          strokeWidth={1.5}
        />
      ))}
      {x.ticks.map((tick) => (
        <line
          key={tick}
          x1={x(tick)}
          x2={x(tick)}
          y1={bar.top + bar.height}
          y2={bar.top + bar.height + 5}
          className="stroke-muted-foreground"
        />
      ))}
      <XAxis ticks={x.ticks} x={x} y={H - 10} format={tickFormat} />
    </ChartFigure>
  );
}
