/**
 * The people the site names (the founder, the affiliates' success stories, the partners'
 * testimonials), so that a later "he" or "she" stands for the one an earlier piece or turn named
 * (ADR 336): "what does Marcus Reed do for a living and what did he earn from referring".
 */
import { affiliateSuccessStories } from "#content/programs/affiliates.ts";
import { partnerTestimonials } from "#content/programs/partners.ts";
import { founder } from "#content/site.ts";
import { normalize } from "./text";

const names: readonly string[] = [founder.name, ...affiliateSuccessStories.map((s) => s.name), ...partnerTestimonials.map((t) => t.name)];

/** Full names, with their first names, accents folded as `normalize` folds them ("siobhan kelly", "siobhan"). */
const people = names.map((name) => {
  const full = normalize(name).trim();
  return { full, first: full.split(/\s+/)[0] ?? full };
});

/** A person said as a pronoun ("what did he earn", "what does she say"). */
export const PERSON_PRONOUN = /\b(she|he|her|him|his|hers)\b/;

/** The one person a (normalised) text names, by full or first name, as its full name; undefined for none or several. */
export function personNamed(text: string): string | undefined {
  const named = people.filter((p) => new RegExp(`\\b(${p.full}|${p.first})\\b`).test(text));
  return named.length === 1 ? named[0]?.full : undefined;
}

/**
 * "What did he earn from referring" after a piece or turn that named Marcus Reed: the first pronoun
 * replaced by the person the nearest earlier text names, or null when the text names a person of
 * its own, has no pronoun, or nothing earlier names exactly one.
 */
export function withPersonReferred(text: string, before: readonly string[]): string | null {
  if (!PERSON_PRONOUN.test(text) || personNamed(text)) return null;
  const person = before.map((p) => personNamed(normalize(p))).findLast(Boolean);
  return person ? text.replace(PERSON_PRONOUN, (word) => (/^(his|hers)$/.test(word) ? `${person}'s` : person)) : null;
}
