// Measurements more than one bench part makes: Lighthouse on a page (median of three runs), one
// autocannon load run, and the render CPU a tests/bench file prints from inside workerd.
import { readdirSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { chromiumFlags } from "./ensure-chromium.ts";
import { capture, npx } from "./lib.ts";

/** One Lighthouse run of a page: the scores, the lab metrics and the audits that did not pass. */
export type LighthouseRun = {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: string[];
};
export type LighthouseRow = LighthouseRun & { performanceRuns: string };

// Lighthouse's own guidance on variability: run several times and take the median. Each page is
// measured LIGHTHOUSE_RUNS times in a fresh browser; the run with the median performance score is
// reported, with every run's score beside it.
export const LIGHTHOUSE_RUNS = 3;

/** Lighthouse 13 (mobile, default throttling) on `base + path`, LIGHTHOUSE_RUNS times: the median run. */
export async function lighthousePage(base: string, path: string, chromiumPath: string): Promise<LighthouseRow> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const runs: LighthouseRun[] = [];
  for (let run = 0, attempts = 0; run < LIGHTHOUSE_RUNS; attempts += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    try {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: "json", logLevel: "error" });
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      const { lhr } = result;
      const unmeasured = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].find(
        (id) => typeof lhr.audits[id]?.numericValue !== "number",
      );
      if (lhr.runtimeError || unmeasured) {
        // A failed run is retried, a few times at most; it is not a score.
        const reason = lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : `${unmeasured}: ${lhr.audits[unmeasured!]?.errorMessage ?? "no value"}`;
        console.log(`  ${path}: Lighthouse run failed (${reason})`);
        if (attempts >= LIGHTHOUSE_RUNS * 2) throw new Error(`Lighthouse keeps failing on ${path}`);
        continue;
      }
      run += 1;
      // Each of these three was checked above to be a number.
      const metric = (id: string) => lhr.audits[id]!.numericValue!;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      runs.push({
        path,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(metric("largest-contentful-paint")),
        tbtMs: Math.round(metric("total-blocking-time")),
        cls: Number(metric("cumulative-layout-shift").toFixed(3)),
        failing: Object.values(lhr.categories).flatMap((c) =>
          c.auditRefs
            .filter((r) => r.weight > 0 && (lhr.audits[r.id]!.score ?? 1) < 1 && c.id !== "performance")
            .map((r) => `${c.id}:${r.id}`),
        ),
      });
    } finally {
      await chrome.kill();
    }
  }
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  // The other categories do not vary with load; still, the worst run is the one reported.
  const worst = (key: "accessibility" | "bestPractices" | "seo") => Math.min(...runs.map((r) => r[key]));
  return {
    ...median,
    accessibility: worst("accessibility"),
    bestPractices: worst("bestPractices"),
    seo: worst("seo"),
    failing: [...new Set(runs.flatMap((r) => r.failing))],
    performanceRuns: runs.map((r) => r.performance).join("/"),
  };
}

/** The goals a Lighthouse row misses. */
export function lighthouseGoals(row: LighthouseRow): string[] {
  const goals: string[] = [];
  if (row.performance < 100) goals.push(`performance ${row.performance} < 100 on ${row.path}`);
  if (row.lcpMs > 1200) goals.push(`LCP ${row.lcpMs} ms > 1200 on ${row.path}`);
  if (row.tbtMs > 50) goals.push(`TBT ${row.tbtMs} ms > 50 on ${row.path}`);
  if (row.cls > 0) goals.push(`CLS ${row.cls} > 0 on ${row.path}`);
  for (const k of ["accessibility", "bestPractices", "seo"] as const)
    if (row[k] < 100) goals.push(`${k} ${row[k]} < 100 on ${row.path} (${row.failing.join(", ")})`);
  return goals;
}

/** One target of a load run; connections and duration default to LOAD's. */
export type LoadTarget = {
  name: string;
  path: string;
  reference?: boolean;
  read?: boolean;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  connections?: number;
  duration?: number;
};
export type ApiRow = {
  name: string;
  reference: boolean;
  read: boolean;
  clients: number;
  seconds: number;
  rps: number;
  p50ms: number;
  p99ms: number;
  errors: number;
  requests: number;
  /** Throughput and p99 against the static file's. */
  ratio: number;
  p99x: number;
  /**
   * workerd's CPU time per request during the run (ms; null without the server's process group),
   * and against the static file's: unlike throughput, hardly moved by other load on the machine.
   */
  cpuMs?: number | null;
  cpuX?: number | null;
};

/** Linux counts process CPU time in ticks of 1/100 s (USER_HZ), whatever the kernel's own rate. */
const MS_PER_TICK = 10;

/** CPU time (user + system, ms) used so far by the workerd processes of one process group (the bench server's). */
export function workerdCpuMs(group: number): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      if (!stat.includes("(workerd)")) continue;
      // Fields after the command's closing parenthesis: state, ppid, pgrp, … utime (12th), stime (13th).
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== group) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {} // a process that ended meanwhile
  }
  return ticks * MS_PER_TICK;
}

export const LOAD = { connections: 100, duration: 20 };

/** Loads each target in turn with autocannon; each row's ratio and p99x are against the reference target's. */
export async function loadRun(base: string, targets: LoadTarget[], group?: number): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  for (const target of targets) {
    const { connections, duration } = { ...LOAD, ...target };
    console.log(`  ${target.name}`);
    const cpuBefore = group === undefined ? null : workerdCpuMs(group);
    const result = await autocannon({
      url: `${base}${target.path}`,
      method: target.method ?? "GET",
      headers: target.headers,
      body: target.body,
      connections,
      duration,
      timeout: 10,
    });
    rows.push({
      name: target.name,
      reference: !!target.reference,
      read: !!target.read,
      clients: connections,
      seconds: duration,
      rps: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      requests: result.requests.total,
      ratio: 0, // both set below, against the static file
      p99x: 0,
      cpuMs:
        group === undefined || cpuBefore === null || result.requests.total === 0
          ? null
          : +((workerdCpuMs(group) - cpuBefore) / result.requests.total).toFixed(2),
    });
  }
  const reference = rows.find((a) => a.reference);
  for (const row of rows) {
    row.ratio = +(row.rps / (reference?.rps || 1)).toFixed(2);
    row.p99x = +(row.p99ms / (reference?.p99ms || 1)).toFixed(1);
    row.cpuX = row.cpuMs && reference?.cpuMs ? +(row.cpuMs / reference.cpuMs).toFixed(2) : null;
  }
  return rows;
}

/** The goals a load run misses: errors, and reads under half the static file's throughput or over 3× its p99. */
export function loadGoals(rows: ApiRow[]): string[] {
  const goals: string[] = [];
  for (const row of rows) {
    if (row.errors) goals.push(`${row.name}: ${row.errors} errors`);
    if (row.read && row.ratio < 0.5) goals.push(`${row.name}: ${row.ratio} of the static file's throughput < 0.5`);
    if (row.read && row.p99x > 3) goals.push(`${row.name}: p99 ${row.p99x}× the static file's > 3×`);
  }
  return goals;
}

/** The figures a tests/bench render file prints. */
export type RenderCpuRow = {
  path: string;
  /** The scale part renders each page with the demo content and at scale. */
  content?: "demo" | "scale";
  renders: number;
  medianMs: number;
  p99Ms: number;
  meanMs: number;
};

/** Runs a tests/bench render file in workerd; its printed line, or null when it failed or printed none. */
export async function renderTimeFigures(file: string): Promise<RenderCpuRow[] | null> {
  try {
    const out = await capture(npx, ["vitest", "run", "--project", "worker", file], { env: { KILBRIDE_BENCH: "1" } });
    const marker = "RENDER_TIME_BENCH ";
    const line = out.split("\n").find((l) => l.includes(marker));
    return line ? JSON.parse(line.slice(line.indexOf(marker) + marker.length)) : null;
  } catch {
    return null;
  }
}

/** The goals render rows miss: median ≤ 5 ms, p99 ≤ 10 ms. */
export function renderGoals(rows: RenderCpuRow[]): string[] {
  return rows.flatMap((row) => [
    ...(row.medianMs > 5 ? [`${row.path}: render median ${row.medianMs} ms > 5`] : []),
    ...(row.p99Ms > 10 ? [`${row.path}: render p99 ${row.p99Ms} ms > 10`] : []),
  ]);
}
