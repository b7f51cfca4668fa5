/**
 * The admin analytics' charts, drawn with the calculators' chart frame and scale (plain SVG, each
 * with its figures in a table under "Show data"): leads per week, one line per kind, and views per
 * day as columns.
 */
import type { ReactNode } from "react";
import type { DayViews, LeadsAnalytics } from "#contract/analytics.ts";
import { formatNumber } from "#contract/format.ts";
import { ChartFigure, XAxis, YAxis } from "../../../components/charts/chart-figure";
import { linearScale } from "../../../components/charts/scale";
import { shortDay } from "../admin-dates";

const W = 320;
const H = 220;
const plot = { left: 36, right: W - 10, top: 14, bottom: H - 26 };

/** Each series differs by colour, dash and marker, so none is told apart by colour alone. */
const lineStyles: { stroke: string; dash?: string; marker: (x: number, y: number) => ReactNode }[] = [
  { stroke: "stroke-primary", marker: (x, y) => <circle cx={x} cy={y} r={3} className="fill-primary stroke-primary" /> },
  {
    stroke: "stroke-accent",
    dash: "6 3",
    marker: (x, y) => <rect x={x - 3} y={y - 3} width={6} height={6} className="fill-accent stroke-accent" />,
  },
  { stroke: "stroke-foreground", dash: "2 3", marker: (x, y) => <path d={`M${x} ${y - 3.5}l3.5 6h-7z`} className="fill-foreground" /> },
  {
    stroke: "stroke-muted-foreground",
    dash: "8 3 2 3",
    marker: (x, y) => <path d={`M${x} ${y - 4}l4 4-4 4-4-4z`} className="fill-muted-foreground" />,
  },
  {
    stroke: "stroke-primary",
    dash: "3 2",
    marker: (x, y) => <circle cx={x} cy={y} r={3} strokeWidth={1.5} className="fill-card stroke-primary" />,
  },
  {
    stroke: "stroke-accent",
    marker: (x, y) => <rect x={x - 3} y={y - 3} width={6} height={6} strokeWidth={1.5} className="fill-card stroke-accent" />,
  },
];

const styleOf = (index: number) => lineStyles[index % lineStyles.length] ?? lineStyles[0]!;

/** Counts are whole numbers: no 0.5 gridline for a chart whose highest count is 1. */
const wholeTicks = (ticks: readonly number[]) => ticks.filter(Number.isInteger);

/** Every `step`th index counted back from the last (this week, today), so the newest is labelled. */
const labelled = (count: number, step: number) => Array.from({ length: count }, (_, i) => i).filter((i) => (count - 1 - i) % step === 0);

/** Leads per week over the 12 weeks, one line per kind. */
export function WeeklyLeadsChart({ data }: { data: LeadsAnalytics }) {
  const x = linearScale([0, data.weeks.length - 1], [plot.left + 6, plot.right - 6], 4);
  const y = linearScale([0, ...data.series.flatMap((s) => s.counts)], [plot.bottom, plot.top]);
  const busiest = data.weeks
    .map((week, i) => ({ week, n: data.series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0) }))
    .reduce((best, w) => (w.n > best.n ? w : best), { week: data.weeks[0] ?? "", n: 0 });
  const tickWeeks = labelled(data.weeks.length, 3);
  return (
    <ChartFigure
      title="Leads per week"
      summary={`${formatNumber(data.total)} leads in the 12 weeks from ${shortDay(data.current.from)}; the busiest week began ${shortDay(busiest.week)} (${formatNumber(busiest.n)}).`}
      width={W}
      height={H}
      legend={data.series.map((s, index) => {
        const style = styleOf(index);
        return {
          label: s.label,
          value: formatNumber(s.total),
          mark: (
            <>
              <path d="M0 8h16" className={style.stroke} strokeWidth={2} strokeDasharray={style.dash} />
              {style.marker(8, 8)}
            </>
          ),
        };
      })}
      table={{
        columns: ["Week of", ...data.series.map((s) => s.label), "All"],
        rows: data.weeks.map((week, i) => ({
          key: week,
          cells: [
            shortDay(week),
            ...data.series.map((s) => formatNumber(s.counts[i] ?? 0)),
            formatNumber(data.series.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0)),
          ],
        })),
        foot: ["Total", ...data.series.map((s) => formatNumber(s.total)), formatNumber(data.total)],
      }}
    >
      <YAxis ticks={wholeTicks(y.ticks)} y={y} left={plot.left} right={plot.right} format={formatNumber} />
      <XAxis ticks={tickWeeks} x={x} y={H - 8} format={(i) => shortDay(data.weeks[i] ?? "")} />
      {data.series.map((s, index) => {
        const style = styleOf(index);
        const d = s.counts.map((n, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)} ${y(n).toFixed(1)}`).join("");
        return (
          <g key={s.kind}>
            <path d={d} fill="none" className={style.stroke} strokeWidth={2} strokeDasharray={style.dash} strokeLinejoin="round" />
            {s.counts.map((n, i) => (
              <g key={i}>{style.marker(x(i), y(n))}</g>
            ))}
          </g>
        );
      })}
    </ChartFigure>
  );
}

/** Views per UTC day as columns. */
export function DailyViewsChart({ title, days }: { title: string; days: readonly DayViews[] }) {
  const total = days.reduce((sum, d) => sum + d.views, 0);
  const step = (plot.right - plot.left) / Math.max(days.length, 1);
  const y = linearScale([0, ...days.map((d) => d.views)], [plot.bottom, plot.top]);
  const x = (i: number) => plot.left + step * (i + 0.5);
  const best = days.reduce((top, d) => (d.views > top.views ? d : top), days[0] ?? { day: "", views: 0 });
  const tickDays = labelled(days.length, 7);
  return (
    <ChartFigure
      title={title}
      summary={`${formatNumber(total)} views in ${days.length} days (UTC days); most on ${best.day ? shortDay(best.day) : "—"} (${formatNumber(best.views)}).`}
      width={W}
      height={H}
      legend={[{ label: "Views per day", mark: <rect x={2} y={2} width={12} height={12} className="fill-primary" /> }]}
      table={{
        columns: ["Day", "Views"],
        rows: days.map((d) => ({ key: d.day, cells: [shortDay(d.day), formatNumber(d.views)] })),
        foot: ["Total", formatNumber(total)],
      }}
    >
      <YAxis ticks={wholeTicks(y.ticks)} y={y} left={plot.left} right={plot.right} format={formatNumber} />
      <XAxis ticks={tickDays} x={x} y={H - 8} format={(i) => shortDay(days[i]?.day ?? "")} />
      {days.map((d, i) => (
        <rect
          key={d.day}
          x={x(i) - step * 0.35}
          y={y(d.views)}
          width={step * 0.7}
          height={Math.max(0, y(0) - y(d.views))}
          className="fill-primary"
        />
      ))}
    </ChartFigure>
  );
}
