/**
 * Conservative spelling correction of a visitor's message (ADR 330): "whats the paybak on a 90kw
 * sytem if we pay 15 cnets" reads as "payback", "system", "cents" before anything else reads it, so
 * a typo does not send a question of ours to the domain gate as an unknown word.
 *
 * A word is corrected only when all of these hold:
 * - it has 5+ letters and is written in lower case, or capitalised only at the start of a sentence
 *   (a capital mid-sentence is a name: "the phone number for Tesla");
 * - the site never uses it (its content, catalogue and knowledge, the unit and calculator words, or a
 *   published post or project) and it is not an English word the site merely never uses (WordNet and
 *   compromise's lexicon with their inflections, pruned at build time to the words near one of the
 *   site's: "tesla", "hotel" and "prices" are never touched);
 * - exactly one of the site's words lies within an edit distance of 1 (2 for a word of 9+ letters),
 *   a swap of two neighbouring letters counting as one edit ("cnets" → cents).
 * A name the site never uses and no English dictionary lists stays unknown unless it is a single edit
 * away from one word of ours; the gate then reads the corrected word.
 */
import { editsFor, MIN_LENGTH, nearest } from "./edit-distance";
import { englishNearLines, siteWordLines } from "./spelling.generated";

interface Lexicon {
  readonly site: ReadonlySet<string>;
  /** The site's words by length, for the candidates' search. */
  readonly byLength: ReadonlyMap<number, readonly string[]>;
  readonly english: ReadonlySet<string>;
}

let lexicon: Lexicon | null = null;

function load(): Lexicon {
  if (!lexicon) {
    const site = new Set(siteWordLines.split(/\s+/).filter(Boolean));
    const byLength = new Map<number, string[]>();
    for (const word of site) byLength.set(word.length, [...(byLength.get(word.length) ?? []), word]);
    lexicon = { site, byLength, english: new Set(englishNearLines.split(/\s+/).filter(Boolean)) };
  }
  return lexicon;
}

/** The one word of the site's nearest the word within the edits allowed, or null (none, or a tie). */
export function correctionOf(word: string): string | null {
  const { site, byLength, english } = load();
  if (word.length < MIN_LENGTH || site.has(word) || english.has(word)) return null;
  const limit = editsFor(word.length);
  const lengths = Array.from({ length: 2 * limit + 1 }, (_, i) => word.length - limit + i);
  return nearest(
    word,
    lengths.flatMap((length) => byLength.get(length) ?? []),
  );
}

/**
 * The message with each misspelt word replaced by the site's word (lower case). `uses` says whether
 * a published post or project uses a word (those change with the database, so they are asked, not listed).
 */
export function correctSpelling(message: string, uses: (word: string) => boolean = () => false): string {
  return message.replace(/(?<![\p{L}\p{N}'’_-])\p{L}{5,}(?![\p{L}\p{N}'’_-])/gu, (said, at: number) => {
    const word = said.toLowerCase();
    // A capital after the start of a sentence is a name's.
    const sentenceStart = /(?:^|[.!?\n]\s*|^\W*)$/.test(message.slice(0, at));
    if (said !== word && !(sentenceStart && said.slice(1) === word.slice(1))) return said;
    if (!/^[a-z]+$/.test(word) || uses(word)) return said;
    return correctionOf(word) ?? said;
  });
}
