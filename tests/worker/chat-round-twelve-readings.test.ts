/**
 * What round twelve's figures and calculations taught (ADR 339): a sentence given as context keeps its
 * full stop (so "built 1987." stays a year), a later piece that completes a calculation replaces it,
 * "tier one" and "a 1.18 PUE" are inputs, a "MW stack" is an electrolyzer, a part of the result asked
 * by its hardware ("the tanks alone"), the last said choice wins in a follow-up, cents stay exact in
 * the link, a fact asked in an article's own title words is its sentence, a calculation that already
 * says what it leaves out answers "is maintenance in that", and visitors' verbs for what we do and for
 * paying online. Each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#worker/db/client.ts";
import { blogPosts } from "#worker/db/schema.ts";
import { askInTurn, calculatorLinks, reply, seedChatContent, slots } from "./support/chat-fixtures";

describe("reading round twelve's figures", () => {
  it("reads a tier said as a word and a PUE said before its name", () => {
    expect(slots("half a megawatt, tier one, pue 1.2")).toEqual([
      { unit: "MW", value: 0.5 },
      { unit: "tier", value: 1 },
      { unit: "pue", value: 1.2 },
    ]);
    expect(slots("35 mw of it at a 1.18 pue")).toEqual([
      { unit: "MW", value: 35 },
      { unit: "pue", value: 1.18 },
    ]);
    // "One" alone is no tier.
    expect(slots("one tier 3 hall")).toEqual([{ unit: "tier", value: 3 }]);
  });

  it("keeps cents exact: 4.4 cents is 0.044", () => {
    expect(slots("at 4.4c")).toEqual([{ unit: "$/kWh", value: 0.044 }]);
    expect(slots("3 miners at 3.3 kw each")).toEqual([{ unit: "kW", value: 9.9 }]);
  });
});

describe("answers with round twelve's figures", () => {
  beforeAll(async () => {
    await seedChatContent();
    // An article whose every sentence speaks of cooling, and two of them of a PUE.
    await getDb(env)
      .insert(blogPosts)
      .values({
        id: 301,
        slug: "air-or-liquid-cooling",
        title: "Air or Liquid? How Cooling Choices Move Data Center PUE",
        excerpt: "Cooling choices and what they do to PUE.",
        content:
          "<p>Air-cooled halls with hot-aisle containment reach a PUE of 1.3-1.4 in cool climates.</p>" +
          "<p>Immersion systems remove heat with liquid rather than air, allowing a PUE as low as 1.05-1.15.</p>" +
          "<p>Cooling choices also change the floor space a hall needs.</p>",
        author: "Marcus Reyes",
        keywords: [],
        featured: false,
        category: "industry_insights",
        tags: [],
        published: true,
        publishedAt: new Date("2025-10-14T12:00:00Z"),
      })
      .onConflictDoNothing();
  });

  it("reads a build year given in a sentence of its own as no input", async () => {
    const answer = await reply(
      "our office is at 1200 Elm St, built 1987. thinking 45kw on the roof and we pay 21 cents, what would we save per year",
    );
    expect(answer).toContain("a 45 kW system and electricity at $0.21/kWh, as you said");
    expect(answer).not.toContain("I can't work that out");
    // A year with no sentence end after it is still a figure the assistant cannot place.
    expect(await reply("45kw solar, 21 cents, 1987 what would we save")).toContain("1987");
  });

  it("makes one calculation of figures given over several sentences, and keeps a fact asked beside it", async () => {
    const answer = await reply("2 rigs, 3,450 W each, 230 TH/s each. power is 5.2¢. daily profit?");
    expect(answer).toContain("electricity at $0.052/kWh");
    expect(answer).not.toContain("electricityRate=0.06&");
    expect(calculatorLinks(answer)).toHaveLength(1);
    const two = await reply("is there a data centre calculator, and what would a 2 MW one cost");
    expect(two).toContain("2 MW of capacity");
    expect(two).toContain("Data Center Infrastructure");
  });

  it("reads a result asked alone ('yearly payment?') as the calculation's, and answers the fact beside it", async () => {
    const answer = await reply(
      "pace: 1.2 million hvac upgrade, building worth 9 million, 20 years, rate 7%. yearly payment? and what's your email",
    );
    expect(answer).toContain("annual payment $111,643");
    expect(answer).toContain("info@kilbride.example");
    expect(answer).not.toContain("I don't have a reliable answer");
    expect(calculatorLinks(answer)).toHaveLength(1);
  });

  it("says a figure written inside the last of two variants of both ('100kw and 200kw solar at 12 cents')", async () => {
    const answer = await reply("compare 100kw and 200kw solar at 12 cents");
    expect(answer).toContain("electricity at $0.12/kWh and a 100 kW system, as you said");
    expect(answer).toContain("electricity at $0.12/kWh and a 200 kW system, as you said");
    // A clause that is itself a variant stays with its own: "at $2/W" is the 100 kW system's price.
    const two = await reply("100 kW at $2/W and 200 kW at $1.90/W");
    expect(two).toContain("a 100 kW system and $2.00 per watt, as you said");
    expect(two).toContain("a 200 kW system and $1.90 per watt, as you said");
  });

  it("sizes an electrolyzer from the hydrogen wanted a day or a year, never reading a rate as storage", async () => {
    const day = await reply("what size electrolyser do i need for 500 kg a day");
    expect(day).toContain("a 1.27 MW electrolyzer (to make your 182,500 kg a year at 144,000 kg per MW a year)");
    expect(day).toContain("electrolyzerSize=1.27&");
    const year = await reply("we need 200 tonnes of hydrogen a year, what would the plant cost");
    expect(year).toContain("electrolyzerSize=1.39&");
    expect(year).not.toContain("storageSize=200000");
    // Beside a size given, the rate is said back; a storage size has no period and stays storage.
    expect(await reply("a 5 MW electrolyzer making 2 tonnes a day, capex?")).toContain("does not take your 730,000 kg a year");
    expect(await reply("hydrogen plant with 5,000 kg storage and a 2 MW electrolyzer, capex")).toContain("storageSize=5000&");
  });

  it("takes a tier said as a word and a PUE said before its name", async () => {
    const tier = await reply("half a megawatt, tier one, PUE 1.2 — 10 yr TCO please");
    expect(tier).toContain("$10,664,800");
    expect(tier).toContain("tier=1&");
    const pue = await reply("annual power bill for 35 MW of IT at a 1.18 PUE");
    expect(pue).toContain("power a year $28,943,040");
    expect(pue).toContain("pue=1.18");
  });

  it("reads a stack sized in MW as an electrolyzer, and names the storage when the tanks' cost is asked", async () => {
    expect(await reply("tiny pilot: a 0.08 MW stack, what would it cost all in")).toContain("Electrolyzer size must be at least 0.1 MW");
    const tanks = await reply("we want 40 tonnes of hydrogen storage. what do the tanks alone cost");
    expect(tanks).toContain("Of that: storage $20,000,000");
    expect(calculatorLinks(tanks)).toHaveLength(1);
    // A tank given as the storage's size asks nothing of its cost.
    expect(await reply("6MW electrolyzer, 2,500 kg tank, annual opex?")).not.toContain("storage $");
  });

  it("lets the last choice said win in a follow-up", async () => {
    const compression = await askInTurn([
      "6MW, no compressor needed, 2,500 kg tank. annual opex?",
      "what if we need compression after all",
    ]);
    expect(compression).toContain("compressionNeeded=true");
    expect(compression).toContain("$674,800");
    const n = await askInTurn(["monthly recurring cost per kW at 1.5 MW, tier 3, 2N?", "and with just N"]);
    expect(n).toContain("redundancyLevel=n&");
    expect(n).toContain("$123/kW per month");
    // Said without a change, the earlier choice stays.
    expect(await reply("a 3 MW electrolyzer without compression, capex")).toContain("compressionNeeded=false");
  });

  it("quotes the article's sentence for a fact asked in its title's words, and the article for what it is about", async () => {
    const fact = await reply("what PUE does liquid cooling get to per your article");
    expect(fact).toContain("1.05-1.15");
    const about = await reply("what is the air or liquid article about");
    expect(about).toContain("That article:");
  });

  it("answers 'is maintenance in that' with the calculation's own caveat, adding no other topic", async () => {
    const answer = await reply("800 TH/s on 24 kW at 4.4c, difficulty 70T - daily profit; and is maintenance in that");
    expect(answer).toContain("Excludes hardware costs and maintenance");
    expect(answer).toContain("electricityRate=0.044&");
    expect(answer).not.toContain("EV Charging");
  });

  it("finds the cheapest or dearest among the kind or collection named, and says where it looked", async () => {
    const hoodie = await reply("whats your cheapest hoodie");
    expect(hoodie).toContain("The lowest-priced of our hoodies and sweatshirts: The Celtic Knot Crewneck is $58.99");
    expect(hoodie).not.toContain("Decal");
    expect(await reply("most expensive thing in the heritage series")).toContain(
      "The highest-priced in the Heritage Series: The Aran Heritage Sweater",
    );
    // With nothing named, the whole shop and its price range.
    expect(await reply("cheapest item you sell")).toContain("Prices run from $9.99");
  });

  it("counts the shop's total again with a new count, and leaves a question of the company's own alone", async () => {
    expect(await askInTurn(["2 aran sweaters", "make it 4"])).toContain("4 × the Aran Heritage Sweater at $94.99 each comes to $379.96");
    expect(await askInTurn(["3 dragon crest hoodies", "what about 5"])).toContain("5 × the Dragon Crest Hoodie");
    const phone = await askInTurn(["2 aran sweaters", "what's your phone number"]);
    expect(phone).toContain("+1 (303) 555-0147");
    expect(phone).not.toContain("Aran");
    // With nothing before it, a bare change is no question (not the founder's "make sense on paper").
    expect(await reply("make it 4")).toContain("I don't have a reliable answer");
    // A question about the item still leans on it.
    expect(await askInTurn(["2 aran sweaters", "what colours"])).toContain("Aran Heritage Sweater");
  });

  it("reads 'do you handle' or 'provide' as what we do, and paying on the site as paying online", async () => {
    expect(await reply("do you provide generators")).toContain("UPS and generator integration");
    expect(await reply("do i pay on the site")).toContain("No payment is taken online");
    const both = await reply("2 dragon crest hoodies and a snapback, what's the total + do i pay on the site");
    expect(both).toContain("$172.97");
    expect(both).toContain("No payment is taken online");
    // Being paid is not paying: the contractors' terms stay theirs.
    expect(await reply("do you pay contractors on time")).toContain("contractor");
  });
});
