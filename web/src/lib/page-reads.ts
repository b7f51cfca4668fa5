/**
 * The public API reads a page was rendered with. The Worker fetches them before rendering
 * (contract/read-paths.ts says which), renders with them, and writes them into the page as JSON;
 * the browser hydrates with the same values, so the first render matches the HTML and nothing is
 * fetched twice. A read the Worker answered 404 (a missing post or project) is `null`. A list page's
 * read is embedded without its items: their cards are in the HTML (ADR 256).
 */
import { createContext, useContext } from "react";
import { PAGE_READS_ELEMENT_ID } from "#contract/page-reads-element.ts";

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
    return JSON.parse(element.textContent) as PageReads;
  } catch (error) {
    // The page still works: its reads are fetched again.
    console.warn("The page's embedded data could not be read", error);
    return {};
  }
}

/** The query string the served HTML was rendered with: "" for a prerendered file, whatever its URL's query. */
export function readEmbeddedSearch(doc: Document = document): string {
  return doc.getElementById(PAGE_READS_ELEMENT_ID)?.dataset.search ?? "";
}
