/**
 * Answer quality of the embedded assistant: real visitor questions through POST /api/ai/chat, each
 * with the facts its answer must contain and the page it must link to, and questions it must
 * decline honestly (pointing to /contact) instead of guessing.
 */
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { calculate } from "#contract/calculator-results-display.ts";
import { calculatorDefaults, type CalculatorInputs, type CalculatorKey } from "#contract/calculators.ts";
import { collections, findItem } from "#contract/merch-catalogue.ts";
import { affiliatePayout, commissionRates, consultationStart, contractorTerms } from "#content/programs/terms.ts";
import { contact, founder, shipping } from "#content/site.ts";
import { getDb } from "#worker/db/client.ts";
import { blogPosts } from "#worker/db/schema.ts";
import { ask, seedChatContent } from "./support/chat-fixtures";

beforeAll(seedChatContent);

const price = (id: string) => `$${findItem(id)?.price.toFixed(2)}`;

/** [question, facts the answer must contain, link it must give]. */
const answered: [string, string[], string][] = [
  [
    "What services do you offer?",
    ["Commercial Solar", "Green Hydrogen", "EV Charging Infrastructure", "PACE Financing", "Insurance Claims Recovery"],
    "/projects",
  ],
  ["Do you install solar panels on warehouse roofs?", ["Rooftop", "interconnection"], "/calculators?tab=solar"],
  ["Tell me about green hydrogen", ["Electrolysis plants", "electrolyzer sizing"], "/calculators?tab=hydrogen"],
  ["Can you build EV chargers for our fleet depot?", ["DC fast charging"], "/contact?inquiryType=ev_charging"],
  ["Do you build bitcoin mining facilities?", ["ASIC"], "/calculators?tab=bitcoin"],
  ["What is involved in a data center build?", ["N+1", "PUE"], "/calculators?tab=dataCenter"],
  ["How does PACE financing work?", ["tax assessment", "20%", "5 to 30 years"], "/calculators?tab=pace"],
  [
    "Hail damaged our roof, can you help with the insurance claim?",
    ["Insurance Claims Recovery", "policies"],
    "/contact?inquiryType=insurance_claims",
  ],
  ["Where are your offices?", ["Castle Rock", "Peachtree City", "Dublin", "Grand Canal Quay"], "/about#locations"],
  ["What is your phone number?", [contact.phone, contact.hours], "/contact"],
  ["What are your office hours?", ["Monday-Friday, 9am-5pm MST"], "/contact"],
  ["Which email address do I use for project management?", [contact.emails.projects.address, contact.emails.general.address], "/contact"],
  ["Do you work in Germany or Spain?", ["Germany", "Spain", "Dublin"], "/about#locations"],
  ["How long does shipping take?", [shipping.standardUs], "/merch"],
  ["Do you ship merchandise overseas?", ["internationally", "all 50 US states"], "/merch"],
  ["What merchandise collections do you have?", collections.map((c) => c.name), "/merch"],
  ["How much is the Dragon Crest Hoodie?", [price("dragon-crest-hoodie"), "Dragon Crest Line"], "/merch#dragon"],
  ["What does the varsity jacket cost?", [price("legacy-varsity-jacket")], "/merch#legacy"],
  ["What is the cheapest thing in your shop?", ["Hard Hat Decal Pack", "$9.99", "$129.99"], "/merch#contractor"],
  ["Can we order hoodies with our company logo for the team?", ["co-branded", "custom quote"], "/contact?type=corporate"],
  ["What sizes do your shirts come in?", ["Small", "XX-Large"], "/merch"],
  ["Which calculators do you have?", ["Commercial Solar", "Data Center Infrastructure"], "/calculators?tab=pace"],
  ["What insurance do contractors need?", [contractorTerms.insuranceMinimum], "/contractors"],
  ["What are the payment terms for subcontractors?", [contractorTerms.paymentTerms], "/contractors"],
  ["How long does it take to review a contractor application?", [contractorTerms.reviewTime], "/contractors"],
  [
    "How much commission do affiliates earn?",
    ["5% of project value", "3% of project value", "4% of recovered amount", "4% of financed amount"],
    "/affiliates",
  ],
  ["When are affiliate commissions paid?", [affiliatePayout.timing, affiliatePayout.trackingPeriod], "/affiliates"],
  ["How can my company become a partner?", ["Technology Providers", contact.teamEmails.partners], "/partners"],
  ["Who founded Kilbride and when?", ["1998", founder.name, "Castle Rock, Colorado"], "/about#our-story"],
  ["How do I start a project with you?", [consultationStart, "Initial Consultation"], "/clients"],
  ["Do you have any hydrogen projects?", ["Permian Basin Hydrogen Pilot"], "/projects/203"],
  ["Show me your EV charging projects in Ireland", ["Galway Retail Park Charging"], "/projects/201"],
  ["Do you have articles about PACE financing?", ["C-PACE Financing Explained"], "/blog/pace-financing-explained"],
  ["What is the latest post on your blog?", ["Sizing an Electrolyzer"], "/blog/sizing-an-electrolyzer"],
  ["Hello!", ["Brigid", "services"], "/contact"],
];

describe("the embedded assistant answers visitor questions", () => {
  it.each(answered)("%s", async (question, facts, path) => {
    const { status, body } = await ask({ message: question, conversationId: null, reset: false });
    expect(status).toBe(200);
    const text = body.response ?? "";
    for (const fact of facts) expect(text).toContain(fact);
    expect(text).toContain(`](${path})`);
    // Short: a few sentences or a short list.
    expect(text.length).toBeLessThan(900);
  });

  it("is honest that the minimum affiliate project size is not published", async () => {
    const { body } = await ask({ message: "What is the minimum project size for affiliate referrals?" });
    expect(body.response).toContain(affiliatePayout.minimumProjectSize);
    expect(body.response).toContain("](/affiliates)");
    expect(body.response).not.toMatch(/\$\d/);
  });

  it("never points to an unpublished post", async () => {
    const { body } = await ask({ message: "Any blog articles on hydrogen pricing?" });
    expect(body.response).not.toContain("draft-hydrogen-pricing");
    expect(body.response).toContain("/blog/sizing-an-electrolyzer");
  });

  it.each([
    "What is the capital of Mongolia?",
    "Can you write me a poem about the sea?",
    "Who will win the next World Cup?",
    "What's the weather like tomorrow?",
  ])("declines %s and points to /contact", async (question) => {
    const { status, body } = await ask({ message: question });
    expect(status).toBe(200);
    expect(body.response).toMatch(/^I'm sorry, I don't have a reliable answer/);
    expect(body.response).toContain("](/contact)");
  });
});

describe("the assistant quotes the published sentence that answers a question the knowledge does not", () => {
  const slug = "ten-years-in-galway";
  beforeAll(async () => {
    const db = getDb(env);
    await db
      .insert(blogPosts)
      .values({
        id: 104,
        slug,
        title: "Ten Years in Galway",
        excerpt: "What a decade on the west coast taught us.",
        content:
          "<h2>The crew</h2><p>We opened the Galway depot in 2016 with two electricians. Today the Galway team is 12 people strong and covers three counties.</p>" +
          "<p>We plan to grow the Galway team to 40 people by 2030.</p>" +
          "<h2>Across the water</h2><p>Our Galway and Boston depots work across the Atlantic as one team. The time difference gives us close to 14 hours of inspection cover every working day.</p>",
        author: "Aoife Brennan",
        keywords: [],
        featured: false,
        category: "company_news",
        tags: ["ireland"],
        published: true,
        publishedAt: new Date("2025-07-01T12:00:00Z"),
      })
      .onConflictDoNothing();
  });

  it("quotes a post's sentence with its number and links the post, not a plan for the future", async () => {
    const { body } = await ask({ message: "how many staff are on the galway team?" });
    expect(body.response).toContain("12 people strong");
    expect(body.response).toContain(`](/blog/${slug})`);
    expect(body.response).not.toContain("40 people");
  });

  it("quotes a page of the site's own copy", async () => {
    const { body } = await ask({ message: "how long do you keep chat conversations?" });
    expect(body.response).toContain("30 days after your last message");
    expect(body.response).toContain("](/privacy)");
  });

  it("declines a question that shares the sentence's words but names someone else", async () => {
    const { body } = await ask({ message: "how many people are on the tesla team?" });
    expect(body.response).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("declines a count the site never publishes instead of answering with the office", async () => {
    const { body } = await ask({ message: "how many staff work in the castle rock office?" });
    expect(body.response).toMatch(/^I'm sorry, I don't have a reliable answer/);
  });

  it("quotes a sentence that holds three of the question's words though two others are nowhere near it", async () => {
    const { body } = await ask({ message: "how many hours of inspection cover do you get from depots on both sides of the atlantic" });
    expect(body.response).toContain("14 hours of inspection cover");
    expect(body.response).toContain(`](/blog/${slug})`);
  });

  it("does not quote that sentence for another question about the same depots", async () => {
    const { body } = await ask({ message: "how many depots do you have on both sides of the atlantic" });
    expect(body.response).not.toContain("14 hours");
  });

  it("lists the projects of the year asked", async () => {
    const { body } = await ask({ message: "show me your projects from 2024" });
    expect(body.response).toContain("Permian Basin Hydrogen Pilot");
    expect(body.response).not.toContain("Galway Retail Park Charging");
  });

  it("stops quoting a post once it is unpublished", async () => {
    await getDb(env).update(blogPosts).set({ published: false, updatedAt: new Date() }).where(eq(blogPosts.id, 104));
    const { body } = await ask({ message: "how many staff are on the galway team?" });
    expect(body.response).not.toContain("12 people strong");
    expect(body.response).not.toContain(`/blog/${slug}`);
  });
});

describe("the visitor's own figures, every one used or named as not understood (ADR 167)", () => {
  /** What the calculator's own functions give for the defaults with the visitor's figures in place. */
  const result = <K extends CalculatorKey>(key: K, figures: Partial<CalculatorInputs[K]>) =>
    calculate(key, { ...calculatorDefaults[key], ...figures }).display;
  const say = async (message: string, conversationId: string | null = null) => (await ask({ message, conversationId, reset: false })).body;

  it("reads dollars and cents said as words, tonnes, short years and C-PACE, and names each back", async () => {
    const solar = (await say("what would 400 kilowatts of solar cost at two dollars fifty a watt")).response ?? "";
    expect(solar).toContain(result("solar", { systemSize: 400, pricePerWatt: 2.5 }).totalCost);
    expect(solar).toContain("$2.50 per watt");
    expect(solar).toContain("as you said");
    // Every default used is said to be one, and the link carries every figure.
    expect(solar).toContain("the calculator's defaults for the rest");
    expect(solar).toMatch(/systemSize=400&pricePerWatt=2\.5/);
    const hydrogen = (await say("a 10 mw electrolyzer with 12t of storage, what's the capex")).response ?? "";
    expect(hydrogen).toContain("storageSize=12000");
    expect(hydrogen).toContain(result("hydrogen", { electrolyzerSize: 10, storageSize: 12_000 }).totalCapex);
    const pace = (await say("c-pace on $750k over 15y, building's worth 4 mil")).response ?? "";
    expect(pace).toContain("projectCost=750000");
    expect(pace).toContain("term=15");
    expect(pace).toContain("propertyValue=4000000");
    expect(pace).toContain(result("pace", { projectCost: 750_000, term: 15, propertyValue: 4_000_000 }).annualPayment);
  });

  it("says which figure it could not place and states no figure from the defaults instead", async () => {
    const { response = "" } = await say("what would a 200 kW solar system cost on a 20,000 sq ft roof");
    expect(response).toContain("“20,000 sq ft”");
    expect(response).toMatch(/^I can't work that out from your figures/);
    expect(response).not.toContain("total system cost");
    // The words beside a figure name its field: an interest rate is no solar incentive.
    const interest = (await say("100 kw solar with 26% incentives at 8% interest")).response ?? "";
    expect(interest).toContain("“8%”");
    expect(interest).not.toContain("total system cost");
    // A percentage or a sum of something no field is ("2% degradation", "$400k of machines") is no incentive or coin price.
    const degradation = (await say("what would a 100 kW solar system save with 2% degradation")).response ?? "";
    expect(degradation).toContain("“2%”");
    expect(degradation).not.toContain("incentives=2");
    const machines = (await say("daily profit mining with 3 MW and $400k of machines")).response ?? "";
    expect(machines).toContain("“$400,000”");
    expect(machines).not.toContain("bitcoinPrice=400000");
    const coin = (await say("daily profit mining with 3 MW if btc is at 90k")).response ?? "";
    expect(coin).toContain("bitcoinPrice=90000");
    const exported = (await say("payback on 200 kw solar, we pay 14 cents and sell back at 4 cents")).response ?? "";
    expect(exported).toContain("“$0.04/kWh”");
    expect(exported).not.toContain("utilityRate=0.04");
    const vague = (await say("what would a few hundred kW of solar cost")).response ?? "";
    expect(vague).toContain("“a few hundred kw” is not an exact figure");
    expect(vague).not.toContain(result("solar", {}).totalCost);
    // Figures several calculators take, and no service: a question back, no calculation.
    const which = (await say("what would 300 kW cost")).response ?? "";
    expect(which).toContain("your 300 kW");
    expect(which).toContain("](/calculators?tab=solar");
    expect(which).toContain("](/calculators?tab=bitcoin");
    expect(which).not.toContain("Results:");
    // The same figures with a thing the site never mentions: not ours to ask about, an honest decline.
    const turbine = (await say("what does a 3 MW wind turbine cost")).response ?? "";
    expect(turbine).toMatch(/^I'm sorry, I don't have a reliable answer/);
    expect(turbine).not.toContain("/calculators");
  });

  it("works out a price per watt from a system's price, and keeps shared figures in each variant", async () => {
    const price = (await say("payback on a 300 kW system that cost $600k")).response ?? "";
    expect(price).toContain("pricePerWatt=2&");
    expect(price).toContain("from your $600k for the system");
    expect(price).toContain(result("solar", { systemSize: 300, pricePerWatt: 2 }).paybackPeriod.replace(/ Years$/, " years"));
    const variants = (await say("pace for a 600k project, 10 years or 20 years?")).response ?? "";
    expect(variants).toContain(result("pace", { projectCost: 600_000, term: 10 }).annualPayment);
    expect(variants).toContain(result("pace", { projectCost: 600_000, term: 20 }).annualPayment);
    expect(variants).not.toContain(result("pace", { term: 10 }).annualPayment);
  });

  it("answers a calculation and another question in one message, and a part of the result asked for", async () => {
    const both = (await say("price of a 250kw solar system and your phone number")).response ?? "";
    expect(both).toContain(result("solar", { systemSize: 250 }).totalCost);
    expect(both).toContain(contact.phone);
    const two = (await say("whats 120kw of solar at $2.20/W, and a 4 MW electrolyzer with no compression?")).response ?? "";
    expect(two).toContain(result("solar", { systemSize: 120, pricePerWatt: 2.2 }).totalCost);
    expect(two).toContain(result("hydrogen", { electrolyzerSize: 4, compressionNeeded: false }).totalCapex);
    expect(two).not.toContain("can't work that out");
    const part = (await say("what's the compression cost on a 6 mw electrolyzer")).response ?? "";
    expect(part).toContain(`compression ${result("hydrogen", { electrolyzerSize: 6 }).compressionCost}`);
  });

  it("says why a figure outside a calculator's bounds cannot be used, and links the calculator with that figure, not a default", async () => {
    const { response = "" } = await say("1 MW hydrogen unit with just 50 kg of storage, what does it cost");
    expect(response).toMatch(/^I can't work that out from your figures: Storage size must be at least 100 kg\./);
    expect(response).not.toContain("total CAPEX");
    // The calculators page shows 50 in its field with the same message (calculator-url-state's `refused`).
    expect(response).toContain("tab=hydrogen&electrolyzerSize=1&storageSize=50&");
    const tier = (await say("how much would a tier 5 data center cost")).response ?? "";
    expect(tier).toContain("Tier must be at most 4.");
    expect(tier).toContain("tier=5&");
  });

  it("reads figures said in words: no redundancy, half a unit, a yield per kW, a hyperscale campus, how much of a sum", async () => {
    const none = (await say("construction cost for a 6 megawatt tier 1 site with no redundancy at all")).response ?? "";
    expect(none).toContain(result("dataCenter", { capacity: 6, tier: 1, redundancyLevel: "n" }).constructionCost);
    expect(none).toContain("redundancyLevel=n&");
    const half = (await say("annual opex for a half megawatt electrolyser with 800kg storage")).response ?? "";
    expect(half).toContain(result("hydrogen", { electrolyzerSize: 0.5, storageSize: 800 }).annualOpex);
    // An advanced assumption is the visitor's when said as a yield; energy said otherwise is still not placed.
    const yielded =
      (await say("our roof only gets about 900 kWh per kW a year. 100 kW at 25c a unit, how long to pay back?")).response ?? "";
    expect(yielded).toContain(
      `annual savings ${result("solar", { specificYield: 900, systemSize: 100, utilityRate: 0.25 }).annualSavings}`,
    );
    expect(yielded).toContain("specificYield=900");
    expect((await say("a 100 kW system producing 500 kWh a day, what does it cost")).response).toContain("“500 kWh”");
    const campus = (await say("ballpark for a 250 MW hyperscale campus?")).response ?? "";
    expect(campus).toContain("Capacity must be at most 100 MW.");
    const share = (await say("how much of an $800k upgrade could pace cover on a property worth 3 million")).response ?? "";
    expect(share).toContain(`eligible amount ${result("pace", { projectCost: 800_000, propertyValue: 3_000_000 }).eligibleAmount}`);
    // Without figures it is a question about how PACE works.
    expect((await say("how much of the cost does pace cover")).response).not.toContain("eligible amount");
  });

  it("gives each referral sum its own service's rate, never one sum for all", async () => {
    const rate = (inquiryType: string) => (commissionRates.find((r) => r.inquiryType === inquiryType)?.ratePercent ?? 0) / 100;
    const money = (value: number) => `$${value.toLocaleString("en-US")}`;
    const { response = "" } = await say("if i refer a 2M solar project and a 500k pace project, what's my commission");
    expect(response).toContain(`${money(2_000_000 * rate("solar"))} on $2,000,000`);
    expect(response).toContain(`${money(500_000 * rate("pace_financing"))} on $500,000`);
  });

  it("uses the visitor's quantity of merchandise when no single item is named, and beside shipping", async () => {
    const beanies = (await say("price for 3 beanies")).response ?? "";
    for (const id of ["industry-logo-beanie", "block-height-beanie"]) {
      const item = findItem(id);
      expect(beanies).toContain(`3 × $${item?.price.toFixed(2)} = $${((item?.price ?? 0) * 3).toFixed(2)}`);
    }
    const shipped = (await say("how much would 3 dragon crest hoodies cost with shipping")).response ?? "";
    expect(shipped).toContain(`$${((findItem("dragon-crest-hoodie")?.price ?? 0) * 3).toFixed(2)}`);
    expect(shipped).toContain(shipping.summary);
  });

  it("uses a piece's figures for the calculation asked after it, never the defaults", async () => {
    const { response = "" } = await say("hydrogen: 4MW, 2,000kg storage. cost per kg?");
    expect(response).toContain(result("hydrogen", { electrolyzerSize: 4, storageSize: 2000 }).productionCostPerKg);
    expect(response).not.toContain(result("hydrogen", {}).productionCostPerKg);
  });

  it("reads a figure stated as a fact after a calculation as an input of that calculation", async () => {
    const first = await say("pace on a 3M project");
    const { response = "" } = await say("our building is worth 10 million", first.conversationId ?? null);
    expect(response).toContain("projectCost=3000000");
    expect(response).toContain("propertyValue=10000000");
    expect(response).toContain(result("pace", { projectCost: 3_000_000, propertyValue: 10_000_000 }).annualPayment);
    // A calculation asked again with no figures uses the ones given before, never the defaults.
    const again = (await say("what's the pace payment then", first.conversationId ?? null)).response ?? "";
    expect(again).toContain("projectCost=3000000");
    expect(again).not.toContain(result("pace", {}).annualPayment);
    // "Make it 300": a bare figure after a calculation takes the earlier figure's unit.
    const solar = await say("how much is a 150 kw solar system");
    const bigger = (await say("make it 300", solar.conversationId ?? null)).response ?? "";
    expect(bigger).toContain("systemSize=300");
    expect(bigger).toContain(result("solar", { systemSize: 300 }).totalCost);
  });
});
