// Which script files each page needs, from the client build's chunk graph (vite.config.ts writes
// them to route-preloads.json for the Worker; worker/pages/route-preloads.ts reads it):
// - `code`: the page's chunk and every chunk it imports statically (the entry aside): its first
//   load, preloaded with the entry once the page has painted (ADR 141).
// - `islands`: the sections of the page whose code waits for the visitor's first interaction
//   (`lazySection` in web/src/components/held-section.tsx, ADR 143), with what they import that the
//   page does not: preloaded by the boot script only when that interaction comes before the page is
//   live, so the section is ready when the page is (ADR 144). Never part of the first load.
import type { PageName, RoutePreloads } from "#contract/routes.ts";

/** What the graph needs of a built chunk (Rollup's and Rolldown's OutputChunk have it). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Files imported statically. */
  imports: readonly string[];
  moduleIds: readonly string[];
}

/**
 * The modules a source file loads through `lazySection({ load: () => import("…") … })`, as written
 * (`load` first, a string literal). tests/web/page-scripts.test.ts checks that every call in the app
 * is written so.
 */
export function lazySectionImports(source: string): string[] {
  return [...source.matchAll(/\blazySection\(\s*\{\s*load:\s*\(\)\s*=>\s*import\(\s*(["'])([^"']+)\1\s*\)/g)].map((m) => m[2] ?? "");
}

/**
 * Each page's scripts. `pageByModule`: the module that renders each page (web/src/app/page-modules.ts),
 * by resolved id; `islandsByModule`: the resolved ids a module loads with `lazySection`.
 */
export function pageScripts(
  chunks: readonly BuiltChunk[],
  pageByModule: ReadonlyMap<string, PageName>,
  islandsByModule: ReadonlyMap<string, readonly string[]>,
): RoutePreloads {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The file and what it imports statically, less `skip`, in visiting order. */
  const reach = (fileName: string, skip: ReadonlySet<string>, files = new Set<string>()) => {
    const visit = (file: string) => {
      if (skip.has(file) || files.has(file)) return;
      files.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    visit(fileName);
    return files;
  };
  const entries = new Set(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  // What every page has once its entry has run: an island needs none of it fetched again.
  const withEntry = new Set<string>();
  for (const entry of entries) reach(entry, new Set(), withEntry);
  const scripts: RoutePreloads = {};
  for (const chunk of chunks) {
    const page = chunk.facadeModuleId ? pageByModule.get(chunk.facadeModuleId) : undefined;
    if (!page) continue;
    const code = reach(chunk.fileName, entries);
    const islandModules = new Set(
      [...code].flatMap((file) => byFile.get(file)?.moduleIds ?? []).flatMap((id) => islandsByModule.get(id) ?? []),
    );
    // An island's module is normally the facade of a chunk of its own; whichever chunk holds it,
    // that chunk and its imports, less what the page and the entry load anyway.
    const islands = new Set<string>();
    for (const island of chunks) {
      if (island.moduleIds.some((id) => islandModules.has(id))) {
        reach(island.fileName, new Set([...code, ...withEntry]), islands);
      }
    }
    const served = (files: Set<string>) => [...files].map((file) => `/${file}`);
    scripts[page] = { code: served(code), islands: served(islands) };
  }
  return scripts;
}
