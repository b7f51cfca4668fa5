// Which script files the build lists for each page (scripts/page-scripts.ts, written to
// route-preloads.json): its first load, and apart from it the code of the sections that load when
// the visitor first interacts, which the boot script fetches early only on an interaction before
// the page is live (ADR 144). tests/worker/pages.test.ts checks what the Worker writes from the real build.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type BuiltChunk, lazySectionImports, pageScripts } from "#scripts/page-scripts.ts";

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  isEntry,
  facadeModuleId: moduleIds[0] ?? null,
  imports,
  moduleIds,
});

describe("each page's scripts", () => {
  const chunks = [
    chunk("assets/index.js", ["/src/main.tsx"], ["assets/react.js"], true),
    chunk("assets/react.js", ["/node_modules/react.js"]),
    chunk("assets/shared.js", ["/src/shared.tsx"]),
    chunk("assets/calc-page.js", ["/src/calc-page.tsx"], ["assets/index.js", "assets/shared.js"]),
    chunk("assets/panel.js", ["/src/panel.tsx"], ["assets/shared.js", "assets/form-lib.js", "assets/react.js"]),
    chunk("assets/form-lib.js", ["/node_modules/form-lib.js"]),
    chunk("assets/chart.js", ["/src/chart.tsx"], ["assets/form-lib.js"]),
    chunk("assets/about-page.js", ["/src/about-page.tsx"], ["assets/shared.js"]),
    chunk("assets/drawer.js", ["/src/drawer.tsx"]),
  ];
  const pages = new Map([
    ["/src/calc-page.tsx", "calculators"],
    ["/src/about-page.tsx", "about"],
  ] as const);

  it("lists a page's first load, and its islands with what they import beyond it (never the entry's)", () => {
    const scripts = pageScripts(chunks, pages, new Map([["/src/calc-page.tsx", ["/src/panel.tsx"]]]));
    expect(scripts.calculators).toEqual({
      code: ["/assets/calc-page.js", "/assets/shared.js"],
      islands: ["/assets/panel.js", "/assets/form-lib.js"],
    });
    // The chart is the panel's own lazy import, the drawer another page part's: neither is an island.
    expect(scripts.about).toEqual({ code: ["/assets/about-page.js", "/assets/shared.js"], islands: [] });
  });

  it("finds an island declared in a chunk the page shares with others, for each of those pages", () => {
    const scripts = pageScripts(chunks, pages, new Map([["/src/shared.tsx", ["/src/drawer.tsx"]]]));
    expect(scripts.calculators?.islands).toEqual(["/assets/drawer.js"]);
    expect(scripts.about?.islands).toEqual(["/assets/drawer.js"]);
  });

  it("lists no island that the page's first load already holds", () => {
    const scripts = pageScripts(chunks, pages, new Map([["/src/calc-page.tsx", ["/src/shared.tsx"]]]));
    expect(scripts.calculators?.islands).toEqual([]);
  });
});

describe("lazySection calls", () => {
  const source = resolve(process.cwd(), "web/src");
  const files = (readdirSync(source, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(source, file));

  it("finds the module each one loads", () => {
    expect(
      lazySectionImports(
        `const Panel = lazySection({\n  load: () => import("./calculator-panel").then((m) => m.Panel),\n  fallback: "h-4",\n});`,
      ),
    ).toEqual(["./calculator-panel"]);
  });

  it("every call in the app is written so that the build finds it (load first, a literal import)", () => {
    let calls = 0;
    let found = 0;
    for (const file of files) {
      if (file.endsWith("held-section.tsx")) continue; // the definition
      const text = readFileSync(file, "utf8");
      calls += text.match(/\blazySection\(/g)?.length ?? 0;
      found += lazySectionImports(text).length;
    }
    expect(calls).toBeGreaterThanOrEqual(9);
    expect(found).toBe(calls);
  });
});
