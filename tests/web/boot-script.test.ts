// The boot script (worker/pages/boot-script.ts) decides when a page's code is fetched: after the
// first contentful paint for a rendered page, at once for an empty shell or a browser that reports
// no paints. Run here in happy-dom with a stand-in PerformanceObserver that the test fires.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOT_SCRIPT, bootScripts } from "#worker/pages/boot-script.ts";

const ENTRY = "/assets/index-entry.js";
const PRELOADS = ["/assets/page-a.js", "/assets/page-b.js"];

let paintObservers: Array<() => void> = [];
let imported: string[] = [];

class PaintObserver {
  static supportedEntryTypes = ["paint", "largest-contentful-paint"];
  constructor(private readonly callback: (list: unknown, observer: PaintObserver) => void) {}
  observe() {
    paintObservers.push(() => this.callback({}, this));
  }
  disconnect() {}
}

function loadPage(rootHtml: string) {
  document.head.innerHTML = "";
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${bootScripts([ENTRY, ...PRELOADS])}`;
  // The test environment cannot run a dynamic import from evaluated code: the script's one
  // `import(…)` is handed a recorder instead.
  const parts = BOOT_SCRIPT.split("import(");
  expect(parts).toHaveLength(2);
  new Function("recordImport", parts.join("recordImport("))((url: string) => imported.push(url));
}

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.getAttribute("href"));

beforeEach(() => {
  paintObservers = [];
  imported = [];
  vi.useFakeTimers();
  vi.stubGlobal("PerformanceObserver", PaintObserver);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the boot script", () => {
  it("lists the modules once each, the entry first", () => {
    expect(bootScripts([ENTRY, "/a.js", "/a.js"])).toContain(`[${JSON.stringify(ENTRY)},"/a.js"]`);
    expect(bootScripts([])).toBe("");
  });

  it("waits for the first paint of a rendered page, then fetches its modules", () => {
    loadPage("<h1>Rendered</h1>");
    expect(preloads()).toEqual([]);
    expect(imported).toEqual([]);
    for (const fire of paintObservers) fire();
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });

  it("fetches them after 3 s if no paint is reported, and only once", () => {
    loadPage("<h1>Rendered</h1>");
    vi.advanceTimersByTime(2999);
    expect(preloads()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(preloads()).toEqual(PRELOADS);
    for (const fire of paintObservers) fire();
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });

  it("fetches at once for an empty shell (an admin page: nothing to paint)", () => {
    loadPage("");
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });

  it("fetches at once in a browser that reports no paints", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    loadPage("<h1>Rendered</h1>");
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });
});
