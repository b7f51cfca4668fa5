/**
 * The embedded assistant: finds the topics a question is about in the company's own knowledge
 * (knowledge.ts) and the published posts and projects in D1 (search.ts), and answers briefly with
 * a link to the page that says more — or says it does not know and points to /contact. It needs
 * no model and no network beyond D1.
 */
import type { Db } from "../db/client";
import { DONT_KNOW, knowledge, link, type KnowledgeEntry } from "./knowledge";
import { searchPosts, searchProjects, type FoundPage } from "./search";
import { contentWords, score, tokens } from "./text-match";

/** Below this a topic is a guess, not an answer. */
const MIN_TOPIC_SCORE = 2;
/** A post or project matching at least a title or tag word. */
const MIN_PAGE_SCORE = 3;

/** Words that say what kind of page is wanted, not what it is about. */
const INTENT_WORDS = new Set(tokens(
  "project projects portfolio case study studies example examples completed built delivered blog article articles post posts news guide guides read insights any done",
));

/** What the answer was built from; the optional chat model gets the same material. */
export interface Retrieval {
  readonly answer: string;
  /** The best topics' answers and the pages found, as notes for a model. */
  readonly notes: readonly string[];
}

interface Ranked {
  readonly entry: KnowledgeEntry;
  readonly score: number;
}

/** Topics the question matches, best first (ties keep the knowledge order). */
export function rankTopics(question: string): Ranked[] {
  const words = tokens(question);
  return knowledge
    .map((entry, index) => ({ entry, index, score: score(words, entry.keywords) }))
    .filter((r) => r.score >= MIN_TOPIC_SCORE)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ entry, score: s }) => ({ entry, score: s }));
}

const pageLines = (pages: readonly FoundPage[]) => pages.map((p) => `- ${link(p.title, p.path)} (${p.detail})`).join("\n");

async function listAnswer(
  kind: "projects" | "blog",
  found: FoundPage[],
  latest: () => Promise<FoundPage[]>,
  searched: boolean,
): Promise<{ text: string; pages: FoundPage[] }> {
  const noun = kind === "projects" ? "projects" : "articles";
  const all = kind === "projects" ? link("all our projects", "/projects") : link("the blog", "/blog");
  const matching = found.filter((p) => p.score >= MIN_PAGE_SCORE);
  if (matching.length > 0) return { text: `Here are ${noun} that match:\n${pageLines(matching)}\nSee ${all}.`, pages: matching };
  const recent = await latest();
  if (recent.length === 0) return { text: `There are no published ${noun} yet. ${link("Contact us", "/contact")} to hear about our work.`, pages: [] };
  const lead = searched ? `I couldn't find ${noun} about that. Our latest:` : `Our latest ${noun}:`;
  return { text: `${lead}\n${pageLines(recent)}\nSee ${all}.`, pages: recent };
}

/** The embedded answer to one question, with the notes it was built from. */
export async function retrieve(db: Db, question: string): Promise<Retrieval> {
  const ranked = rankTopics(question);
  const words = contentWords(question).filter((w) => !INTENT_WORDS.has(w));
  const notes = ranked.slice(0, 3).map((r) => r.entry.answer);
  const top = ranked[0]?.entry;

  if (top?.kind === "projects") {
    const { text, pages } = await listAnswer("projects", words.length ? await searchProjects(db, words) : [], () => searchProjects(db, []), words.length > 0);
    return { answer: text, notes: [...notes, pageLines(pages)] };
  }
  if (top?.kind === "blog") {
    const { text, pages } = await listAnswer("blog", words.length ? await searchPosts(db, words) : [], () => searchPosts(db, []), words.length > 0);
    return { answer: text, notes: [...notes, pageLines(pages)] };
  }
  if (top) {
    // A service answer gains the most relevant article, when one is clearly about it.
    if (top.id.startsWith("service:") && words.length > 0) {
      const [post] = (await searchPosts(db, words, 1)).filter((p) => p.score >= MIN_PAGE_SCORE);
      if (post) return { answer: `${top.answer}\nRelated reading: ${link(post.title, post.path)}.`, notes: [...notes, pageLines([post])] };
    }
    return { answer: top.answer, notes };
  }

  // No topic: perhaps a post or project is about it.
  if (words.length > 0) {
    const [posts, projectsFound] = await Promise.all([searchPosts(db, words, 2), searchProjects(db, words, 2)]);
    const pages = [...projectsFound, ...posts].filter((p) => p.score >= MIN_PAGE_SCORE);
    if (pages.length > 0) {
      return { answer: `Here is what I found on our site:\n${pageLines(pages)}\nFor anything else, ${link("contact us", "/contact")}.`, notes: [pageLines(pages)] };
    }
  }
  return { answer: DONT_KNOW, notes: [] };
}
