/**
 * The admin lists' paging (ADR 251): each list answers one page of at most ADMIN_PAGE_SIZE rows in
 * a chosen order, the total that matches the search, and a cursor for the next page. The cursor is
 * the last row's sort key and id (keyset paging), encoded so the client treats it as opaque; the
 * Worker's validator decodes and checks it, so a forged or stale one is a 400, never a 500.
 */
import * as v from "valibot";
import { projectCategories } from "./enums";

/** Rows per admin page: one screen, and a bounded answer at any number of rows. */
export const ADMIN_PAGE_SIZE = 50;
/** The longest search term: no name, e-mail or phrase an admin looks for is longer. */
export const SEARCH_MAX_CHARS = 100;

const SEARCH_MESSAGE = `Search for at most ${SEARCH_MAX_CHARS} characters.`;
const SORT_MESSAGE = "Choose one of the list's sort orders.";
const CURSOR_MESSAGE = "This page link is no longer valid: start again from the first page.";
const LEAD_MESSAGE = "Choose a lead by its id.";
const VIEW_MESSAGE = "Choose one of the list's views.";

/** One page of an admin list. */
export interface AdminPage<T> {
  items: T[];
  /** Rows matching the search, on every page. */
  total: number;
  /** Pass as `cursor` for the rows after these; null on the last page. */
  nextCursor: string | null;
}

/** One page of a list with views: how many rows each view holds among those the search matches. */
export interface AdminViewPage<T, V extends string> extends AdminPage<T> {
  views: Record<V, number>;
}

/** The sort orders each list offers; the first is its default. */
export const adminSorts = {
  posts: ["newest", "oldest", "title", "title-desc"],
  projects: ["newest", "oldest", "title", "title-desc"],
  leads: ["newest", "oldest"],
  media: ["newest", "oldest"],
} as const satisfies Record<string, readonly [string, ...string[]]>;

/** A list's sort names. */
export type SortOf<L extends keyof typeof adminSorts> = (typeof adminSorts)[L][number];

export const sortLabels: Record<string, string> = {
  newest: "Newest first",
  oldest: "Oldest first",
  title: "Title A–Z",
  "title-desc": "Title Z–A",
};

/**
 * The views a list offers above its table ("All / Published / Draft"), each a filter the Worker
 * counts among the rows the search matches; the first, "all", filters nothing (ADR 267).
 */
export const adminViews = {
  posts: ["all", "published", "draft"],
  projects: ["all", ...projectCategories.values],
  media: ["all", "image", "video", "unused"],
} as const satisfies Record<string, readonly ["all", ...string[]]>;

/** A list's view names. */
export type ViewOf<L extends keyof typeof adminViews> = (typeof adminViews)[L][number];

/** What the views are called on screen: the forms' own labels for project categories. */
export const viewLabels: Record<string, string> = {
  all: "All",
  published: "Published",
  draft: "Draft",
  image: "Images",
  video: "Videos",
  unused: "Unused",
  ...projectCategories.labels,
};

/** Where a page ends: the sort it belongs to, the last row's sort key and its id. */
export interface Cursor {
  sort: string;
  key: string | number;
  id: string | number;
}

const isKey = (value: unknown): value is string | number =>
  typeof value === "string" || (typeof value === "number" && Number.isSafeInteger(value));

/** base64url of the UTF-8 JSON (titles may hold any character). */
export function encodeCursor(cursor: Cursor): string {
  const bytes = new TextEncoder().encode(JSON.stringify([cursor.sort, cursor.key, cursor.id]));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** The cursor a string encodes, or null for anything this Worker did not write. */
function decodeCursor(text: string): Cursor | null {
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    const parsed: unknown = JSON.parse(
      new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0))),
    );
    if (!Array.isArray(parsed) || parsed.length !== 3) return null;
    const [sort, key, id] = parsed as unknown[];
    return typeof sort === "string" && isKey(key) && isKey(id) ? { sort, key, id } : null;
  } catch {
    return null;
  }
}

const single = (message: string) => v.string(message);

/**
 * ?q=&sort=&view=&cursor= for a list with these sorts and views (a list without views has "all"
 * only); `lead` (the leads and inquiries lists) shows one row, the link in a lead's notification e-mail.
 */
export function adminListQuerySchema<
  const S extends readonly [string, ...string[]],
  const V extends readonly ["all", ...string[]] = readonly ["all"],
  // The default is V's own default, which TypeScript cannot tell from a generic V.
>(sorts: S, views: V = ["all"] as unknown as V) {
  return v.pipe(
    v.object({
      q: v.optional(v.pipe(single(SEARCH_MESSAGE), v.trim(), v.maxLength(SEARCH_MAX_CHARS, SEARCH_MESSAGE)), ""),
      sort: v.optional(v.picklist(sorts, SORT_MESSAGE), sorts[0]),
      view: v.optional(v.picklist(views, VIEW_MESSAGE), views[0]),
      // A cursor is short (a sort key is at most a title's length); anything longer was not written here.
      cursor: v.optional(
        v.pipe(
          single(CURSOR_MESSAGE),
          v.maxLength(2000, CURSOR_MESSAGE),
          v.transform(decodeCursor),
          v.check((c) => c !== null, CURSOR_MESSAGE),
        ),
      ),
      lead: v.optional(v.pipe(single(LEAD_MESSAGE), v.regex(/^[1-9]\d{0,14}$/, LEAD_MESSAGE), v.transform(Number))),
    }),
    // A cursor from another order would resume at the wrong place.
    v.forward(
      v.check((query) => !query.cursor || query.cursor.sort === query.sort, CURSOR_MESSAGE),
      ["cursor"],
    ),
  );
}

export type AdminListQuery = v.InferOutput<ReturnType<typeof adminListQuerySchema>>;
