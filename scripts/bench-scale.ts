// `npm run bench -- --only=scale`: issue 30's budgets at ten years of content. On the bench server,
// first every public page's HTML with the demo content; then 1,000 posts and 300 projects written
// through the admin API (signed in through the local Access emulation, scripts/seed/scale-content.ts),
// and at that scale: every public page's HTML against its demo size, the render CPU in workerd
// (tests/bench/render-time-scale.test.ts, which writes the same content through the same API),
// Lighthouse on /, /blog and /projects, a post and a project page under load against a static
// file, then the admin part's 100,000 leads: each admin list's first page and the streamed CSV
// export (bench-admin.ts). The machine's load averages are reported beside the figures.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import type { Manifest } from "vite";
import type { BlogPost, BlogPostSummary, Project } from "#contract/entities.ts";
import { staticPublicPaths } from "#contract/routes.ts";
import { type AdminListsReport, benchAdminLists, printAdminListsReport, signIn } from "./bench-admin.ts";
import {
  type ApiRow,
  LOAD,
  type LighthouseRow,
  lighthouseGoals,
  lighthousePage,
  loadGoals,
  loadRun,
  type RenderCpuRow,
  renderGoals,
  renderTimeFigures,
} from "./bench-measure.ts";
import { root } from "./lib.ts";
import { SCALE_POSTS, SCALE_PROJECTS, scalePost, scaleProject } from "./seed/scale-content.ts";

/** A page may weigh at most this many times its demo-content size, and at most HTML_GZIP_KB gzipped. */
const HTML_GROWTH = 1.25;
const HTML_GZIP_KB = 40;
/** Admin writes in flight at once while seeding (a few editors at work, not a load test). */
const WRITERS = 4;

type HtmlRow = { path: string; status: number; KB: number; gzipKB: number; demoPath: string; demoKB: number; growth: number };

export type ScaleReport = {
  /** The 1-, 5- and 15-minute load averages when the part started and when it ended (2 cores). */
  loadAverage: { start: number[]; end: number[] };
  seeding: { posts: number; projects: number; seconds: number };
  html: HtmlRow[];
  renderCpu: RenderCpuRow[] | null;
  lighthouse: LighthouseRow[];
  /** With the demo content (before seeding), then at scale; each against the static file of its own run. */
  demoLoad: ApiRow[];
  load: ApiRow[];
  adminLists: AdminListsReport | { error: string };
};

const loadAverages = () => loadavg().map((n) => +n.toFixed(1));

async function html(base: string, path: string): Promise<{ status: number; bytes: number; gzip: number }> {
  const res = await fetch(`${base}${path}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, bytes: body.length, gzip: gzipSync(body).length };
}

async function json<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Writes the scale content through the admin API, WRITERS at a time; any refused write stops the part. */
async function seedContent(base: string): Promise<ScaleReport["seeding"]> {
  const cookie = await signIn(base);
  const headers = { Cookie: cookie, Origin: base, "Content-Type": "application/json" };
  const writes = [
    ...Array.from({ length: SCALE_POSTS }, (_, n) => ["/api/admin/blog", scalePost(n)] as const),
    ...Array.from({ length: SCALE_PROJECTS }, (_, n) => ["/api/admin/projects", scaleProject(n)] as const),
  ];
  const started = performance.now();
  let next = 0;
  const writer = async () => {
    while (next < writes.length) {
      const [path, body] = writes[next++]!;
      const res = await fetch(`${base}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
      if (res.status !== 201) throw new Error(`seeding ${path}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  console.log(`  wrote ${SCALE_POSTS} posts and ${SCALE_PROJECTS} projects through the admin API in ${seconds} s`);
  return { posts: SCALE_POSTS, projects: SCALE_PROJECTS, seconds };
}

/**
 * `--only=admin-lists`: the scale part's admin lists alone, minutes instead of the whole part: the
 * same posts and projects written through the admin API, the same 100,000 leads, then each list's
 * first page and the export (benchAdminLists).
 */
export async function benchScaleAdminLists(base: string, state: string, group: number | undefined): Promise<AdminListsReport> {
  await seedContent(base);
  return benchAdminLists(base, state, group);
}

export async function benchScale(options: {
  base: string;
  state: string;
  serverGroup: number | undefined;
  chromiumPath: string;
  quick: boolean;
}): Promise<ScaleReport> {
  const { base } = options;
  const start = loadAverages();

  // Every public page with the demo content (a post and a project of it, a tag and a category).
  const [demoPost] = await json<BlogPostSummary[]>(base, "/api/blog?limit=1");
  const [demoProject] = await json<Project[]>(base, "/api/projects");
  if (!demoPost || !demoProject) throw new Error("the bench server has no demo content");
  const demoPaths = [
    ...staticPublicPaths,
    `/blog/${demoPost.slug}`,
    `/projects/${demoProject.id}`,
    "/blog?tag=solar",
    "/projects?category=solar",
  ];
  const demo = new Map<string, number>();
  for (const path of demoPaths) demo.set(path, (await html(base, path)).bytes);
  // The same pages under load with the demo content, so the scale figures have their own baseline.
  console.log(`  load with the demo content: ${LOAD.connections} clients, ${LOAD.duration} s each`);
  const manifest: Manifest = JSON.parse(readFileSync(`${root}dist/build-manifest.json`, "utf8"));
  const staticAsset = Object.values(manifest).find((chunk) => chunk.isEntry)?.file;
  const reference = { name: `static /${staticAsset}`, path: `/${staticAsset}`, reference: true };
  const demoLoad = await loadRun(
    base,
    [
      reference,
      { name: "page /blog/{slug} (demo)", path: `/blog/${demoPost.slug}`, read: true },
      { name: "page /projects/{id} (demo)", path: `/projects/${demoProject.id}`, read: true },
    ],
    options.serverGroup,
  );

  const seeding = await seedContent(base);

  // The same pages at scale, and pages only scale has, each against its demo counterpart.
  const [post] = await json<BlogPost[]>(base, "/api/blog?limit=1");
  const [project] = await json<Project[]>(base, "/api/projects");
  if (!post || !project) throw new Error("no post or project after seeding");
  const postPath = `/blog/${post.slug}`;
  const projectPath = `/projects/${project.id}`;
  const scalePaths: [path: string, demoPath: string][] = [
    ...demoPaths.map((path): [string, string] => [path, path]),
    ["/blog?page=20", "/blog"],
    ["/blog?tag=solar&page=2", "/blog?tag=solar"],
    [postPath, `/blog/${demoPost.slug}`],
    [projectPath, `/projects/${demoProject.id}`],
  ];
  const rows: HtmlRow[] = [];
  for (const [path, demoPath] of scalePaths) {
    const { status, bytes, gzip } = await html(base, path);
    const demoBytes = demo.get(demoPath) ?? 0;
    rows.push({
      path,
      status,
      KB: +(bytes / 1024).toFixed(1),
      gzipKB: +(gzip / 1024).toFixed(1),
      demoPath,
      demoKB: +(demoBytes / 1024).toFixed(1),
      growth: +(bytes / (demoBytes || 1)).toFixed(2),
    });
  }

  // A post page and project pages answered by the Worker (no edge cache locally) against a static file.
  console.log(`  load at scale: ${LOAD.connections} clients, ${LOAD.duration} s each`);
  const load = await loadRun(
    base,
    [
      reference,
      { name: "page /blog/{slug} (at scale)", path: postPath, read: true },
      { name: "page /projects/{id} (at scale)", path: projectPath, read: true },
      { name: "page /projects?category=solar (at scale)", path: "/projects?category=solar", read: true },
    ],
    options.serverGroup,
  );

  const lighthouse: LighthouseRow[] = [];
  if (!options.quick) {
    console.log("  Lighthouse on /, /blog and /projects");
    for (const path of ["/", "/blog", "/projects"]) lighthouse.push(await lighthousePage(base, path, options.chromiumPath));
  }

  console.log("  render CPU in workerd, with the demo content and then at scale (written through the admin API there)");
  const renderCpu = await renderTimeFigures("tests/bench/render-time-scale.test.ts");

  console.log("  admin lists over 100,000 leads, then every lead as one CSV");
  const adminLists = await benchAdminLists(base, options.state, options.serverGroup).catch((error) => ({
    error: String(error?.message ?? error),
  }));
  return { loadAverage: { start, end: loadAverages() }, seeding, html: rows, renderCpu, lighthouse, demoLoad, load, adminLists };
}

/** Prints the scale part's tables; answers the budgets it misses. */
export function printScaleReport(report: ScaleReport | { error: string }): string[] {
  if ("error" in report) return [`scale: the measurement failed (${report.error})`];
  const goals: string[] = [];
  const { start, end } = report.loadAverage;
  console.log(
    `\nAt scale (${report.seeding.posts} posts and ${report.seeding.projects} projects written through the admin API in ${report.seeding.seconds} s); load average ${start.join(" ")} at the start, ${end.join(" ")} at the end`,
  );
  console.log(`\nHTML at scale against the demo content (≤ ${HTML_GROWTH}× and ≤ ${HTML_GZIP_KB} KB gzip)`);
  console.table(report.html);
  for (const row of report.html) {
    if (row.status !== 200) goals.push(`scale ${row.path}: answered ${row.status}`);
    if (row.growth > HTML_GROWTH)
      goals.push(`scale ${row.path}: ${row.KB} KB is ${row.growth}× its demo size ${row.demoKB} KB > ${HTML_GROWTH}×`);
    if (row.gzipKB > HTML_GZIP_KB) goals.push(`scale ${row.path}: ${row.gzipKB} KB gzip > ${HTML_GZIP_KB}`);
  }
  if (report.renderCpu) {
    console.log("\nWorker render CPU with the demo content and at scale, in one run (ms per render in workerd, 500 renders)");
    console.table(report.renderCpu);
    goals.push(...renderGoals(report.renderCpu.filter((row) => row.content === "scale")).map((goal) => `scale ${goal}`));
  } else goals.push("scale render CPU: the workerd measurement failed or printed no figures");
  if (report.lighthouse.length) {
    console.log("\nLighthouse at scale (mobile)");
    console.table(report.lighthouse.map(({ failing, ...row }) => row));
    goals.push(...report.lighthouse.flatMap(lighthouseGoals).map((goal) => `scale ${goal}`));
  }
  console.log(
    `\nPages under load, uncached, with the demo content and then at scale (${LOAD.connections} clients, ${LOAD.duration} s; ratio and p99x against the static file of the same run)`,
  );
  console.table([...report.demoLoad, ...report.load].map(({ reference, read, ...row }) => row));
  goals.push(...loadGoals(report.load).map((goal) => `scale ${goal}`));
  if ("error" in report.adminLists) goals.push(`admin lists at scale: the measurement failed (${report.adminLists.error})`);
  else goals.push(...printAdminListsReport(report.adminLists));
  return goals;
}
