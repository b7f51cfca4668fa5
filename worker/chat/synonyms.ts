/**
 * The semantic bridge (ADR 168): a visitor's verb, adjective or phrasal verb the site's content never
 * writes, read as the site's words that share one of its everyday senses ("retain" → keep,
 * "remunerate" → pay, "pay out" → pay), and a town as the state or country it lies in, from WordNet,
 * pruned at build time to the site's vocabulary (scripts/chat-synonyms.ts writes
 * synonyms.generated.ts). Nouns are never bridged: they name the subject. A bridged word weighs less
 * than the visitor's own, so a literal match ranks first, and it counts only beside a word of the
 * visitor's own. The gate (knownWord) never reads this map.
 */
import { placeLines, synonymLines } from "./synonyms.generated";
import { words } from "./text";

/** A bridged word's weight in ranking, against 1 for the visitor's own words. */
export const BRIDGE_BOOST = 0.5;

type Lines = Map<string, readonly string[]>;

const parse = (lines: string): Lines =>
  new Map(
    lines
      .split("\n")
      .filter(Boolean)
      .map((line) => {
        const [word = "", targets = ""] = line.split(":");
        return [word, targets.split(",")] as const;
      }),
  );

let map: Lines | null = null;
let placeMap: Lines | null = null;

function synonyms(): Lines {
  map ??= parse(synonymLines);
  return map;
}

/** The regions a named town lies in, by their full names, lower case ("houston" → texas). */
export function regionsOf(word: string): readonly string[] {
  placeMap ??= parse(placeLines);
  return placeMap.get(word) ?? [];
}

/** A word and the bases it may be a form of ("retained" → retain, "situating" → situate): WordNet keys are bases. */
export function baseForms(term: string): string[] {
  const stems = [/ed$/, /d$/, /ing$/].map((suffix) => term.replace(suffix, "")).filter((b) => b !== term && b.length >= 3);
  return [term, ...stems.flatMap((b) => [b, `${b}e`, b.replace(/(.)\1$/, "$1")])];
}

/**
 * For each term of a question, the site's words it bridges to that the vocabulary knows: bridge
 * term → the question's term it stands for (the first wins). The map's words are ones the site's
 * own content never writes (as a base form), but an inflection of one may occur somewhere ("retained"
 * in one post) while the sentence that answers says "keep": the bridge is searched beside it.
 */
export function bridges(
  terms: readonly string[],
  vocabulary: ReadonlySet<string>,
  termOf: (word: string) => string | null,
  question: string,
): Map<string, string> {
  const found = new Map<string, string>();
  const add = (targets: readonly string[], term: string) => {
    for (const target of targets) if (vocabulary.has(target) && !terms.includes(target) && !found.has(target)) found.set(target, term);
  };
  for (const term of terms)
    add(
      baseForms(term).flatMap((form) => synonyms().get(form) ?? []),
      term,
    );
  // A phrasal verb ("sign up", "paid out") stands for its verb's term.
  const said = words(question);
  said.slice(1).forEach((particle, i) => {
    const verb = said[i] ?? "";
    const term = termOf(verb);
    if (term && terms.includes(term))
      add(
        baseForms(verb).flatMap((form) => synonyms().get(`${form} ${particle}`) ?? []),
        term,
      );
  });
  return found;
}
