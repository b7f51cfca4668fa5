/**
 * A linear scale with "nice" round ticks, in plain code (what the charts need of d3-scale). A
 * domain that is empty or not finite becomes 0–1, so a degenerate input draws an empty chart
 * rather than NaN coordinates.
 */
export interface LinearScale {
  (value: number): number;
  /** Round values covering the domain, first to last. */
  ticks: readonly number[];
}

/** 1, 2 or 5 × a power of ten, at least `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
}

/** Maps [min, max] (widened to round ticks) onto [from, to] in SVG units. */
export function linearScale(values: readonly number[], [from, to]: readonly [number, number], tickCount = 4): LinearScale {
  const finite = values.filter(Number.isFinite);
  let min = finite.length ? Math.min(...finite) : 0;
  let max = finite.length ? Math.max(...finite) : 1;
  if (min === max) {
    min = min === 0 ? 0 : Math.min(0, min);
    max = max === 0 ? 1 : Math.max(0, max);
  }
  const step = niceStep((max - min) / tickCount);
  const low = Math.floor(min / step) * step;
  const high = Math.ceil(max / step) * step;
  const count = Math.round((high - low) / step);
  // toPrecision strips binary noise such as 0.30000000000000004 from the tick values.
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((low + i * step).toPrecision(12)));
  const scale = (value: number) => from + ((value - low) / (high - low)) * (to - from);
  return Object.assign(scale, { ticks });
}
