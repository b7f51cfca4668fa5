/**
 * The people the site names (ADR 335): partners' and clients' testimonials and the affiliates' success
 * stories, as passages, so "who is Aoife Gallagher", "which company is Daniel Okafor with" or "which
 * irish consultant is in your affiliate success stories" get what the page says of them. Each person is
 * one sentence that names them with their role, company or place (the page shows these as labels, which
 * the passages only read as context), and their own words under their name.
 */
import { affiliatesIntro, affiliateSuccessStories } from "#content/programs/affiliates.ts";
import { clientsIntro, clientTestimonials } from "#content/programs/clients.ts";
import { partnersIntro, partnerTestimonials } from "#content/programs/partners.ts";
import type { Block } from "./passages";

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
