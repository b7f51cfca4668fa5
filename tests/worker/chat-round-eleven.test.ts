/**
 * What round eleven taught (ADR 336): the domain gate reads what a question asks for, not the
 * service word that carries it (a worker's pay, a product to buy or use, the sky, a utility's export
 * rate); a later piece beside a calculation keeps its own answer or is asked of the calculation's
 * service; "he" and "she" stand for the person an earlier piece or turn named; "the one about …"
 * borrows the earlier turn's question. Unit tests on the reading, then through the route on the
 * seeded demo database, each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { personNamed, withPersonReferred } from "#worker/chat/people.ts";
import { outsideDomain, splitQuestions, withHeadOf } from "#worker/chat/understanding.ts";
import { askInTurn } from "./support/chat-fixtures";

const everyWord = () => true;
const DECLINE = /^I'm sorry, I don't have a reliable answer/;

describe("reading round eleven's wordings", () => {
  it("declines what the site never states, whatever service word carries it", () => {
    expect(outsideDomain("what do your solar installers get paid an hour", everyWord)).toBe("subject");
    expect(outsideDomain("recommend a good cleaning product for solar panels", everyWord)).toBe("subject");
    expect(outsideDomain("when is the next total solar eclipse", everyWord)).toBe("subject");
    expect(outsideDomain("whats the net metering credit rate in colorado", everyWord)).toBe("subject");
    // Ours: the commissions we pay, a charger's range per hour, when contractors are paid, how net metering works, the shop.
    expect(outsideDomain("what do your affiliates earn", everyWord)).toBeNull();
    expect(outsideDomain("how many miles per hour does a level 2 charger add", everyWord)).toBeNull();
    expect(outsideDomain("when do installers get paid", everyWord)).toBeNull();
    expect(outsideDomain("how do net metering rules work for solar", everyWord)).toBeNull();
    // A tariff with the visitor's own figure is a calculation, which names the figure it cannot use.
    expect(outsideDomain("with net metering at 8 cents how much would a 100 kw system save", everyWord)).toBeNull();
    expect(outsideDomain("can you recommend a gift from your shop", everyWord)).toBeNull();
  });

  it("drops an interjection between the pieces of a message", () => {
    expect(splitQuestions("payback for 150 kW at 15.5 cents? oh and do you keep monitoring production")).toEqual([
      "payback for 150 kW at 15.5 cents?",
      "do you keep monitoring production",
    ]);
  });

  it("reads 'he' as the one person named before, never over a name of its own", () => {
    expect(personNamed("what does marcus reed do for a living")).toBe("marcus reed");
    expect(withPersonReferred("what did he earn from referring", ["what does marcus reed do for a living"])).toBe(
      "what did marcus reed earn from referring",
    );
    expect(withPersonReferred("what did tom hargrove say he earned", ["who is marcus reed"])).toBeNull();
    expect(withPersonReferred("what did he earn", ["what are your office hours"])).toBeNull();
  });

  it("asks the earlier question of 'the one about …'", () => {
    expect(withHeadOf("who wrote the article about data center cooling", "and the one about the georgia battery project?")).toBe(
      "who wrote the article about the georgia battery project?",
    );
  });
});

describe("answers", () => {
  beforeAll(async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
  });

  it("declines a worker's pay, a product and an eclipse though they say 'solar', with no calculator link", async () => {
    for (const message of [
      "what do your solar installers get paid an hour",
      "recommend a good cleaning product for solar panels",
      "when is the next total solar eclipse",
      "what's the net metering credit rate in colorado",
    ]) {
      const response = await askInTurn([message]);
      expect(response).toMatch(DECLINE);
      expect(response).not.toContain("/calculators");
    }
  });

  it("answers a fact piece beside a calculation from the calculation's service, the figures kept", async () => {
    const monitoring = await askInTurn([
      "payback for 150 kW at 15.5 cents? oh and do you keep monitoring production after you hand it over",
    ]);
    expect(monitoring).toContain("systemSize=150");
    expect(monitoring).toContain("production monitoring after handover");
    const permitting = await askInTurn(["net cost of 520 kW at 1.70/W after the 30% credit; and do you handle the permitting"]);
    expect(permitting).toContain("systemSize=520");
    expect(permitting).not.toContain("systemSize=100");
    expect(permitting).toContain("permitting");
  });

  it("answers a piece that names its own article beside a calculation", async () => {
    const both = await askInTurn([
      "construction cost for 3.5 MW tier 3; also how much more per kW does liquid cooling cost to build according to your article",
    ]);
    expect(both).toContain("capacity=3.5");
    expect(both).toContain("10-20% more per kW");
  });

  it("reads 'he' in a later piece as the person an earlier piece named", async () => {
    const declan = await askInTurn(["what areas is declan an expert in? oh and what does he say made the company better"]);
    expect(declan).toContain("Expertise:");
    expect(declan).toContain("harder questions");
  });

  it("reads 'he' after a turn whose answer named the person, and quotes the founder's standard", async () => {
    const standard = await askInTurn(["who founded the company", "what does he say his standard is"]);
    expect(standard).toContain("twenty years from now");
    // "Who is the founder" is still his profile, not the quote.
    expect(await askInTurn(["who is the founder"])).toContain("Founder & Chief Executive Officer");
  });

  it("follows 'the one about …' and an article named beside a pronoun", async () => {
    const georgia = await askInTurn(["who wrote the article about data center cooling", "and the one about the georgia battery project?"]);
    expect(georgia).toContain("by Siobhan Murphy");
    expect(georgia).not.toContain("Marcus Reyes");
    const dublin = await askInTurn(["when did you open the dublin office", "who wrote the article about its first ten years"]);
    expect(dublin).toContain("Ten Years in Dublin");
    expect(dublin).toContain("by Declan Kilbride");
  });
});
