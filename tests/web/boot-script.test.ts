// The boot script (worker/pages/boot-script.ts) decides when a page's code is fetched: after the
// first contentful paint for a rendered page, at once for an empty shell or a browser that reports
// no paints, at once on the first interaction. Until the app says the page is live it holds the
// taps that need code, then replays them in order. Run here in happy-dom with a stand-in
// PerformanceObserver that the test fires.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BOOT_SCRIPT, bootScripts, PAGE_LIVE_EVENT } from "#worker/pages/boot-script.ts";

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

function loadPage(rootHtml: string, islands: string[] = [], modules = PRELOADS) {
  document.head.innerHTML = "";
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${bootScripts([ENTRY, ...modules], islands)}`;
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
  // Every test's script listens on the same document: let each one go live, with nothing left to replay.
  document.body.innerHTML = "";
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  vi.runAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the boot script", () => {
  it("lists the modules once each, the entry first, and the islands' apart from them", () => {
    expect(bootScripts([ENTRY, "/a.js", "/a.js"])).toContain(`{"code":[${JSON.stringify(ENTRY)},"/a.js"],"islands":[]}`);
    expect(bootScripts([ENTRY, "/a.js"], ["/i.js", "/a.js", "/i.js"])).toContain(
      `{"code":[${JSON.stringify(ENTRY)},"/a.js"],"islands":["/i.js"]}`,
    );
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

  it("imports the entry first, then adds the preloads a few per task (no one long task adds them all)", () => {
    const chunks = Array.from({ length: 10 }, (_, i) => `/assets/chunk-${i}.js`);
    loadPage("", [], chunks);
    expect(imported).toEqual([ENTRY]);
    expect(preloads()).toEqual(chunks.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(chunks.slice(0, 8));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual(chunks);
    expect(imported).toEqual([ENTRY]);
  });

  it("fetches at once for an empty shell (an admin page: nothing to paint)", () => {
    loadPage("");
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });

  it("marks the first interaction on the root element, not the paint (a form's section fetches its code when the page hydrates)", () => {
    document.documentElement.removeAttribute("data-boot-used");
    loadPage("<p>Rendered</p>");
    for (const fire of paintObservers) fire();
    vi.runOnlyPendingTimers();
    expect(document.documentElement.hasAttribute("data-boot-used")).toBe(false);
    document.querySelector("p")?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    expect(document.documentElement.hasAttribute("data-boot-used")).toBe(true);
    document.documentElement.removeAttribute("data-boot-used");
  });

  it("fetches at once in a browser that reports no paints", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    loadPage("<h1>Rendered</h1>");
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });
});

/** The code of a section that loads when the visitor first interacts (a form, the calculator: ADR 143, 144). */
describe("the interaction-loaded sections' code", () => {
  const ISLANDS = ["/assets/island-form.js", "/assets/island-lib.js"];
  const press = () => document.querySelector("p")?.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));

  afterEach(() => document.documentElement.removeAttribute("data-boot-used"));

  it("is not fetched with the page's code: the first load stays the page's", () => {
    loadPage("<p>Rendered</p>", ISLANDS);
    for (const fire of paintObservers) fire();
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(PRELOADS);
    expect(imported).toEqual([ENTRY]);
  });

  it("is fetched on a first interaction before the page is live, asked for after the page's code", () => {
    loadPage("<p>Rendered</p>", ISLANDS);
    press();
    expect(imported).toEqual([ENTRY]);
    expect(preloads()).toEqual([...PRELOADS, ...ISLANDS]);
    // Once only, whatever comes next.
    press();
    document.querySelector("p")?.dispatchEvent(new KeyboardEvent("keydown", { key: "a", bubbles: true }));
    expect(preloads()).toEqual([...PRELOADS, ...ISLANDS]);
  });

  it("joins the same few-per-task queue behind a long page list, so the page's code is still asked for first", () => {
    const chunks = Array.from({ length: 6 }, (_, i) => `/assets/chunk-${i}.js`);
    loadPage("<p>Rendered</p>", ISLANDS, chunks);
    press();
    expect(preloads()).toEqual(chunks.slice(0, 4));
    vi.advanceTimersToNextTimer();
    expect(preloads()).toEqual([...chunks, ...ISLANDS]);
  });

  it("is fetched when the interaction comes after the paint started the page's code, while it is not live yet", () => {
    loadPage("<p>Rendered</p>", ISLANDS);
    for (const fire of paintObservers) fire();
    vi.runOnlyPendingTimers();
    press();
    expect(preloads()).toEqual([...PRELOADS, ...ISLANDS]);
  });

  it("is left to the page once it is live (its sections fetch their code themselves)", () => {
    loadPage("<p>Rendered</p>", ISLANDS);
    for (const fire of paintObservers) fire();
    vi.runOnlyPendingTimers();
    goLive();
    press();
    expect(preloads()).toEqual(PRELOADS);
  });
});

/**
 * What React leaves on a node it has hydrated; the replay waits for it. happy-dom's form and select
 * elements are proxies whose keys do not show it: replays on them wait out the 10 s limit here.
 */
function hydrate(...elements: Element[]) {
  for (const element of elements) Object.assign(element, { __reactFiber$test: {} });
}

/** The 10 s limit, and the tasks of the events after it (fake timers give a nested 0 ms timer 1 ms). */
const HELD_AT_MOST = 10_100;

/** The app says the page is live; a few tasks later what was held has been replayed. */
function goLive() {
  document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
  vi.advanceTimersByTime(10);
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));

describe("before the page is live", () => {
  it("holds a click on a button, marks it busy, starts the code at once, and replays it when the page is live", () => {
    loadPage('<button type="button" id="add"><span>Add to Cart</span></button>');
    const button = document.getElementById("add") as HTMLButtonElement;
    const clicks: boolean[] = [];
    button.addEventListener("click", (event) => clicks.push(event.defaultPrevented));
    click(button.firstElementChild as Element);
    expect(clicks).toEqual([]);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(imported).toEqual([ENTRY]);
    hydrate(button);
    goLive();
    expect(clicks).toEqual([false]);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    // Live: clicks pass straight through.
    click(button);
    expect(clicks).toEqual([false, false]);
  });

  it("leaves to the browser what it does alone: links, popover and theme buttons, GET forms, details", () => {
    loadPage(
      '<a href="/about" id="link">About</a><button popovertarget="m" id="menu">Menu</button><nav id="m" popover></nav>' +
        '<button data-theme-choice="dark" id="theme">Dark</button>' +
        '<form method="get" action="/projects"><button name="category" value="solar" id="filter">Solar</button></form>' +
        '<details><summary id="faq">Q</summary>A</details>',
    );
    for (const id of ["link", "menu", "theme", "filter", "faq"]) {
      const element = document.getElementById(id) as HTMLElement;
      let reached = false;
      element.addEventListener("click", (event) => {
        reached = true;
        event.preventDefault(); // (the test's own: no navigation in happy-dom)
      });
      click(element);
      expect(reached, id).toBe(true);
      expect(element.hasAttribute("aria-busy"), id).toBe(false);
    }
  });

  it("keeps values typed before hydration and replays them, then the press, in order", () => {
    loadPage(
      '<form aria-label="Solar"><input id="size" type="number" value="100"><select id="qty"><option>1</option><option>2</option></select>' +
        '<button type="submit" id="go" disabled data-boot-enable>Calculate</button></form>',
    );
    const size = document.getElementById("size") as HTMLInputElement;
    const qty = document.getElementById("qty") as HTMLSelectElement;
    const go = document.getElementById("go") as HTMLButtonElement;
    // Disabled only until the page is live: enabled at once, so a press reaches the capture.
    expect(go.disabled).toBe(false);
    size.value = "250";
    size.dispatchEvent(new Event("input", { bubbles: true }));
    qty.value = "2";
    qty.dispatchEvent(new Event("input", { bubbles: true }));
    click(go);
    const form = size.form as HTMLFormElement;
    const seen: string[] = [];
    form.addEventListener("input", (event) => seen.push(`input ${(event.target as HTMLInputElement).value}`));
    form.addEventListener("click", () => seen.push("click"));
    // Hydrating, a form library puts its defaults back into the fields.
    size.value = "100";
    qty.value = "1";
    hydrate(size, qty, go);
    goLive();
    vi.advanceTimersByTime(HELD_AT_MOST);
    expect(seen).toEqual(["input 250", "input 2", "click"]);
    expect(size.value).toBe("250");
    expect(qty.value).toBe("2");
  });

  it("holds a submit (Enter in a field) of a form without a method, and submits it again once live", () => {
    loadPage('<form id="f"><input name="a"></form>');
    const form = document.getElementById("f") as HTMLFormElement;
    const submits: boolean[] = [];
    form.addEventListener("submit", (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(submits).toEqual([true]);
    hydrate(form);
    goLive();
    vi.advanceTimersByTime(HELD_AT_MOST);
    expect(submits).toEqual([true, false]);
  });

  it("holds Enter in a field of a form without a method: once live the field's handler has it first, else the form is submitted", () => {
    loadPage('<form id="f"><input id="search"><input id="name"><button type="submit">Send</button></form>');
    const form = document.getElementById("f") as HTMLFormElement;
    const [search, name] = ["search", "name"].map((id) => document.getElementById(id) as HTMLInputElement);
    const enter = (input: Element) => input.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    const submits: string[] = [];
    form.addEventListener("submit", (event) => {
      submits.push("submit");
      event.preventDefault();
    });
    // A combobox takes its Enter (picks an option); a plain field does not.
    search?.addEventListener("keydown", (event) => {
      submits.push("picked");
      event.preventDefault();
    });
    expect(enter(search as Element)).toBe(false);
    expect(enter(name as Element)).toBe(false);
    // Held: the browser's implicit submission is cancelled, the handler not reached yet.
    expect(submits).toEqual([]);
    hydrate(search as Element, name as Element);
    goLive();
    vi.advanceTimersByTime(HELD_AT_MOST);
    expect(submits).toEqual(["picked", "submit"]);
  });

  it("keeps the last value of a run of typing in one field, and replays each event in a task of its own", () => {
    loadPage('<input id="a"><input id="b">');
    const [a, b] = ["a", "b"].map((id) => document.getElementById(id) as HTMLInputElement);
    const type = (input: HTMLInputElement, value: string) => {
      input.value = value;
      input.dispatchEvent(new Event("input", { bubbles: true }));
    };
    for (const value of ["S", "Se", "Sea"]) type(a as HTMLInputElement, value);
    type(b as HTMLInputElement, "x");
    type(a as HTMLInputElement, "Sean");
    const seen: string[] = [];
    document.addEventListener("input", (event) => seen.push((event.target as HTMLInputElement).value));
    hydrate(a as Element, b as Element);
    document.dispatchEvent(new Event(PAGE_LIVE_EVENT));
    vi.advanceTimersByTime(0);
    expect(seen).toEqual(["Sea"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["Sea", "x"]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual(["Sea", "x", "Sean"]);
  });

  it("once live, still holds what lands in a section whose code is on its way (data-boot-hold), until it has hydrated", () => {
    loadPage(
      '<button type="button" id="live">Live</button><div data-boot-hold id="held"><input id="name"><button type="button" id="send">Send</button></div>',
    );
    const [live, held, name, send] = ["live", "held", "name", "send"].map((id) => document.getElementById(id) as HTMLElement);
    hydrate(live as Element, name as Element, send as Element);
    goLive();
    const seen: string[] = [];
    live?.addEventListener("click", () => seen.push("live"));
    send?.addEventListener("click", () => seen.push(`send ${(name as HTMLInputElement).value}`));
    (name as HTMLInputElement).value = "Aoife";
    name?.dispatchEvent(new Event("input", { bubbles: true }));
    click(send as Element);
    click(live as Element);
    // The live button answers at once; the held section's press waits, marked busy.
    expect(seen).toEqual(["live"]);
    expect(send?.getAttribute("aria-busy")).toBe("true");
    // Hydrating, the section's form library empties the field; then the section says it is React's.
    (name as HTMLInputElement).value = "";
    held?.removeAttribute("data-boot-hold");
    vi.advanceTimersByTime(60);
    expect(seen).toEqual(["live", "send Aoife"]);
  });

  it("replays what waited for a section as soon as the section has hydrated (drops data-boot-hold), not at the next check", async () => {
    loadPage('<div data-boot-hold id="held"><button type="button" id="calculate">Calculate</button></div>');
    const held = document.getElementById("held") as HTMLElement;
    const calculate = document.getElementById("calculate") as HTMLButtonElement;
    const seen: string[] = [];
    calculate.addEventListener("click", () => seen.push("calculate"));
    click(calculate);
    goLive();
    // The queue waits for the section (checked every 50 ms).
    vi.advanceTimersByTime(20);
    expect(seen).toEqual([]);
    hydrate(calculate);
    held.removeAttribute("data-boot-hold");
    await vi.advanceTimersByTimeAsync(2);
    expect(seen).toEqual(["calculate"]);
  });

  it("once live, holds a key pressed in a section just hydrated until the value typed before it is replayed", () => {
    loadPage('<form id="apply"><div data-boot-hold id="held"><input id="area"></div></form>');
    const held = document.getElementById("held") as HTMLElement;
    const area = document.getElementById("area") as HTMLInputElement;
    goLive();
    // Typed while the section's code is on its way: nothing of React's hears it yet.
    area.value = "irel";
    area.dispatchEvent(new Event("input", { bubbles: true }));
    // The section hydrates: its handlers arrive (the field's state, Enter picking the first match).
    let query = "";
    const picked: string[] = [];
    area.addEventListener("input", () => {
      query = area.value;
    });
    area.addEventListener("keydown", (event) => {
      if (event.key !== "Enter") return;
      event.preventDefault();
      picked.push(query);
    });
    hydrate(area);
    held.removeAttribute("data-boot-hold");
    // Enter at once, before the queue has replayed the typing: it must not reach the field first.
    area.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
    expect(picked).toEqual([]);
    vi.advanceTimersByTime(60);
    expect(picked).toEqual(["irel"]);
  });

  it("waits, in order, for a target that is not hydrated yet (a lazy section still loading)", () => {
    loadPage('<button type="button" id="a">A</button><button type="button" id="b">B</button>');
    const [a, b] = ["a", "b"].map((id) => document.getElementById(id) as HTMLButtonElement);
    const order: string[] = [];
    for (const button of [a, b]) button?.addEventListener("click", () => order.push(button.id));
    click(b as Element);
    click(a as Element);
    hydrate(a as Element);
    goLive();
    expect(order).toEqual([]);
    // Still held meanwhile: a new click queues behind.
    click(a as Element);
    hydrate(b as Element);
    vi.advanceTimersByTime(50);
    expect(order).toEqual(["b", "a", "a"]);
  });
});
