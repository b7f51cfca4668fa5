/**
 * The people the site names: the founder, partners' and clients' testimonials and the affiliates'
 * success stories.
 * - As passages (ADR 335), so "who is Aoife Gallagher", "which company is Daniel Okafor with" or "which
 *   irish consultant is in your affiliate success stories" get what the page says of them. Each person
 *   is one sentence that names them with their role, company or place (the page shows these as labels,
 *   which the passages only read as context), and their own words under their name.
 * - As referents (ADR 336), so a later "he" or "she" stands for the one an earlier piece or turn named:
 *   "what does Marcus Reed do for a living and what did he earn from referring".
 */
import { affiliatesIntro, affiliateSuccessStories } from "#content/programs/affiliates.ts";
import { clientsIntro, clientTestimonials } from "#content/programs/clients.ts";
import { partnersIntro, partnerTestimonials } from "#content/programs/partners.ts";
import { founder } from "#content/site.ts";
import type { Block } from "./passages";
import { normalize } from "./text";

/** How a visitor says where someone is from ("an irish consultant"): the country's adjective, for the places the site names. */
const DEMONYMS: Readonly<Record<string, string>> = {
  Ireland: "Irish",
  "United Kingdom": "British",
  Germany: "German",
  France: "French",
  Spain: "Spanish",
};

const demonymOf = (location: string) => Object.entries(DEMONYMS).find(([country]) => location.includes(country))?.[1] ?? "American";

/** What a person's heading says of them: who they are, and the words a visitor asks a person's job with. */
const personHeading = (name: string, role: string, where: string, group: string) =>
  `${name}, ${role}, ${where}: ${group}; who they are, their job, work, role, company, what they do for a living`;

/** The blocks of every person the site names, with the page that shows them. */
export function peopleBlocks(): Block[] {
  const testimonials = [
    { people: partnerTestimonials, title: partnersIntro.heading, path: "/partners", group: "partner testimonial, one of our partners" },
    { people: clientTestimonials, title: clientsIntro.heading, path: "/clients", group: "client testimonial, one of our clients" },
  ];
  const blocks: Block[] = testimonials.flatMap(({ people, title, path, group }) =>
    people.flatMap(({ name, role, company, quote }) => {
      const heading = personHeading(name, role, company, group);
      return [
        { title, path, heading, text: `${name} is ${role} at ${company}, ${group.split(", ")[1]}.`, domain: "company" as const },
        { title, path, heading, text: quote, domain: "company" as const },
      ];
    }),
  );
  for (const { name, role, location } of affiliateSuccessStories) {
    const heading = personHeading(name, role, `${location} (${demonymOf(location)})`, "affiliate success story, one of our affiliates");
    const text = `${name}, ${/^[aeiou]/i.test(role) ? "an" : "a"} ${role} in ${location}, is one of our affiliate success stories.`;
    blocks.push({ title: affiliatesIntro.heading, path: "/affiliates", heading, text, domain: "company" });
  }
  return blocks;
}

const names: readonly string[] = [
  founder.name,
  ...affiliateSuccessStories.map((s) => s.name),
  ...partnerTestimonials.map((t) => t.name),
  ...clientTestimonials.map((t) => t.name),
];

/** Full names, with their first names, accents folded as `normalize` folds them ("siobhan kelly", "siobhan"). */
const people = names.map((name) => {
  const full = normalize(name).trim();
  return { full, first: full.split(/\s+/)[0] ?? full };
});

/**
 * Each person's role as a visitor says it after "the" ("the energy consultant", "the fleet operations
 * manager"): the whole role, or its last two words (ADR 340).
 */
const roles = [...affiliateSuccessStories, ...partnerTestimonials, ...clientTestimonials].map(({ name, role }) => {
  const said = normalize(role).trim().split(/\s+/);
  return { full: normalize(name).trim(), phrases: [...new Set([said.join(" "), said.slice(-2).join(" ")])] };
});

/** The role phrase ("the energy consultant") of each person a (normalised) text names by role. */
const rolesSaid = (text: string) =>
  roles.flatMap((r) => {
    const said = r.phrases.map((phrase) => new RegExp(`\\bthe ${phrase}\\b`).exec(text)?.[0]).find(Boolean);
    return said ? [{ full: r.full, said }] : [];
  });

/** The one person a (normalised) text names by role, as their full name; undefined for none or several. */
function personByRole(text: string): string | undefined {
  const named = rolesSaid(text);
  return named.length === 1 ? named[0]?.full : undefined;
}

/** A person said as a pronoun ("what did he earn", "what does she say"). */
export const PERSON_PRONOUN = /\b(she|he|her|him|his|hers)\b/;

/** A pronoun as the person's name ("his" as their possessive). */
const asPerson = (person: string) => (word: string) => (/^(his|hers)$/.test(word) ? `${person}'s` : person);

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
  const person = before.map((p) => personNamed(normalize(p)) ?? personByRole(normalize(p))).findLast(Boolean);
  return person ? text.replace(PERSON_PRONOUN, asPerson(person)) : null;
}

/**
 * "The energy consultant on the affiliates page, who was she advising": a pronoun after a role that names
 * one person, in the same piece, replaced by that person; null when there is none or the piece names someone.
 */
export function withPersonByRole(text: string): string | null {
  const pronoun = PERSON_PRONOUN.exec(text);
  if (!pronoun || personNamed(text)) return null;
  const [named, ...others] = rolesSaid(text.slice(0, pronoun.index));
  if (!named || others.length) return null;
  // The role only said who: the person's name stands for both, so the role's words do not pick the sentence that says the role.
  const person = named.full;
  return (
    text
      .replace(PERSON_PRONOUN, asPerson(person))
      // ...and where the visitor saw them ("on the affiliates page") says nothing more.
      .replace(new RegExp(`${named.said}(?: (?:on|in|from) (?:the|your) (?:[a-z-]+ ){0,2}?(?:page|site|website|stories))?`), person)
  );
}
