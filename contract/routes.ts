/**
 * Every path of the site in one place. The SPA's router and the Worker (which
 * answers 404 for paths the SPA does not have, and lists pages in the sitemap) both read it.
 */

export const paths = {
  home: "/",
  about: "/about",
  services: "/services",
  projects: "/projects",
  project: "/projects/:id",
  calculators: "/calculators",
  blog: "/blog",
  blogPost: "/blog/:slug",
  contact: "/contact",
  clients: "/clients",
  contractors: "/contractors",
  partners: "/partners",
  affiliates: "/affiliates",
  merch: "/merch",
  /** Follow the blog by e-mail: the form, and what became of a subscribe, confirm or unsubscribe (ADR 304). */
  subscribe: "/subscribe",
  /** The privacy notice (docs/privacy.md). */
  privacy: "/privacy",
  /** Beyond the spec: the site search's results, also without JavaScript (docs/decisions/307-site-search.md). */
  search: "/search",
  admin: "/admin",
  adminBlog: "/admin/blog",
  /** Beyond the spec: each editor has an address (issue 35), so it can be bookmarked and reloaded. */
  adminPostNew: "/admin/blog/new",
  adminPostEdit: "/admin/blog/:id/edit",
  adminProjects: "/admin/projects",
  adminProjectNew: "/admin/projects/new",
  adminProjectEdit: "/admin/projects/:id/edit",
  adminInquiries: "/admin/inquiries",
  /** Beyond the spec: the other forms' submissions (project requests, contractors, partners, affiliates, merch quotes). */
  adminLeads: "/admin/leads",
  /** Beyond the spec: every kind's leads in one inbox, and one lead with its workflow (docs/leads-inbox.md). */
  adminInbox: "/admin/inbox",
  adminLead: "/admin/leads/:kind/:id",
  /** Beyond the spec: uploaded images and videos (docs/decisions/220). */
  adminMedia: "/admin/media",
  /** Beyond the spec: a person's request to see or erase their data (docs/privacy.md). */
  adminPrivacy: "/admin/privacy",
  /** Beyond the spec: who changed what in the admin area (docs/privacy.md). */
  adminAudit: "/admin/audit",
} as const;

export type PageName = keyof typeof paths;

/** The admin screens (behind Access, rendered in the browser only, in the admin's own layout). */
export function isAdminPage(name: PageName): boolean {
  return name.startsWith("admin");
}

/**
 * Pages whose content changes only with a deploy: rendered at build into static files
 * (scripts/prerender.ts) that the asset server answers without running the Worker, so
 * wrangler.toml's run_worker_first leaves exactly these paths out. The other pages show D1 data
 * and are rendered by the Worker per request.
 */
export const prerenderedPages = [
  "about",
  "services",
  "calculators",
  "contact",
  "clients",
  "contractors",
  "affiliates",
  "merch",
  "privacy",
] as const satisfies readonly PageName[];

/**
 * Prerendered pages whose view follows the query string (the chosen merch collection, the chosen
 * calculator tab and its inputs: the tabs are plain links, so a tap before hydration or without
 * JavaScript loads `?collection=…` or `?tab=…`). The Worker runs first for these paths: it answers
 * the bare path with the prerendered file and renders a URL with a query itself, so the HTML shows
 * the choice before any code runs (docs/decisions/142-no-tap-lost.md).
 */
export const queryRenderedPages = ["calculators", "merch"] as const satisfies readonly (typeof prerenderedPages)[number][];

/** Public pages without parameters. */
export const staticPublicPaths = Object.values(paths).filter((p) => !p.includes(":") && !p.startsWith("/admin"));

/**
 * Public pages that tell search engines not to index them, so the sitemap leaves them out: the
 * search results (docs/decisions/308-search-page-and-not-found.md).
 */
const noindexPages = ["search"] as const satisfies readonly PageName[];

/** The sitemap's pages: the public pages without parameters, less those search engines are told to skip. */
export const sitemapPaths = staticPublicPaths.filter((p) => !noindexPages.some((name) => paths[name] === p));

/** Builds a concrete path: `pathTo("project", { id: 3 })` → "/projects/3". */
export function pathTo(name: PageName, params: Record<string, string | number> = {}): string {
  return paths[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? "")));
}

/** Which page a pathname shows, with its parameters; null for the not-found screen. */
export function matchPath(pathname: string): { name: PageName; params: Record<string, string> } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const parts = trimmed.split("/");
  for (const [name, pattern] of Object.entries(paths) as [PageName, string][]) {
    const patternParts = pattern.split("/");
    if (patternParts.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = patternParts.every((part, i) => {
      const actual = parts[i] ?? "";
      if (part.startsWith(":")) {
        if (actual === "") return false;
        try {
          params[part.slice(1)] = decodeURIComponent(actual);
        } catch {
          return false;
        }
        return true;
      }
      return part === actual;
    });
    if (ok) return { name, params };
  }
  return null;
}

/** The build's map from page name to its script files (written by vite.config.ts with
 * scripts/page-scripts.ts, read by the Worker to list them for the boot script). */
export const ROUTE_PRELOADS_FILE = "route-preloads.json";
export interface PageScripts {
  /** The page's first load beyond the entry, preloaded with the entry. */
  code: string[];
  /** What its interaction-loaded sections need beyond that: preloaded only on an interaction before the page is live. */
  islands: string[];
}
export type RoutePreloads = Partial<Record<PageName, PageScripts>>;
