/**
 * What round twelve's two-part and not-covered misses taught (ADR 341): a message that opens with an
 * article's name and a colon asks each of its questions of that article; a "how long" is answered by
 * "months of lead time"; what an office will do next is the sentence of what we plan; the gate declines an office's amenities, a count of things in a country, a
 * fuel's price at the pump and where a market's price goes next season. Unit tests on the reading,
 * then through the route on the seeded demo database, each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { holdsKindAsked } from "#worker/chat/passages.ts";
import { topicHead } from "#worker/chat/topic-heads.ts";
import { outsideDomain } from "#worker/chat/understanding.ts";
import { askInTurn } from "./support/chat-fixtures";

const everyWord = () => true;
const DECLINE = /^I'm sorry, I don't have a reliable answer/;

describe("reading a head and the gate", () => {
  it("reads the subject a message opens with, never a question or a hyphenated word", () => {
    expect(topicHead("georgia storage article: what does the battery save a year")).toEqual({
      head: "georgia storage article",
      rest: "what does the battery save a year",
    });
    expect(topicHead("the norway mining containers — whose are they?")?.head).toBe("the norway mining containers");
    expect(topicHead("what's new: anything on solar")).toBeNull();
    expect(topicHead("a well-known question about solar")).toBeNull();
    expect(topicHead("Hydrogen 3MW: 1,500kg storage")).toBeNull();
  });

  it("reads months of lead time as a length of time", () => {
    const question = "how long can the utility take on a new transformer";
    expect(holdsKindAsked(question, "a bank of four fast chargers can need a new transformer and months of utility lead time")).toBe(true);
    expect(holdsKindAsked(question, "a bank of four fast chargers can need a new 1,000 kVA transformer")).toBe(false);
  });

  it("declines what the site never states, though its words are ours", () => {
    expect(outsideDomain("will ercot prices spike this summer", everyWord)).toBe("prediction");
    expect(outsideDomain("is there parking at the dublin office", everyWord)).toBe("subject");
    expect(outsideDomain("how many electric buses are there in ireland", everyWord)).toBe("subject");
    expect(outsideDomain("price of hydrogen at the pump in california", everyWord)).toBe("subject");
    // Ours: what the article says prices did, parking as a place we build in, a count of ours, a station we build.
    expect(outsideDomain("how high did ercot prices spike in summer heat waves", everyWord)).toBeNull();
    expect(outsideDomain("do you install chargers in office car parks", everyWord)).toBeNull();
    expect(outsideDomain("how many projects are there in ireland", everyWord)).toBeNull();
    expect(outsideDomain("how many buses does the wexford project supply", everyWord)).toBeNull();
    expect(outsideDomain("tell me about the pecos mining site how many machines are in there", everyWord)).toBeNull();
    expect(outsideDomain("how many mining containers are in texas", everyWord)).toBeNull();
    expect(outsideDomain("how much does a hydrogen refuelling station cost to build", everyWord)).toBeNull();
  });
});

describe("answers", () => {
  beforeAll(async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  });

  it("declines an office's parking, a country's buses, a pump price and next summer's prices, with no nearby page", async () => {
    for (const message of [
      "will ercot prices spike this summer",
      "is there parking at the dublin office",
      "how many electric buses are there in ireland",
      "price of hydrogen at the pump in california?",
    ]) {
      const response = await askInTurn([message]);
      expect(response).toMatch(DECLINE);
      expect(response).not.toMatch(/\/(blog|projects|calculators)\b/);
    }
  });

  it("asks each question of the article a head names", async () => {
    const cooling = await askInTurn(["dc cooling article: what does a PUE of 1.5 mean; and what does 2N do"]);
    expect(cooling).not.toContain("That article:");
    expect(cooling).toContain("ratio of total facility power to IT power");
    expect(cooling).toContain("2N");
    // A question for the article itself is still about the page.
    expect(await askInTurn(["solar plus storage article: who wrote it"])).toContain("Siobhan Murphy");
  });

  it("reads a project named by its country and a word of its title only it has", async () => {
    const norway = await askInTurn(["the norway mining containers — whose are they? and how many containers"]);
    expect(norway).toContain("Client: Mjøsa Compute");
    expect(norway).toContain("8 MW in 10 containers");
    // A project named by its state and a word of its title keeps its page.
    expect(await askInTurn(["what does the texas mining facility do"])).toContain("Pecos Curtailable Mining Facility");
  });

  it("answers what an office will do next from the sentence of what we plan, never where it is", async () => {
    const next = await askInTurn([
      "what will the dublin office focus on next, and how high does wind curtailment run in some irish regions",
    ]);
    expect(next).toContain("grid-scale batteries");
    expect(next).toContain("above 10% in some regions");
    expect(await askInTurn(["where will i find your dublin office"])).toContain("Grand Canal Quay");
  });

  it("answers a second piece that asks how long with the article's months of lead time", async () => {
    const both = await askInTurn(["can dc fast chargers add to demand charges? and how long can the utility take on a new transformer"]);
    expect(both).toContain("$2,000 a month");
    expect(both).toContain("months of utility lead time");
  });
});
