/**
 * The built index.html (scripts and styles with their hashed names), cut where a page's parts go.
 * Read once per isolate through the asset binding; a new deploy is a new isolate.
 */
import { THEME_SCRIPT } from "./theme-script";

export interface PageShell {
  /** From the doctype to the end of the shell's own head tags (theme script first), without </head>. */
  head: string;
  /** The shell's generic <title> and description, for pages that render no head of their own. */
  fallbackHead: string;
  /** From </head> to the opening <div id="root">. */
  beforeRoot: string;
  /** From the root's closing </div> to </body>, exclusive. */
  afterRoot: string;
  /** </body></html>. */
  afterBody: string;
  /** The built entry script and the modules it preloads, taken out of the head (boot-script.ts); empty for a dev shell. */
  modules: string[];
}

const ROOT = '<div id="root"></div>';
const GENERIC_HEAD = /<title>[\s\S]*?<\/title>\s*|<meta\s+name="description"[\s\S]*?>\s*/g;
/** The tags Vite writes for the built entry and its imports (never the dev server's /src/ or /@vite/ ones). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/assets\/[\w.-]+\.js)">\s*/g;

/** The head without the built entry's tags, and those modules (entry first). */
function takeModules(head: string): { head: string; modules: string[] } {
  const entry = ENTRY_SCRIPT.exec(head)?.[1];
  if (!entry) return { head, modules: [] };
  const preloads = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? "");
  return { head: head.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, ""), modules: [entry, ...preloads] };
}

/** Cuts the shell; null if it is not the expected document (then pages fall back to the asset server). */
function cutShell(html: string): PageShell | null {
  const headOpen = html.indexOf("<head>");
  const headClose = html.indexOf("</head>");
  const root = html.indexOf(ROOT);
  const bodyClose = html.lastIndexOf("</body>");
  if (headOpen < 0 || headClose < headOpen || root < headClose || bodyClose < root) return null;
  const headStart = headOpen + "<head>".length;
  const { head: ownHead, modules } = takeModules(html.slice(headStart, headClose));
  return {
    head: `${html.slice(0, headStart)}<script>${THEME_SCRIPT}</script>${ownHead.replace(GENERIC_HEAD, "")}`,
    fallbackHead: (ownHead.match(GENERIC_HEAD) ?? []).join(""),
    beforeRoot: `${html.slice(headClose, root)}<div id="root">`,
    afterRoot: html.slice(root + ROOT.length - "</div>".length, bodyClose),
    afterBody: html.slice(bodyClose),
    modules,
  };
}

let shell: Promise<PageShell | null> | undefined;

export function pageShell(assets: Fetcher, origin: string): Promise<PageShell | null> {
  shell ??= assets
    .fetch(new Request(new URL("/", origin)))
    .then(async (response) => (response.ok ? cutShell(await response.text()) : null))
    .then((cut) => {
      // Not cached when missing (e.g. a build still being written): the next request asks again.
      if (!cut) shell = undefined;
      return cut;
    });
  return shell;
}
