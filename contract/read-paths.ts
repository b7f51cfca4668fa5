/**
 * The public read endpoints as the app calls them, and which of them each page reads as it first
 * renders. The Worker fetches those before rendering a page and writes them into it; the browser
 * finds them there by the same path, so one table serves both sides.
 */
import type { PublishedPost } from "./entities";
import { isPostReadPath } from "./page-reads-element";
import { postMetaDescription } from "./post-head";
import { type BlogListParams, type ProjectListParams, readBlogListParams, readProjectListParams } from "./public-lists";
import type { PageName } from "./routes";
import { SITE_SEARCH_PARAM, searchQueryOf } from "./site-search-query";

/** How many post previews the home page shows. */
export const HOME_POST_COUNT = 3;

/**
 * The query of a list read, in the order the typed client writes it (both sides build the address
 * from this object, so the page's embedded read and the browser's fetch are the same URL).
 */
export const listQueries = {
  blogLatest: (limit: number) => ({ limit: String(limit) }),
  blogPage: ({ tag, page }: BlogListParams) => ({ page, ...(tag ? { tag } : {}) }),
  projectsPage: ({ category, search, sort, page }: ProjectListParams) => ({
    ...(category ? { category } : {}),
    ...(search.trim() ? { q: search.trim() } : {}),
    ...(sort !== "newest" ? { sort } : {}),
    page,
  }),
};

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export const readPaths = {
  blogLatest: (limit: number) => withQuery("/api/blog", listQueries.blogLatest(limit)),
  blogPage: (params: BlogListParams) => withQuery("/api/blog", listQueries.blogPage(params)),
  blogPost: (slug: string) => `/api/blog/${encodeURIComponent(slug)}`,
  blogRelated: (slug: string) => `/api/blog/${encodeURIComponent(slug)}/related`,
  projectsPage: (params: ProjectListParams) => withQuery("/api/projects", listQueries.projectsPage(params)),
  project: (id: string) => `/api/projects/${encodeURIComponent(id)}`,
  partners: "/api/partners",
  search: (q: string) => withQuery("/api/search", { [SITE_SEARCH_PARAM]: q }),
};

/** The API paths a page reads as it first renders (a post also reads its related articles). */
export function pageReads(page: PageName, params: Readonly<Record<string, string>>, search: URLSearchParams): string[] {
  switch (page) {
    case "home":
      return [readPaths.blogLatest(HOME_POST_COUNT), readPaths.partners];
    case "blog":
      return [readPaths.blogPage(readBlogListParams(search))];
    case "blogPost":
      return [readPaths.blogPost(params.slug ?? ""), readPaths.blogRelated(params.slug ?? "")];
    case "projects":
      return [readPaths.projectsPage(readProjectListParams(search))];
    case "project":
      return [readPaths.project(params.id ?? "")];
    case "partners":
      return [readPaths.partners];
    case "search": {
      // No search yet: the page is the empty form.
      const q = searchQueryOf(search);
      return q ? [readPaths.search(q)] : [];
    }
    default:
      return [];
  }
}

/** A page of /blog or /projects as its HTML carries it: the envelope without the items (ADR 256). */
export type EmbeddedListPage<P extends { items: readonly unknown[] }> = Omit<P, "items"> & Partial<Pick<P, "items">>;

const listPagePath = /^\/api\/(blog|projects)\?/;

/**
 * A post as its page's HTML carries it: without `content`, which the article holds
 * (`#post-body`, the browser reads it back), and with the description the server's head used as
 * `metaDescription`, so the browser's head is the server's however the browser writes the body
 * back as HTML (entities the sanitiser leaves, quotes). The description is all the head takes
 * from the body (contract/post-head.ts).
 */
type EmbeddedPost = Omit<PublishedPost, "content">;

function embeddedPost(post: PublishedPost): EmbeddedPost {
  const { content: _shownInTheHtml, ...rest } = post;
  // A post's own description is kept as it is; only the one taken from the body is written in.
  return { ...rest, metaDescription: post.metaDescription?.trim() ? post.metaDescription : postMetaDescription(post) };
}

/**
 * The reads as a page's HTML carries them. A list page's read (a page of /blog or /projects) goes
 * without its items: their cards are already in the HTML, and the browser keeps that markup until
 * it reads the list itself (ADR 256). A post's read goes without its body, which the article holds
 * (ADR 274). Every other read as the API answered it.
 */
export function embeddedReads(reads: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(reads).map(([path, answer]) => {
      if (!answer || typeof answer !== "object") return [path, answer];
      if (isPostReadPath(path) && "content" in answer) return [path, embeddedPost(answer as PublishedPost)];
      if (!listPagePath.test(path) || !("items" in answer)) return [path, answer];
      const { items: _shownInTheHtml, ...envelope } = answer;
      return [path, envelope];
    }),
  );
}
