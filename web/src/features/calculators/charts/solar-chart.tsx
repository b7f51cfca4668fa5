import type { SolarInput } from "#contract/calculators.ts";
import { formatUsd, formatUsdCompact } from "#contract/format.ts";
import { describeSolarCashFlow, solarCashFlow } from "../series";
import { anchorWithin, ChartFigure, XAxis, YAxis } from "#web/components/charts/chart-figure.tsx";
import { linearScale } from "#web/components/charts/scale.ts";

const W = 320;
const H = 220;
const plot = { left: 52, right: W - 10, top: 22, bottom: H - 26 };

/** Cumulative cash flow over 25 years: below the dashed zero line until it pays back. */
export function SolarChart({ inputs }: { inputs: SolarInput }) {
  const flow = solarCashFlow(inputs);
  const x = linearScale([0, flow.points.length - 1], [plot.left, plot.right], 5);
  const y = linearScale([0, ...flow.points.map((p) => p.cumulative)], [plot.bottom, plot.top]);
  const line = flow.points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.year).toFixed(1)} ${y(p.cumulative).toFixed(1)}`).join("");
  const payback = flow.paybackYear === null ? null : x(Math.min(flow.paybackPeriod, flow.points.length - 1));
  return (
    <ChartFigure
      title="Cumulative cash flow over 25 years"
      summary={describeSolarCashFlow(inputs)}
      width={W}
      height={H}
      legend={[
        {
          label: "Cash flow, paid back (filled) or not yet (hollow)",
          mark: (
            <>
              <path d="M0 8h16" className="stroke-primary" strokeWidth={2.5} />
              <circle cx={8} cy={8} r={3.5} className="fill-card stroke-primary" strokeWidth={1.5} />
            </>
          ),
        },
        {
          label: "Payback",
          mark: (
            <>
              <path d="M8 0v16" className="stroke-accent" strokeWidth={1.5} strokeDasharray="2 2" />
              <path d="M8 3l5 5-5 5-5-5z" className="fill-accent" />
            </>
          ),
        },
      ]}
      table={{
        columns: ["Year", "Cumulative cash flow"],
        rows: flow.points.map((p) => ({ key: p.year, cells: [String(p.year), formatUsd(p.cumulative)] })),
      }}
    >
      <YAxis ticks={y.ticks} y={y} left={plot.left} right={plot.right} format={formatUsdCompact} />
      <XAxis ticks={x.ticks} x={x} y={H - 8} format={(year) => (year === 0 ? "Year 0" : String(year))} />
      <path d={line} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" />
      {flow.points.map((p) => (
        <circle
          key={p.year}
          cx={x(p.year)}
          cy={y(p.cumulative)}
          r={2.5}
          strokeWidth={1.25}
          className={flow.paybackYear !== null && p.year >= flow.paybackYear ? "fill-primary stroke-primary" : "fill-card stroke-primary"}
        />
      ))}
      {payback === null ? null : (
        <g>
          <line
            x1={payback}
            x2={payback}
            y1={plot.top}
            y2={plot.bottom}
            className="stroke-accent"
            strokeWidth={1.5}
            strokeDasharray="2 3"
          />
          <path d={`M${payback} ${y(0) - 6}l6 6-6 6-6-6z`} className="fill-accent" />
          <text
            x={payback}
            y={plot.top - 8}
            textAnchor={anchorWithin(payback, plot.left, plot.right)}
            className="fill-foreground font-semibold"
          >
            Payback: year {flow.paybackYear}
          </text>
        </g>
      )}
    </ChartFigure>
  );
}
