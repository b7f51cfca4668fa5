/**
 * Our articles as a subject of their own: the one article a question names ("the level 2 vs dc fast
 * article", "the solar plus storage article for georgia manufacturers"), what it says ("how much
 * conduit does it say to lay"), and who wrote it. A follow-up's "its" and "he" stand for them
 * (assistant.ts), as they do for an office, an item of the shop or a project (ADR 331).
 */
import { passageAnswer } from "./passages";
import type { Page, PublishedPages } from "./search";
import { searchTerms } from "./text";

/** Words that ask for articles (a question with none of them is not about one). */
export const BLOG = /\b(blog|articles?|posts?|posted|read|reading|write|wrote|written|write-?ups?|news|guides?|insights)\b/;
/** Words that ask for pages (projects or articles) rather than name what they are about. */
export const PAGE_WORDS =
  /\b(projects?|portfolio|case|stud(y|ies)|examples?|track|record|built|done|delivered|completed|references|past|work|blog|articles?|posts?|posted|read|reading|write|wrote|written|write-?ups?|news|guides?|insights|latest|recent|any|show|something|anything|have|you|your|on|about|in)\b/g;

/** A post hit must explain at least this share of the question's remaining words to be the one named... */
const NAMED_COVERAGE = 0.5;
/** ...and rank this far above the next one. */
const NAMED_LEAD = 1.5;

/**
 * The one article a (normalised) question names: it speaks of an article and the best-ranked post
 * explains the question's other words well ahead of the next; null otherwise ("any articles on solar").
 */
export function articleNamed(text: string, published: PublishedPages): Page | null {
  if (!BLOG.test(text)) return null;
  const rest = text.replace(PAGE_WORDS, " ");
  const terms = searchTerms(rest);
  if (terms.length === 0) return null;
  const [best, next] = published.search(rest, "post");
  if (!best || best.coverage < NAMED_COVERAGE) return null;
  // "The hail article": one word names an article only when no other article has it at all.
  if (terms.length === 1) return next ? null : best.doc;
  return !next || best.score >= next.score * NAMED_LEAD ? best.doc : null;
}

/** The author a post's detail line names ("2025-10-14, by Marcus Reyes"), or undefined. */
export const authorOf = (post: Page): string | undefined => /\bby ([^,)]+)$/.exec(post.detail)?.[1]?.trim();

/** A question for the article itself (who wrote it, when, where to read it) rather than about what it says. */
const ABOUT_THE_PAGE = /\b(who|author|authors|when|date|dated|link|url|where can i (read|find)|written by|wrote)\b/;

/** A question for a fact ("what PUE does … get to", "how much"), not for what the article is about. */
const FACT_ASKED =
  /^(?:(?:and|also|plus)\s+)?(?:what|which|how (?:much|many|long|big|low|high|hot|far|fast))\b(?!\s+(?:is|was|does)\s+(?:it|the|that|your)\s+(?:article|post|blog)\b)(?!.*\b(?:about|say|says|cover|covers)\s*\W*$)/;

/**
 * "How much conduit does the level 2 vs dc fast article say to lay", "what payback did the solar
 * plus storage article's example get": the published sentence of the article named that answers the
 * question's words beyond the article's title; null when the question asks for the article itself or
 * no sentence of that article answers.
 */
export function articleSays(text: string, published: PublishedPages): string | null {
  if (ABOUT_THE_PAGE.test(text)) return null;
  const article = articleNamed(text, published);
  if (!article) return null;
  const title = new Set(searchTerms(article.title));
  const rest = text.replace(PAGE_WORDS, " ");
  const terms = searchTerms(rest);
  const asked = terms.filter((t) => !title.has(t));
  // The article's own words are what names it: the sentence must answer the rest ("conduit", "lay").
  // "What PUE does liquid cooling get to per your article": a fact asked in the title's own words is
  // the sentence that says them all ("… a PUE as low as 1.05-1.15").
  return (
    (asked.length ? sentenceOf(article, asked.join(" "), published) : null) ??
    (FACT_ASKED.test(text) && terms.length >= 2 ? sentenceOf(article, rest, published) : null)
  );
}

const sentenceOf = (article: Page, asked: string, published: PublishedPages, fresh?: (quote: string) => boolean): string | null => {
  const passage = published.passageOn(asked, article.path, fresh);
  return passage ? passageAnswer(passage) : null;
};

/**
 * "Georgia storage article: … and what does the solar save": a question asked of an article a message's
 * head named (ADR 341). The head's words name the article, so every word of the question is asked of it,
 * its title's too ("solar"); null when it asks for the article itself or no sentence answers. `said`: the
 * answers the message's earlier questions got.
 */
export function articleSaysOf(article: Page, question: string, published: PublishedPages, said: readonly string[] = []): string | null {
  if (ABOUT_THE_PAGE.test(question)) return null;
  // The question as asked, so the kind of fact it wants ("how long") and its figures ("a PUE of 1.5") count.
  const asked = question.replace(PAGE_WORDS, " ");
  // "… what share of office parking should get level 2, and how much conduit should i lay": a sentence an
  // earlier question of the message already got gives way to the next best one.
  return searchTerms(asked).length ? sentenceOf(article, asked, published, (quote) => !said.some((s) => s.includes(quote))) : null;
}
