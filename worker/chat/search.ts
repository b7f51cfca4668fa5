/**
 * The assistant's retrieval, on MiniSearch (BM25-style ranking, field boosts, prefix and fuzzy
 * matching for typos). Two indexes, built once per isolate and kept: the company's knowledge
 * (knowledge.ts, static) and the published posts and projects in D1, rebuilt only when a cheap
 * fingerprint query shows that those tables changed.
 */
import { desc, sql } from "drizzle-orm";
import nlp from "compromise";
import MiniSearch, { type SearchResult } from "minisearch";
import { isPublic } from "../db/blog";
import type { Db } from "../db/client";
import { isListed } from "../db/projects";
import { blogPosts, projects } from "../db/schema";
import { pageCopy, siteDocuments } from "../search/site-documents";
import { peopleBlocks } from "./people";
import { knowledge, type Domain, type KnowledgeDoc } from "./knowledge";
import { type Block, copyBlocks, htmlBlocks, type PassageHit, passageIndex, type PassageSearch } from "./passages";
import { BRIDGE_BOOST, bridges } from "./synonyms";
import { searchTerm, searchTerms, words } from "./text";

interface Indexed {
  readonly id: string;
  readonly title: string;
  readonly keywords: string;
  readonly text: string;
}

/** A hit with how much of the question it explains. */
export interface Hit<T> {
  readonly doc: T;
  readonly score: number;
  /**
   * How much of the question the document explains (0–1): the terms it matched over all the
   * question's terms, where a term no document knows counts twice ("nuclear power plants" is not
   * explained by a document about hydrogen plants and power).
   */
  readonly coverage: number;
  /** The question's terms it matched. */
  readonly matched: readonly string[];
}

function newIndex(): MiniSearch<Indexed> {
  return new MiniSearch<Indexed>({
    fields: ["title", "keywords", "text"],
    // Index and question go through the same terms (text.ts): stop words dropped, variants folded.
    tokenize: (text) => words(text),
    processTerm: (term) => searchTerm(term) ?? null,
    searchOptions: {
      boost: { title: 3, keywords: 2 },
      prefix: (term) => term.length > 4,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: "OR",
    },
  });
}

/**
 * A word the index never saw, read as a form of one it did: "becoming" → "become", "approval" →
 * "approve", "talking" → "talk" (only for unknown words, so a word the site uses is never changed).
 */
function knownForm(term: string, vocabulary: ReadonlySet<string>): string {
  if (vocabulary.has(term) || term.length < 5) return term;
  const bases = [/(?:ing|ed|er|al|ly|ment)$/, /(?:ation|ings)$/]
    .map((suffix) => term.replace(suffix, ""))
    .filter((base) => base !== term && base.length >= 3);
  for (const base of bases)
    for (const form of [base, `${base}e`, base.replace(/(.)\1$/, "$1"), base.replace(/i$/, "y")]) if (vocabulary.has(form)) return form;
  return term;
}

/**
 * The terms of a question that say how it is asked rather than what about: verbs and adverbs
 * ("reset", "back", "hurry"). An unknown one of those does not count against a document's
 * coverage; an unknown noun ("python script", "nuclear plant") still does, twice.
 */
function mannerTerms(question: string): Set<string> {
  const tagged = nlp(question).json() as { terms: { normal?: string; text: string; tags: string[] }[] }[];
  const manner = tagged
    .flatMap((s) => s.terms)
    .filter((t) => !t.tags.includes("Noun") && (t.tags.includes("Verb") || t.tags.includes("Adverb")))
    .map((t) => searchTerm(t.normal ?? t.text.toLowerCase()));
  return new Set(manner.filter((t): t is string => t !== null));
}

/**
 * True when a hit explains every noun of the question, and there are at least two ("do contractors
 * need a particular licence": contractors, licence), so the verbs and adjectives that say how it is
 * asked may stay unexplained (ADR 324).
 */
export function explainsNouns(question: string, matched: readonly string[]): boolean {
  const tagged = nlp(question).json() as { terms: { normal?: string; text: string; tags: string[] }[] }[];
  const nouns = new Set(
    tagged
      .flatMap((s) => s.terms)
      .filter((t) => t.tags.includes("Noun") && !t.tags.includes("Pronoun"))
      .map((t) => searchTerm(t.normal ?? t.text.toLowerCase()))
      .filter((t): t is string => t !== null),
  );
  return nouns.size >= 2 && [...nouns].every((t) => matched.includes(t));
}

function hits<T>(
  index: MiniSearch<Indexed>,
  docs: ReadonlyMap<string, T>,
  vocabulary: ReadonlySet<string>,
  question: string,
  filter?: (doc: T) => boolean,
): Hit<T>[] {
  const terms = [...new Set(searchTerms(question).map((t) => knownForm(t, vocabulary)))];
  if (terms.length === 0) return [];
  // The site's words for a visitor's verb or adjective are searched beside it, weighing less (synonyms.ts).
  const termOf = (word: string) => {
    const term = searchTerm(word);
    return term && knownForm(term, vocabulary);
  };
  const bridged = bridges(terms, vocabulary, termOf, question);
  const results: SearchResult[] = index.search([...terms, ...bridged.keys()].join(" "), {
    boostTerm: (term) => (bridged.has(term) ? BRIDGE_BOOST : 1),
    ...(filter ? { filter: (r) => filter(docs.get(String(r.id)) as T) } : {}),
  });
  // A bridge explains a term only beside a word of the visitor's own: "when did it commence" alone is no "start".
  const asked = (r: SearchResult) =>
    r.queryTerms.some((t) => !bridged.has(t)) ? [...new Set(r.queryTerms.map((t) => bridged.get(t) ?? t))] : [];
  const known = new Set(results.flatMap(asked));
  const unknown = terms.filter((t) => !known.has(t));
  const manner = unknown.length ? mannerTerms(question) : new Set<string>();
  const weight = terms.length + unknown.filter((t) => !manner.has(t)).length;
  return results.map((r) => {
    const matched = asked(r);
    return { doc: docs.get(String(r.id)) as T, score: r.score, coverage: matched.length / weight, matched };
  });
}

// ── The company's knowledge ──────────────────────────────────────────────────────────────────

let knowledgeIndex: { index: MiniSearch<Indexed>; docs: Map<string, KnowledgeDoc>; vocabulary: Set<string> } | null = null;

function knowledgeSearch() {
  if (!knowledgeIndex) {
    const index = newIndex();
    index.addAll(knowledge.map(({ id, title, keywords, text }) => ({ id, title, keywords, text })));
    knowledgeIndex = { index, docs: new Map(knowledge.map((d) => [d.id, d])), vocabulary: knowledgeVocabulary() };
  }
  return knowledgeIndex;
}

let vocabulary: Set<string> | null = null;

/** Every term the knowledge documents use. */
function knowledgeVocabulary(): Set<string> {
  vocabulary ??= new Set(knowledge.flatMap((d) => searchTerms(`${d.title} ${d.keywords} ${d.text}`)));
  return vocabulary;
}

/**
 * True when the site's knowledge uses the word (or a near spelling of it), so a name it never
 * mentions ("the phone number for tesla") is recognised as someone else's.
 */
export function knownWord(word: string, pages: readonly Page[] = []): boolean {
  const words = knowledgeVocabulary();
  const term = searchTerm(word);
  if (term === null || words.has(term) || words.has(knownForm(term, words))) return true;
  return pages.some((p) => searchTerms(`${p.title} ${p.location}`).includes(term));
}

/** Knowledge documents matching the question, best first, from the allowed domains. */
export function searchKnowledge(question: string, domains: readonly Domain[]): Hit<KnowledgeDoc>[] {
  const { index, docs, vocabulary: terms } = knowledgeSearch();
  const asked = new Set(searchTerms(question));
  const found = hits(index, docs, terms, question, (d) => domains.includes(d.domain) && (!d.needs || d.needs.some((t) => asked.has(t))));
  // A detail document answers only when it explains more than the document it adds to.
  const coverageOf = (id: string) => found.find((h) => h.doc.id === id)?.coverage ?? 0;
  return found.filter((h) => !h.doc.parent || h.coverage > coverageOf(h.doc.parent));
}

// ── Published posts and projects ─────────────────────────────────────────────────────────────

/** A page the assistant can point to. */
export interface Page {
  readonly kind: "post" | "project";
  readonly title: string;
  readonly path: string;
  /** One line of context ("Galway, Ireland, 2025", or the post's date and author). */
  readonly detail: string;
  /** A project's year (null for a post). */
  readonly year: number | null;
  /** Projects: location, category and year; posts: category. */
  readonly location: string;
  /** What the page says in a few sentences: a project's description, client and figures; a post's excerpt. */
  readonly summary: string;
  readonly category: string;
  /** Newest first within each kind. */
  readonly order: number;
}

interface Live {
  readonly fingerprint: string;
  readonly index: MiniSearch<Indexed>;
  readonly pages: Map<string, Page>;
  readonly vocabulary: Set<string>;
  /** The sentences of every page the site publishes, these posts and projects included. */
  readonly passages: PassageSearch;
}

let live: Live | null = null;

// Enough rows for any realistic site; the newest come first if there were ever more.
const MAX_ROWS = 500;

/** Changes whenever a post or project is added, edited, published, unpublished or deleted (one query). */
async function fingerprint(db: Db): Promise<string> {
  const row = await db.get<{ key: string }>(sql`
    SELECT (SELECT count(*) || ':' || ifnull(max(${blogPosts.updatedAt}), 0) || ':' || ifnull(max(${blogPosts.id}), 0) FROM ${blogPosts})
      || '|' || (SELECT count(*) || ':' || ifnull(max(${projects.updatedAt}), 0) || ':' || ifnull(max(${projects.id}), 0) FROM ${projects}) AS key`);
  return row?.key ?? "";
}

async function loadLive(db: Db, key: string): Promise<Live> {
  const [posts, rows] = await Promise.all([
    db
      .select({
        slug: blogPosts.slug,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        content: blogPosts.content,
        category: blogPosts.category,
        tags: blogPosts.tags,
        keywords: blogPosts.keywords,
        author: blogPosts.author,
        publishedAt: blogPosts.publishedAt,
      })
      .from(blogPosts)
      .where(isPublic)
      .orderBy(desc(blogPosts.publishedAt))
      .limit(MAX_ROWS),
    db
      .select({
        id: projects.id,
        title: projects.title,
        description: projects.description,
        location: projects.location,
        category: projects.category,
        year: projects.year,
        client: projects.client,
        metrics: projects.metrics,
      })
      .from(projects)
      .where(isListed)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(MAX_ROWS),
  ]);
  const blocks: Block[] = [...staticBlocks()];
  const index = newIndex();
  const pages = new Map<string, Page>();
  const vocabulary = new Set<string>();
  const add = (entry: Indexed) => {
    index.add(entry);
    for (const term of searchTerms(`${entry.title} ${entry.keywords} ${entry.text}`)) vocabulary.add(term);
  };
  posts.forEach((row, order) => {
    const id = `post:${row.slug}`;
    pages.set(id, {
      kind: "post",
      title: row.title,
      path: `/blog/${row.slug}`,
      // The author as the post shows it: "articles by Siobhan Murphy", "who wrote the PACE guide".
      detail: [row.publishedAt?.toISOString().slice(0, 10), row.author && `by ${row.author}`].filter(Boolean).join(", "),
      year: null,
      location: "",
      summary: row.excerpt,
      category: row.category,
      order,
    });
    add({
      id,
      title: row.title,
      keywords: `${row.tags.join(" ")} ${row.category.replace(/_/g, " ")} ${row.keywords.join(" ")} ${row.author}`,
      // The article's own words too (tags stripped), so a visitor's wording of what it says finds it.
      text: `${row.excerpt} ${plainText(row.content)}`,
    });
    const domain = /merch/.test(`${row.category} ${row.tags.join(" ")}`) ? "merch" : null;
    blocks.push({ title: row.title, path: `/blog/${row.slug}`, heading: "", text: row.excerpt, domain });
    blocks.push(...htmlBlocks(row.title, `/blog/${row.slug}`, row.content, domain));
  });
  rows.forEach((row, order) => {
    const id = `project:${row.id}`;
    pages.set(id, {
      kind: "project",
      title: row.title,
      path: `/projects/${row.id}`,
      detail: `${row.location}, ${row.year}`,
      year: row.year,
      location: row.location,
      summary: `${row.description} Client: ${row.client}.${row.metrics.length ? ` Key figures: ${row.metrics.join("; ")}.` : ""}`,
      category: row.category,
      order,
    });
    add({
      id,
      title: row.title,
      keywords: `${row.category.replace(/_/g, " ")} ${row.location}`,
      text: `${row.description} ${row.client} ${row.metrics.join(" ")}`,
    });
    const project = { title: row.title, path: `/projects/${row.id}`, heading: `${row.location} ${row.year}`, domain: "energy" } as const;
    blocks.push({ ...project, text: row.description });
    if (row.metrics.length) blocks.push({ ...project, text: `Key figures of ${row.title}: ${row.metrics.join("; ")}.` });
  });
  return { fingerprint: key, index, pages, vocabulary, passages: passageIndex(blocks) };
}

let pageBlocks: Block[] | null = null;

/** The blocks of the pages that change only with a deploy: each public page's copy and the merchandise catalogue. */
function staticBlocks(): Block[] {
  pageBlocks ??= [
    ...pageCopy.flatMap((page) => [
      ...copyBlocks(page.title, page.url, page.copy, page.url === "/merch" || page.url === "/services" ? "merch" : null),
      // What a page says of the shop stays with the shop's answers, wherever it is shown (ADR 340).
      ...copyBlocks(page.title, page.url, page.shop, "merch"),
    ]),
    ...siteDocuments
      .filter((d) => d.kind === "merch")
      .map((d) => ({ title: d.title, path: d.url, heading: d.title, text: d.snippet, domain: "merch" as const })),
    ...peopleBlocks(),
  ];
  return pageBlocks;
}

/** An article's HTML as plain words (the index needs no markup), at most the first few thousand characters. */
const plainText = (html: string) =>
  html
    .slice(0, 8000)
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ");

/** The published posts and projects as of now: the kept index, or a new one if D1 changed. */
export async function publishedPages(db: Db): Promise<PublishedPages> {
  const key = await fingerprint(db);
  if (live?.fingerprint !== key) live = await loadLive(db, key);
  const { index, pages, vocabulary: terms, passages } = live;
  return {
    all: (kind) => [...pages.values()].filter((p) => p.kind === kind).sort((a, b) => a.order - b.order),
    search: (question, kind) => hits(index, pages, terms, question, (p) => p.kind === kind),
    passage: (question, domains) => passages.find(question, domains),
    uses: (word) => knownWord(word) || terms.has(searchTerm(word) ?? word),
    passageOn: (question, path, fresh) => passages.within(question, path, fresh),
  };
}

export interface PublishedPages {
  /** Every published post or every project, newest first. */
  all(kind: Page["kind"]): Page[];
  /** Posts or projects matching the question, best first. */
  search(question: string, kind: Page["kind"]): Hit<Page>[];
  /** The published sentence that answers the question with confidence, from the allowed domains (passages.ts), or null. */
  passage(question: string, domains: readonly Domain[]): PassageHit | null;
  /** True when the knowledge or a published post or project uses the word (so it is no typo). */
  uses(word: string): boolean;
  /**
   * The sentence of the page at `path` that says most of the question's words (passages.ts `within`), or null;
   * with `fresh`, the best of those it accepts (one another piece of the message has not already quoted).
   */
  passageOn(question: string, path: string, fresh?: (quote: string) => boolean): PassageHit | null;
}
