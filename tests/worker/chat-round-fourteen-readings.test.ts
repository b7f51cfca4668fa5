/**
 * What round fourteen taught once it became tuning material (ADR 342's addendum): a sum before an em
 * dash, machines counted beside their total, the energy a size makes, a count or a year changed in a
 * follow-up, a detail of the thing asked before, the privacy notice in a visitor's words, our crest
 * called a logo, a sum asked of a page that states none, everyday wordings of the site's facts, and a
 * quotation found by its speaker; round thirteen's two-part misses the last session diagnosed; and round
 * fifteen's three wrong-topic answers at first sight (ADR 346). Each with a case that must not fire.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { seedStatements } from "#scripts/seed/seed-sql.ts";
import { askInTurn, calculatorLinks, reply, slots } from "./support/chat-fixtures";

const DONT_KNOW = "I don't have a reliable answer to that";

// Projects and articles are published pages: the demo content, as `npm start` seeds it.
beforeAll(async () => {
  await env.DB.batch((await seedStatements()).map((s) => env.DB.prepare(s.sql).bind(...s.values)));
});

describe("round fourteen's figures", () => {
  it("reads a sum before an em dash with its suffix, spaced or not", async () => {
    expect(slots("insurance claim recovers $350k — my cut")).toEqual([{ unit: "$", value: 350_000 }]);
    expect(slots("claim recovers $350k—my cut")).toEqual([{ unit: "$", value: 350_000 }]);
    expect(await reply("insurance claim recovers $350k — my cut as the referrer?")).toContain("$14,000");
  });

  it("reads the energy a size makes as the solar calculator's, but not an electrolyzer's", async () => {
    const answer = await reply("350kw on a warehouse in lyon france - how many kwh a year would that make");
    expect(answer).toContain("a 350 kW system and in France, as you said");
    expect(calculatorLinks(answer)).toEqual([expect.stringContaining("systemSize=350&")]);
    expect(await reply("how much hydrogen a year would a 350kw electrolyzer make")).not.toContain("tab=solar");
  });
});

describe("the lead's probes beside round fourteen", () => {
  it("reads a result asked per day after the figures as that calculation's, and alone as a choice of calculators", async () => {
    const answer = await reply("bitcoin at 150k, my 100 TH rig on 3 kW, 8 cents power. profit per day?");
    expect(answer).toContain("daily profit -$6");
    expect(answer).not.toContain("contractor network");
    // A short piece asking only for an outcome is that calculation's, never a page about years or a service's overview.
    for (const question of [
      "pace $700k solar, building $4M, 20 yrs, 6%. how much a year?",
      "500 TH/s at 15 kW with power at 4.5c. yearly take?",
      "150 kW solar at 12 cents. how long till it pays off?",
      "200 TH/s, 3.5 kW, 6 cents. daily btc?",
    ]) {
      const outcome = await reply(question);
      expect(outcome, question).toContain(" Results: ");
      expect(outcome, question).not.toMatch(/Declan Kilbride founds|PACE Financing: Property|Bitcoin Mining Facilities: Turnkey/);
    }
    // "What about maintenance?" after a mining estimate: the estimate's "Excludes hardware costs and maintenance", not EV charging.
    const upkeep = await reply("200 TH/s, 3.5 kW, 6 cents. what about maintenance?");
    expect(upkeep).toContain("Excludes hardware costs and maintenance");
    expect(upkeep).not.toContain("EV Charging Infrastructure");
    // "How long to build" is no outcome of the estimate: it gets its own (honest) answer.
    expect(await reply("2 MW tier 3. how long to build?")).toContain("About “how long to build”");
    // A question of its own after the figures keeps its own answer.
    expect(await reply("payback on 200kW at $1.95/W, and can i finance it with PACE?")).toContain("PACE Financing: Property Assessed");
    const alone = await reply("profit per day?");
    expect(alone).toContain("Our calculators give a first estimate");
    expect(alone).not.toContain("contractor network");
  });
});

describe("round fourteen's follow-ups", () => {
  it("recounts an order with a count said as a word", async () => {
    expect(await askInTurn(["how much are 2 dragon crest hoodies", "make it three"])).toContain("$209.97");
    // "Actually make it 5": a correction said in front of the change is the same change.
    expect(await askInTurn(["how much for 3 celtic knot crewnecks", "actually make it 5"])).toContain("$294.95");
    // With nothing counted before, "make it three" changes nothing.
    expect(await reply("make it three")).toContain(DONT_KNOW);
  });

  it("asks the earlier question again of another year", async () => {
    const answer = await askInTurn(["what happened in 2018", "and in 2022?"]);
    expect(answer).toContain("In 2022:");
    expect(answer).toContain("hydrogen");
    expect(answer).not.toContain("In 2018:");
  });

  it("reads a detail of the project asked before, when the question names only that project's service", async () => {
    const answer = await askInTurn(["who did you build the rotterdam electrolyzer for", "what uses the hydrogen"]);
    expect(answer).toContain("yard tractors");
    // Another service is another subject: the earlier project does not answer it.
    expect(await askInTurn(["who did you build the rotterdam electrolyzer for", "what does ev charging cost"])).not.toContain("Rotterdam");
  });
});

describe("round fourteen's plain wordings", () => {
  it("answers the privacy notice's questions in a visitor's words, and never a shop question with it", async () => {
    expect(await reply("do you sell my info to advertisers")).toContain("We do not sell your personal information");
    expect(await reply("who actually reads what i put in your contact form")).toContain("Only our staff read it");
    expect(await reply("why is there no cookie popup on your site")).toContain("the site shows no cookie banner");
    expect(await reply("if i unsubscribe from the articles do you keep my email")).toContain("your address is deleted");
    expect(await reply("for how long do you keep the conversation")).toContain("Chat conversations: 30 days after your last message");
    expect(await reply("do you sell hoodies")).not.toContain("privacy");
  });

  it("reads the knot in our logo as our crest, and a customer's logo as theirs", async () => {
    expect(await reply("where does the knot in your logo come from")).toContain("The Celtic knot in our crest");
    expect(await reply("can you put our logo on hoodies")).not.toContain("Celtic knot in our crest");
  });

  it("declines a sum asked of a page that states none", async () => {
    expect(await reply("how much did declan pay for the dublin office")).toContain(DONT_KNOW);
    expect(await reply("where was declan born")).toContain("Dublin");
  });

  it("reads everyday wordings as the site's: a count of a list, a question word after its subject, a reply time", async () => {
    expect(await reply("your three values?")).toContain("Excellence");
    // Beside figures, a count is the calculation's: two rigs at 110 TH/s each are 220 TH/s.
    expect(await reply("our two rigs at 110 TH/s and 3.25 kW each, 6 cents, daily profit?")).toContain("220 TH/s");
    expect(await reply("first hydrogen projects - when")).toContain("In 2022:");
    expect(await reply("what reply time should i expect from you")).toContain("within one business day");
    // A dash before a question word that asks of a project keeps the project.
    expect(await reply("pecos mining facility - where?")).toContain("Pecos, Texas");
  });

  it("quotes an article's sentence asked in other words: a plan by a year, from day one, a yield, hospitals and banks", async () => {
    expect(await reply("how big do you want the dublin team by 2027?")).toContain("50 people by 2027");
    expect(await reply("should we plan islanding for the battery from day one")).toContain("islanding from the start");
    expect(await reply("what yield per kW does the colorado solar example assume")).toContain("1,460 kWh per kW");
    expect(await reply("which tier do you suggest for hospital or bank systems")).toContain("Tier IV, 2N");
    // The bank among our partners stays a bank.
    expect(await reply("which bank do you partner with")).not.toContain("Tier IV");
  });

  it("finds a quotation by its speaker, and reads the reader's own future as no plan of ours", async () => {
    const answer = await reply("what does marcus say to design data center cooling for");
    expect(answer).toContain("“Design the cooling for the chips you will buy in three years, not the ones you own today.” — Marcus Reyes");
    // A share asked is a figure: the quotation that names the words but states none gives way.
    expect(await reply("what does the georgia article say demand is as a share of a plant's bill")).toContain("40-50%");
  });
});

describe("round thirteen's two-part misses", () => {
  it("keeps a question about what we do out of the estimate before it", async () => {
    const answer = await reply("build cost for 2.2 MW at tier 3. btw do you design 2N");
    expect(answer).toContain("construction $42,900,000");
    expect(answer).toContain("Data Center Infrastructure");
    expect(calculatorLinks(answer)[0]).toContain("redundancyLevel=n%2B1");
    // Said as an input, 2N is one.
    expect(calculatorLinks(await reply("1 MW data center at tier 3 with 2N redundancy, build cost?"))[0]).toContain("redundancyLevel=2n");
  });

  it("asks the earlier question of another item the piece names, and verifies licences asked as checked", async () => {
    const answer = await reply("what sizes does the flat cap come in. also the vest");
    expect(answer).toContain("The Hi-Vis Safety Vest");
    expect(answer).toContain("XX-Large");
    expect(await reply("how much is the aran sweater, and the hoodie?")).toContain("Together $164.98");
    expect(await reply("do you check licences")).toContain("we verify them before assigning work");
  });

  it("names a project by one word of its title before a word for a piece of work", async () => {
    expect(await reply("what year was the fairgrounds array built")).toContain("(Castle Rock, Colorado, 2012)");
    // "Car park" is no name: the Galway Retail Park's title word is not enough.
    expect(await reply("could you build panels over our staff car park")).not.toContain("Galway");
  });

  it("reads an article named before a dash, a tier in Roman numerals, and the next sentence for a second piece", async () => {
    const hail = await reply("hail article — how soon after a storm should i act, and what imaging finds the micro-cracks");
    expect(hail).toContain("The first 72 hours after a storm");
    expect(hail).toContain("electroluminescence or infrared imaging");
    const tiers = await reply("the data center post: which tier for most colocation, and which for hospital systems");
    expect(tiers).toContain("Tier III, concurrently maintainable");
    expect(tiers).toContain("Tier IV, 2N");
    const conduit = await reply("ev charging article: what share of office parking should get level 2, and how much conduit should i lay");
    expect(conduit).toContain("Level 2 at 10-20% of parking spaces");
    expect(conduit).toContain("Lay conduit for at least double the ports");
  });

  it("reads a step of PUE as the article's worth of it, and a PUE given as an input as the calculator's", async () => {
    expect(await reply("what's a tenth of a point of pue worth on a 5 mw hall")).toContain("about $350,000 a year");
    expect(calculatorLinks(await reply("what does a 5 MW data center at a PUE of 1.3 cost"))[0]).toContain("pue=1.3");
  });

  it("reads a hailstorm, charge points and an Irish 'ye' as the articles' words", async () => {
    expect(await reply("how long after a hailstorm can you still claim on some policies")).toContain("one or two years");
    expect(await reply("how many ev charge points have ye put in around ireland")).toContain("More than 300 EV charging ports");
  });

  it("does not take another county's plant for the Douglas County fairgrounds", async () => {
    expect(await reply("payback on the coweta county solar plus battery plant")).toContain("paid back in 5.8 years");
    expect(await reply("how much does the douglas county solar array produce")).toContain("Douglas County Fairgrounds Solar");
  });
});

describe("round fifteen's wrong-topic answers at first sight", () => {
  it("reads a client the visitor sends us as a referral", async () => {
    const answer = await reply("if a mining client i send you builds an $800k site what do i earn");
    expect(answer).toContain("the commission is 3% of project value: $24,000");
    expect(answer).not.toContain("Bitcoin Mining Facilities: Turnkey");
  });

  it("answers how a copy of someone's data is sent from the privacy notice, not the calculators", async () => {
    const answer = await reply("if i ask for my data how do you send it");
    expect(answer).toContain("we send every record as one file");
    expect(answer).not.toContain("Our calculators give a first estimate");
    expect(await reply("can i send you my calculation")).not.toContain("one file");
  });

  it("declines how or where an item is made, which its page does not say, and still describes it otherwise", async () => {
    expect(await reply("is the aran sweater hand knitted in ireland")).toContain(DONT_KNOW);
    expect(await reply("is the aran sweater wool")).toContain("soft merino wool");
  });
});
