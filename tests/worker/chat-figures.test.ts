/**
 * The forms the generated figures test (chat-figures-property.test.ts) found, each with a test that
 * it works and one that the same mechanism does not fire where it should not (ADR 322).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { ask, calculatorLinks, seedChatContent, slots } from "./support/chat-fixtures";

const answer = async (message: string, conversationId: string | null = null) => (await ask({ message, conversationId, reset: false })).body;

describe("slot extraction (ADR 322)", () => {
  it("reads a hashrate written against its figure ('2854TH/s')", () => {
    expect(slots("2854TH/s")).toEqual([{ unit: "TH/s", value: 2854 }]);
    expect(slots("2854 TH/s")).toEqual([{ unit: "TH/s", value: 2854 }]);
  });

  it("reads kilowatts before a word that starts with h as power, and kW h as no power", () => {
    expect(slots("469 kilowatts hashrate of 3765 th/s")).toEqual([
      { unit: "kW", value: 469 },
      { unit: "TH/s", value: 3765 },
    ]);
    expect(slots("500 kw h a day")).toEqual([{ unit: "none", value: 500 }]);
    expect(slots("500 kilowatt hours")).toEqual([{ unit: "kWh", value: 500 }]);
  });

  it("reads the units written with one t ('kilowats', 'megawats'), and kilowatt hours still as energy", () => {
    expect(slots("14 kilowats")).toEqual([{ unit: "kW", value: 14 }]);
    expect(slots("9.5 megawats")).toEqual([{ unit: "MW", value: 9.5 }]);
    expect(slots("500 kilowatt hours")).toEqual([{ unit: "kWh", value: 500 }]);
  });

  it("reads no figure in the 'and' between two sums", () => {
    expect(slots("btc at $60k and $0.16/kWh")).toEqual([
      { unit: "$", value: 60_000 },
      { unit: "$/kWh", value: 0.16 },
    ]);
  });

  it("reads a percentage followed by a dash as a percentage", () => {
    expect(slots("an interest rate of 3.2% - ballpark?")).toEqual([{ unit: "%", value: 3.2 }]);
  });

  it("reads 'a dozen' as a count, but not before a figure of its own", () => {
    expect(slots("a dozen legacy mugs")).toEqual([{ unit: "none", value: 12 }]);
    expect(slots("two dozen hoodies")).toEqual([{ unit: "none", value: 24 }]);
    expect(slots("a dozen 200 kW chargers")).toEqual([{ unit: "kW", value: 200 }]);
  });
});

describe("the visitor's figures in answers (ADR 322)", () => {
  beforeAll(seedChatContent);

  it("uses a correction inside one message: one calculation, with the corrected figure", async () => {
    const said = await answer("what would a 5 MW electrolyzer cost, sorry, 6 MW");
    expect(calculatorLinks(said.response)).toEqual([expect.stringContaining("electrolyzerSize=6&")]);
    const bare = await answer("what would a 500 kW solar system cost? actually make it 600");
    expect(calculatorLinks(bare.response)).toEqual([expect.stringContaining("systemSize=600&")]);
    expect(bare.response).not.toContain("systemSize=500");
  });

  it("still gives a calculation for each variant when nothing takes one back", async () => {
    const { response } = await answer("what would 100 kW at $2/W and 200 kW at $1.90/W cost for solar");
    const found = calculatorLinks(response).filter((href) => href?.includes("systemSize="));
    expect(found.some((href) => href?.includes("systemSize=100"))).toBe(true);
    expect(found.some((href) => href?.includes("systemSize=200"))).toBe(true);
  });

  it("asks which calculator for figures with a place it does not know, and still declines a thing it does not build", async () => {
    const place = await answer("what would 2 MW cost in reykjanes");
    expect(place.response).toContain("which project is it for");
    const turbine = await answer("what would a 3 MW wind turbine cost in texas");
    expect(turbine.response).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("reads a hashrate figure as mining, and the shop's print by its name", async () => {
    const mining = await answer("a mining farm, hashrate of 3538 TH/s, 5 cents/kWh, cost?");
    expect(mining.response).toContain("hashrate=3538");
    expect(mining.response).not.toContain("Blueprint");
    const print = await answer("how much is the hashrate blueprint print");
    expect(print.response).toContain("$34.99");
  });

  it("uses the visitor's bitcoin price, and still declines today's price", async () => {
    const mine = await answer("mining farm 3,150 TH/s with difficulty 64,700T at a btc price of 122k");
    expect(mine.response).toContain("bitcoinPrice=122000");
    expect(mine.response).toContain("hashrate=3150");
    const today = await answer("what's the btc price today?");
    expect(today.response).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("reads 'tier 2 N+1' as Tier 2 with N+1, and '2N' as 2N", async () => {
    const tier = await answer("a 2 MW data center, tier 2 N+1 redundancy, what would it cost?");
    expect(tier.response).toContain("tier=2");
    expect(tier.response).toContain("redundancyLevel=n%2B1");
    const twoN = await answer("a 2 MW data center with 2N redundancy, tier 3, what would it cost?");
    expect(twoN.response).toContain("redundancyLevel=2n");
    expect(twoN.response).toContain("tier=3");
  });

  it("keeps the service named beside the figures in one calculation ('a mining farm and 3,150 TH/s')", async () => {
    const { response } = await answer("how much would a mining farm and 3,150 TH/s with difficulty 64,700T. how much?");
    expect(calculatorLinks(response)).toEqual([expect.stringContaining("hashrate=3150")]);
    expect(response).not.toContain("hashrate=100&");
  });

  it("changes one figure in a follow-up and keeps the others, one calculation", async () => {
    const first = await answer("pace financing: a $2M project, building worth $10M, 3.6% interest over 15 years");
    const { response } = await answer("and at 8% interest?", first.conversationId ?? null);
    expect(calculatorLinks(response)).toEqual([
      expect.stringContaining("projectCost=2000000&propertyValue=10000000&term=15&interestRate=8"),
    ]);
    const dc = await answer("rough numbers for a 3 MW data centre, tier 3");
    const more = await answer("what about 4,000 kW?", dc.conversationId ?? null);
    expect(calculatorLinks(more.response)).toEqual([expect.stringContaining("capacity=4&")]);
    expect(more.response).toContain("tier=3");
  });

  it("reads a dozen of one item as more than one order takes, and two as a total", async () => {
    const dozen = await answer("a dozen legacy mugs please");
    expect(dozen.response).toContain("Up to 5");
    const two = await answer("2 legacy mugs please");
    expect(two.response).toContain("$37.98");
  });

  it("answers a calculation and the e-mail of a team in one message, and still lists projects when asked", async () => {
    const both = await answer("price of a 90kW solar system, and the email for your projects team");
    expect(both.response).toContain("systemSize=90");
    expect(both.response).toContain("projects@kilbride.example");
    const listed = await answer("what projects have you done?");
    expect(listed.response).toContain("](/projects/");
  });

  it("prices a quantity of an item whose name says 'embroidered', and still quotes a custom logo order", async () => {
    const patches = await answer("what would 2 embroidered crest patch sets cost");
    expect(patches.response).toContain("$29.98");
    const logo = await answer("can we get embroidered patches with our logo");
    expect(logo.response).toContain("custom quote");
  });

  it("answers each part of a calculation with one or two questions about us, and keeps a calculation's own last piece", async () => {
    const hours = await answer("green hydrogen at 2,600 kg of storage, with compression cost? also what are your office hours");
    expect(hours.response).toContain("storageSize=2600");
    expect(hours.response).toContain("Monday-Friday, 9am-5pm MST");
    const email = await answer(
      "cost of rooftop solar at 955kW at $3.33/watt and 11 cents per kWh and in France - ballpark, plus the email for your projects team",
    );
    expect(email.response).toContain("systemSize=955");
    expect(email.response).toContain("projects@kilbride.example");
    const three = await answer("pace financing, building worth $12M, an interest rate of 11.4%. what's your phone number and your hours?");
    expect(three.response).toContain("interestRate=11.4");
    expect(three.response).toContain("+1 (303) 555-0147");
    expect(three.response).toContain("Monday-Friday, 9am-5pm MST");
    const own = await answer("what would a 5 MW electrolyzer cost and no compression");
    expect(calculatorLinks(own.response)).toEqual([expect.stringContaining("electrolyzerSize=5&storageSize=5000&compressionNeeded=false")]);
  });
});
