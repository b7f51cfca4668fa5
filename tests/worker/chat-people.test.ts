/**
 * The people the site names (people.ts, ADR 335): partners' and clients' testimonials and the affiliates'
 * success stories answer by a person's name, role, company or place, and a name the site never gives
 * gets nothing.
 */
import { describe, expect, it } from "vitest";
import { affiliateSuccessStories } from "#content/programs/affiliates.ts";
import { clientTestimonials } from "#content/programs/clients.ts";
import { partnerTestimonials } from "#content/programs/partners.ts";
import { passageIndex } from "#worker/chat/passages.ts";
import { peopleBlocks } from "#worker/chat/people.ts";

const index = passageIndex(peopleBlocks());
const find = (question: string) => index.find(question, ["energy", "merch", "company"]);

describe("a person the site names", () => {
  it.each([...partnerTestimonials, ...clientTestimonials])("answers who $name is with their role and company", (person) => {
    const hit = find(`who is ${person.name.toLowerCase()}`);
    expect(hit?.quote).toContain(person.role);
    expect(hit?.quote).toContain(person.company);
  });

  it.each(affiliateSuccessStories)("answers what $name does for a living, and where", (person) => {
    const hit = find(`what does ${person.name} do for a living`);
    expect(hit?.quote).toContain(person.role);
    expect(hit?.quote).toContain(person.location);
    expect(hit?.path).toBe("/affiliates");
  });

  it("answers which company a partner is with, linking the partners page", () => {
    const [partner] = partnerTestimonials;
    const hit = find(`which company is ${partner?.name} with`);
    expect(hit?.quote).toContain(partner?.company);
    expect(hit?.path).toBe("/partners");
  });

  it("is found by role and place words", () => {
    const roofer = affiliateSuccessStories.find((p) => /roof/i.test(p.role));
    expect(find("who is the roofing contractor in your affiliate stories")?.quote).toContain(roofer?.name);
  });

  it("gives nothing for a name the site never gives", () => {
    expect(find("who is john smith")).toBeNull();
  });
});
