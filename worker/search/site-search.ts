/**
 * The site search (docs/decisions/307-site-search.md). Posts and projects come from the index the
 * chat assistant keeps of the published ones (worker/chat/search.ts: drafts, scheduled and trashed
 * posts and trashed projects are never in it, and it is rebuilt when D1 changes); the pages, the
 * service lines, the calculators and the merchandise from an index of their own here, built once
 * per isolate from the content modules, with the assistant's way of reading words. The two lists
 * are merged by how much of the search each result explains, then by its rank in its own index
 * (two indexes' scores are not comparable).
 */
import MiniSearch from "minisearch";
import { META_DESCRIPTION_MAX, truncateAtWord } from "#contract/meta.ts";
import { SITE_SEARCH_LIMIT, type SiteSearchAnswer, type SiteSearchKind, type SiteSearchResult } from "#contract/site-search.ts";
import { publishedPages } from "../chat/search";
import { searchTerms, stem, words } from "../chat/text";
import type { Db } from "../db/client";
import { siteDocuments, type SiteDocument } from "./site-documents";

/**
 * Words a search box query carries that say nothing. Fewer than the assistant drops: in a search
 * box "about" or "contact" names a page, where in a chat question it is filler.
 */
const FILLER = new Set(["a", "an", "and", "the", "of", "or", "to", "in", "on", "for", "with", "is", "are", "my", "your", "our"]);

const termOf = (word: string): string | null => (FILLER.has(word) ? null : stem(word));

/** The terms of a text as the site index reads it, each once. */
function siteTerms(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .map(termOf)
        .filter((t): t is string => t !== null),
    ),
  ];
}

let siteIndex: { index: MiniSearch<SiteDocument>; docs: Map<string, SiteDocument> } | null = null;

function siteDocumentIndex() {
  if (!siteIndex) {
    const index = new MiniSearch<SiteDocument>({
      fields: ["title", "snippet", "text"],
      tokenize: (text) => words(text),
      processTerm: (term) => termOf(term),
      searchOptions: {
        boost: { title: 4, snippet: 2 },
        // A search box is typed into: "hood" should already find the hoodies.
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        combineWith: "OR",
      },
    });
    index.addAll(siteDocuments);
    siteIndex = { index, docs: new Map(siteDocuments.map((d) => [d.id, d])) };
  }
  return siteIndex;
}

/** A result's words: as long as a search engine's description of a page. */
const shortSnippet = (text: string) => truncateAtWord(text, META_DESCRIPTION_MAX);

/** A result with what orders it: the share of the search's terms it matched, and its rank in its own index. */
interface Ranked {
  readonly result: SiteSearchResult;
  readonly coverage: number;
  /** Its score over the best score of its own index for this search (1 for the best). */
  readonly relative: number;
}

/** Earlier kinds first when two results explain a search equally well. */
const KIND_ORDER: readonly SiteSearchKind[] = ["page", "merch", "project", "post"];

function relativeTo<T extends { score: number }>(hits: readonly T[]): (hit: T) => number {
  const best = Math.max(...hits.map((h) => h.score), Number.MIN_VALUE);
  return (hit) => hit.score / best;
}

function siteHits(query: string): Ranked[] {
  const terms = siteTerms(query);
  if (terms.length === 0) return [];
  const { index, docs } = siteDocumentIndex();
  const hits = index.search(terms.join(" "));
  const relative = relativeTo(hits);
  return hits.flatMap((hit) => {
    const doc = docs.get(String(hit.id));
    if (!doc) return [];
    const { kind, title, url, snippet } = doc;
    return [
      {
        result: { kind, title, url, snippet: shortSnippet(snippet) },
        coverage: hit.queryTerms.length / terms.length,
        relative: relative(hit),
      },
    ];
  });
}

async function publishedHits(db: Db, query: string): Promise<Ranked[]> {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const published = await publishedPages(db);
  return (["post", "project"] as const).flatMap((kind) => {
    const hits = published.search(query, kind);
    const relative = relativeTo(hits);
    return hits.map((hit) => ({
      result: { kind, title: hit.doc.title, url: hit.doc.path, snippet: shortSnippet(hit.doc.summary) },
      coverage: new Set(hit.matched).size / terms.length,
      relative: relative(hit),
    }));
  });
}

/** The site's answer to a search (trimmed, non-empty, at most SITE_SEARCH_MAX characters: the schema's). */
export async function searchSite(db: Db, query: string): Promise<SiteSearchAnswer> {
  const ranked = [...siteHits(query), ...(await publishedHits(db, query))].sort(
    (a, b) => b.coverage - a.coverage || b.relative - a.relative || KIND_ORDER.indexOf(a.result.kind) - KIND_ORDER.indexOf(b.result.kind),
  );
  return { query, results: ranked.slice(0, SITE_SEARCH_LIMIT).map((r) => r.result), total: ranked.length };
}
