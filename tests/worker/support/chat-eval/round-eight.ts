/**
 * Round eight: 162 questions for the chat assistant, written blind, to be scored once as they are
 * ("first sight") before anyone tunes on them, then added to the tuning table (ADR 321).
 *
 * Written by the helper session "chat-round-eight" on 2026-11-28 from what a visitor can read:
 * content/ (pages, programmes and their terms, offices, people, FAQs, the merch page's policies),
 * the spec, contract/ (calculator bounds, defaults, formulas, display and URL functions; the merch
 * catalogue) and the demo posts and projects (scripts/seed/demo-content.ts; the unpublished draft
 * post was left out). Its author did not open worker/chat/, docs/chat.md, ADRs 160, 162–168 or
 * 320 onwards, questions.ts beyond its type definitions and helper constants, test-questions.ts or
 * any chat test, and asked the assistant nothing before this file was committed.
 *
 * Every calculator figure was computed with contract/'s compute and display functions for exactly
 * the visitor's inputs (the rest at their defaults), and a figure outside a calculator's bounds
 * expects the bound's message. A figure question's `mustNot` holds the defaults the visitor's
 * figures replace, mostly as the calculator link writes them ("pricePerWatt=1.8"). Questions the
 * site cannot answer expect the honest decline, marked by the main phone line it gives. Pure data.
 */
import type { EvalKind, EvalQuestion } from "./questions.ts";

/** The failure kinds this round probes, weighted to what independent rounds miss most. */
type RoundEightCategory = "plain" | "own-figures" | "multi-part" | "not-covered" | "follow-up";

type RoundEightQuestion = EvalQuestion & { readonly category: RoundEightCategory };

// Links and words that mark a topic (as in questions.ts): an energy answer never sends the visitor
// to the shop, a merch answer never to the calculators, a decline to neither.
const SHOP = "](/merch";
const CALC = "](/calculators";
const PROJECT = "](/projects/";
const POST = "](/blog/";
const NOT_MERCH = [SHOP, "Shirt", "Polo", "Beanie", "Hoodie"];
const NOT_ENERGY = [CALC, PROJECT, "kWh"];
const PHONE = "+1 (303) 555-0147";
const OFF_TOPIC = [SHOP, CALC, PROJECT, POST];

const q = (
  category: RoundEightCategory,
  kind: EvalKind,
  question: string,
  must: readonly string[],
  mustNot: readonly string[] = [],
): RoundEightQuestion => ({ category, kind, question, must, mustNot });

/** A follow-up: `previous` is asked first in the same conversation. */
const f = (
  kind: EvalKind,
  previous: readonly string[],
  question: string,
  must: readonly string[],
  mustNot: readonly string[] = [],
): RoundEightQuestion => ({ ...q("follow-up", kind, question, must, mustNot), previous });

/** A question the site does not cover: the honest decline with the phone line, no topical link. */
const no = (question: string, alsoNot: readonly string[] = []): RoundEightQuestion =>
  q("not-covered", "decline", question, [PHONE], [...OFF_TOPIC, ...alsoNot]);

export const roundEight: readonly RoundEightQuestion[] = [
  // ── Plain wordings: facts the site states, asked with other nouns and verbs ──
  q("plain", "company", "who set this company up in the first place", ["Declan Kilbride"], [SHOP]),
  q("plain", "company", "what yr did kilbride start trading", ["1998"], [SHOP]),
  q("plain", "company", "is your founder actually irish or is that just branding", ["Dublin"], ["Peachtree City", SHOP]),
  q("plain", "company", "what were u guys doing before all the renewables stuff", ["electrical"], [SHOP]),
  q("plain", "company", "when did the storm damage side of the business begin", ["2005"], [SHOP]),
  q("plain", "company", "what year did you get into crypto mining", ["2018"], [SHOP]),
  q("plain", "company", "what principles does the firm stand for", ["Excellence", "Sustainability", "Partnership"], [SHOP]),
  q("plain", "company", "how many staff work out of the irish office", ["34"], [SHOP]),
  q("plain", "company", "any plans to expand the dublin team?", ["2027"], [SHOP]),
  q("plain", "small-talk", "what are you called, chatbot?", ["Brigid"], [PROJECT, POST]),
  q("plain", "where", "do you take on jobs in spain", ["Spain"], [SHOP]),
  q("plain", "where", "have you got crews down in florida", ["Florida"], [SHOP]),
  q("plain", "where", "whats the eircode for your dublin place", ["D02 X576"], [SHOP]),
  q("plain", "where", "which suite are you in at the castle rock building", ["Suite 210"], [SHOP]),
  q("plain", "where", "street address for the georgia branch pls", ["300 Westpark Drive"], ["Grand Canal", SHOP]),
  q("plain", "where", "where are you based on the european side", ["Dublin"], ["Westpark", SHOP]),
  q("plain", "contact", "what time do your phone lines open", ["9am-5pm"], [SHOP]),
  q("plain", "contact", "if i send a message how long before someone writes back", ["one business day"], [SHOP]),
  q("plain", "merch-policy", "who do I email about a sweatshirt I ordered", ["merch@kilbride.example"], [CALC]),
  q("plain", "merch-policy", "how many days for a tee to reach ohio", ["5-7 business days"], [CALC]),
  q("plain", "merch-policy", "can you post a hoodie to australia?", ["internationally"], [CALC]),
  q("plain", "merch-policy", "do i put my card details in at checkout for the merch", ["no payment is taken online"], [CALC]),
  q("plain", "merch-policy", "whats the most of one item i can put in the basket", ["up to 5"], [CALC]),
  q("plain", "programmes", "when do subcontractors get their invoices paid", ["Net-30"], [SHOP]),
  q("plain", "programmes", "how much liability cover does a sparky need to work for you", ["$1M per occurrence"], [SHOP]),
  q("plain", "programmes", "i applied to join your contractor list last week, when will i hear back", ["5-7 business days"], [SHOP]),
  q("plain", "programmes", "how long does a referral stay credited to me", ["12 months"], [SHOP]),
  q("plain", "programmes", "what % do i get for sending you a hydrogen customer", ["3%"], [SHOP]),
  q("plain", "programmes", "whats the referral fee if the business uses pace financing", ["4%", "financed amount"], [SHOP]),
  q("plain", "programmes", "is there a floor on how small a referred job can be", ["minimum project size"], [SHOP]),
  q("plain", "service", "how soon would a first sit-down happen after i fill in the project form", ["1-2 weeks"], [SHOP]),
  q("plain", "service", "what paperwork should i dig out before our first call", ["utility bills"], [SHOP]),
  q("plain", "company", "how long do you hold on to what i type in this chat", ["30 days"], [SHOP]),
  q("plain", "company", "how long do you keep the details i put in the contact form", ["24 months"], [SHOP]),
  q("plain", "projects", "whats the largest bitcoin site youve built", ["Pecos"], NOT_MERCH),
  q("plain", "projects", "have you built anything in iceland", ["Reykjanes"], NOT_MERCH),
  q("plain", "projects", "any jobs in norway?", ["Hamar"], NOT_MERCH),
  q("plain", "projects", "how many times did people charge up at the galway retail park in its first year", ["11,400"], NOT_MERCH),
  q("plain", "projects", "what payout did you win for that warehouse in colorado springs", ["1.37"], NOT_MERCH),
  q("plain", "projects", "how much did the limerick factory get back from insurance after the storm", ["2.1M"], NOT_MERCH),
  q("plain", "projects", "got an example of farming going on under solar panels?", ["Pueblo"], NOT_MERCH),
  q("plain", "projects", "how many hours a year does the texas mining site power down for the grid", ["1,100"], NOT_MERCH),
  q("plain", "projects", "how much of its own solar power does the cork dairy use", ["94%"], NOT_MERCH),
  q("plain", "blog", "at what electricity price does a mining rig stop being worth running", ["$0.13"], NOT_MERCH),
  q("plain", "blog", "what's every 0.1 of PUE worth in money on a big hall", ["$350,000"], NOT_MERCH),
  q("plain", "blog", "how many miles of range does a level 2 charger put back per hour", ["25-40 miles"], NOT_MERCH),
  q("plain", "blog", "ballpark to put in one dc fast charger?", ["$90,000-$150,000"], NOT_MERCH),
  q("plain", "blog", "by how much do insurance adjusters usually lowball a commercial roof", ["30-60%"], NOT_MERCH),
  q("plain", "blog", "how much output can a hail-cracked panel lose", ["5-20%"], NOT_MERCH),
  q("plain", "blog", "what does the money from the clothing sales go towards", ["apprentice"], [CALC]),
  q("plain", "merch", "how thick is the fleece on the dragon hoodie", ["12 oz"], NOT_ENERGY),
  q("plain", "merch", "will the industry logo beanie go under my hardhat", ["hard hat"], NOT_ENERGY),
  q("plain", "merch", "is the hi vis vest ansi rated", ["ANSI Class 2"], NOT_ENERGY),

  // ── The visitor's own figures: every figure computed with contract/ for exactly these inputs ──
  // Solar (defaults: 100 kW, $1.80/W, $0.12/kWh, 30% incentives).
  q(
    "own-figures",
    "energy-cost",
    "what would 320kw of panels cost at 2.15 a watt",
    ["$688,000", "systemSize=320", "pricePerWatt=2.15"],
    ["pricePerWatt=1.8", "$1.80", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "payback on a 75 kw roof if power here is 14 cents/kwh?",
    ["8.1", "systemSize=75", "utilityRate=0.14"],
    ["utilityRate=0.12", "$0.12", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "we're a bakery in boise, thinking 40kW solar, the utility charges us $0.19 per kWh and we'd get 26% in credits. savings per year?",
    ["$8,398", "utilityRate=0.19", "incentives=26"],
    ["utilityRate=0.12", "incentives=30", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "1.5 MW ground mount for Dunmore Creamery at 1.65/W - total cost?",
    ["$2,475,000", "systemSize=1500", "pricePerWatt=1.65"],
    ["pricePerWatt=1.8", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "half a megawatt rooftop for our plant in leeds, how much", ["$900,000", "systemSize=500"], NOT_MERCH),
  q(
    "own-figures",
    "energy-cost",
    "25 year savings for 150kw at 11c",
    ["$266,813", "systemSize=150", "utilityRate=0.11"],
    ["utilityRate=0.12", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "how much would a 12 MW solar farm cost", ["less than 10,000 kW"], ["$21,600,000", ...NOT_MERCH]),
  q("own-figures", "energy-cost", "rough price for a 200-300 kw system?", ["$360,000", "$540,000"], NOT_MERCH),
  q(
    "own-figures",
    "energy-cost",
    "net cost of a 60 kw array at $2.40/watt with no incentives at all",
    ["$144,000", "pricePerWatt=2.4", "incentives=0"],
    ["incentives=30", "pricePerWatt=1.8", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "our installer quoted 12 dollars a watt for 50kw, whats the payback", ["less than $10"], NOT_MERCH),
  q("own-figures", "energy-cost", "How many kWh would a 90kW array make in a year", ["99,450", "systemSize=90"], NOT_MERCH),
  q(
    "own-figures",
    "energy-cost",
    "price for 250 kilowatts at two dollars per watt with a fifteen percent rebate",
    ["$500,000", "$425,000", "pricePerWatt=2", "incentives=15"],
    ["pricePerWatt=1.8", "incentives=30", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "80kw system, our rate is 65 cents a kwh (island life), payback?", ["less than $0.50/kWh"], NOT_MERCH),
  // Hydrogen (defaults: 5 MW, 5,000 kg storage, compression included).
  q(
    "own-figures",
    "energy-cost",
    "cost of a 2 MW electrolyzer with 3000 kg of storage",
    ["$7,140,000", "electrolyzerSize=2", "storageSize=3000"],
    ["storageSize=5000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "10mw hydrogen plant, no compression, $ per kg?",
    ["$2.38", "electrolyzerSize=10", "compressionNeeded=false"],
    ["compressionNeeded=true", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "500 kW electrolyser - how much hydrogen a year?",
    ["72,000 kg", "electrolyzerSize=0.5"],
    ["720,000 kg", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "capex for a 150MW electrolysis plant", ["less than 100 MW"], NOT_MERCH),
  q(
    "own-figures",
    "energy-cost",
    "hydrogen: 3 megawatts with 20 tonnes of storage, total capex?",
    ["$21,560,000", "electrolyzerSize=3", "storageSize=20000"],
    ["storageSize=5000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "annual opex on a 1 MW electrolyzer w/ 1200 kg storage",
    ["$134,400", "storageSize=1200"],
    ["storageSize=5000", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "would 50kg of storage do? price a 1MW unit with 50 kg", ["at least 100 kg"], NOT_MERCH),
  // Bitcoin mining (defaults: 100 TH/s, 3,400 kW, $0.06/kWh, $60,000, 75,000T).
  q(
    "own-figures",
    "energy-cost",
    "one 200 TH/s rig pulling 3500 W, power at 7 cents - yearly profit?",
    ["$2,139", "hashrate=200", "power=3.5", "electricityRate=0.07"],
    ["electricityRate=0.06", "power=3400", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "if btc hits 95k what does 100 TH/s on 3.4kW make in a year",
    ["$1,781", "bitcoinPrice=95000", "power=3.4"],
    ["bitcoinPrice=60000", "power=3400", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "mining 500 th/s, 15 kw, 4.5c/kwh, btc $70,000, monthly profit?",
    ["$484", "hashrate=500", "power=15", "electricityRate=0.045", "bitcoinPrice=70000"],
    ["electricityRate=0.06", "bitcoinPrice=60000", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "network difficulty is 110,000 T now, what does 100 TH/s earn", ["less than 100,000T"], NOT_MERCH),
  q("own-figures", "energy-cost", "if bitcoin goes to 1.2 million whats my profit on 300TH/s", ["less than $500,000"], NOT_MERCH),
  q("own-figures", "energy-cost", "power costs me 60 cents a kwh, is mining still profitable", ["less than $0.50/kWh"], NOT_MERCH),
  q(
    "own-figures",
    "energy-cost",
    "1,000 th/s drawing 30kw at 5c per kwh — profit for a year?",
    ["$13,103", "hashrate=1000", "power=30", "electricityRate=0.05"],
    ["electricityRate=0.06", ...NOT_MERCH],
  ),
  // Data center (defaults: 1 MW, N+1, air, Tier 2, PUE 1.4).
  q(
    "own-figures",
    "energy-cost",
    "build cost of a 5 MW tier 3 data centre",
    ["$97,500,000", "capacity=5", "tier=3"],
    ["tier=2", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "2 MW, 2N, liquid cooled, tier 4 — construction cost?",
    ["$78,200,000", "capacity=2", "redundancyLevel=2n", "coolingType=liquid", "tier=4"],
    ["coolingType=air", "redundancyLevel=n%2B1", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "10-year TCO for a 500 kW data center at PUE 1.25",
    ["$13,180,000", "capacity=0.5", "pue=1.25"],
    ["pue=1.4", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "what would a 150 MW hyperscale datacenter cost to build", ["at most 100 MW"], NOT_MERCH),
  q("own-figures", "energy-cost", "we're aiming for a pue of 1.05, what would 1 MW cost us", ["at least 1.1"], NOT_MERCH),
  q(
    "own-figures",
    "energy-cost",
    "yearly power bill for a 3MW hall at PUE 1.3?",
    ["$2,733,120", "capacity=3", "pue=1.3"],
    ["pue=1.4", ...NOT_MERCH],
  ),
  // PACE (defaults: $1,000,000 project, $5,000,000 property, 20 years, 5.5%).
  q(
    "own-figures",
    "pace",
    "pace loan for a $2.5M hvac retrofit, building worth 15 million, 25 yrs at 6.25% - annual payment?",
    ["$197,901", "projectCost=2500000", "propertyValue=15000000", "term=25", "interestRate=6.25"],
    ["term=20", "interestRate=5.5", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "pace",
    "$800k project and the building's worth 2M, how much can PACE fund",
    ["$400,000", "propertyValue=2000000"],
    ["propertyValue=5000000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "pace",
    "yearly payment on 1.2M over 15 years at 7%?",
    ["$107,859", "projectCost=1200000", "term=15", "interestRate=7"],
    ["term=20", "interestRate=5.5", ...NOT_MERCH],
  ),
  q("own-figures", "pace", "can i finance $500k of solar over 35 years with pace? payment?", ["less than 30 years"], NOT_MERCH),
  q("own-figures", "pace", "a lender offered 1.9% on pace, what would i pay a year", ["at least 2%"], NOT_MERCH),
  q("own-figures", "pace", "$60k efficiency upgrade through pace, what's the payment", ["at least $100,000"], NOT_MERCH),
  q(
    "own-figures",
    "pace",
    "total interest on a $750k pace deal, 4.75%, 20 years, property 6m",
    ["$413,203", "projectCost=750000", "propertyValue=6000000", "interestRate=4.75"],
    ["interestRate=5.5", "propertyValue=5000000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "pace",
    "3 mil project on a twelve million dollar building, 10 year term at 8 percent — yearly payment?",
    ["$349,423", "$2,400,000", "term=10", "interestRate=8"],
    ["term=20", "interestRate=5.5", ...NOT_MERCH],
  ),
  // Merch totals and affiliate commissions.
  q("own-figures", "merch-price", "3 dragon crest hoodies and 2 of the dragon tees, what's the total", ["$269.95"], NOT_ENERGY),
  q("own-figures", "merch-price", "price for four mining edition tees?", ["$127.96"], NOT_ENERGY),
  q("own-figures", "bulk", "can i get 12 legacy varsity jackets through the cart", ["up to 5", "quote"], NOT_ENERGY),
  q("own-figures", "programmes", "if i refer a $400k solar job to you what do i get", ["$20,000"], [SHOP]),
  q("own-figures", "programmes", "my cousin's 2.2 million dollar hydrogen project, what would my commission be", ["$66,000"], [SHOP]),
  q("own-figures", "programmes", "an insurance claim i referred recovered 850k, whats my cut", ["$34,000"], [SHOP]),

  // ── Two or three questions in one message: every part answered ──
  q("multi-part", "contact", "declan's email and your main phone number?", ["declan@kilbride.example", PHONE], [SHOP]),
  q("multi-part", "where", "whats the dublin phone number and address", ["+353 1 555 0193", "Grand Canal Quay"], [SHOP]),
  q(
    "multi-part",
    "programmes",
    "what insurance do contractors need and how fast do you pay them",
    ["$1M per occurrence", "Net-30"],
    [SHOP],
  ),
  q("multi-part", "merch-policy", "how long does shipping take and do you ship overseas", ["5-7 business days", "internationally"], [CALC]),
  q("multi-part", "merch-price", "price of the varsity jacket and the tweed flat cap", ["$129.99", "$38.99"], NOT_ENERGY),
  q("multi-part", "company", "when was kilbride founded and who runs it", ["1998", "Declan Kilbride"], [SHOP]),
  q("multi-part", "programmes", "commission on solar referrals? and on bitcoin mining ones?", ["5%", "3%"], [SHOP]),
  q(
    "multi-part",
    "merch",
    "what colours does the aran sweater come in and what does it cost",
    ["Irish Cream", "Forest Moss", "Stone Charcoal", "$94.99"],
    NOT_ENERGY,
  ),
  q("multi-part", "where", "address of the peachtree office and its phone", ["300 Westpark Drive", "+1 (770) 555-0182"], [SHOP]),
  q("multi-part", "energy-cost", "how much is a 100kw system and how many years to pay it off", ["$180,000", "9.5"], NOT_MERCH),
  q("multi-part", "energy-cost", "what does a 5mw h2 plant cost and what's the cost per kg", ["$16,100,000", "$3.13"], NOT_MERCH),
  q(
    "multi-part",
    "contact",
    "who do i email for partnerships and who for the affiliate thing",
    ["partners@kilbride.example", "affiliates@kilbride.example"],
    [SHOP],
  ),
  q(
    "multi-part",
    "programmes",
    "how long are referrals tracked and when do commissions get paid out",
    ["12 months", "within 30 days"],
    [SHOP],
  ),
  q("multi-part", "service", "how soon can the consultation start and what should i bring to it", ["1-2 weeks", "utility bills"], [SHOP]),
  q("multi-part", "merch", "how much is the hard hat decal pack and how many decals are in it", ["$9.99", "twelve"], NOT_ENERGY),
  q("multi-part", "where", "where's your US head office and where's the european one", ["Castle Rock", "Dublin"], [SHOP]),
  q(
    "multi-part",
    "merch",
    "dragon crest hoodie price? do u have it in xxl? how long to ship to texas?",
    ["$69.99", "XX-Large", "5-7 business days"],
    NOT_ENERGY,
  ),
  q("multi-part", "company", "how long do you keep form submissions, and chat conversations", ["24 months", "30 days"], [SHOP]),
  q("multi-part", "programmes", "how long is the contractor review and which licences do i need", ["5-7 business days", "trade"], [SHOP]),
  q("multi-part", "pace", "what does PACE stand for and how do you pay it back", ["Property Assessed Clean Energy", "tax"], NOT_MERCH),
  q("multi-part", "merch-price", "how much are the insulated tumbler and the crest mug", ["$26.99", "$18.99"], NOT_ENERGY),
  q(
    "multi-part",
    "where",
    "which offices have you got, and which one is the european HQ",
    ["Castle Rock", "Peachtree City", "Dublin", "European Headquarters"],
    [SHOP],
  ),
  q("multi-part", "projects", "how big is the rotterdam electrolyzer, and the wexford one?", ["5 MW", "1 MW"], NOT_MERCH),
  q(
    "multi-part",
    "contact",
    "email for general questions & the one for project management",
    ["info@kilbride.example", "projects@kilbride.example"],
    [SHOP],
  ),
  q(
    "multi-part",
    "energy-cost",
    "payback on 200kW at $1.95/W, and can i finance it with PACE?",
    ["10.3", "pricePerWatt=1.95", "PACE"],
    ["pricePerWatt=1.8", ...NOT_MERCH],
  ),

  // ── Subjects the site does not cover (half near misses): the honest decline ──
  no("whats the weather doing in castle rock tmrw", ["°"]),
  no("solaredge share price today", ["$"]),
  no("how much is 1 bitcoin right now", ["$60,000", "$"]),
  no("can u give me tesla's customer service number"),
  no("whats the electricity price in ireland at the moment", ["$0.12", "€"]),
  no("any good hotels near peachtree city?"),
  no("euro to dollar exchange rate today", ["$"]),
  no("who won the all ireland hurling final"),
  no("phone number for xcel energy please"),
  no("is ercot going to have blackouts this summer"),
  no("do you lot do plumbing"),
  no("can you do my company's tax return"),
  no("recipe for irish soda bread"),
  no("what's the bitcoin network hashrate today", ["TH/s"]),
  no("what is kilbride's stock ticker"),
  no("are you hiring software developers"),
  no("how much is a tesla powerwall", ["$"]),
  no("price of a geothermal heat pump for a small office", ["$"]),
  no("how are the waves at lahinch this weekend"),
  no("whats 17 x 23", ["391"]),
  no("speed limit for trucks on the I-20 in texas", ["mph"]),

  // ── Follow-ups: `previous` is asked first, the question only makes sense after it ──
  f("where", ["where is your georgia office"], "and its phone?", ["+1 (770) 555-0182"], ["+353", SHOP]),
  f(
    "merch",
    ["how much is the dragon crest hoodie"],
    "what colours does it come in",
    ["Celtic Green", "Stone Charcoal", "Atlantic Navy"],
    NOT_ENERGY,
  ),
  f(
    "energy-cost",
    ["what does a 150 kw solar system cost"],
    "ok and at $2.05 a watt?",
    ["$307,500", "systemSize=150", "pricePerWatt=2.05"],
    ["pricePerWatt=1.8", ...NOT_MERCH],
  ),
  f(
    "energy-cost",
    ["cost of a 5 MW hydrogen plant"],
    "and without compression?",
    ["$14,000,000", "compressionNeeded=false"],
    ["compressionNeeded=true", ...NOT_MERCH],
  ),
  f("projects", ["tell me about the wexford hydrogen project"], "how many buses does it fuel", ["12 fuel-cell buses"], NOT_MERCH),
  f("programmes", ["whats the commission for solar referrals"], "and for insurance claims?", ["4%", "recovered amount"], [SHOP]),
  f("company", ["who founded kilbride"], "where was he born", ["Dublin"], ["Peachtree City", SHOP]),
  f(
    "pace",
    ["pace payment on a 1 million project over 20 years"],
    "what if the rate is 7%",
    ["$93,036", "interestRate=7"],
    ["interestRate=5.5", ...NOT_MERCH],
  ),
  f("merch-policy", ["how long does shipping take"], "what about to ireland?", ["customs"], [CALC]),
  f("merch", ["what does the hi-vis vest cost"], "does it come in small?", ["Medium", "XX-Large"], NOT_ENERGY),
  f(
    "energy-cost",
    ["daily profit mining with 100 TH/s"],
    "and if power costs 4 cents?",
    ["$3,264", "electricityRate=0.04"],
    ["electricityRate=0.06", ...NOT_MERCH],
  ),
  f("merch", ["what's in the field work collection"], "how much is the ripstop shirt", ["$59.99"], NOT_ENERGY),
  f("where", ["where's the dublin office"], "which countries does it look after", ["Germany", "Spain"], [SHOP]),
  f("energy-cost", ["data center construction cost for 4 MW"], "tier 3 instead?", ["$78,000,000", "tier=3"], ["tier=2", ...NOT_MERCH]),
  f("programmes", ["how do i join your contractor network"], "how long does the review take", ["5-7 business days"], [SHOP]),
  f("projects", ["tell me about the pecos mining site"], "how many machines are in there", ["8,600"], NOT_MERCH),
];
