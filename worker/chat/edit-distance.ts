/**
 * How far a visitor's word is from one of the site's, and how far a correction may reach (ADR 330);
 * shared by the assistant's spelling correction and the script that prunes its word lists.
 */

/** The shortest word corrected, and the length from which two edits are allowed. */
export const MIN_LENGTH = 5;
const TWO_EDITS_FROM = 9;

/** Edits allowed for a word of this length. */
export const editsFor = (length: number): number => (length >= TWO_EDITS_FROM ? 2 : 1);

/**
 * Damerau-Levenshtein distance (optimal string alignment: a swap of two neighbours is one edit),
 * or `limit + 1` as soon as it is certain to exceed `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (beforePrevious[j - 2] ?? 0) + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    beforePrevious = previous;
    previous = row;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * The one candidate nearest the word within the edits its length allows, or null when none is in
 * reach or several are equally near ("electrolyzr" is one edit from "electrolyzer", two from
 * "electrolyzers": the nearer one is meant).
 */
export function nearest(word: string, candidates: Iterable<string>): string | null {
  let best = editsFor(word.length);
  let found: string | null = null;
  let tied = false;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate, best);
    if (distance > best) continue;
    if (found !== null && distance === best) tied = true;
    else {
      found = candidate;
      best = distance;
      tied = false;
    }
  }
  return tied ? null : found;
}
