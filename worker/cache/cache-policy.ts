/**
 * The one table of what Cloudflare's Workers Cache may keep: every route of the Worker has a cache
 * class, and the class decides its Cache-Control; cacheable routes also name what they show in a
 * Cache-Tag, so an admin change can purge exactly those responses (./purge.ts). Anything the table
 * does not classify is private. The edgeCache middleware applies it to every response; docs/caching.md
 * prints it (tests/web/cache-table.test.ts keeps the two the same). Pure: no Workers APIs here.
 */

export type CacheClass = "page" | "public-read" | "static-file" | "immutable-asset" | "private";

/**
 * Fresh 30 s, then served stale for 30 s more while one background request refreshes it: a copy
 * is never more than a minute old, in a browser or at the edge, even when a purge fails. A purge
 * makes the edge current at once. max-age, not s-maxage: s-maxage switches stale-while-revalidate
 * off. (docs/decisions/150)
 */
const SHARED_BRIEFLY = "public, max-age=30, stale-while-revalidate=30";

export const PRIVATE_NO_STORE = "private, no-store";

/** Cache-Control per class; null: the asset server's own headers stand. */
export const cacheControlOf: Record<CacheClass, string | null> = {
  page: SHARED_BRIEFLY,
  "public-read": SHARED_BRIEFLY,
  "static-file": null,
  "immutable-asset": null,
  private: PRIVATE_NO_STORE,
};

export const CACHEABLE_CLASSES: ReadonlySet<CacheClass> = new Set(["page", "public-read"]);

/** Cache-Tag values: printable ASCII without commas or spaces (Cloudflare drops other tags silently). */
function tagSafe(value: string): string {
  return value.replace(/[^\x21-\x7e]|,|%/g, (ch) => encodeURIComponent(ch));
}

/** The tags of what public responses show. Matching at purge time is case-insensitive. */
export const cacheTags = {
  /** Anything listing posts: the blog list API, the feed, the sitemap, pages with post lists. */
  posts: "posts",
  post: (slug: string) => `post:${tagSafe(slug)}`,
  projects: "projects",
  project: (id: string | number) => `project:${tagSafe(String(id))}`,
  partners: "partners",
  /** A rendered page (or feed) by its path, trailing slash dropped. */
  page: (path: string) => `page:${tagSafe(path.length > 1 ? path.replace(/\/+$/, "") : path)}`,
};

export interface CacheRule {
  methods: readonly ("GET" | "POST" | "PUT" | "PATCH" | "DELETE")[];
  /** Hono-style: `:name` is one segment, a trailing `*` any rest; `/*.*` is any path ending in a file extension. */
  pattern: string;
  class: CacheClass;
  /** Tags from the route's parameters; a page's come from its renderer (pageCacheHeaders). */
  tags?: (params: Readonly<Record<string, string>>) => string[];
  /** For docs/caching.md: what the tags are, and which admin changes purge them. */
  tagNote: string;
  purgedBy: string;
}

const GET = ["GET"] as const;
const WRITE_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;
const POST_CHANGES = "post create/edit/delete when the post is or was published";
const PROJECT_CHANGES = "project create/edit/delete";

/** First matching rule wins; no match is private. HEAD follows GET. */
export const cacheRules: readonly CacheRule[] = [
  {
    methods: GET,
    pattern: "/api/blog",
    class: "public-read",
    tags: () => [cacheTags.posts],
    tagNote: "`posts` (every `?page=`, `?tag=`, `?limit=`)",
    purgedBy: POST_CHANGES,
  },
  {
    methods: GET,
    pattern: "/api/blog/:slug",
    class: "public-read",
    tags: (p) => [cacheTags.post(p.slug ?? "")],
    tagNote: "`post:<slug>`",
    purgedBy: `${POST_CHANGES} (old and new slug)`,
  },
  {
    methods: GET,
    pattern: "/api/blog/:slug/related",
    class: "public-read",
    // Any published post's change (its category, its tags, a new post) can change which three are picked.
    tags: () => [cacheTags.posts],
    tagNote: "`posts`",
    purgedBy: POST_CHANGES,
  },
  {
    methods: GET,
    pattern: "/api/projects",
    class: "public-read",
    tags: () => [cacheTags.projects],
    tagNote: "`projects` (every `?category=`, `?q=`, `?sort=`, `?page=`)",
    purgedBy: PROJECT_CHANGES,
  },
  {
    methods: GET,
    pattern: "/api/projects/:id",
    class: "public-read",
    tags: (p) => [cacheTags.project(p.id ?? "")],
    tagNote: "`project:<id>`",
    purgedBy: PROJECT_CHANGES,
  },
  {
    methods: GET,
    pattern: "/api/partners",
    class: "public-read",
    tags: () => [cacheTags.partners],
    tagNote: "`partners`",
    purgedBy: "nothing: no admin screen edits partners (a migration that does shows within a minute)",
  },
  {
    methods: GET,
    pattern: "/api/search",
    class: "public-read",
    // Pages and merchandise change only with a deploy; posts and projects with an admin write.
    tags: () => [cacheTags.posts, cacheTags.projects],
    tagNote: "`posts`, `projects` (every `?q=`)",
    purgedBy: `${POST_CHANGES}; ${PROJECT_CHANGES}`,
  },
  {
    methods: GET,
    pattern: "/api/*",
    class: "private",
    tagNote: "— (admin and Access reads, the live view count, unknown paths)",
    purgedBy: "—",
  },
  {
    methods: WRITE_METHODS,
    pattern: "*",
    class: "private",
    tagNote: "— (forms, chat, view counts, admin writes, Access sign-in)",
    purgedBy: "—",
  },
  {
    methods: GET,
    pattern: "/sitemap.xml",
    class: "public-read",
    tags: () => [cacheTags.page("/sitemap.xml"), cacheTags.posts, cacheTags.projects],
    tagNote: "`page:/sitemap.xml`, `posts`, `projects` (the index: how many children depends on the counts)",
    purgedBy: `${POST_CHANGES}; ${PROJECT_CHANGES}`,
  },
  {
    methods: GET,
    pattern: "/sitemaps/pages.xml",
    class: "public-read",
    tags: () => [cacheTags.page("/sitemaps/pages.xml")],
    tagNote: "`page:/sitemaps/pages.xml`",
    purgedBy: "nothing: it changes only with a deploy (shows within a minute)",
  },
  {
    methods: GET,
    pattern: "/sitemaps/posts/:file",
    class: "public-read",
    tags: () => [cacheTags.posts],
    tagNote: "`posts`",
    purgedBy: POST_CHANGES,
  },
  {
    methods: GET,
    pattern: "/sitemaps/projects/:file",
    class: "public-read",
    tags: () => [cacheTags.projects],
    tagNote: "`projects`",
    purgedBy: PROJECT_CHANGES,
  },
  {
    methods: GET,
    pattern: "/blog/rss.xml",
    class: "public-read",
    tags: () => [cacheTags.page("/blog/rss.xml"), cacheTags.posts],
    tagNote: "`page:/blog/rss.xml`, `posts`",
    purgedBy: POST_CHANGES,
  },
  {
    methods: GET,
    pattern: "/robots.txt",
    class: "public-read",
    tags: () => [cacheTags.page("/robots.txt")],
    tagNote: "`page:/robots.txt`",
    purgedBy: "nothing: it changes only with a deploy (shows within a minute)",
  },
  {
    methods: GET,
    pattern: "/assets/*",
    class: "immutable-asset",
    tagNote: "— (never reaches the Worker: hashed names, `max-age=31536000, immutable` from `_headers`)",
    purgedBy: "never: a new build has new names",
  },
  { methods: GET, pattern: "/preview/*", class: "private", tagNote: "— (previews of drafts, ADR 313)", purgedBy: "—" },
  { methods: GET, pattern: "/admin", class: "private", tagNote: "— (admin screens)", purgedBy: "—" },
  { methods: GET, pattern: "/admin/*", class: "private", tagNote: "— (admin screens)", purgedBy: "—" },
  {
    methods: GET,
    pattern: "/*.*",
    class: "static-file",
    tagNote: "— (a build file passed through from the asset server, with its headers)",
    purgedBy: "—",
  },
  {
    methods: GET,
    pattern: "*",
    class: "page",
    tagNote: "`page:<path>` and the tags of the reads it shows, e.g. `post:<slug>`; a 404 is private",
    purgedBy: "whatever changes what it shows",
  },
];

const HAS_EXTENSION = /\/[^/]+\.[a-z0-9]+$/i;

/** Hono-style match of a pattern against a path; the parameters (decoded), or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  if (pattern === "*") return {};
  if (pattern === "/*.*") return HAS_EXTENSION.test(path) ? {} : null;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const want = pattern.split("/");
  const got = trimmed.split("/");
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] ?? "";
    if (part === "*" && i === want.length - 1) return params;
    const actual = got[i];
    if (actual === undefined) return null;
    if (part.startsWith(":")) {
      if (actual === "") return null;
      try {
        params[part.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (part !== actual) {
      return null;
    }
  }
  return got.length === want.length ? params : null;
}

const PRIVATE_DEFAULT: CacheRule = { methods: WRITE_METHODS, pattern: "*", class: "private", tagNote: "—", purgedBy: "—" };

/** The rule for a request and its parameters. HEAD is classified as GET. */
export function classify(method: string, path: string): { rule: CacheRule; params: Record<string, string> } {
  const verb = method === "HEAD" ? "GET" : method;
  for (const rule of cacheRules) {
    if (!(rule.methods as readonly string[]).includes(verb)) continue;
    const params = matchPattern(rule.pattern, path);
    if (params) return { rule, params };
  }
  return { rule: PRIVATE_DEFAULT, params: {} };
}

/** The tags a cacheable public GET carries, from the table (e.g. `/api/blog/x` → `post:x`). */
function tagsOfRead(path: string): string[] {
  const { rule, params } = classify("GET", new URL(path, "https://x").pathname);
  return rule.tags?.(params) ?? [];
}

/**
 * The cache headers of a rendered page: `page:<path>` plus the tags of every public read whose
 * data the HTML contains (contract/read-paths.ts, e.g. `readPaths.blogPost(slug)` → `post:<slug>`),
 * so a change to any of them purges the page. The page renderer calls this; the edgeCache
 * middleware makes a non-200 answer private whatever it says.
 */
export function pageCacheHeaders(path: string, shownReads: readonly string[]): { "Cache-Control": string; "Cache-Tag": string } {
  const tags = new Set([cacheTags.page(path), ...shownReads.flatMap(tagsOfRead)]);
  return { "Cache-Control": SHARED_BRIEFLY, "Cache-Tag": [...tags].join(",") };
}

/** The table as markdown (docs/caching.md must contain exactly this). */
export function cacheTableMarkdown(): string {
  const rows = cacheRules.map((rule) => {
    const control = cacheControlOf[rule.class] ?? "the asset server's";
    return `| ${rule.methods.join(", ")} | \`${rule.pattern}\` | ${rule.class} | ${control === "the asset server's" ? control : `\`${control}\``} | ${rule.tagNote} | ${rule.purgedBy} |`;
  });
  return [
    "| method | path | class | Cache-Control | Cache-Tag | purged by |",
    "|---|---|---|---|---|---|",
    ...rows,
    "| any | any answer but a 200/304, or one that sets a cookie | private | `private, no-store` | — | — |",
  ].join("\n");
}
