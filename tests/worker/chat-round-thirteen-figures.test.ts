/**
 * What round thirteen's own figures, its two wrong-topic answers and the lead's probes beside them
 * taught (ADR 345): figures a visitor writes that were lost, misread or silently replaced by a default
 * (a yield per kW, an age, the visitor's own history, a part of a result, a price word, a bill, "each"
 * before a list, "w/o", pence, "a kilowatt hour", "$1.55 watt", "110th", exahashes, metric tons,
 * trillions, J/TH, $/Wp, a lone "N", a bare figure in a follow-up, figures piece by piece, an unlisted
 * country, a PACE payment "per year"); a question about one calculator; projects of a line without any;
 * the blog's e-mail subscription; "its" after an office; capital gains. Each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { askInTurn, calculatorLinks, reply, slots } from "./support/chat-fixtures";

describe("round thirteen's own figures", () => {
  it("reads a yield per kW as the solar calculator's, in a sentence of its own or not", async () => {
    const answer = await reply("our site does about 1,350 kWh per kW a year. for 200kw what's the yearly output");
    expect(answer).toContain("a yield of 1,350 kWh per kW a year and a 200 kW system, as you said");
    expect(answer).toContain("annual production 270,000 kWh");
    expect(calculatorLinks(answer)).toEqual([expect.stringContaining("systemSize=200&")]);
    expect(calculatorLinks(answer)[0]).toContain("specificYield=1350");
    // A size alone still asks which calculator: kW are several calculators' figure.
    expect(await reply("what would 200kw cost")).toContain("which project is it for");
  });

  it("leaves an age out of the calculation, but not a term", async () => {
    const answer = await reply("building is 455 Oak Ave, roof is 12 yrs old. 70 kw at $2.05 a watt, how long to pay back");
    expect(answer).toContain("a 70 kW system and $2.05 per watt, as you said");
    expect(answer).toContain("payback 10.8 years");
    expect(answer).not.toContain("I can't work that out");
    expect(await reply("we put the panels on 3 years ago; what would 60 kw at 14 cents save")).toContain(
      "a 60 kW system and electricity at $0.14/kWh, as you said",
    );
    // A number of years that is no age is still a figure the assistant says it cannot place.
    expect(await reply("70 kw at $2.05 a watt, 12 years, how long to pay back")).toContain("I couldn't tell what “12 years” refers to");
  });

  it("reads the visitor's own history as context, not as a question about ours or a figure", async () => {
    const answer = await reply("we've been in business 35 years. what would a 1 MW data center at tier 2 cost");
    expect(answer).toContain("1 MW of capacity and Tier 2, as you said");
    expect(answer).not.toContain("our story");
    expect(await reply("we've been farming here 40 years. what would 150 kw of solar at 13 cents save")).toContain(
      "a 150 kW system and electricity at $0.13/kWh, as you said",
    );
    // Asked of us, it is still our history, beside the visitor's own.
    expect(await reply("we have been thinking about solar for a while. how long have you been in business?")).toContain(
      "[our story](/about#our-story)",
    );
  });

  it("reads a system's price written without a dollar sign when a price word says so", async () => {
    const answer = await reply("a 90 kw array priced at 160k total, what's the payback");
    expect(answer).toContain("$1.78 per watt (from your 160k for the system)");
    expect(answer).not.toContain("I can't work that out");
    // A bare figure with no price word is still one the assistant says it cannot place.
    expect(await reply("a 90 kw array, 160k, what's the payback")).toContain("I couldn't tell what “160k” refers to");
  });

  it("says back an electricity bill the solar calculator does not take, and keeps money in the bank out of the price", async () => {
    const answer = await reply("we spend about $4,000 a month on electricity. would 100kw of solar pay off?");
    expect(answer).toContain("a 100 kW system, as you said");
    expect(answer).toContain("The calculator does not take your $4,000 a month for electricity");
    expect(answer).not.toContain("I can't work that out");
    const savings = await reply("100 kw solar, we have $40k in savings to spend, payback?");
    expect(savings).not.toContain("Price per watt must be");
    expect(savings).toContain("“$40,000”");
    // A system's price is still its price.
    expect(await reply("a 100 kw system for $190,000, payback?")).toContain("$1.90 per watt (from your $190,000 for the system)");
  });

  it("multiplies the figures listed after 'each' by the count of machines", () => {
    expect(slots("40 antminers, each 110 th and 3.3kw, power 5 cents")).toEqual([
      { unit: "TH/s", value: 4400 },
      { unit: "kW", value: 132 },
      { unit: "$/kWh", value: 0.05 },
    ]);
    // A total said after the list is the fleet's already.
    expect(slots("40 miners, each 110 th and 130 kw total")).toEqual([
      { unit: "TH/s", value: 4400 },
      { unit: "kW", value: 130 },
    ]);
  });

  it("reads 'w/o compression' as without it, and pence as a currency the calculators do not take", async () => {
    const without = await reply("hydrogen plant w/ 4MW electrolysis and 8000kg of h2 storage, w/o compression. total capex?");
    expect(without).toContain("without compression, as you said");
    expect(without).toContain("compressionNeeded=false");
    expect(await reply("3 MW electrolyzer w/ compression and 4000 kg storage, capex")).toContain("with compression, as you said");
    const pence = await reply("solar on our barn in the uk, 50kw, electricity 28p per kwh");
    expect(pence).toContain("I can't use “28p” as it is");
    expect(pence).not.toContain("utilityRate=28");
    // Cents are still dollars' cents.
    expect(await reply("50kw at 28c, payback")).toContain("electricity at $0.28/kWh");
  });

  it("reads a price 'a kilowatt hour' or '$1.55 watt', 'th' beside mining words, and exahashes", async () => {
    expect(slots("we pay twelve cents a kilowatt hour, how much would 90 kilowatts of solar save")).toEqual([
      { unit: "$/kWh", value: 0.12 },
      { unit: "kW", value: 90 },
    ]);
    expect(slots("payback on 1 mw of solar at $1.55 watt")).toEqual([
      { unit: "MW", value: 1 },
      { unit: "$/W", value: 1.55 },
    ]);
    expect(slots("30 s19 pros at 110th and 3250w each, 6.5 cents")).toEqual([
      { unit: "TH/s", value: 3300 },
      { unit: "kW", value: 97.5 },
      { unit: "$/kWh", value: 0.065 },
    ]);
    expect(slots("1 exahash farm at 3 cents")).toEqual([
      { unit: "TH/s", value: 1_000_000 },
      { unit: "$/kWh", value: 0.03 },
    ]);
    // "A megawatt" is still one; an ordinal with no mining word is no hashrate.
    expect(slots("a megawatt of solar")).toEqual([{ unit: "MW", value: 1 }]);
    expect(slots("we open on the 25th, 100 kw solar")).toEqual([
      { unit: "none", value: 25 },
      { unit: "kW", value: 100 },
    ]);
    const fleet = await reply("30 s19 pros at 110th and 3250w each, 6.5 cents, daily profit?");
    expect(fleet).toContain("3,300 TH/s, 97.5 kW of power and electricity at $0.065/kWh, as you said");
  });

  it("gives a bare figure in a follow-up to the earlier figure it can replace, the nearest in size", async () => {
    const size = await askInTurn(["what would 150 kw of solar at 13 cents save", "what about 200?"]);
    expect(size).toContain("a 200 kW system and electricity at $0.13/kWh, as you said");
    expect(size).not.toContain("utilityRate=200");
    const rate = await askInTurn(["what would 150 kw of solar at 13 cents save", "what about 0.15?"]);
    expect(rate).toContain("a 150 kW system and electricity at $0.15/kWh, as you said");
    const term = await askInTurn(["pace payment on $800k, building $6M, 20 years at 6%", "what about 25?"]);
    expect(term).toContain("a 25-year term and 6% interest");
  });

  it("joins figures given piece by piece to the one calculation they complete, and keeps variants apart", async () => {
    const answer = await reply("PACE: project cost $500,000; property value $3M; term 20 years; interest 6.5%. annual payment?");
    expect(answer).toContain("a project cost of $500,000, a property value of $3,000,000, a 20-year term and 6.5% interest, as you said");
    expect(calculatorLinks(answer)).toHaveLength(1);
    // A figure for a field already given is another calculation.
    const two = await reply("what would 100 kW of solar at $2/W cost; and 200 kW at $1.90/W?");
    expect(two).toContain("a 100 kW system and $2.00 per watt");
    expect(two).toContain("a 200 kW system and $1.90 per watt");
  });

  it("says a country the solar calculator does not list, and reads metric tons and a difficulty in trillions", async () => {
    const spain = await reply("100kw solar in spain, payback");
    expect(spain).toContain("so it does not list Spain; the location does not change its figures");
    expect(await reply("100kw solar in the netherlands, payback")).toContain("does not list the Netherlands");
    expect(await reply("100 kw solar in germany, payback")).not.toContain("does not list");
    expect(await reply("100 kw solar in texas, payback")).not.toContain("does not list");
    expect(slots("hydrogen: 2 mw, 3 metric tons of storage")).toEqual([
      { unit: "MW", value: 2 },
      { unit: "kg", value: 3000 },
    ]);
    // compromise would join "80 trillion, 300" into one number, losing the hashrate.
    expect(slots("difficulty of 80 trillion, 300 th/s")).toEqual([
      { unit: "difficulty", value: 80 },
      { unit: "TH/s", value: 300 },
    ]);
  });

  it("works out a miner's power from its efficiency in J/TH, and reads $/Wp and a lone N", async () => {
    const answer = await reply("200 TH/s miner at 17.5 J/TH, 6 cents, daily profit");
    expect(answer).toContain("3.5 kW of power (from your 17.5 J/TH at 200 TH/s)");
    expect(answer).toContain("power=3.5&");
    expect(slots("400 th at 21.5 w/th")).toEqual([
      { unit: "TH/s", value: 400 },
      { unit: "J/TH", value: 21.5 },
    ]);
    // A power given is the visitor's own; the efficiency is then a figure the assistant says it cannot place.
    expect(await reply("200 TH/s at 17.5 J/TH drawing 4 kW, 6 cents, daily profit")).toContain("“17.5 J/TH”");
    expect(await reply("solar array 0.25 MWp at $1.75/Wp, savings")).toContain("a 250 kW system and $1.75 per watt, as you said");
    expect(await reply("data centre 3MW, N, tier 1, pue 1.6 - cost")).toContain("N redundancy, as you said");
    // "N" inside a word or beside "+1" is not the lone level.
    expect(await reply("data centre 3MW, N+1, tier 1 - cost")).toContain("N+1 redundancy, as you said");
  });

  it("answers a question about one calculator with its inputs, defaults, bounds and what it leaves out", async () => {
    const assumes = await reply("what does the solar calculator assume");
    expect(assumes).toContain("system size (default 100 kW; at least 1 kW, less than 10,000 kW)");
    expect(assumes).toContain("specific yield (default 1,105 kWh per kW;");
    expect(assumes).toContain("payback 9.5 years");
    expect(assumes).not.toContain("With the calculator's defaults");
    expect(await reply("what's the default electricity price in the mining calculator")).toContain(
      "electricity rate (default $0.06/kWh; at least $0.01/kWh, less than $0.50/kWh)",
    );
    expect(await reply("does the mining calculator allow for difficulty going up")).toContain("Difficulty adjustments not accounted for");
    expect(await reply("which inputs does the data center calculator take")).toContain("redundancy (default N+1; or N or 2N)");
    expect(await reply("is there a calculator for ev charging")).toContain("We have no calculator for EV Charging Infrastructure");
    const general = await reply("where do the calculator numbers come from");
    expect(general).toContain("share the link or send the figures to our team");
    expect(general).not.toContain("Castle Rock");
    expect(await reply("can i work out a pace payment on your site")).toContain("The [PACE Financing calculator]");
    expect(await reply("what does the pace calculator cap the amount at")).toContain("generally up to 20% of the property's value");
    expect(await reply("is there an roi tool for solar")).toContain("The [Commercial Solar calculator]");
    // With figures it is a calculation; two calculators asked about are listed, not one described.
    expect(await reply("what would the solar calculator say for 80 kw")).toContain("an 80 kW system");
    expect(await reply("do you have a data center calculator and a bitcoin one?")).toContain("tab=dataCenter");
  });

  it("says no published project is of a service line the projects list has no category for", async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
    const none = await reply("do you have any data center projects");
    expect(none).toContain("None of our published projects is a Data Center Infrastructure project");
    expect(none).not.toContain("Reykjanes");
    expect(await askInTurn(["tell me about your data center work", "do you have any projects like that"])).toContain(
      "None of our published projects is a Data Center Infrastructure project",
    );
    expect(await reply("pace projects in ireland?")).toContain("None of our published projects is a PACE Financing project");
    // A line with projects still lists them.
    expect(await reply("any solar projects?")).toContain("Pueblo Agrivoltaic Array");
  });

  it("answers the blog's e-mail subscription asked as a newsletter, an unsubscribe or e-mails when you post", async () => {
    for (const question of ["do you have a newsletter", "how do i unsubscribe", "can i get emails when you post"]) {
      const answer = await reply(question);
      expect(answer, question).toContain("[the subscribe page](/subscribe)");
      expect(answer, question).toContain("your address is deleted");
    }
    // An article asked for is still the blog's.
    expect(await reply("what's your latest post")).not.toContain("[the subscribe page](/subscribe)");
  });

  it("reads 'its' after an office named as that office, and declines a tax on gains", async () => {
    await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
    for (const joined of ["+", "and"]) {
      const answer = await reply(`what's the georgia office phone number ${joined} its street address`);
      expect(answer, joined).toContain("300 Westpark Drive");
      expect(answer, joined).not.toContain("+353");
    }
    // Two subjects of their own still get an answer each.
    expect(await reply("email for merch questions + email for contractor stuff")).toContain("contractors@kilbride.example");
    const tax = await reply("what's the capital gains tax on bitcoin in the us");
    expect(tax).toContain("I don't have a reliable answer");
    expect(tax).not.toContain("](/calculators");
  });

  it("reads a project, a property, a term and a rate paid by the year as a PACE payment", async () => {
    const answer = await reply("a $3.5M roof and hvac retrofit on a $20M building, 20 yrs, 7.25%: how much per year");
    expect(answer).toContain("annual payment $331,958");
    // A solar system's savings with its incentives is no financing, even over a number of years.
    expect(await reply("25 year savings on a 100 kw system at $2/W with 30% incentives")).toContain("Solar ROI estimate");
  });

  it("names a part of the result by any word for a part", async () => {
    const answer = await reply("500 kW electrolyzer with 900 kg of storage — what does the storage bit cost");
    expect(answer).toContain("Of that: storage $450,000.");
    expect(await reply("2 MW electrolyzer, what does the electrolyzer side cost")).toContain("Of that: the electrolyzer");
    // "Storage" said with no part asked for is the calculation alone.
    expect(await reply("500 kW electrolyzer with 900 kg of storage, what does it cost")).not.toContain("Of that:");
  });
});
