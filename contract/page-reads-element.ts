/**
 * The id of the <script type="application/json"> in which a rendered page carries its reads
 * (contract/read-paths.ts says which). Its own module: the browser's entry script reads the element
 * on every page, and read-paths.ts brings the list schemas and their library with it.
 */
export const PAGE_READS_ELEMENT_ID = "page-reads";

/**
 * The id of a post page's body element. The page's embedded read of the post leaves the body out,
 * since the article already holds it; the browser takes it from this element before hydrating
 * (contract/read-paths.ts `embeddedReads`, web/src/lib/page-reads.ts).
 */
export const POST_BODY_ELEMENT_ID = "post-body";

/** Whether an API path is a post's own read (`/api/blog/<slug>`), not its related articles nor a list. */
export function isPostReadPath(path: string): boolean {
  return /^\/api\/blog\/[^/?]+$/.test(path);
}
