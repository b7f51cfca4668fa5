import type { MiningInput } from "#contract/calculators.ts";
import { formatUsd, formatUsdCompact } from "#contract/format.ts";
import { describeMiningProfit, formatRate, miningProfitCurve } from "../series";
import { anchorWithin, ChartFigure, XAxis, YAxis } from "#web/components/charts/chart-figure.tsx";
import { linearScale } from "#web/components/charts/scale.ts";

const W = 320;
const H = 220;
const plot = { left: 52, right: W - 10, top: 22, bottom: H - 26 };

/** Daily profit falls with the electricity rate; it crosses zero at the break-even rate. */
export function MiningChart({ inputs }: { inputs: MiningInput }) {
  const curve = miningProfitCurve(inputs);
  const first = curve.points[0];
  const last = curve.points.at(-1);
  const top = last?.rate ?? 1;
  const x = linearScale([0, top], [plot.left, plot.right], 5);
  const y = linearScale([0, ...curve.points.map((p) => p.dailyProfit)], [plot.bottom, plot.top]);
  const breakEvenShown = curve.breakEvenRate >= 0 && curve.breakEvenRate <= top;
  const you = { x: x(curve.yourRate), y: y(curve.yourProfit) };
  const rows = [
    ...curve.points.map((p) => ({ rate: p.rate, profit: p.dailyProfit, note: "" })),
    { rate: curve.yourRate, profit: curve.yourProfit, note: " (your rate)" },
    ...(Number.isFinite(curve.breakEvenRate) ? [{ rate: curve.breakEvenRate, profit: 0, note: " (break-even)" }] : []),
  ].sort((a, b) => a.rate - b.rate);
  return (
    <ChartFigure
      title="Daily profit by electricity rate"
      summary={describeMiningProfit(inputs)}
      width={W}
      height={H}
      legend={[
        { label: "Daily profit", mark: <path d="M0 8h16" className="stroke-primary" strokeWidth={2.5} /> },
        { label: "Break-even", mark: <circle cx={8} cy={8} r={5} className="fill-card stroke-foreground" strokeWidth={2} /> },
        { label: "Your rate", mark: <path d="M8 2l6 6-6 6-6-6z" className="fill-accent" /> },
      ]}
      table={{
        columns: ["Electricity rate", "Daily profit"],
        rows: rows.map((row, i) => ({ key: i, cells: [`${formatRate(row.rate)}${row.note}`, formatUsd(row.profit)] })),
      }}
    >
      <YAxis ticks={y.ticks} y={y} left={plot.left} right={plot.right} format={formatUsdCompact} />
      <XAxis ticks={x.ticks} x={x} y={H - 8} format={(rate) => `$${rate.toFixed(2)}`} />
      {first && last ? (
        <line
          x1={x(first.rate)}
          y1={y(first.dailyProfit)}
          x2={x(last.rate)}
          y2={y(last.dailyProfit)}
          className="stroke-primary"
          strokeWidth={2.5}
        />
      ) : null}
      {breakEvenShown ? (
        <circle cx={x(curve.breakEvenRate)} cy={y(0)} r={5} className="fill-card stroke-foreground" strokeWidth={2} />
      ) : null}
      <line x1={you.x} x2={you.x} y1={plot.top} y2={plot.bottom} className="stroke-accent" strokeWidth={1.5} strokeDasharray="2 3" />
      <path d={`M${you.x} ${you.y - 7}l7 7-7 7-7-7z`} className="fill-accent" />
      <text x={you.x} y={plot.top - 8} textAnchor={anchorWithin(you.x, plot.left, plot.right)} className="fill-foreground font-semibold">
        You: {formatUsdCompact(curve.yourProfit)}/day
      </text>
    </ChartFigure>
  );
}
