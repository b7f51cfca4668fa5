/**
 * What round eleven's figures taught (ADR 337): a size with a payback, savings or grants is the solar
 * calculator's, a total cost of ownership the data center's, power a supplier "sells us" is the price we
 * pay (not an export price), what may be borrowed on a building is PACE's; a decimal said aloud, a coin
 * price after the verb it moves by; places compared get an estimate each; the which-calculator
 * question keeps the visitor's figures in every link; the shop's items listed without counts get one
 * total. Each with a case that must not fire.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { energyUsedPerYear } from "#worker/chat/calculator-answer.ts";
import { calculatorLinks, reply, seedChatContent, slots } from "./support/chat-fixtures";

describe("reading figures said aloud", () => {
  it("reads a decimal said with 'point' as one figure, and 'at one point' as none", () => {
    expect(slots("a pue of one point three")).toEqual([{ unit: "pue", value: 1.3 }]);
    expect(slots("two point five megawatts")).toEqual([{ unit: "MW", value: 2.5 }]);
    expect(slots("1 point 2 5 per watt")).toEqual([{ unit: "$/W", value: 1.25 }]);
    expect(slots("at one point we wanted 100 kW")).toEqual([{ unit: "kW", value: 100 }]);
  });

  it("reads energy used by the year, month or day as a year's use, and a battery's size as no use", () => {
    expect(energyUsedPerYear("we use 500,000 kWh a year")).toBe(500000);
    expect(energyUsedPerYear("our plant uses 40 MWh a month")).toBe(480000);
    expect(energyUsedPerYear("about 1,400 kwh daily")).toBe(511000);
    expect(energyUsedPerYear("annual consumption 300,000 kwh")).toBe(300000);
    expect(energyUsedPerYear("a 2 MWh battery")).toBeUndefined();
    expect(energyUsedPerYear("a 100 kW system producing 500 kWh a day")).toBeUndefined();
    expect(energyUsedPerYear("a yield of 1,300 kWh per kW a year")).toBeUndefined();
  });

  it("reads a coin price after the verb it moves by, and a count of miners as no price", () => {
    expect(slots("if bitcoin halves to 30k")).toEqual([{ unit: "$", value: 30000 }]);
    expect(slots("if btc doubled to 140k")).toEqual([{ unit: "$", value: 140000 }]);
    expect(slots("bitcoin mining: 100 coin miners")).toEqual([{ unit: "none", value: 100 }]);
  });
});

describe("answers with round eleven's figures", () => {
  beforeAll(seedChatContent);

  it("reads a size with a payback or grants as solar, and a size alone still asks which calculator", async () => {
    const payback = await reply("payback on 200 kW then?");
    expect(payback).toContain("a 200 kW system");
    expect(payback).toContain("payback 9.5 years");
    const grants = await reply("between grants and tax breaks we'd get 120% back. payback on 200 kW?");
    expect(grants).toContain("Incentives cannot exceed 100%");
    expect(grants).toContain("incentives=120");
    expect(await reply("what would 200 kW cost?")).toContain("which project is it for");
  });

  it("reads a total cost of ownership as the data center's", async () => {
    const tco = await reply("10 yr TCO on a 14MW site?");
    expect(tco).toContain("14 MW of capacity");
    expect(tco).toContain("10-year total cost of ownership");
    expect(await reply("10 yr TCO on a 140MW site?")).toContain("Capacity must be at most 100 MW");
  });

  it("takes a price a supplier sells us at as what we pay, and a price we sell back at as no input", async () => {
    const bought = await reply("our co-op sells us power at 9 cents, 300 kW of solar still worth it?");
    expect(bought).toContain("electricity at $0.09/kWh");
    expect(await reply("our hydro co-op sells us power at 4 cents, 300 kW of solar still worth it?")).toContain(
      "Utility rate must be at least $0.05/kWh",
    );
    expect(await reply("we sell back at 4 cents, payback on 300 kW solar?")).toContain("I couldn't tell what “$0.04/kWh” refers to");
  });

  it("finances a project asked as what may be borrowed on a building's value", async () => {
    const eligible = await reply("how much is the eligible amount on a $700k hvac retrofit for a $5m building");
    expect(eligible).toContain("eligible amount $700,000");
    expect(eligible).toContain("projectType=hvac");
    expect(await reply("is a $700k hvac retrofit eligible?")).not.toContain("eligible amount $");
  });

  it("gives a solar estimate for each place compared, and one for a place changed", async () => {
    const compared = await reply("100 kW solar in the UK vs Ireland payback");
    expect(compared).toContain("100 kW system in United Kingdom");
    expect(compared).toContain("100 kW system in Ireland");
    const changed = await reply("solar for 100 kW in germany, actually make that france - payback?");
    expect(changed).toContain("100 kW system in France");
    expect(changed).not.toContain("100 kW system in Germany");
  });

  it("sizes a solar system for the energy a site uses, and says back a use beside a size given", async () => {
    const sized = await reply("we use 500,000 kWh a year, what size solar do we need");
    expect(sized).toContain("a 452 kW system (to make your 500,000 kWh a year at 1,105 kWh per kW a year)");
    expect(sized).toContain("systemSize=452&");
    const monthly = await reply("our plant uses about 40 MWh a month - how big a solar array to cover it and what would it cost");
    expect(monthly).toContain("434 kW system");
    const given = await reply("annual consumption 300,000 kwh, 150 kW solar, payback?");
    expect(given).toContain("150 kW system");
    expect(given).toContain("The calculator does not take your 300,000 kWh a year");
    expect(await reply("a 2 MWh battery and 100 kW solar, payback?")).toContain("I couldn't tell what “2,000 kWh” refers to");
  });

  it("totals the shop's items a message lists without counts, and still answers a second question about one of them", async () => {
    const total = await reply("whats the total for the aran sweater plus the flat cap");
    expect(total).toContain("The Aran Heritage Sweater: $94.99; the Heritage Tweed Flat Cap: $38.99. Together $133.98");
    const two = await reply("what colours does the aran sweater come in and how much is the flat cap");
    expect(two).toContain("Irish Cream");
    expect(two).toContain("$38.99");
  });

  it("reads past how formally a question is put, and a sub as a contractor", async () => {
    expect(await reply("whats declans official job title")).toContain("Chief Executive Officer");
    expect(await reply("as a sub can i turn down a job you offer me")).toContain("you are free to decline it");
    // "Official" alone is no subject of ours.
    expect(await reply("who is the official mayor of dublin")).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("keeps the visitor's figure in each calculator's link when it asks which one", async () => {
    const asked = await reply("what would 4 MW cost?");
    expect(asked).toContain("which project is it for");
    const hrefs = calculatorLinks(asked);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        expect.stringContaining("systemSize=4000&"),
        expect.stringContaining("electrolyzerSize=4&"),
        expect.stringContaining("capacity=4&"),
      ]),
    );
    expect(hrefs.some((href) => href.includes("systemSize=100&"))).toBe(false);
  });
});
