/**
 * The semantic bridge (ADR 168): a visitor's verb the site never writes reaches the site's word for
 * it (WordNet, worker/chat/synonyms.ts), a town reaches the state or country it lies in, and neither
 * gives a subject the site does not cover a topical answer. Also the round's two-in-one pieces.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { affiliatePayout, contractorTerms } from "#content/programs/terms.ts";
import { contact } from "#content/site.ts";
import { bridges, regionsOf } from "#worker/chat/synonyms.ts";
import { searchTerm } from "#worker/chat/text.ts";
import { getDb } from "#worker/db/client.ts";
import { blogPosts } from "#worker/db/schema.ts";
import { seedChatContent, reply } from "./support/chat-fixtures";

beforeAll(seedChatContent);

const DECLINE = /^I'm sorry, I don't have a reliable answer/;

describe("the synonym bridge", () => {
  it("reads a verb, an inflection of it or a phrasal verb as the site's word, crediting the visitor's term", () => {
    const vocabulary = new Set(["keep", "pay", "chat", "affiliate"]);
    expect([...bridges(["retained", "chat"], vocabulary, searchTerm, "how long is a chat retained")]).toEqual([["keep", "retained"]]);
    expect([...bridges(["affiliate", "remunerated"], vocabulary, searchTerm, "when are affiliates remunerated")]).toEqual([
      ["pay", "remunerated"],
    ]);
    expect([...bridges(["give", "affiliate"], new Set(["repay"]), searchTerm, "do you give back to affiliates")]).toEqual([
      ["repay", "give"],
    ]);
  });

  it("never bridges a noun the site does not use, nor to a word the index does not hold", () => {
    const vocabulary = new Set(["pay", "change", "keep"]);
    expect(bridges(["salary", "electrician"], vocabulary, searchTerm, "salary of an electrician").size).toBe(0);
    expect(bridges(["lithium", "carbonate"], vocabulary, searchTerm, "price of lithium carbonate").size).toBe(0);
    expect(bridges(["retain"], new Set(["chat"]), searchTerm, "retain").size).toBe(0);
  });

  it("knows the state a town lies in", () => {
    expect(regionsOf("houston")).toEqual(["texas"]);
    expect(regionsOf("kilbride")).toEqual([]);
  });
});

describe("answers through the bridge", () => {
  it("quotes the fact a plain verb asks for", async () => {
    const chats = await reply("how long are chat conversations retained");
    expect(chats).toContain("30 days");
    expect(chats).toContain("](/privacy)");
    expect(await reply("when do affiliates get remunerated")).toContain(affiliatePayout.timing);
  });

  it("answers an office near a town with the office that serves its state", async () => {
    const houston = await reply("do you have an office near houston");
    expect(houston).toContain("Texas");
    expect(houston).toContain("Castle Rock");
  });

  it("reads the postal code asked 'for' an office as the office's (it is not code to write)", async () => {
    expect(await reply("whats the zip code for the dublin office")).toContain("D02 X576");
  });

  it("still declines a subject the site does not cover, whatever its synonyms", async () => {
    for (const question of [
      "what's the salary of an electrician",
      "what's the price of lithium carbonate",
      "when did it commence",
      "what's the weather in houston",
      "write me some code for a website",
    ])
      expect(await reply(question), question).toMatch(DECLINE);
  });
});

describe("two questions in one message (ADR 168)", () => {
  beforeAll(async () => {
    await getDb(env)
      .insert(blogPosts)
      .values({
        id: 181,
        slug: "a-decade-in-dublin",
        title: "A Decade in Dublin",
        excerpt: "Ten years of the European office.",
        content: "<p>We opened our office on Grand Canal Quay in 2015. Ten years on, the Dublin team is 34 people strong.</p>",
        author: "Aoife Brennan",
        keywords: [],
        featured: false,
        category: "company",
        tags: ["company"],
        published: true,
        publishedAt: new Date("2025-09-01T12:00:00Z"),
      })
      .onConflictDoNothing();
  });

  it("answers a bare subject, and a piece that points back at the place it named", async () => {
    const both = await reply("eircode of the dublin office and how many people work there");
    expect(both).toContain("D02 X576");
    expect(both).toContain("34 people");
  });

  it("reads a piece that is only a phrase with the piece before it", async () => {
    const commissions = await reply("commission for bitcoin mining referrals? and for pace deals?");
    expect(commissions).toContain("3% of project value");
    expect(commissions).toContain("4% of financed amount");
  });

  it("reads 'my money back' as a refund, not a payout", async () => {
    const refund = await reply("how do I get my money back");
    expect(refund).toContain(contact.teamEmails.merchandise);
    expect(refund).not.toContain(contractorTerms.paymentTerms);
  });
});
