/**
 * Round nine: 155 questions for the chat assistant, written blind, to be scored once as they are
 * ("first sight") before anyone tunes on them, then added to the tuning table (ADR 325).
 *
 * Written by the helper session "chat-round-nine" on 2026-11-28 from what a visitor can read:
 * content/ (pages, programmes and their terms, offices, the founder, FAQs, the merch page's
 * policies, the privacy notice), the spec, contract/ (calculator bounds, defaults, formulas, display
 * and URL functions; the merch catalogue) and the demo posts and projects
 * (scripts/seed/demo-content.ts; the unpublished draft post was left out). Its author did not open
 * worker/chat/, docs/chat.md, ADRs 160, 162–168, 320 or 322–324, questions.ts beyond its type
 * definitions and helper constants, test-questions.ts or any chat test, read round-eight.ts only for
 * its shape, and asked the assistant nothing before this file was committed.
 *
 * Every calculator figure was computed with contract/'s compute and display functions for exactly
 * the visitor's inputs (the rest at their defaults), with the calculator link's parameter for each
 * input the visitor gave; a figure outside a calculator's bounds expects the bound's message. A
 * figure question's `mustNot` holds the defaults the visitor's figures replace, mostly as the
 * calculator link writes them ("pricePerWatt=1.8"). Questions the site cannot answer expect the
 * honest decline, marked by the main phone line it gives. Pure data.
 */
import type { EvalKind, EvalQuestion } from "./questions.ts";

/** The failure kinds this round probes, weighted to what independent rounds miss most. */
type RoundNineCategory = "plain" | "own-figures" | "multi-part" | "not-covered" | "follow-up";

type RoundNineQuestion = EvalQuestion & { readonly category: RoundNineCategory };

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
  category: RoundNineCategory,
  kind: EvalKind,
  question: string,
  must: readonly string[],
  mustNot: readonly string[] = [],
): RoundNineQuestion => ({ category, kind, question, must, mustNot });

/** A follow-up: `previous` is asked first in the same conversation. */
const f = (
  kind: EvalKind,
  previous: readonly string[],
  question: string,
  must: readonly string[],
  mustNot: readonly string[] = [],
): RoundNineQuestion => ({ ...q("follow-up", kind, question, must, mustNot), previous });

/** A question the site does not cover: the honest decline with the phone line, no topical link. */
const no = (question: string, alsoNot: readonly string[] = []): RoundNineQuestion =>
  q("not-covered", "decline", question, [PHONE], [...OFF_TOPIC, ...alsoNot]);

export const roundNine: readonly RoundNineQuestion[] = [
  // ── Plain wordings: facts the site states, asked with other nouns and verbs ──
  // The company and its founder (about, site facts)
  q("plain", "company", "in a nutshell, what is it kilbride actually does?", ["solar", "hydrogen", "data center"]),
  q("plain", "company", "founder?", ["Declan Kilbride"], [SHOP]),
  q("plain", "company", "declan kilbride - is he from round here or where's he originally from", ["Dublin"], ["Peachtree City", SHOP]),
  q("plain", "contact", "can i email the boss directly, whats his address", ["declan@kilbride.example"], [SHOP]),
  q("plain", "company", "back in the 90s who were your first customers", ["ranches"], [SHOP]),
  q("plain", "company", "whats the story behind the celtic knot on your crest", ["Kilbride name"], [CALC]),
  q("plain", "service", "what levels of redundancy can you design a data centre to", ["N+1", "2N"], NOT_MERCH),
  q("plain", "service", "do you put in rapid chargers or only the slow wall-box kind", ["DC fast", "Level 2"], NOT_MERCH),
  q("plain", "service", "once the insurer pays out, do you do the actual repairs or just the paperwork", ["own crews"], [SHOP]),
  q("plain", "service", "could you build panels over our staff car park", ["carport"], NOT_MERCH),
  q("plain", "service", "can you guys help us pay for a project or is it cash only", ["PACE"], [SHOP]),
  // Offices and contact
  q("plain", "where", "hq zip?", ["80104"], [SHOP]),
  q("plain", "where", "what suite number is the peachtree city office in", ["Suite 140"], ["Suite 210", SHOP]),
  q("plain", "contact", "r u open on saturdays", ["Monday-Friday"], [SHOP]),
  q(
    "plain",
    "contact",
    "we're halfway through a build with you - which email do i send site updates to",
    ["projects@kilbride.example"],
    [SHOP],
  ),
  q("plain", "where", "have you got an office anywhere near atlanta georgia", ["Peachtree City"], [SHOP]),
  q("plain", "where", "apart from colorado which US states do ye operate in", ["California", "Texas", "New York", "Florida"], [SHOP]),
  // Programme terms and FAQs
  q("plain", "programmes", "as a sub can i turn down a job you offer me", ["decline"], [SHOP]),
  q("plain", "programmes", "if i get accepted into the contractor network am i guaranteed work", ["does not guarantee"], [SHOP]),
  q("plain", "programmes", "which trades are you recruiting for your contractor pool", ["electricians", "civil"], [SHOP]),
  q("plain", "programmes", "how many european countries can contractors pick as service areas", ["19"], [SHOP]),
  q(
    "plain",
    "programmes",
    "do I need workers comp on top of liability cover to be a contractor for you?",
    ["workers' compensation"],
    [SHOP],
  ),
  q("plain", "programmes", "how soon after a project wraps up do affiliates see their money", ["within 30 days"], [SHOP]),
  q("plain", "programmes", "whats the referral fee if i send you an insurance claim job", ["4%", "recovered amount"], [SHOP]),
  q("plain", "programmes", "if i quit the affilate program do i lose commision on referals already going", ["still paid"], [SHOP]),
  q("plain", "programmes", "just filled in the start your project form, what happens now?", ["1-2 weeks"], [SHOP]),
  q("plain", "programmes", "what should i have on hand for the first consult with you", ["utility bills"], [SHOP]),
  q("plain", "programmes", "do i have to put a budget on the intake form", ["optional"], [SHOP]),
  q("plain", "programmes", "what kind of companies do you partner with", ["Technology Providers", "Service Providers"], [SHOP]),
  // Merchandise: product details and ordering
  q("plain", "merch", "will the kilbride tumbler keep my coffee hot all day on site", ["full shift"], NOT_ENERGY),
  q("plain", "merch", "which of your hats fits under a hard hat", ["Industry Logo Beanie"], NOT_ENERGY),
  q("plain", "merch", "is the tweed flat cap lined inside", ["quilted satin lining"], NOT_ENERGY),
  q("plain", "merch", "how big is the legacy crest mug", ["15 oz"], NOT_ENERGY),
  q("plain", "merch", "wat colours is the canvas tote", ["Irish Cream", "Forest Moss"], NOT_ENERGY),
  q("plain", "merch-policy", "can i pay by card on the website when i order merch", ["No payment"], [CALC]),
  q("plain", "bulk", "we need about 200 branded polos for a trade show, can you do that", ["quote"], [CALC]),
  q("plain", "merch", "what kind of collar has the data center quarter zip got", ["stand collar"], NOT_ENERGY),
  // Facts found only in the articles
  q("plain", "blog", "roughly what does a level two charger cost to install", ["$6,000-$9,000"], [SHOP]),
  q("plain", "blog", "typical installed price of a 150kW dc fast charger?", ["$90,000-$150,000"], [SHOP]),
  q("plain", "blog", "what share of office parking spaces should get chargers", ["10-20%"], [SHOP]),
  q("plain", "blog", "what pue can immersion or direct to chip cooling get down to", ["1.05-1.15"], [SHOP]),
  q("plain", "blog", "hail just hit our warehouse roof, what should we do first", ["72 hours"], [SHOP]),
  q("plain", "blog", "how far under the real repair cost are the first adjuster estimates usually", ["30-60%"], [SHOP]),
  q("plain", "blog", "how many people have come through your apprenticeship scheme", ["Thirty"], [CALC]),
  q("plain", "blog", "realistically how much does a kw of panels produce a year in ireland", ["850-950"], [SHOP]),
  q("plain", "blog", "for a manufacturer in georgia how much of the power bill is demand charges", ["40-50%"], [SHOP]),
  q("plain", "blog", "what fraction of the lifetime cost of green hydrogen is the electricity", ["60-75%"], [SHOP]),
  q("plain", "blog", "at what power price does an asic stop paying for itself", ["$0.13"], [SHOP]),
  q("plain", "pace", "for c-pace does the bank that holds my mortgage have to sign off", ["most programmes"], [SHOP]),
  q("plain", "pace", "if we sell the building what happens to the PACE assessment", ["transfer"], [SHOP]),
  q("plain", "pace", "which states do you have pace lenders in", ["Colorado", "Georgia", "Texas"], [SHOP]),
  q("plain", "blog", "who wrote the piece on sizing electrolysers", ["Aoife Brennan"], [SHOP]),
  q(
    "plain",
    "blog",
    "Hi there, I manage facilities for a mid-sized logistics company and we've been burned before by contractors who vanish after the install. " +
      "I read that you suggest checking the roof before any panels go on. How many years of life should the roof membrane have left before you'd mount an array on it?",
    ["ten years"],
    [SHOP],
  ),
  // Facts found only on the project pages
  q("plain", "projects", "who was the client for the galway retail park chargers", ["Corrib Retail Partners"], NOT_MERCH),
  q("plain", "projects", "is that old fairgrounds solar array still performing", ["within 4%"], NOT_MERCH),
  q("plain", "projects", "can the farmers still grow stuff under the pueblo panels", ["22 acres"], NOT_MERCH),
  q("plain", "projects", "what do they do with the heat off the norway mining containers", ["kiln"], NOT_MERCH),
  q("plain", "projects", "after storm eowyn how quick was the limerick plant back up and running", ["48 hours"], NOT_MERCH),
  q("plain", "projects", "what percentage of the lee valley dairy's solar do they use themselves", ["94%"], NOT_MERCH),
  // Privacy notice, the blog's feed, the calculators page
  q("plain", "company", "does this website track me with cookies", ["no cookies"], [SHOP]),
  q("plain", "company", "if i send a gdpr request how long do you have to answer", ["one month"], [SHOP]),
  q("plain", "calculators", "are the calculator numbers a guarantee", ["not guaranteed"], [SHOP]),
  q(
    "plain",
    "calculators",
    "which countries can i pick in the solar calculator",
    ["Ireland", "United Kingdom", "Germany", "France"],
    [SHOP],
  ),

  // ── The visitor's own figures: every input used, defaults only where the visitor gave none ──
  // Solar
  q(
    "own-figures",
    "energy-cost",
    "250 kW at $2.05 a watt, we pay 14c/kWh — how long is the payback?",
    ["9.3 year", "systemSize=250", "pricePerWatt=2.05", "utilityRate=0.14"],
    ["pricePerWatt=1.8", "utilityRate=0.12", "systemSize=100&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "ballpark for a 75kw system?",
    ["$135,000", "systemSize=75"],
    ["systemSize=100&", "$180,000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "how much for a 1.2 megawatt solar array",
    ["$2,160,000", "systemSize=1200"],
    ["systemSize=100&", "systemSize=1.2", "$180,000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "500 kW in ireland, electricity is 22 cents and we get no grants at all. payback?",
    ["7.4 year", "location=Ireland", "systemSize=500", "utilityRate=0.22", "incentives=0"],
    ["incentives=30", "utilityRate=0.12", "location=United", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "yearly savings on a 40 kW array if our electricity is 18¢",
    ["$7,956", "systemSize=40", "utilityRate=0.18"],
    ["utilityRate=0.12", "systemSize=100&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "25 yr savings for 300kw at 1.65/w with forty percent incentives",
    ["$697,500", "systemSize=300", "pricePerWatt=1.65", "incentives=40"],
    ["pricePerWatt=1.8", "incentives=30", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "our roof only gets about 900 kWh per kW a year. 100 kW at 25c a unit, how long to pay back?",
    ["5.6 year", "specificYield=900", "utilityRate=0.25"],
    ["utilityRate=0.12", "9.5 year", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "solar payback if our utility charges us 65 cents per kwh",
    ["less than $0.50/kWh"],
    ["utilityRate=0.12", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "solar at $12 per watt, whats the payback on that",
    ["less than $10"],
    ["pricePerWatt=1.8", ...NOT_MERCH],
  ),
  // Hydrogen
  q(
    "own-figures",
    "energy-cost",
    "2 MW electrolyser with 1,000 kg of storage — total capex?",
    ["$5,740,000", "electrolyzerSize=2", "storageSize=1000"],
    ["electrolyzerSize=5", "storageSize=5000", "$16,100,000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "8MW hydrogen plant, we dont need compression. cost per kg?",
    ["$2.47/kg", "electrolyzerSize=8", "compressionNeeded=false"],
    ["compressionNeeded=true", "electrolyzerSize=5", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "how many kg a year would a 3 MW electrolyzer make",
    ["432,000 kg", "electrolyzerSize=3"],
    ["720,000 kg", "electrolyzerSize=5", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "annual opex for a half megawatt electrolyser with 800kg storage",
    ["$72,800", "electrolyzerSize=0.5", "storageSize=800"],
    ["$644,000", "storageSize=5000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "price of a 150 MW electrolyzer?",
    ["less than 100 MW"],
    ["electrolyzerSize=5&", "$16,100,000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "1 MW hydrogen unit with just 50 kg of storage, what does it cost",
    ["at least 100 kg"],
    ["storageSize=5000", "$16,100,000", ...NOT_MERCH],
  ),
  // Bitcoin mining
  q(
    "own-figures",
    "energy-cost",
    "one 3,500 W rig doing 200 TH/s, bitcoin at 95k and difficulty around 95 T. what does it earn a day?",
    ["$25", "hashrate=200", "power=3.5", "bitcoinPrice=95000", "difficulty=95"],
    ["power=3400", "power=3500", "difficulty=75000", "bitcoinPrice=60000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "1,200 TH/s pulling 36 kW at 3.8c/kWh, btc at 88,000 — yearly profit?",
    ["-$11,919", "hashrate=1200", "power=36", "electricityRate=0.038", "bitcoinPrice=88000"],
    ["power=3400", "electricityRate=0.06", "bitcoinPrice=60000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "how much btc a day would 1000 TH/s mine",
    ["0.00000168", "hashrate=1000"],
    ["hashrate=100&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "daily power bill for 2,000 TH/s of miners pulling 60 kW at 3.5 cents, difficulty 90,000T",
    ["$50", "hashrate=2000", "power=60", "electricityRate=0.035", "difficulty=90000"],
    ["power=3400", "electricityRate=0.06", "difficulty=75000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "150 TH/s machine on 4.2 kW, 7 cent power, difficulty 110T: what's the annual profit",
    ["$1,179", "hashrate=150", "power=4.2", "electricityRate=0.07", "difficulty=110"],
    ["power=3400", "electricityRate=0.06", "difficulty=75000", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "mining profit if bitcoin goes to 750k", ["less than $500,000"], ["bitcoinPrice=60000", ...NOT_MERCH]),
  q("own-figures", "energy-cost", "profit on a 20,000 TH/s mining farm", ["less than 10,000 TH/s"], ["hashrate=100&", ...NOT_MERCH]),
  // Data center
  q(
    "own-figures",
    "energy-cost",
    "construction cost for a 6 megawatt tier 1 site with no redundancy at all",
    ["$42,000,000", "capacity=6", "tier=1", "redundancyLevel=n&"],
    ["tier=2", "redundancyLevel=n%2B1", "capacity=1&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "10 year total cost of ownership for a 2 MW data center at a PUE of 1.3",
    ["$53,420,800", "capacity=2", "pue=1.3"],
    ["pue=1.4", "capacity=1&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "cost per kW to build a 3 MW tier IV facility",
    ["$26,000", "capacity=3", "tier=4"],
    ["tier=2", "capacity=1&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "500 kW edge site, no redundancy, PUE 1.6. annual operating cost?",
    ["$760,640", "capacity=0.5", "redundancyLevel=n&", "pue=1.6"],
    ["capacity=1&", "pue=1.4", "redundancyLevel=n%2B1", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "how much would a tier 5 data center cost", ["at most 4"], ["tier=2", ...NOT_MERCH]),
  q("own-figures", "energy-cost", "ballpark for a 250 MW hyperscale campus?", ["at most 100 MW"], ["capacity=1&", ...NOT_MERCH]),
  // PACE
  q(
    "own-figures",
    "pace",
    "$2.5m project on a $20m building, 25-year term at 6.25% — annual payment?",
    ["$197,901", "projectCost=2500000", "propertyValue=20000000", "term=25", "interestRate=6.25"],
    ["interestRate=5.5", "term=20", "projectCost=1000000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "pace",
    "how much of an $800k upgrade could pace cover on a property worth 3 million",
    ["$600,000", "projectCost=800000", "propertyValue=3000000"],
    ["propertyValue=5000000", "projectCost=1000000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "pace",
    "HVAC replacement for $450k, building worth $2M, 10 years at 4%: yearly payment?",
    ["$48,598", "projectType=hvac", "projectCost=450000", "propertyValue=2000000", "term=10", "interestRate=4"],
    ["projectType=solar", "interestRate=5.5", "term=20", ...NOT_MERCH],
  ),
  q("own-figures", "pace", "could i get pace over 35 years", ["less than 30 years"], ["term=20", ...NOT_MERCH]),
  q("own-figures", "pace", "PACE for a $50,000 lighting retrofit?", ["at least $100,000"], ["projectCost=1000000", ...NOT_MERCH]),
  // Merchandise totals and the cart limit
  q("own-figures", "merch-price", "two aran sweaters and three of the patch sets, total please", ["$234.95"], NOT_ENERGY),
  q("own-figures", "merch-policy", "can i put 8 of the mining edition tees in my cart", ["Up to 5"], NOT_ENERGY),
  // Affiliate commissions
  q("own-figures", "programmes", "if i bring you a $6M hydrogen project whats my commission", ["$180,000"], [SHOP]),

  // ── Two or three questions in one message ──
  q("multi-part", "contact", "whats the dublin office phone and what hours are you open", ["+353 1 555 0193", "9am-5pm"], [SHOP]),
  q(
    "multi-part",
    "programmes",
    "how much insurance do contractors need, and how long till i hear back after applying?",
    ["$1M per occurrence", "5-7 business days"],
    [SHOP],
  ),
  q("multi-part", "merch", "the grid line softshell — what sizes and how much is it?", ["$109.99", "Small", "XX-Large"], NOT_ENERGY),
  q("multi-part", "pace", "what's PACE exactly and is the interest rate fixed?", ["Property Assessed Clean Energy", "fixed"], [SHOP]),
  q(
    "multi-part",
    "projects",
    "the iceland mining hall - how big is it and what happens to the waste heat",
    ["12 MW", "greenhouse"],
    NOT_MERCH,
  ),
  q("multi-part", "merch", "the legacy tote: what's it made of and what does it cost", ["16 oz canvas", "$22.99"], NOT_ENERGY),
  q(
    "multi-part",
    "energy-cost",
    "price for a 150kW array? and can i spread the cost over years instead of paying it upfront",
    ["$270,000", "systemSize=150", "PACE"],
    ["systemSize=100&", ...NOT_MERCH],
  ),
  q(
    "multi-part",
    "contact",
    "street address of your HQ and the email for general questions",
    ["1200 Founders Parkway", "info@kilbride.example"],
    [SHOP],
  ),
  q(
    "multi-part",
    "energy-cost",
    "1 MW tier 3 data center build cost, and which tier would a hospital need?",
    ["$19,500,000", "tier=3", "Tier IV"],
    ["tier=2", ...NOT_MERCH],
  ),
  q("multi-part", "where", "when did the irish office open and where exactly is it", ["2015", "Grand Canal Quay"], [SHOP]),
  q("multi-part", "merch-price", "how much is the varsity jacket and the crest mug", ["$129.99", "$18.99"], NOT_ENERGY),
  q(
    "multi-part",
    "energy-cost",
    "what's the cost of a 5 MW hydrogen plant and how much hydrogen does it produce a year",
    ["$16,100,000", "720,000 kg"],
    NOT_MERCH,
  ),
  q(
    "multi-part",
    "merch",
    "hard hat decals: what finishes do they come in and what do they cost",
    ["Matte", "Glossy", "$9.99"],
    NOT_ENERGY,
  ),
  q("multi-part", "programmes", "do affiliates pay anything to join, and who can sign up", ["free", "brokers"], [SHOP]),
  q("multi-part", "contact", "email for merch orders + your phone number", ["merch@kilbride.example", PHONE], [CALC]),
  q(
    "multi-part",
    "projects",
    "lee valley dairy: what was the payback and how much does it generate a year?",
    ["6.5-year", "1,450 MWh"],
    NOT_MERCH,
  ),
  q("multi-part", "merch", "charge ahead ev tee price, and does it come in a green", ["$27.99", "Forest Moss"], NOT_ENERGY),
  q(
    "multi-part",
    "energy-cost",
    "300 TH/s on 10 kW at 4 cents: monthly profit? and does that include what the machines cost?",
    ["-$287", "hashrate=300", "power=10", "electricityRate=0.04", "hardware"],
    ["power=3400", "electricityRate=0.06", "hashrate=100&", ...NOT_MERCH],
  ),
  q(
    "multi-part",
    "contact",
    "eircode of the dublin office, phone for the georgia one, and the email for contractor stuff",
    ["D02 X576", "+1 (770) 555-0182", "contractors@kilbride.example"],
    [SHOP],
  ),
  q("multi-part", "programmes", "what are your payment terms for subs and what licences do i need", ["Net-30", "service area"], [SHOP]),
  q(
    "multi-part",
    "company",
    "how long do you keep an unconfirmed blog signup, and what happens to the chat if i clear it",
    ["3 days", "deletes it at once"],
    [SHOP],
  ),
  q(
    "multi-part",
    "blog",
    "who wrote the PACE explainer and what's the annual payment in its example?",
    ["Karen Whitfield", "$83,120"],
    [SHOP],
  ),
  q(
    "multi-part",
    "merch",
    "the dragon crest snapback, what colours does it come in and how much is it",
    ["$32.99", "Irish Cream", "Stone Charcoal"],
    NOT_ENERGY,
  ),
  q("multi-part", "projects", "whats the pecos mining facility and how big is it", ["30 MW", "immersion"], NOT_MERCH),
  q(
    "multi-part",
    "pace",
    "Our county just got a C-PACE program and I want to understand underwriting before I talk to a lender. " +
      "What savings-to-investment ratio will they usually want, and do they look at our company's balance sheet?",
    ["1.0", "property rather than the owner"],
    [SHOP],
  ),

  // ── Subjects the site does not cover: the honest decline, never a nearby topic ──
  no("is it going to snow in castle rock this weekend", ["°"]),
  no("whats ethereum trading at right now", ["$"]),
  no("can you recommend a decent hotel near grand canal quay"),
  no("what's the phone number for ERCOT"),
  no("how much does it cost to put a heat pump in my house", ["$"]),
  no("who's playing at croke park this weekend"),
  no("how do i say thank you in irish"),
  no("what's the population of wexford"),
  no("how do i reset a tripped breaker at home"),
  no("when's the next bitcoin halving", ["2028"]),
  no("how much does declan kilbride earn a year", ["$"]),
  no("how long is the flight from denver to dublin"),
  no("what's the fed funds rate at the moment", ["%"]),
  no("can you write me a cover letter for a job at tesla"),
  no("what's the world record efficiency for a solar cell", ["%"]),

  // ── Follow-ups: the earlier message gives the subject ──
  f(
    "where",
    ["what's the number for the georgia office"],
    "and its address?",
    ["300 Westpark Drive"],
    ["Grand Canal", "Founders Parkway", SHOP],
  ),
  f("merch-price", ["how much is the dragon crest hoodie"], "and the tee from that line?", ["$29.99"], NOT_ENERGY),
  f("projects", ["tell me about the midland hydrogen station"], "who's the client on it", ["Permian Freight Partners"], NOT_MERCH),
  f(
    "energy-cost",
    ["price of a 250 kW solar system"],
    "with 40% incentives instead?",
    ["$270,000", "systemSize=250", "incentives=40"],
    ["incentives=30", "systemSize=100&", ...NOT_MERCH],
  ),
  f(
    "energy-cost",
    ["mining profit for 500 TH/s on 12 kW"],
    "and if bitcoin were at 100k?",
    ["bitcoinPrice=100000", "hashrate=500", "power=12"],
    ["bitcoinPrice=60000", "power=3400", ...NOT_MERCH],
  ),
  f(
    "pace",
    ["PACE payment for a $3M project on a $25M building"],
    "stretch it over 25 years?",
    ["$221,071", "term=25", "projectCost=3000000"],
    ["term=20", "projectCost=1000000", ...NOT_MERCH],
  ),
  f(
    "energy-cost",
    ["construction cost for a 2 MW data center"],
    "with liquid cooling?",
    ["$29,900,000", "coolingType=liquid", "capacity=2"],
    ["coolingType=air", "capacity=1&", ...NOT_MERCH],
  ),
  f(
    "energy-cost",
    ["capex of a 4 MW hydrogen plant"],
    "what if we skip compression",
    ["$11,900,000", "compressionNeeded=false", "electrolyzerSize=4"],
    ["compressionNeeded=true", "electrolyzerSize=5", ...NOT_MERCH],
  ),
  f(
    "merch",
    ["how much is the celtic knot crewneck"],
    "which colours can i get it in",
    ["Forest Moss", "Irish Cream", "Atlantic Navy"],
    NOT_ENERGY,
  ),
  f("blog", ["who wrote the article about hail damage claims"], "what else has she written?", ["PACE Financing Explained"], [SHOP]),
  f("where", ["where's your colorado hq"], "what about the european one", ["Grand Canal Quay"], ["Westpark", SHOP]),
  f("projects", ["tell me about the galway retail park charging project"], "was there a grant involved?", ["SEAI"], NOT_MERCH),
  f(
    "merch-policy",
    ["how long does us shipping take for merch"],
    "and who do i email if it doesn't show up",
    ["merch@kilbride.example"],
    [CALC],
  ),
  f("blog", ["what's the break-even electricity price for a bitcoin miner"], "who wrote that?", ["Marcus Reyes"], [SHOP]),
  f(
    "energy-cost",
    ["solar estimate for 100 kW in germany"],
    "what about france",
    ["location=France", "$180,000"],
    ["location=Germany", ...NOT_MERCH],
  ),
  f("projects", ["what does the wexford hydrogen pilot supply"], "what about the dutch one?", ["Rotterdam", "5 MW"], NOT_MERCH),
];
