import type { PaceInput } from "#contract/calculators.ts";
import { formatUsd, formatUsdCompact } from "#contract/format.ts";
import { describePaceSchedule, paceSchedule } from "../series";
import { ChartFigure, SwatchDefs, SwatchMark, useSwatchIds, XAxis, YAxis } from "#web/components/charts/chart-figure.tsx";
import { linearScale } from "#web/components/charts/scale.ts";

const W = 320;
const H = 300;
const left = 52;
const right = W - 10;
/** Two panels on one year axis: the balance above, each year's payment split below. */
const balancePanel = { top: 22, bottom: 126 };
const paymentPanel = { top: 160, bottom: H - 26 };

export function PaceChart({ inputs }: { inputs: PaceInput }) {
  const s = paceSchedule(inputs);
  const { patternId, fillOf } = useSwatchIds();
  const years = s.years.length;
  const x = linearScale([0, years], [left, right], 5);
  const step = years > 0 ? x(1) - x(0) : 0;
  const balanceY = linearScale([0, s.eligibleAmount], [balancePanel.bottom, balancePanel.top], 3);
  const paymentY = linearScale([0, ...s.years.map((row) => row.principal + row.interest)], [paymentPanel.bottom, paymentPanel.top], 3);
  const balance = [{ year: 0, balance: s.eligibleAmount }, ...s.years];
  const line = balance.map((row, i) => `${i === 0 ? "M" : "L"}${x(row.year).toFixed(1)} ${balanceY(row.balance).toFixed(1)}`).join("");
  return (
    <ChartFigure
      title="Balance and yearly payments over the term"
      summary={describePaceSchedule(inputs)}
      width={W}
      height={H}
      legend={[
        {
          label: "Balance",
          mark: (
            <>
              <path d="M0 8h16" className="stroke-primary" strokeWidth={2.5} />
              <circle cx={8} cy={8} r={3} className="fill-primary" />
            </>
          ),
        },
        { label: "Principal paid", value: formatUsd(s.totalPrincipal), mark: <SwatchMark fill={fillOf(0)} /> },
        { label: "Interest paid", value: formatUsd(s.totalInterest), mark: <SwatchMark fill={fillOf(1)} /> },
      ]}
      table={{
        columns: ["Year", "Principal", "Interest", "Balance at year end"],
        rows: s.years.map((row) => ({
          key: row.year,
          cells: [String(row.year), formatUsd(row.principal), formatUsd(row.interest), formatUsd(row.balance)],
        })),
        foot: ["Total", formatUsd(s.totalPrincipal), formatUsd(s.totalInterest), formatUsd(s.totalRepayment)],
      }}
    >
      <SwatchDefs patternId={patternId} />
      <text x={left} y={balancePanel.top - 8} className="fill-foreground font-semibold">
        Balance
      </text>
      <YAxis ticks={balanceY.ticks} y={balanceY} left={left} right={right} format={formatUsdCompact} />
      <path d={line} fill="none" className="stroke-primary" strokeWidth={2.5} strokeLinejoin="round" />
      {balance.map((row) => (
        <circle key={row.year} cx={x(row.year)} cy={balanceY(row.balance)} r={2.5} className="fill-primary" />
      ))}
      <text x={left} y={paymentPanel.top - 8} className="fill-foreground font-semibold">
        Paid each year
      </text>
      <YAxis ticks={paymentY.ticks} y={paymentY} left={left} right={right} format={formatUsdCompact} />
      {s.years.map((row) => {
        const barX = x(row.year - 1) + step * 0.15;
        const width = step * 0.7;
        const principalTop = paymentY(row.principal);
        const total = paymentY(row.principal + row.interest);
        return (
          <g key={row.year}>
            <rect x={barX} y={principalTop} width={width} height={paymentPanel.bottom - principalTop} fill={fillOf(0)} />
            <rect x={barX} y={total} width={width} height={principalTop - total} fill={fillOf(1)} />
          </g>
        );
      })}
      <XAxis ticks={x.ticks} x={x} y={H - 8} format={(year) => (year === 0 ? "Year 0" : String(year))} />
    </ChartFigure>
  );
}
