/**
 * The frame every chart shares (the calculators' and the admin analytics'): title, one-line summary, the SVG picture, a legend and
 * the figures as a table behind "Show data". The SVG scales with its viewBox (no measuring), takes
 * its colours from the theme's variables, and is one image to assistive technology, labelled by
 * the title and summary; the table carries the numbers.
 */
import { useId, type ReactNode } from "react";

/** Fills of the series, each colour with its own texture so no two differ by colour alone. */
const swatches = [
  { fill: "fill-primary", texture: null },
  { fill: "fill-accent", texture: <path d="M-2 2l4-4M0 8l8-8M6 10l4-4" className="stroke-card" strokeWidth={1.5} /> },
  { fill: "fill-secondary", texture: <circle cx={4} cy={4} r={1.6} className="fill-card" /> },
  { fill: "fill-muted-foreground", texture: <path d="M0 4h8" className="stroke-card" strokeWidth={2} /> },
  { fill: "fill-foreground", texture: <path d="M0 0l8 8M8 0l-8 8" className="stroke-card" strokeWidth={1.2} /> },
] as const;

const swatchCount = swatches.length;

/** Pattern ids of one chart; useId keeps them unique and the same on server and client. */
export function useSwatchIds(): { patternId: (index: number) => string; fillOf: (index: number) => string } {
  const prefix = `chart${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const patternId = (index: number) => `${prefix}-swatch-${index % swatchCount}`;
  return { patternId, fillOf: (index) => `url(#${patternId(index)})` };
}

/** The <defs> with the textured fills, once per chart SVG. */
export function SwatchDefs({ patternId }: { patternId: (index: number) => string }) {
  return (
    <defs>
      {swatches.map((swatch, index) => (
        <pattern key={swatch.fill} id={patternId(index)} width={8} height={8} patternUnits="userSpaceOnUse">
          <rect width={8} height={8} className={swatch.fill} />
          {swatch.texture}
        </pattern>
      ))}
    </defs>
  );
}

interface LegendItem {
  label: string;
  /** The key's little picture: a textured square, a line style or a marker. */
  mark: ReactNode;
  /** A figure shown after the label, e.g. the part's value. */
  value?: string;
}

/** A legend key: a textured square. */
export function SwatchMark({ fill }: { fill: string }) {
  return <rect x={1} y={1} width={14} height={14} fill={fill} className="stroke-foreground" strokeWidth={0.75} />;
}

export interface DataTable {
  columns: readonly string[];
  rows: readonly { key: string | number; cells: readonly string[] }[];
  /** A totals row. */
  foot?: readonly string[];
}

export interface ChartFigureProps {
  title: string;
  summary: string;
  /** The SVG's coordinate space; it is drawn at the container's width, keeping this ratio. */
  width: number;
  height: number;
  legend: readonly LegendItem[];
  table: DataTable;
  children: ReactNode;
}

export function ChartFigure({ title, summary, width, height, legend, table, children }: ChartFigureProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const summaryId = `${id}-summary`;
  return (
    <figure aria-labelledby={titleId} className="mt-6 rounded-lg border border-border bg-card p-3 text-card-foreground sm:p-4">
      <figcaption>
        <p id={titleId} className="font-semibold">
          {title}
        </p>
        <p id={summaryId} className="mt-1 text-sm text-muted-foreground">
          {summary}
        </p>
      </figcaption>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: named by aria-labelledby (the caption's title and summary). */}
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        role="img"
        aria-labelledby={`${titleId} ${summaryId}`}
        className="mx-auto mt-3 block h-auto w-full max-w-md overflow-visible font-sans"
        fontSize={13}
      >
        {children}
      </svg>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {legend.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <svg viewBox="0 0 16 16" width={16} height={16} aria-hidden="true" className="shrink-0 overflow-visible">
              {item.mark}
            </svg>
            <span>
              {item.label}
              {item.value ? <span className="font-semibold tabular-nums"> {item.value}</span> : null}
            </span>
          </li>
        ))}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary underline-offset-4 hover:underline">Show data</summary>
        <div className="mt-2 overflow-x-auto" data-scroll-x>
          <table className="w-full border-collapse text-left tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border">
                {table.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-b border-border/60">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-2 py-1 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-2 py-1">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {table.foot ? (
              <tfoot>
                <tr>
                  {table.foot.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-2 py-1">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-2 py-1 font-semibold">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      </details>
    </figure>
  );
}

/** Axis tick labels and grid lines along y, shared by the line and column charts. */
export function YAxis({
  ticks,
  y,
  left,
  right,
  format,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  right: number;
  format: (value: number) => string;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={left}
            x2={right}
            y1={y(tick)}
            y2={y(tick)}
            className={tick === 0 ? "stroke-foreground" : "stroke-border"}
            strokeDasharray={tick === 0 ? "4 3" : undefined}
          />
          <text x={left - 4} y={y(tick)} dy="0.32em" textAnchor="end" className="fill-muted-foreground">
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Axis tick labels along x. */
export function XAxis({
  ticks,
  x,
  y,
  format,
}: {
  ticks: readonly number[];
  x: (value: number) => number;
  y: number;
  format: (value: number) => string;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <text key={tick} x={x(tick)} y={y} textAnchor="middle" className="fill-muted-foreground">
          {format(tick)}
        </text>
      ))}
    </g>
  );
}

/** Where a label fits inside [left, right] when anchored at x. */
export function anchorWithin(x: number, left: number, right: number): "start" | "middle" | "end" {
  if (x - left < 50) return "start";
  if (right - x < 50) return "end";
  return "middle";
}
