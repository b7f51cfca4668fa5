/**
 * The chat assistant's evaluation: questions written the way visitors type them (typos, short and
 * long, paraphrases), each with the facts a right answer contains and the topics it must not
 * mention. Facts are literal on purpose: they are what a visitor reads on the site's pages, checked
 * independently of how the assistant builds its answers. Pure data (no imports), so both the
 * workerd test (tests/worker/chat-eval.test.ts) and the bench (scripts/bench-chat.ts) read it.
 */

export type EvalKind =
  | "energy-cost"
  | "merch-price"
  | "bulk"
  | "merch-policy"
  | "count-list"
  | "where"
  | "company"
  | "service"
  | "pace"
  | "contact"
  | "programmes"
  | "blog"
  | "projects"
  | "merch"
  | "calculators"
  | "small-talk"
  | "decline";

export interface EvalQuestion {
  readonly kind: EvalKind;
  readonly question: string;
  /** Text the answer must contain (case-insensitive). */
  readonly must: readonly string[];
  /** Text that means the answer is about the wrong topic (case-insensitive). */
  readonly mustNot: readonly string[];
  /** Earlier messages of the same conversation, asked first (a follow-up reads them). */
  readonly previous?: readonly string[];
}

// Links that mark a topic: an energy answer never sends the visitor to the shop, and the reverse.
const SHOP = "](/merch";
const CALC = "](/calculators";
const PROJECT = "](/projects/";
const POST = "](/blog/";
const NOT_MERCH = [SHOP, "Shirt", "Polo", "Beanie", "Hoodie"];
const NOT_ENERGY = [CALC, PROJECT, "kWh"];
const PHONE = "+1 (303) 555-0147";
const DONT_KNOW = "don't have a reliable answer";
const OFF_TOPIC = [SHOP, CALC, PROJECT, POST];

const q = (kind: EvalKind, question: string, must: readonly string[], mustNot: readonly string[] = []): EvalQuestion => ({
  kind,
  question,
  must,
  mustNot,
});

/** A follow-up: `previous` is asked first in the same conversation. */
const f = (kind: EvalKind, previous: readonly string[], question: string, must: readonly string[], mustNot: readonly string[] = []) => ({
  ...q(kind, question, must, mustNot),
  previous,
});

export const evalQuestions: readonly EvalQuestion[] = [
  // ── Cost of an energy project → the calculator, with a worked figure and a link with the inputs ──
  q("energy-cost", "how much would a 250 kW solar system cost", ["$450,000", "$315,000", "systemSize=250", "tab=solar"], NOT_MERCH),
  q("energy-cost", "What does a 100kw rooftop solar array cost?", ["$180,000", "$126,000", "systemSize=100"], NOT_MERCH),
  q("energy-cost", "price of solar panels for a 50 kw system", ["$90,000", "systemSize=50"], NOT_MERCH),
  q("energy-cost", "whats the payback on commercial solar", ["Years", "tab=solar"], NOT_MERCH),
  q("energy-cost", "how much does solar cost", ["$180,000", "tab=solar"], NOT_MERCH),
  q("energy-cost", "levelized cost of hydrogen", ["/kg", "tab=hydrogen"], NOT_MERCH),
  q(
    "energy-cost",
    "How much is a 10 MW electrolyser plant going to cost us?",
    ["$28,700,000", "$2.79/kg", "electrolyzerSize=10"],
    NOT_MERCH,
  ),
  q("energy-cost", "cost of green hydrogen per kg", ["$3.13/kg", "tab=hydrogen"], NOT_MERCH),
  q("energy-cost", "hydrogen plant capex for 5MW", ["$16,100,000", "electrolyzerSize=5"], NOT_MERCH),
  q("energy-cost", "how much to build a 5 MW data center", ["$65,000,000", "capacity=5", "tab=dataCenter"], NOT_MERCH),
  q("energy-cost", "data centre construction cost per kw?", ["$13,000", "tab=dataCenter"], NOT_MERCH),
  q("energy-cost", "is bitcoin mining profitable at 6 cents power", ["$4,896", "tab=bitcoin"], NOT_MERCH),
  q("energy-cost", "how much electricity cost to run 3400 kW of miners a day", ["$4,896", "tab=bitcoin"], NOT_MERCH),
  q(
    "energy-cost",
    "what would the annual payment be on $500k of PACE financing",
    ["$500,000", "$41,273", "projectCost=500000", "tab=pace"],
    NOT_MERCH,
  ),
  q("energy-cost", "pace loan payments on a 1 million dollar project?", ["$1,000,000", "$82,546", "tab=pace"], NOT_MERCH),
  q("energy-cost", "ballpark price for EV chargers at our depot", ["EV Charging", "inquiryType=ev_charging"], NOT_MERCH),
  q(
    "energy-cost",
    "How much does it cost to put solar on a 200kW warehouse roof in Colorado, roughly?",
    ["$360,000", "systemSize=200"],
    NOT_MERCH,
  ),

  // Figures of the visitor's own: each is used and named back, defaults named as defaults.
  q(
    "energy-cost",
    "what would a 250kw system cost at $2.10 per watt",
    ["$525,000", "$367,500", "as you said", "defaults", "pricePerWatt=2.1", "systemSize=250"],
    NOT_MERCH,
  ),
  q(
    "energy-cost",
    "How much for a 2.5 MW electrolyzer with 2,000 kg of storage and no compression?",
    ["$6,650,000", "$2.59/kg", "storageSize=2000", "compressionNeeded=false"],
    NOT_MERCH,
  ),
  q(
    "energy-cost",
    "monthly payment on a $750k PACE loan at 6.5% over 20 years",
    ["$67,102", "projectCost=750000", "interestRate=6.5", "term=20"],
    NOT_MERCH,
  ),
  q("energy-cost", "what does a 500 kW data center cost at tier 3 with PUE 1.4", ["$9,750,000", "capacity=0.5", "tier=3"], NOT_MERCH),
  q("energy-cost", "cost of a 100-200 kW solar array", ["$180,000", "$360,000", "low end", "high end"], NOT_MERCH),
  q("energy-cost", "solar for 20 MW?", ["less than 10,000 kW", PHONE], [...NOT_MERCH, "$180,000"]),

  // ── Merchandise prices → the item ──
  q("merch-price", "how much is the dragon crest hoodie", ["$69.99", "Dragon Crest Line"], NOT_ENERGY),
  q("merch-price", "price of the solar crew work shirt?", ["$54.99"], NOT_ENERGY),
  q("merch-price", "how much for the hydrogen polo", ["$44.99", "Hydrogen Division Polo"], NOT_ENERGY),
  q("merch-price", "varsity jacket price", ["$129.99"], NOT_ENERGY),
  q("merch-price", "What does the Aran sweater cost", ["$94.99"], NOT_ENERGY),
  q("merch-price", "how much is the mug", ["$18.99", "Legacy Crest Mug"], NOT_ENERGY),
  q("merch-price", "hi vis vest cost", ["$39.99"], NOT_ENERGY),
  q("merch-price", "whats the cheapest thing in the shop", ["$9.99", "Hard Hat Decal Pack"], NOT_ENERGY),
  q("merch-price", "most expensive item you sell?", ["$129.99", "Legacy Varsity Jacket"], NOT_ENERGY),
  q("merch-price", "how much is the tweed flat cap", ["$38.99"], NOT_ENERGY),
  q("merch-price", "price of the hashrate print", ["$34.99"], NOT_ENERGY),

  // ── Bulk and corporate orders → the quote path ──
  q("bulk", "can I get a discount on 40 hats for my crew", ["/contact?type=corporate", "quote"], [...NOT_ENERGY, "$32.99", "$21.99"]),
  q("bulk", "we need 200 hoodies with our logo for a company event", ["/contact?type=corporate"], [...NOT_ENERGY, "$69.99"]),
  q("bulk", "do you do bulk orders", ["/contact?type=corporate", "quote"], NOT_ENERGY),
  q("bulk", "wholesale pricing on t-shirts?", ["/contact?type=corporate"], [...NOT_ENERGY, "$29.99"]),
  q("bulk", "Can you put our company logo on shirts for the team", ["/contact?type=corporate"], NOT_ENERGY),
  q("bulk", "I want to order more than 5 of the same vest", ["/contact?type=corporate"], NOT_ENERGY),
  q("bulk", "corporate gifts for clients at christmas", ["/contact?type=corporate"], NOT_ENERGY),

  // ── How ordering merchandise works ──
  q("merch-policy", "whats your return policy", ["merch@kilbride.example", "no payment"], NOT_ENERGY),
  q("merch-policy", "can I pay by credit card", ["no payment", "Request Order"], [...NOT_ENERGY, "Net-30"]),
  q("merch-policy", "is there online checkout?", ["no payment", "Request Order"], NOT_ENERGY),
  q("merch-policy", "how do i buy a hoodie", ["Request Order", "/merch"], [CALC, PROJECT]),
  q("merch-policy", "do you take paypal", ["no payment", "merch@kilbride.example"], NOT_ENERGY),
  q("merch-policy", "how do I place an order for merch", ["Request Order"], NOT_ENERGY),
  q("merch-policy", "can i exchange a shirt if it doesnt fit", ["merch@kilbride.example"], NOT_ENERGY),
  q("merch-policy", "where do I track my order", ["merch@kilbride.example"], NOT_ENERGY),

  // ── Counting and listing the catalogue ──
  q("count-list", "how many items in the legacy collection", ["4", "Legacy Varsity Jacket", "Legacy Canvas Tote"], NOT_ENERGY),
  q("count-list", "do you sell t-shirts", ["Dragon Crest Tee", "Charge Ahead EV Tee", "Mining Edition Tee"], NOT_ENERGY),
  q(
    "count-list",
    "what hats do you have",
    ["Dragon Crest Snapback Cap", "Industry Logo Beanie", "Block Height Beanie", "Heritage Tweed Flat Cap"],
    NOT_ENERGY,
  ),
  q("count-list", "how many products are in your shop", ["24", "6 collections"], NOT_ENERGY),
  q(
    "count-list",
    "whats in the mining edition",
    ["Mining Edition Tee", "Block Height Beanie", "Hashrate Blueprint Print"],
    [CALC, PROJECT],
  ),
  q("count-list", "list the jackets", ["Grid Line Softshell Jacket", "Legacy Varsity Jacket"], NOT_ENERGY),
  q("count-list", "do you have any hoodies", ["Dragon Crest Hoodie", "$69.99"], NOT_ENERGY),
  q("count-list", "how many things in the industry solutions collection?", ["7"], NOT_ENERGY),
  q(
    "count-list",
    "what collections do you have",
    ["Dragon Crest Line", "Industry Solutions", "Contractor Gear", "Mining Edition", "Legacy Collection", "Heritage Series"],
    NOT_ENERGY,
  ),
  q("count-list", "do you sell beanies", ["Industry Logo Beanie", "Block Height Beanie"], NOT_ENERGY),
  q("count-list", "anything for the kitchen like mugs", ["Legacy Crest Mug"], NOT_ENERGY),
  q(
    "count-list",
    "what is in the contractor gear range",
    ["Hi-Vis Safety Vest", "Hard Hat Decal Pack", "Field Ripstop Work Shirt"],
    [CALC, PROJECT],
  ),

  // ── Where the company works ──
  q("where", "do you work in texas", ["Texas", "Castle Rock"], [SHOP]),
  q("where", "Do you build data centers in Europe?", ["Dublin", "Germany"], [SHOP]),
  q("where", "do u guys work in ireland", ["Dublin", "Ireland"], [SHOP]),
  q("where", "Which states do you operate in?", ["California", "Texas", "New York", "Georgia", "Florida"], [SHOP]),
  q("where", "are you in the UK", ["United Kingdom"], [SHOP]),
  q("where", "do you do projects in florida?", ["Florida"], [SHOP]),
  q("where", "where are you based", ["Castle Rock", "Peachtree City", "Dublin"], [SHOP]),
  q("where", "what countries have you built in", ["Spain", "Netherlands", "Iceland", "Norway"], [SHOP]),
  q("where", "do you cover the whole US or just colorado?", ["Colorado", "Texas"], [SHOP]),
  q("where", "have you done any work in spain", ["Seville Logistics Solar Carports"], [SHOP]),

  // ── Company facts ──
  q("company", "how long have you been in business", ["1998"], NOT_MERCH),
  q("company", "when was kilbride founded", ["1998", "Castle Rock, Colorado"], NOT_MERCH),
  q("company", "who owns the company", ["Declan Kilbride"], NOT_MERCH),
  q("company", "whos the ceo", ["Declan Kilbride"], NOT_MERCH),
  q("company", "how many years experience do you have", ["25+"], NOT_MERCH),
  q("company", "how many offices do you have", ["3", "Dublin"], NOT_MERCH),
  q("company", "what are your company values", ["Excellence", "Sustainability", "Partnership"], NOT_MERCH),
  q("company", "when did you open the irish office", ["2015"], NOT_MERCH),
  q("company", "tell me about declan", ["Dublin-born", "1998"], NOT_MERCH),
  q("company", "when did you start doing hydrogen", ["2022"], NOT_MERCH),
  q("company", "who are you guys", ["Kilbride Industries", "1998"], NOT_MERCH),

  // ── Each service line ──
  q(
    "service",
    "what services do you offer",
    [
      "Commercial Solar",
      "Green Hydrogen",
      "EV Charging Infrastructure",
      "Bitcoin Mining Facilities",
      "Data Center Infrastructure",
      "PACE Financing",
      "Insurance Claims Recovery",
    ],
    [SHOP + ")"],
  ),
  q("service", "do you install solar panels on warehouse roofs", ["Rooftop", "interconnection"], NOT_MERCH),
  q("service", "tell me about your hydrogen work", ["Electrolysis", "electrolyzer sizing"], NOT_MERCH),
  q("service", "can you install ev chargers for our fleet", ["DC fast charging", "inquiryType=ev_charging"], NOT_MERCH),
  q("service", "do you build bitcoin mines", ["ASIC"], NOT_MERCH),
  q("service", "do you do data center design", ["PUE", "N+1"], NOT_MERCH),
  q(
    "service",
    "hail wrecked our roof, can you help with the insurance",
    ["Insurance Claims Recovery", "inquiryType=insurance_claims"],
    NOT_MERCH,
  ),
  q("service", "do you do storm damage claims", ["Insurance Claims Recovery"], NOT_MERCH),
  q("service", "wat is green hydrogen", ["Electrolysis"], NOT_MERCH),
  q("service", "level 2 vs dc fast chargers, which do you install", ["Level 2", "DC fast"], NOT_MERCH),
  q("service", "do you do carports", ["carport"], NOT_MERCH),
  q("service", "can you do immersion cooling for a data centre", ["liquid cooling"], NOT_MERCH),

  // ── PACE terms ──
  q("pace", "how does PACE financing work", ["tax assessment", "20%", "5 to 30 years"], NOT_MERCH),
  q("pace", "what is c-pace", ["Property Assessed Clean Energy"], NOT_MERCH),
  q("pace", "how long can a pace term be", ["5 to 30 years"], NOT_MERCH),
  q("pace", "how much of my property value can pace fund", ["20%"], NOT_MERCH),
  q("pace", "can you help finance the project", ["PACE"], NOT_MERCH),
  q("pace", "whats eligible for pace", ["Eligibility", "PACE"], NOT_MERCH),

  // ── Offices, hours, phones, e-mail ──
  q("contact", "whats your phone number", [PHONE], NOT_MERCH),
  q("contact", "what are your hours", ["Monday-Friday, 9am-5pm MST"], NOT_MERCH),
  q("contact", "are you open on saturday", ["Monday-Friday, 9am-5pm MST"], NOT_MERCH),
  q("contact", "phone number for the dublin office", ["+353 1 555 0193"], NOT_MERCH),
  q("contact", "georgia office phone?", ["+1 (770) 555-0182"], NOT_MERCH),
  q("contact", "what is the address of your headquarters", ["1200 Founders Parkway", "Castle Rock"], NOT_MERCH),
  q("contact", "email address for general questions", ["info@kilbride.example"], NOT_MERCH),
  q("contact", "how do I contact someone about my project", ["projects@kilbride.example"], NOT_MERCH),
  q("contact", "how can i talk to a human", [PHONE, "/contact"], NOT_MERCH),
  q("contact", "dublin office address", ["Grand Canal Quay"], NOT_MERCH),
  q("contact", "how fast do you reply to messages", ["business day"], NOT_MERCH),
  q("contact", "how do i reach declan directly", ["declan@kilbride.example"], NOT_MERCH),

  // ── Careers, contractors, partners, affiliates, starting a project ──
  q("programmes", "are you hiring", ["/contractors", "info@kilbride.example"], NOT_MERCH),
  q("programmes", "any job openings for electricians?", ["/contractors"], NOT_MERCH),
  q("programmes", "how do I become a subcontractor", ["$1M per occurrence", "/contractors"], NOT_MERCH),
  q("programmes", "what insurance do contractors need", ["$1M per occurrence"], NOT_MERCH),
  q("programmes", "payment terms for subcontractors?", ["Net-30"], NOT_MERCH),
  q("programmes", "how long to review my contractor application", ["5-7 business days"], NOT_MERCH),
  q("programmes", "how do we become a partner", ["/partners", "partners@kilbride.example"], NOT_MERCH),
  q("programmes", "we make inverters, can we partner with you", ["Technology Providers", "/partners"], NOT_MERCH),
  q("programmes", "do you have a referral program", ["/affiliates", "5%"], NOT_MERCH),
  q("programmes", "how much commission for referring a solar project", ["5%"], NOT_MERCH),
  q("programmes", "when do affiliates get paid", ["within 30 days"], NOT_MERCH),
  q("programmes", "how long are referrals tracked", ["12 months"], NOT_MERCH),
  q("programmes", "is there a minimum project size for referrals", ["minimum project size applies"], [...NOT_MERCH, "$"]),
  q("programmes", "how do I start a project with you", ["Initial Consultation", "1-2 weeks", "/clients"], NOT_MERCH),
  q("programmes", "how soon could you start", ["1-2 weeks"], NOT_MERCH),
  q("programmes", "who are your partners", ["/partners"], NOT_MERCH),

  // ── The blog ──
  q(
    "blog",
    "do you have articles about PACE financing",
    ["C-PACE Financing Explained", "/blog/pace-financing-explained-for-building-owners"],
    [SHOP],
  ),
  q(
    "blog",
    "any blog posts on hydrogen",
    ["Sizing an Electrolyzer", "/blog/sizing-an-electrolyzer-green-hydrogen"],
    [SHOP, "/blog/hydrogen-and-bitcoin-mining-at-curtailed-wind-sites"],
  ),
  q("blog", "whats the latest on your blog", ["/blog/"], [SHOP]),
  q("blog", "anything to read on data center cooling", ["/blog/data-center-cooling-pue-ten-year-cost"], [SHOP]),
  q("blog", "articles about hail damage", ["/blog/hail-damage-commercial-roof-insurance-claims"], [SHOP]),
  q("blog", "have you written about bitcoin mining and the grid", ["/blog/bitcoin-mining-as-flexible-grid-load"], [SHOP]),
  q("blog", "blog post about ev charging for workplaces", ["/blog/workplace-ev-charging-level-2-vs-dc-fast"], [SHOP]),
  q("blog", "something to read about solar and batteries in georgia", ["/blog/solar-plus-storage-georgia-manufacturers"], [SHOP]),

  // ── Projects by category and place ──
  q("projects", "do you have any hydrogen projects", ["Rotterdam Port Electrolyzer", "Wexford Green Hydrogen Pilot"], [SHOP]),
  q("projects", "show me ev charging projects in ireland", ["Galway Retail Park Charging"], [SHOP, "Castle Rock Civic Charging Hub"]),
  q("projects", "what solar projects have you done", ["Pueblo Agrivoltaic Array"], [SHOP]),
  q("projects", "examples of bitcoin mining sites you built", ["Pecos Curtailable Mining Facility"], [SHOP]),
  q("projects", "any projects in texas?", ["Midland Truck Hydrogen Refuelling Station", "Pecos Curtailable Mining Facility"], [SHOP]),
  q("projects", "have you worked in iceland", ["Reykjanes Geothermal Mining Hall"], [SHOP]),
  q("projects", "insurance recovery case studies", ["Colorado Springs Warehouse Hail Recovery"], [SHOP]),
  q("projects", "projects in colorado", ["Castle Rock Civic Charging Hub", "Pueblo Agrivoltaic Array"], [SHOP]),
  q("projects", "what have you built in norway", ["Hamar Hydro-Powered Mining Containers"], [SHOP]),
  q("projects", "show me your portfolio", ["/projects"], [SHOP]),

  // ── Merchandise: collections, items, sizes, colours, shipping ──
  q("merch", "do you sell merch", ["6 collections", "/merch"], NOT_ENERGY),
  q("merch", "what sizes do your shirts come in", ["Small", "XX-Large"], NOT_ENERGY),
  q("merch", "does the flat cap come in xxl", ["Small", "X-Large"], NOT_ENERGY),
  q("merch", "what colours does the dragon crest hoodie come in", ["Celtic Green", "Stone Charcoal", "Atlantic Navy"], NOT_ENERGY),
  q("merch", "how long does shipping take", ["5-7 business days"], NOT_ENERGY),
  q("merch", "do you ship to canada", ["internationally"], NOT_ENERGY),
  q("merch", "do you ship internationally", ["internationally"], NOT_ENERGY),
  q("merch", "tell me about the heritage series", ["Aran Heritage Sweater", "Celtic Knot Crewneck"], NOT_ENERGY),
  q("merch", "is the mug dishwasher safe", ["dishwasher safe"], NOT_ENERGY),
  q("merch", "does the safety vest come in small", ["Medium", "XX-Large"], NOT_ENERGY),
  q("merch", "do you have hi vis gear for site", ["Hi-Vis Safety Vest"], NOT_ENERGY),

  // ── The calculators ──
  q("calculators", "what calculators do you have", ["Solar", "Hydrogen", "Data Center", "PACE", "/calculators"], NOT_MERCH),
  q("calculators", "how do I estimate the ROI of solar", ["tab=solar"], NOT_MERCH),
  q("calculators", "is there a bitcoin mining calculator", ["tab=bitcoin"], NOT_MERCH),
  q("calculators", "are the calculator results accurate", ["estimate"], NOT_MERCH),
  q("calculators", "can i calculate data center tco", ["tab=dataCenter"], NOT_MERCH),

  // ── Greetings, thanks, the assistant itself ──
  q("small-talk", "hi", ["Brigid"], OFF_TOPIC),
  q("small-talk", "Hello there!", ["Brigid"], OFF_TOPIC),
  q("small-talk", "good morning", ["Brigid"], OFF_TOPIC),
  q("small-talk", "thanks!", ["welcome"], OFF_TOPIC),
  q("small-talk", "thank you so much, that helps", ["welcome"], OFF_TOPIC),
  q("small-talk", "are you a bot", ["Brigid", "assistant"], OFF_TOPIC),
  q("small-talk", "bye", ["Goodbye"], OFF_TOPIC),

  // ── Two questions in one message: both answered ──
  q("contact", "What insurance do contractors need? And what are the payment terms?", ["$1M per occurrence", "Net-30"], NOT_MERCH),
  q("merch-price", "how much is the dragon crest hoodie and how much is the mug?", ["$69.99", "$18.99"], NOT_ENERGY),
  q("contact", "whats your phone number, and what are your hours?", [PHONE, "Monday-Friday, 9am-5pm MST"], NOT_MERCH),

  // ── Plain wordings of facts the site states ──
  q("company", "what does the company actually do", ["Commercial Solar", "PACE Financing"], [`${SHOP})`]),
  q("programmes", "what happens after I send the intake form", ["Initial Consultation", "1-2 weeks"], NOT_MERCH),
  q("where", "do you have an office near Atlanta", ["Peachtree City"], [SHOP]),
  q("company", "where was the founder born", ["Dublin-born"], NOT_MERCH),

  // ── Not on the site: an honest "I don't know" with /contact and the phone ──
  q("decline", "what is the capital of mongolia", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "write me a poem about the sea", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "who will win the world cup", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "whats the weather tomorrow", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "how many employees do you have", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "do you install residential heat pumps", [DONT_KNOW, "/contact", PHONE], [SHOP, PROJECT]),
  q("decline", "what is your annual revenue", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "can you recommend a good pizza place in denver", [DONT_KNOW, "/contact", PHONE], OFF_TOPIC),
  q("decline", "do you do nuclear power plants", [DONT_KNOW, "/contact", PHONE], [SHOP, PROJECT]),
  q("decline", "what's bitcoin's price right now", [DONT_KNOW, "/contact", PHONE], [SHOP, PROJECT]),
  q("decline", "how much is one bitcoin worth", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "whats the weather in dublin tomorrow", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "what is kilbride's share price", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "phone number for tesla", [DONT_KNOW, PHONE], [...OFF_TOPIC, "555-0182"]),
  q("decline", "can you recommend a hotel near your dublin office", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "whats the euro to dollar exchange rate", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Request Order"]),

  // ══ Issue 33, second round: written from the site's content (content/, contract/, the demo posts
  // and projects) in visitors' wording, before the assistant was changed for them. ══

  // ── Figures of the visitor's own: used, named back, defaults named; no default stands in for theirs ──
  q(
    "energy-cost",
    "250 kw solar at 2.10 a watt, whats the total?",
    ["$525,000", "$367,500", "as you said", "pricePerWatt=2.1"],
    [...NOT_MERCH, "$1.80/W", "$450,000"],
  ),
  q("energy-cost", "how much for 1.5MW of solar panels", ["$2,700,000", "systemSize=1500"], [...NOT_MERCH, "$180,000"]),
  q("energy-cost", "75kw array, we pay 15c/kwh - payback?", ["7.6 years", "utilityRate=0.15"], [...NOT_MERCH, "$0.12/kWh"]),
  q("energy-cost", "solar roi for a 300 kw system in ireland", ["$540,000", "$378,000", "in Ireland"], NOT_MERCH),
  q(
    "energy-cost",
    "150kw with only 26% incentives, net cost?",
    ["$199,800", "incentives=26"],
    [...NOT_MERCH, "$189,000", "30% incentives"],
  ),
  q(
    "energy-cost",
    "500 kW rooftop at $1.65/W and power costs $0.09 per kWh",
    ["$825,000", "$577,500", "11.6 years"],
    [...NOT_MERCH, "$1.80/W", "$0.12/kWh"],
  ),
  q("energy-cost", "quote for a 40 kilowatt system", ["$72,000", "$50,400"], NOT_MERCH),
  q("energy-cost", "Price for a forty kilowatt solar array?", ["$72,000", "systemSize=40"], NOT_MERCH),
  q("energy-cost", "cost of 0.5 MW solar", ["$900,000", "$630,000"], NOT_MERCH),
  q("energy-cost", "How much would 250,000 watts of solar cost", ["$450,000", "systemSize=250"], NOT_MERCH),
  q(
    "energy-cost",
    "whats the payback on a 200kw system if electricity is 20 cents",
    ["5.7 years", "utilityRate=0.2"],
    [...NOT_MERCH, "$0.12/kWh"],
  ),
  q("energy-cost", "solar: 100kw, $2/w, 10c power, 30% itc. payback?", ["$200,000", "$140,000", "12.7 years"], [...NOT_MERCH, "$1.80/W"]),
  q("energy-cost", "a 50-75 kw array, what does it cost", ["$90,000", "$135,000", "low end", "high end"], NOT_MERCH),
  q(
    "energy-cost",
    "We're looking at about 1MW of panels at $1.55 a watt. ballpark?",
    ["$1,550,000", "$1,085,000"],
    [...NOT_MERCH, "$1.80/W"],
  ),
  q("energy-cost", "How much does 12 MW of solar cost", ["less than 10,000 kW", PHONE], [...NOT_MERCH, "$180,000", "$21,600,000"]),
  q("energy-cost", "3MW electrolyser with 1000 kg storage - capex?", ["$8,260,000", "$2.68/kg"], [...NOT_MERCH, "$16,100,000"]),
  q("energy-cost", "half a megawatt electrolyzer, how much", ["$4,760,000", "electrolyzerSize=0.5"], [...NOT_MERCH, "$16,100,000"]),
  q("energy-cost", "500 kW electrolyser cost?", ["$4,760,000", "$9.26/kg"], [...NOT_MERCH, "$16,100,000"]),
  q("energy-cost", "cost per kg of hydrogen from a 10MW plant without compression", ["$2.38/kg", "compressionNeeded=false"], NOT_MERCH),
  q("energy-cost", "h2 plant 2mw 3,000kg storage price", ["$7,140,000", "$3.47/kg"], NOT_MERCH),
  q(
    "energy-cost",
    "mining costs with 1.5 MW of miners at 4 cents",
    ["$1,440", "power=1500", "electricityRate=0.04"],
    [...NOT_MERCH, "$4,896"],
  ),
  q("energy-cost", "200 TH/s at 5c/kWh, daily electricity cost?", ["$4,080", "hashrate=200"], [...NOT_MERCH, "$4,896"]),
  q("energy-cost", "daily power bill for 2,000 kw of asics at $0.07", ["$3,360", "power=2000"], [...NOT_MERCH, "$4,896"]),
  q("energy-cost", "is mining profitable if btc is 90k", ["$90,000", "bitcoinPrice=90000"], [...NOT_MERCH, "$60,000"]),
  q("energy-cost", "2MW tier 4 2N liquid cooled data center cost", ["$78,200,000", "$39,100/kW"], [...NOT_MERCH, "$26,000,000"]),
  q("energy-cost", "10 megawatt data centre build cost", ["$130,000,000", "capacity=10"], [...NOT_MERCH, "$13,000,000"]),
  q("energy-cost", "how much is a 250kW colocation facility", ["$3,250,000", "capacity=0.25"], NOT_MERCH),
  q("energy-cost", "data center 3 MW PUE 1.2 - 10 year tco?", ["$78,028,800", "pue=1.2"], [...NOT_MERCH, "PUE 1.4"]),
  q(
    "energy-cost",
    "PACE on a $400k project, building worth $2M, 15 years at 7%",
    ["$43,144", "$400,000", "15-year"],
    [...NOT_MERCH, "5.5%", "$82,546"],
  ),
  q("energy-cost", "annual pace payment for a 250k solar upgrade", ["$20,637", "projectCost=250000"], [...NOT_MERCH, "$82,546"]),
  q("energy-cost", "c-pace on a $2 million project over 25 years?", ["$73,690", "term=25"], [...NOT_MERCH, "20-year"]),
  q("energy-cost", "pace loan 1.2M at 6% for 20 yrs", ["$85,972", "interestRate=6"], [...NOT_MERCH, "5.5%"]),
  q("energy-cost", "what would PACE cost per year on $600,000 of HVAC upgrades", ["$49,528", "HVAC"], [...NOT_MERCH, "$82,546"]),
  q("programmes", "if i refer a $2M solar project what's my commission", ["$100,000", "5%"], NOT_MERCH),
  q("programmes", "commission on a 10 million dollar hydrogen project referral", ["$300,000", "3%"], NOT_MERCH),
  q("programmes", "referral fee for a $500k insurance claim recovery?", ["$20,000", "4%"], NOT_MERCH),
  q("programmes", "how much do I earn referring an EV charging job worth $800k", ["$40,000", "5%"], NOT_MERCH),
  q("merch-price", "how much for 3 dragon crest hoodies", ["$209.97", "$69.99"], NOT_ENERGY),
  q("merch-price", "2 legacy mugs, total price?", ["$37.98"], NOT_ENERGY),
  q("merch-price", "4 industry logo beanies how much altogether", ["$87.96"], NOT_ENERGY),

  // ── Two questions in one message: each answered (or declined) in one reply ──
  q("contact", "what's your address and phone number", ["1200 Founders Parkway", PHONE], NOT_MERCH),
  q("merch", "do you ship to ireland and how long does it take", ["internationally", "5-7 business days"], NOT_ENERGY),
  q(
    "programmes",
    "what insurance do contractors need and how fast do you review applications",
    ["$1M per occurrence", "5-7 business days"],
    NOT_MERCH,
  ),
  q("contact", "How much is the varsity jacket? Also what's the dublin phone number?", ["$129.99", "+353 1 555 0193"]),
  q("company", "when were you founded and who's the founder", ["1998", "Declan Kilbride"], NOT_MERCH),
  q("programmes", "what's the affiliate commission for solar and when do you pay it", ["5%", "within 30 days"], NOT_MERCH),
  q("contact", "what are your hours and what's the email", ["Monday-Friday, 9am-5pm MST", "info@kilbride.example"], NOT_MERCH),
  q("merch", "how much is the mug and do you ship internationally?", ["$18.99", "internationally"], NOT_ENERGY),
  q("where", "Do you do EV charging? And do you work in Germany?", ["EV Charging Infrastructure", "Germany"], [SHOP]),
  q("contact", "what's the weather in dublin and what's your dublin address", ["Grand Canal Quay", DONT_KNOW], [SHOP, CALC, "°"]),
  q("merch-price", "price of the aran sweater and the tweed cap", ["$94.99", "$38.99"], NOT_ENERGY),
  q("contact", "whats the georgia office address, and its phone?", ["300 Westpark Drive", "+1 (770) 555-0182"], NOT_MERCH),
  q("programmes", "payment terms for contractors + how long to review?", ["Net-30", "5-7 business days"], NOT_MERCH),
  q(
    "programmes",
    "how long are referrals tracked and is there a minimum project size",
    ["12 months", "minimum project size applies"],
    NOT_MERCH,
  ),
  q("merch", "what sizes does the dragon crest hoodie come in and what colours", ["Celtic Green", "Small"], NOT_ENERGY),
  q("company", "Who is the CEO? What's his email?", ["Declan Kilbride", "declan@kilbride.example"], NOT_MERCH),
  q("decline", "what's bitcoin at today and do you build mining facilities", [DONT_KNOW, "ASIC"], [SHOP, "$60,000"]),
  q("pace", "can you do PACE financing, and how long can the term be?", ["5 to 30 years"], NOT_MERCH),
  q("contact", "phone number and hours for the georgia office", ["+1 (770) 555-0182", "Monday-Friday"], NOT_MERCH),
  q("programmes", "How soon can you start and what should I have ready?", ["1-2 weeks", "utility bills"], NOT_MERCH),
  q("merch-price", "how much is the dragon crest tee and the snapback cap", ["$29.99", "$32.99"], NOT_ENERGY),
  q("programmes", "do you have a referral program? how do i join?", ["/affiliates"], NOT_MERCH),

  // ── Subjects the site does not cover: the honest decline, no nearby topic, no made-up figure ──
  q("decline", "whats the weather like in castle rock", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Founders Parkway", "°"]),
  q("decline", "will it rain in atlanta tomorrow", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Peachtree"]),
  q("decline", "tesla stock price", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "what's the price of bitcoin today", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$60,000"]),
  q("decline", "btc price rn", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$60,000"]),
  q("decline", "how much is ethereum worth", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "phone number for home depot", [DONT_KNOW, PHONE], [...OFF_TOPIC, "555-0182"]),
  q("decline", "whats the address of the guinness storehouse", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "best hotel in peachtree city?", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Westpark"]),
  q("decline", "recommend a restaurant near castle rock", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Founders Parkway"]),
  q("decline", "who won the super bowl", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "recipe for irish stew", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "how tall is the eiffel tower", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "translate hello into irish", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "what is the population of dublin", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "who is the president of the united states", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "can you book me a flight to dublin", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "what's the price of electricity in texas right now", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$0.12", "$0.06"]),
  q("decline", "how much does a tesla model 3 cost", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "what's the gold price", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "what time is it in dublin", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "can you fix my car", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "whats the best crypto to buy", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "tell me a joke", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "siemens phone number", [DONT_KNOW, PHONE], [...OFF_TOPIC, "555-0182"]),
  q("decline", "can you give me the number for a plumber in denver", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "what are the opening hours of the dublin zoo", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "how much is a pint of guinness in dublin", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "do you know a good accountant", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "what is nvidia's market cap", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "how many people live in georgia", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Westpark"]),
  q("decline", "whats the current fed interest rate", [DONT_KNOW, PHONE], [...OFF_TOPIC, "5.5%"]),
  q("decline", "how big is your team", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "what's the latest election news", [DONT_KNOW, PHONE], OFF_TOPIC),

  // ── Plain wordings of facts the site states ──
  q("company", "what do you guys do exactly", ["Commercial Solar", "PACE Financing"], [`${SHOP})`]),
  q("company", "whats kilbride all about", ["solar", "hydrogen"], [`${SHOP})`]),
  q("contact", "which one is your main office", ["Castle Rock", "US Headquarters"], NOT_MERCH),
  q("contact", "where's your european hq", ["Grand Canal Quay"], NOT_MERCH),
  q("where", "is there an office in the southeast", ["Peachtree City"], [SHOP]),
  q("company", "who runs kilbride", ["Declan Kilbride"], NOT_MERCH),
  q("company", "where is declan from originally", ["Dublin-born"], NOT_MERCH),
  q("company", "when did you get into solar", ["2010"], NOT_MERCH),
  q("company", "when did you start doing insurance claims", ["2005"], NOT_MERCH),
  q("company", "when did the bitcoin mining work begin", ["2018"], NOT_MERCH),
  q("company", "when did the merch line launch", ["2022"], [CALC]),
  q("company", "how long have you been in ireland", ["2015"], NOT_MERCH),
  q("programmes", "how do i get paid as an affiliate", ["within 30 days"], NOT_MERCH),
  q("programmes", "who can join the affiliate program", ["brokers", "consultants"], NOT_MERCH),
  q("programmes", "is it free to sign up as an affiliate", ["free"], NOT_MERCH),
  q("programmes", "do contractors need workers comp", ["workers' compensation"], NOT_MERCH),
  q("programmes", "what trades are you looking for", ["electricians"], NOT_MERCH),
  q("programmes", "what licences do i need to be a contractor", ["licenses your trade requires"], NOT_MERCH),
  q("programmes", "what happens after I submit the project form", ["Initial Consultation"], NOT_MERCH),
  q(
    "programmes",
    "what are the steps to working with you",
    ["Initial Consultation", "Assessment & Design", "Proposal & Contract", "Execution & Delivery"],
    NOT_MERCH,
  ),
  q("programmes", "what should I prepare for the first call", ["utility bills"], NOT_MERCH),
  q("pace", "can you help us pay for it", ["PACE"], NOT_MERCH),
  q("where", "do you work outside the US", ["Dublin", "Germany"], [SHOP]),
  q("contact", "how quickly do you answer emails", ["one business day"], NOT_MERCH),
  q("contact", "who do I email about a project you're already doing for us", ["projects@kilbride.example"], NOT_MERCH),
  q("merch-policy", "which email for merch orders", ["merch@kilbride.example"], NOT_ENERGY),
  q("programmes", "email for partnership inquiries", ["partners@kilbride.example"], NOT_MERCH),
  q("programmes", "where do I send my contractor application", ["/contractors"], NOT_MERCH),
  q("programmes", "what kinds of companies do you partner with", ["Technology Providers"], NOT_MERCH),
  q("calculators", "are the calculators real quotes or just estimates", ["estimate"], NOT_MERCH),
  q("company", "why is there a celtic knot on your logo", ["where the Kilbride name comes from"], NOT_ENERGY),
  q("company", "whats your slogan", ["Energy, infrastructure and Celtic craft since 1998"]),
  q("company", "what's the company's legal name", ["Kilbride Industries LLC"]),
  q("merch-policy", "can i return a hoodie", ["merch@kilbride.example"], NOT_ENERGY),
  q("company", "what did the company do at the start", ["electrical contractor"], NOT_MERCH),

  // ── Our projects and articles, by name, place and fact ──
  q("projects", "tell me about the pecos mining facility", ["Pecos Curtailable Mining Facility", PROJECT], [SHOP]),
  q("projects", "how many chargers at the castle rock hub", ["24 Level 2 + 4 DC fast ports"], [SHOP]),
  q("projects", "who was the client for the peachtree city depot", ["Lakeshore Logistics"], [SHOP]),
  q("projects", "any projects in georgia", ["Peachtree City Fleet Depot Electrification"], [SHOP]),
  q("projects", "what have you done in cork", ["Lee Valley Dairy Rooftop Solar"], [SHOP]),
  q("projects", "have you done hail damage work in ireland", ["Limerick Storm Éowyn Roof Recovery"], [SHOP]),
  q("blog", "article about 10 years in dublin", ["/blog/ten-years-in-dublin"], [SHOP]),
  q("blog", "blog post on solar roi", ["/blog/solar-roi-commercial-rooftops"], [SHOP]),
  q("blog", "did you write anything about the merch collections", ["/blog/heritage-and-field-work-collections"], [CALC]),
  q("blog", "any article about cutting the demand charge", ["/blog/solar-plus-storage-georgia-manufacturers"], [SHOP]),
  q(
    "blog",
    "have you posted anything about stranded wind",
    ["/blog/"],
    [SHOP, "/blog/hydrogen-and-bitcoin-mining-at-curtailed-wind-sites"],
  ),

  // ── Follow-ups: read with the conversation's earlier messages ──
  f(
    "energy-cost",
    ["how much would a 250 kw solar system cost"],
    "what about at $2.50 a watt?",
    ["$625,000", "systemSize=250", "pricePerWatt=2.5"],
    [...NOT_MERCH, "$450,000"],
  ),
  f("where", ["do you work in texas"], "and in germany?", ["Germany"], [SHOP]),
  f("merch", ["how much is the dragon crest hoodie"], "what colours does it come in", ["Celtic Green"], NOT_ENERGY),
  f("contact", ["whats the phone number for the dublin office"], "and the address?", ["Grand Canal Quay"], NOT_MERCH),
  f(
    "energy-cost",
    ["how much for a 3MW electrolyser"],
    "and with 1000 kg of storage?",
    ["$8,260,000", "storageSize=1000"],
    [...NOT_MERCH, "$11,060,000"],
  ),
  f("programmes", ["what's the commission for referring a solar project"], "and for hydrogen?", ["3%"], NOT_MERCH),
  f("projects", ["tell me about your ev charging work"], "any projects?", ["Castle Rock Civic Charging Hub"], [SHOP]),
  f("decline", ["whats the weather in dublin"], "what about tomorrow", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  f("energy-cost", ["how much is a 500 kW data center"], "what if it's tier 4?", ["$13,000,000", "tier=4"], [...NOT_MERCH, "$6,500,000"]),
  f("projects", ["do you have any hydrogen projects"], "which one is in ireland?", ["Wexford Green Hydrogen Pilot"], [SHOP, "Rotterdam"]),

  // ── Third round: more wordings of the same kinds, written from the content before the changes they motivate ──
  q("energy-cost", "solar 250kW @ $1.95/W in germany", ["$487,500", "$341,250", "in Germany"], [...NOT_MERCH, "$1.80/W"]),
  q("energy-cost", "what would 80 kW of PV save me per year at 14 cents/kWh", ["$12,376", "utilityRate=0.14"], [...NOT_MERCH, "$0.12/kWh"]),
  q("energy-cost", "10,000 kW solar farm cost?", ["$18,000,000", "systemSize=10000"], [...NOT_MERCH, "$180,000"]),
  q("energy-cost", "roi on 2 mw of solar in france at $1.70 per watt", ["$3,400,000", "9.0 years", "in France"], [...NOT_MERCH, "$1.80/W"]),
  q("energy-cost", "cost of 5 MW electrolyzer with 10,000 kg storage", ["$19,600,000", "$3.81/kg"], [...NOT_MERCH, "$16,100,000"]),
  q("energy-cost", "hydrogen production cost at 20MW?", ["$2.62/kg", "electrolyzerSize=20"], [...NOT_MERCH, "$3.13/kg"]),
  q("energy-cost", "electrolyser of 750 kW without a compressor, price?", ["$5,075,000", "$6.58/kg"], NOT_MERCH),
  q(
    "energy-cost",
    "500 TH/s using 3.5 kW at 8c/kWh - profit per year?",
    ["-$2,434", "hashrate=500", "power=3.5"],
    [...NOT_MERCH, "$4,896"],
  ),
  q("energy-cost", "bitcoin mining profit if difficulty is 90T", ["difficulty 90T", "difficulty=90"], [...NOT_MERCH, "75,000T"]),
  q(
    "energy-cost",
    "monthly mining profit with btc at 100k and 5 cent power",
    ["bitcoinPrice=100000", "electricityRate=0.05", "-$122,399"],
    [...NOT_MERCH, "$60,000"],
  ),
  q("energy-cost", "tier 3, 5MW, N+1, air cooled data center - build cost", ["$97,500,000", "$19,500/kW"], [...NOT_MERCH, "$65,000,000"]),
  q("energy-cost", "1.5 MW colo at a PUE of 1.3, running costs?", ["$2,056,560", "pue=1.3"], [...NOT_MERCH, "PUE 1.4"]),
  q("energy-cost", "20 megawatt datacenter capex", ["$260,000,000"], [...NOT_MERCH, "$13,000,000 ("]),
  q(
    "energy-cost",
    "$3M property, $500k efficiency upgrade on PACE, 10yr term",
    ["$65,116", "term=10", "Energy Efficiency"],
    [...NOT_MERCH, "$82,546"],
  ),
  q("energy-cost", "PACE for ev chargers costing 300k - yearly payment?", ["$24,764", "EV Charging"], [...NOT_MERCH, "$82,546"]),
  q("energy-cost", "750k pace at 8.5% over 30 years", ["$69,202", "interestRate=8.5", "term=30"], [...NOT_MERCH, "5.5%"]),
  q("programmes", "commission on a $1.5M pace financing referral", ["$60,000", "4%"], NOT_MERCH),
  q("programmes", "what % do you pay for bitcoin mining referrals", ["3%"], NOT_MERCH),
  q("merch-price", "price for 5 hi vis vests", ["$199.95"], NOT_ENERGY),
  q("merch-price", "two varsity jackets, how much?", ["$259.98"], NOT_ENERGY),

  q("contact", "where's the dublin office & what are its hours", ["Grand Canal Quay", "Monday-Friday"], NOT_MERCH),
  q("merch", "Is the mug dishwasher safe, and what finishes does it come in?", ["dishwasher safe", "Matte Finish"], NOT_ENERGY),
  q("merch", "do you do bulk orders? also do you ship to the uk?", ["/contact?type=corporate", "internationally"], NOT_ENERGY),
  q("company", "what's declan's email and phone", ["declan@kilbride.example", PHONE], NOT_MERCH),
  q("merch-policy", "How long is shipping and can I pay by card?", ["5-7 business days", "no payment"], NOT_ENERGY),
  q("programmes", "are you hiring, and what are contractor payment terms", ["/contractors", "Net-30"], NOT_MERCH),
  q("pace", "what does PACE stand for and what can it pay for?", ["Property Assessed Clean Energy", "efficiency"], NOT_MERCH),
  q("where", "do you work in california? and what about france?", ["California", "France"], [SHOP]),

  q("decline", "what's the stock price of first solar", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "weather forecast for galway this weekend", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Galway Retail"]),
  q("decline", "price of hydrogen fuel at the pump today", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$3.13"]),
  q("decline", "what's the speed limit on colorado highways", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "who founded tesla", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Declan"]),
  q("decline", "how many calories in a guinness", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "whats the best solar panel brand", [DONT_KNOW, PHONE], [SHOP, PROJECT, POST]),
  q("decline", "is it going to snow in denver", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Founders Parkway"]),
  q("decline", "current mortgage rates?", [DONT_KNOW, PHONE], [...OFF_TOPIC, "5.5%"]),
  q("decline", "what is the meaning of life", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "score of the rockies game last night", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "bitcoin price prediction for 2030", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$60,000"]),
  q("decline", "how do I reset my iphone", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "what's the address of the white house", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Founders Parkway"]),
  q("decline", "can you recommend a good dentist in peachtree city", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Westpark"]),
  q("decline", "what's the price of a barrel of oil", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),

  q("service", "do you guys put up solar on farms", ["agricultural"], NOT_MERCH),
  q("service", "can you build charging for our delivery trucks", ["EV Charging Infrastructure"], NOT_MERCH),
  q("pace", "how is PACE repaid", ["tax assessment"], NOT_MERCH),
  q("service", "who do I talk to about a damaged roof after a storm", ["Insurance Claims Recovery"], NOT_MERCH),
  q("programmes", "when will I hear back about my contractor application", ["5-7 business days"], NOT_MERCH),
  q("programmes", "do I need insurance to join as a subcontractor", ["$1M per occurrence"], NOT_MERCH),
  q("programmes", "can a consultant join your affiliate thing", ["consultants", "/affiliates"], NOT_MERCH),
  q("programmes", "where do i get my referral code", ["referral code"], NOT_MERCH),
  q("contact", "are you open weekends", ["Monday-Friday"], NOT_MERCH),
  q("contact", "whats the best number to call", [PHONE], NOT_MERCH),
  q("company", "who's in charge there", ["Declan Kilbride"], NOT_MERCH),
  q("contact", "where's HQ", ["Castle Rock"], NOT_MERCH),
  q("where", "do you have an office in europe", ["Dublin"], [SHOP]),
  q("contact", "southeast office phone", ["+1 (770) 555-0182"], NOT_MERCH),
  q("projects", "tell me about the agrivoltaic array", ["Pueblo Agrivoltaic Array"], [SHOP]),
  q("projects", "how much did the peachtree depot save on grid upgrades", ["$240,000"], [SHOP]),
  q("projects", "what did you do for lee valley dairy", ["Lee Valley Dairy Rooftop Solar"], [SHOP]),
  q("company", "what kind of business is kilbride", ["solar", "hydrogen"], [`${SHOP})`]),
  q("company", "when did you start making merch", ["2022"], [CALC]),

  f("merch", ["how much is the aran sweater"], "do you have it in large?", ["Large"], NOT_ENERGY),
  f("contact", ["phone number for the georgia office"], "what about dublin?", ["+353 1 555 0193"], NOT_MERCH),
  f("energy-cost", ["how much would a 250 kw solar system cost"], "and in ireland?", ["$450,000", "in Ireland"], NOT_MERCH),
  f("energy-cost", ["annual pace payment on a $500k project"], "over 30 years instead?", ["$34,067", "term=30"], [...NOT_MERCH, "$41,273"]),
  f("programmes", ["whats the commission on solar referrals"], "and how long are they tracked?", ["12 months"], NOT_MERCH),
  f("merch", ["tell me about the heritage series"], "how much is the flat cap in it?", ["$38.99"], NOT_ENERGY),

  q(
    "energy-cost",
    "how much is a 100 kW system at $2/W and a 200 kW system at $1.90/W?",
    ["$200,000", "$380,000"],
    [...NOT_MERCH, "$1.80/W"],
  ),
  q("energy-cost", "solar price per watt of 2.05 for 300 kw", ["$615,000", "pricePerWatt=2.05"], [...NOT_MERCH, "$1.80/W"]),
  q("contact", "the weather in castle rock and your address there", ["1200 Founders Parkway", DONT_KNOW], [SHOP, CALC, "°"]),
  q("programmes", "which address do I use for a project you're already doing for us", ["projects@kilbride.example"], NOT_MERCH),
  q("decline", "stock tips and the euro rate", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("energy-cost", "5 MW electrolyzer making 2,000 kg a day - what does it cost?", ["couldn't tell", PHONE], [...NOT_MERCH, "$16,100,000"]),
  q(
    "energy-cost",
    "2 MW data center with just N redundancy, build cost?",
    ["redundancyLevel=n&", "capacity=2"],
    [...NOT_MERCH, "N+1 redundancy"],
  ),
  q("merch-price", "how much for 2 dragon crest hoodies, a tee and a mug", ["$139.98", "Which one"], [...NOT_ENERGY, "Together"]),
  // ── Fourth round (ADR 164): written from the content before the changes they motivate ──
  // Figures of the visitor's own, in more forms.
  q("energy-cost", "300kw @ $2.25/w whats the total", ["$675,000", "pricePerWatt=2.25", "as you said"], [...NOT_MERCH, "$1.80/W"]),
  q(
    "energy-cost",
    "solar for a 1.5 MW roof at 1.65 a watt",
    ["$2,475,000", "systemSize=1500", "pricePerWatt=1.65"],
    [...NOT_MERCH, "$1.80/W"],
  ),
  q(
    "energy-cost",
    "two hundred fifty kilowatts of solar at two dollars a watt?",
    ["$500,000", "systemSize=250", "pricePerWatt=2"],
    [...NOT_MERCH, "$1.80/W"],
  ),
  q(
    "energy-cost",
    "75 kw system, power at 15 cents a kwh, no incentives - payback?",
    ["$135,000", "incentives=0", "utilityRate=0.15"],
    [...NOT_MERCH, "$0.12/kWh"],
  ),
  q(
    "energy-cost",
    "what would 400kw solar cost if we only get 26% incentives",
    ["$720,000", "$532,800", "incentives=26"],
    [...NOT_MERCH, "$504,000"],
  ),
  q(
    "energy-cost",
    "we pay $0.09/kwh, how much would 120 kw of solar save",
    ["$11,934", "utilityRate=0.09", "systemSize=120"],
    [...NOT_MERCH, "$0.12/kWh"],
  ),
  q(
    "energy-cost",
    "60kw array, $1.90 per watt, 11c power",
    ["$114,000", "utilityRate=0.11", "pricePerWatt=1.9"],
    [...NOT_MERCH, "$1.80/W"],
  ),
  q("energy-cost", "how much for an 8MW hydrogen electrolyzer", ["$23,660,000", "electrolyzerSize=8"], [...NOT_MERCH, "$16,100,000"]),
  q("energy-cost", "3 mw electrolyser + 10k kg of storage, capex?", ["$14,560,000", "storageSize=10000"], [...NOT_MERCH, "$16,100,000"]),
  q("energy-cost", "price of a 500 kilowatt electrolyzer", ["$4,760,000", "electrolyzerSize=0.5"], [...NOT_MERCH, "$16,100,000"]),
  q(
    "energy-cost",
    "mining 1000 TH/s on 35 kW at 5 cents, profitable?",
    ["hashrate=1000", "power=35", "electricityRate=0.05"],
    [...NOT_MERCH, "$4,896"],
  ),
  q(
    "energy-cost",
    "250 th/s rig, 3.5kw, 7c power, btc @ 90k - yearly profit",
    ["-$2,132", "bitcoinPrice=90000"],
    [...NOT_MERCH, "$60,000"],
  ),
  q(
    "energy-cost",
    "tier 4 2MW data centre with a pue of 1.3, cost to build",
    ["$52,000,000", "tier=4", "pue=1.3"],
    [...NOT_MERCH, "$26,000,000"],
  ),
  q("energy-cost", "750kW data center build cost", ["$9,750,000", "capacity=0.75"], [...NOT_MERCH, "$13,000,000 ("]),
  q(
    "energy-cost",
    "PACE on a $2.5M project, building worth $12M, 25 yrs at 6%",
    ["$185,559", "term=25", "interestRate=6"],
    [...NOT_MERCH, "5.5%"],
  ),
  q("energy-cost", "yearly pace payment for a 300,000 dollar retrofit", ["$24,764", "projectCost=300000"], [...NOT_MERCH, "$82,546"]),
  q("energy-cost", "pace loan of $400k at 7 percent", ["$37,214", "interestRate=7"], [...NOT_MERCH, "5.5%"]),
  q("programmes", "if i refer a $400k solar job what do i get", ["$20,000", "5%"], NOT_MERCH),
  q("programmes", "commission on a 2 million dollar hydrogen project?", ["$60,000", "3%"], NOT_MERCH),
  q("programmes", "referral fee if an insurance claim I sent you recovers 250k", ["$10,000", "4%"], NOT_MERCH),
  q("merch-price", "2 aran sweaters and a mug", ["$208.97"], NOT_ENERGY),
  q("merch-price", "price for 3 legacy crest mugs", ["$56.97"], NOT_ENERGY),

  // Two or three questions in one message.
  q("contact", "whats the dublin office phone and your general email", ["+353 1 555 0193", "info@kilbride.example"], NOT_MERCH),
  q("programmes", "how long does contractor approval take and what are the payment terms?", ["5-7 business days", "Net-30"], NOT_MERCH),
  q("merch", "do you ship internationally? how long does shipping take", ["internationally", "5-7 business days"], NOT_ENERGY),
  q("merch-price", "price of the varsity jacket and the flat cap", ["$129.99", "$38.99"], NOT_ENERGY),
  q("contact", "what are your hours, also who founded the company", ["Monday-Friday", "Declan Kilbride"], NOT_MERCH),
  q("programmes", "how do affiliates get paid and how long are referrals tracked", ["within 30 days", "12 months"], NOT_MERCH),
  q("company", "when was kilbride founded and where", ["1998", "Castle Rock"], NOT_MERCH),
  q("contact", "email for merch questions + email for contractor stuff", ["merch@kilbride.example", "contractors@kilbride.example"], []),

  // Subjects the site does not cover.
  q("decline", "who won the super bowl", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "how do i reset my wifi router", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "whats the capital of norway", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Hamar"]),
  q("decline", "can you write me a python script", [DONT_KNOW, PHONE], OFF_TOPIC),
  q("decline", "how much is an iphone 16", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "book me a table for two in dublin", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Grand Canal"]),
  q("decline", "directions from denver airport to castle rock", [DONT_KNOW, PHONE], [...OFF_TOPIC]),
  q("decline", "what's the fed interest rate right now", [DONT_KNOW, PHONE], [...OFF_TOPIC, "5.5%"]),
  q("decline", "who is the ceo of shell", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Declan"]),
  q("decline", "whats the phone number for home depot in castle rock", [DONT_KNOW, PHONE], [...OFF_TOPIC, "Founders Parkway"]),
  q("decline", "how much does a tesla model 3 cost", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),
  q("decline", "what's the exchange rate euro to dollar", [DONT_KNOW, PHONE], [...OFF_TOPIC, "$"]),

  // Plain wordings of facts the site states.
  q("company", "so what do you guys do exactly", ["solar", "hydrogen"], [`${SHOP})`]),
  q("programmes", "once i submit the project form what happens next", ["1-2 weeks"], NOT_MERCH),
  q("contact", "how fast do you get back to people", ["one business day"], NOT_MERCH),
  q("programmes", "when does the affiliate money come in", ["within 30 days"], NOT_MERCH),
  q("company", "who's the boss", ["Declan Kilbride"], NOT_MERCH),
  q("company", "where is the founder originally from", ["Dublin"], NOT_MERCH),
  q("where", "is there an office in georgia", ["Peachtree City"], [SHOP]),
  q("contact", "what's your email for general stuff", ["info@kilbride.example"], NOT_MERCH),
  q("programmes", "how long till my project actually starts", ["1-2 weeks"], NOT_MERCH),
  q("programmes", "what should i have ready before the first call", ["budget"], NOT_MERCH),
  q("company", "how long have you been doing this", ["1998"], NOT_MERCH),
  q("contact", "can i get a rough number before talking to someone", ["/calculators"], []),
  q("where", "do you do work in spain", ["Spain"], [SHOP]),
  q("programmes", "who do i email about becoming a supplier", ["partners@kilbride.example"], NOT_MERCH),
  q("programmes", "how do i sign up to refer people", ["/affiliates"], NOT_MERCH),
  q("programmes", "what cover do subcontractors need", ["$1M per occurrence"], NOT_MERCH),
  q("programmes", "how quick do you pay contractors", ["Net-30"], NOT_MERCH),
  q("programmes", "whats the minimum project size for referrals", ["minimum project size"], NOT_MERCH),

  // The site's subjects.
  q("blog", "what have you written about pace", ["/blog/"], [SHOP]),
  q("blog", "any articles on hydrogen", ["/blog/"], [SHOP]),
  q("projects", "what did you build in spain", ["Seville Logistics Solar Carports"], [SHOP]),
  q("projects", "tell me about the rotterdam electrolyzer", ["Rotterdam Port Electrolyzer", PROJECT], [SHOP]),
  q("projects", "who was the client on the galway charging job", ["Corrib Retail Partners"], [SHOP]),
  q("projects", "the midland refuelling station, what is it", ["Midland Truck Hydrogen Refuelling Station"], [SHOP]),
  q("projects", "fairgrounds solar project details", ["Douglas County Fairgrounds Solar"], [SHOP]),
  q("bulk", "do you do custom orders for teams", ["/contact?type=corporate"], NOT_ENERGY),
  q("bulk", "we want 50 branded polos for staff", ["/contact?type=corporate"], [...NOT_ENERGY, "$44.99"]),
  q("bulk", "can we get our logo embroidered on jackets", ["/contact?type=corporate"], NOT_ENERGY),
  q("bulk", "is there a price break for 25 tees", ["/contact?type=corporate"], [...NOT_ENERGY, "$29.99"]),
  q("merch", "do you sell mugs", ["Legacy Crest Mug"], NOT_ENERGY),
  q("merch", "whats in the heritage series", ["Aran Heritage Sweater"], NOT_ENERGY),
  q("merch", "any beanies?", ["Block Height Beanie", "Industry Logo Beanie"], NOT_ENERGY),
  q("calculators", "is there a calculator for pace", ["tab=pace"], NOT_MERCH),
  q("calculators", "where do i find the hydrogen calculator", ["tab=hydrogen"], NOT_MERCH),
];
