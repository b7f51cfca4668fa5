/**
 * The public API reads a page was rendered with. The Worker fetches them before rendering
 * (contract/read-paths.ts says which), renders with them, and writes them into the page as JSON;
 * the browser hydrates with the same values, so the first render matches the HTML and nothing is
 * fetched twice. A read the Worker answered 404 (a missing post or project) is `null`. A list page's
 * read is embedded without its items: their cards are in the HTML (ADR 256); a post's without its
 * body, which is taken back from the article here, before hydration (ADR 274).
 */
import { createContext, useContext } from "react";
import { isPostReadPath, PAGE_READS_ELEMENT_ID, POST_BODY_ELEMENT_ID } from "#contract/page-reads-element.ts";

export type PageReads = Readonly<Record<string, unknown>>;

interface PageReadsValue {
  reads: PageReads;
  /** The query string the HTML was rendered with ("" for a prerendered file), which hydration must render with too. */
  search?: string;
}

export const PageReadsContext = createContext<PageReadsValue>({ reads: {} });

export function usePageReads(): PageReadsValue {
  return useContext(PageReadsContext);
}

/** The reads written into the served page, or none (a client-rendered page such as /admin). */
export function readEmbeddedPageReads(doc: Document = document): PageReads {
  const element = doc.getElementById(PAGE_READS_ELEMENT_ID);
  if (!element?.textContent) return {};
  try {
    return withPostBody(JSON.parse(element.textContent) as Record<string, unknown>, doc);
  } catch (error) {
    // The page still works: its reads are fetched again.
    console.warn("The page's embedded data could not be read", error);
    return {};
  }
}

/**
 * A post's read comes without `content`: the rendered article holds the body, and its markup as the
 * browser reads it back is what hydration renders, so React finds the same HTML and writes nothing.
 * Without the article (never on a page the Worker wrote) the read is dropped and fetched whole.
 */
function withPostBody(reads: Record<string, unknown>, doc: Document): PageReads {
  for (const [path, read] of Object.entries(reads)) {
    if (!read || typeof read !== "object" || "content" in read || !isPostReadPath(path)) continue;
    const body = doc.getElementById(POST_BODY_ELEMENT_ID);
    if (body) reads[path] = { ...read, content: body.innerHTML };
    else delete reads[path];
  }
  return reads;
}

/** The query string the served HTML was rendered with: "" for a prerendered file, whatever its URL's query. */
export function readEmbeddedSearch(doc: Document = document): string {
  return doc.getElementById(PAGE_READS_ELEMENT_ID)?.dataset.search ?? "";
}
