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
];
