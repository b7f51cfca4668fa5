/**
 * The small text matcher behind the embedded assistant: questions and keywords are normalised the
 * same way (lower case, punctuation to spaces, a light plural stem) and scored by the keywords and
 * phrases they share. Deliberately simple and deterministic, so answers are testable and fast.
 */

/** Words that carry no topic of their own (for searching posts and projects by content words). */
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any are as at be been before being but by can could " +
    "did do does doing done for from get got had has have having he her here hers him his how i if in " +
    "into is it its just know let like me more most my need no not of on or our ours please question " +
    "show so some tell than thank thanks that the their them then there these they this those to too " +
    "up us very want was we were what when where which who whom why will with would yes you your yours " +
    "kilbride industries company"
  ).split(" "),
);

/**
 * Plurals kept apart from their singular on purpose: "projects" asks for a list of our work,
 * "a project" is usually the visitor's own ("start a project", "project management").
 */
const KEEP_PLURAL = new Set(["projects"]);

/** "Offices" → "office", "batteries" → "battery"; leaves "process", "bus", "analysis" alone. */
export function stem(token: string): string {
  if (KEEP_PLURAL.has(token)) return token;
  if (token.length > 4 && token.endsWith("ies")) return `${token.slice(0, -3)}y`;
  if (token.length > 3 && token.endsWith("s") && !/(ss|us|is)$/.test(token)) return token.slice(0, -1);
  return token;
}

/** Lower-cased words before stemming ("What's" → "what"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]s\b/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Lower-cased, stemmed word tokens ("E-mail" → ["e", "mail"], "Net-30" → ["net", "30"]). */
export function tokens(text: string): string[] {
  return words(text).map(stem);
}

/** The stemmed words of a question that name a subject (no stop words), each once. */
export function contentWords(text: string): string[] {
  return [...new Set(words(text).filter((w) => !STOP_WORDS.has(w) && w.length > 1).map(stem))];
}

/** True when `phrase` (already tokenised) occurs as consecutive tokens of `words`. */
function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  if (phrase.length === 0 || phrase.length > words.length) return false;
  for (let i = 0; i + phrase.length <= words.length; i += 1) {
    if (phrase.every((p, j) => words[i + j] === p)) return true;
  }
  return false;
}

/** A keyword with its weight; a phrase of n words weighs 2n unless told otherwise. */
export interface Keyword {
  readonly words: readonly string[];
  readonly weight: number;
}

/** Pre-tokenises keywords: strong ones weigh `perWord` (2) per word, weak ones 1 in all. */
export function keywords(strong: readonly string[], weak: readonly string[] = [], perWord = 2): Keyword[] {
  return [
    ...strong.map((k) => ({ words: tokens(k), weight: perWord * tokens(k).length })),
    ...weak.map((k) => ({ words: tokens(k), weight: 1 })),
  ];
}

/** Sum of the weights of the keywords the question contains (each counted once). */
export function score(questionTokens: readonly string[], list: readonly Keyword[]): number {
  let total = 0;
  for (const keyword of list) if (containsPhrase(questionTokens, keyword.words)) total += keyword.weight;
  return total;
}

/** How well a document's fields match a question's content words (title counts most). */
export function documentScore(
  words: readonly string[],
  fields: { strong: string; medium?: string; weak?: string },
): number {
  const strong = new Set(tokens(fields.strong));
  const medium = new Set(tokens(fields.medium ?? ""));
  const weak = new Set(tokens(fields.weak ?? ""));
  let total = 0;
  for (const word of words) {
    if (strong.has(word)) total += 3;
    else if (medium.has(word)) total += 2;
    else if (weak.has(word)) total += 1;
  }
  return total;
}
