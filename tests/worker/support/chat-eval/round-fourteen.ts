/**
 * Round fourteen: questions for the chat assistant, written blind, to be scored once as they are
 * ("first sight") before anyone tunes on them, then added to the tuning table (ADR 342).
 *
 * Written by the helper session "round-fourteen" on 2026-11-28 from what a visitor can read:
 * content/ (the about page, the programme terms, the merch page, the services' lists, the privacy
 * notice, the subscription and contact pages), contract/ (calculator bounds, defaults, display and
 * URL functions; the merch catalogue; the commission table) and the published demo posts and
 * projects (scripts/seed/demo-content.ts; the unpublished draft post was left out). Its author did
 * not open worker/chat/, worker/search/, docs/chat.md, ADRs 160, 162–168, 320, 322–324, 326–328,
 * 330–332, 335–337 or 339 onward, questions.ts beyond its type definitions and exported constants,
 * test-questions.ts, tuning-table.ts, grade.ts, /work/tmp or any chat test, read round-eight.ts to
 * round-thirteen.ts only for their shape and to avoid repeating them, and asked the assistant
 * nothing before this file was committed.
 *
 * Every calculator figure was computed with contract/'s `calculate` and `calculatorHref` for exactly
 * the visitor's inputs (the rest at their defaults), with the calculator link's parameter for each
 * input the visitor gave; a figure outside a calculator's bounds expects the bound's message and
 * forbids only the default. A figure question's `mustNot` holds the defaults the visitor's figures
 * replace, as the link writes them, and the misreadings a stray number invites ("systemSize=2&" for
 * two buildings, "hashrate=40&" for 40 rigs). Merch totals are catalogue prices times quantities;
 * commissions are the commission table's rate of the visitor's amount. Ranges are not asked.
 * Data only: the shapes are round-questions.ts's.
 */
import { SHOP, CALC, NOT_MERCH, NOT_ENERGY } from "./questions.ts";
import { q, f, no, type RoundQuestion } from "./round-questions.ts";

export const roundFourteen: readonly RoundQuestion[] = [
  // ── The visitor's own figures: every input used, defaults only where the visitor gave none ──
  // Solar
  q(
    "own-figures",
    "energy-cost",
    "350kw on a warehouse in lyon france - how many kwh a year would that make",
    ["386,750 kWh", "location=France", "systemSize=350"],
    ["location=United+States&", "systemSize=100&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "quote came in at $2.25/W for 80 kW, we pay 21¢ per kwh. payback?",
    ["6.8 Years", "systemSize=80", "pricePerWatt=2.25", "utilityRate=0.21"],
    ["systemSize=100&", "pricePerWatt=1.8&", "utilityRate=0.12&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "2.5MW with 40 pct in incentives, whats our net cost",
    ["$2,700,000", "systemSize=2500", "incentives=40"],
    ["systemSize=100&", "incentives=30", "systemSize=2.5", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "we get 1600 kwh per kw here. 150 kw, power costs us fourteen cents. yearly savings?",
    ["$33,600", "systemSize=150", "specificYield=1600", "utilityRate=0.14"],
    ["systemSize=100&", "utilityRate=0.12&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "solar payback for a 15,000 kW system?",
    ["System size must be less than 10,000 kW"],
    ["systemSize=100&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "what if we pay only 3 cents a kwh for power, 100kw solar, is it still worth it",
    ["Utility rate must be at least $0.05/kWh"],
    ["utilityRate=0.12&", ...NOT_MERCH],
  ),
  // Hydrogen
  q(
    "own-figures",
    "energy-cost",
    "total capex for a 12 MW electrolyser plant?",
    ["$33,740,000", "electrolyzerSize=12"],
    ["electrolyzerSize=5&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "2.5 megawatt electrolyzer with 1,200 kg storage, cost per kilo of h2?",
    ["$2.78/kg", "electrolyzerSize=2.5", "storageSize=1200"],
    ["electrolyzerSize=5&", "storageSize=5000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "20MW electrolysis, no compressors needed. how many kg a year do we make",
    ["2,880,000 kg/year", "electrolyzerSize=20", "compressionNeeded=false"],
    ["electrolyzerSize=5&", "compressionNeeded=true", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "hydrogen plant costs for a 150 MW electrolyzer",
    ["Electrolyzer size must be less than 100 MW"],
    ["electrolyzerSize=5&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "5 mw electrolyser but only 40 kg of storage, opex?",
    ["Storage size must be at least 100 kg"],
    ["storageSize=5000", ...NOT_MERCH],
  ),
  // Bitcoin mining
  q(
    "own-figures",
    "energy-cost",
    "2000 TH/s drawing 60 kW at 4.5 cents, daily power bill?",
    ["$65", "hashrate=2000", "power=60", "electricityRate=0.045"],
    ["hashrate=100&", "power=3400&", "electricityRate=0.06&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "if btc is 95k, how much bitcoin a day does 450 th/s mine",
    ["0.00000075 BTC", "hashrate=450", "bitcoinPrice=95000"],
    ["hashrate=100&", "bitcoinPrice=60000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "300 TH, 9 kw, difficulty 110000T - yearly profit or loss?",
    // Corrected when round fourteen became tuning material (ADR 342's addendum): 110,000T is past the
    // calculator's bound, so the bound's message is the answer, not the formula's -$4,723.
    ["Difficulty must be less than 100,000T", "hashrate=300", "power=9", "difficulty=110000"],
    ["hashrate=100&", "power=3400&", "difficulty=75000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "mining profit with btc at $750,000",
    ["Bitcoin price must be less than $500,000"],
    ["bitcoinPrice=60000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "my power is basically free, half a cent per kwh, 100 th/s. profit?",
    ["Electricity rate must be at least $0.01/kWh"],
    ["electricityRate=0.06&", ...NOT_MERCH],
  ),
  // Data center
  q(
    "own-figures",
    "energy-cost",
    "6 MW facility with 2N redundancy, build cost?",
    ["$102,000,000", "capacity=6", "redundancyLevel=2n"],
    ["capacity=1&", "redundancyLevel=n%2B1", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "15mw, liquid cooled, pue 1.2 - 10 year total cost of ownership?",
    ["$425,244,000", "capacity=15", "coolingType=liquid", "pue=1.2"],
    ["capacity=1&", "coolingType=air", "pue=1.4", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "half a megawatt tier 4 data centre, cost per kW?",
    ["$26,000", "capacity=0.5", "tier=4"],
    ["capacity=1&", "tier=2&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "data center with a pue of 2.6, what's the yearly power cost for 1 MW",
    ["PUE must be at most 2"],
    ["pue=1.4", ...NOT_MERCH],
  ),
  // PACE
  q(
    "own-figures",
    "energy-cost",
    "2.4M solar project, 25 year pace term — annual payment?",
    ["$73,690", "projectCost=2400000", "term=25"],
    ["projectCost=1000000", "term=20", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "pace on $450k with the building worth 3 million at 7.25%. total interest?",
    ["$403,606", "projectCost=450000", "propertyValue=3000000", "interestRate=7.25"],
    ["projectCost=1000000", "propertyValue=5000000", "interestRate=5.5", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "$5M upgrade, property valued at 40m, over 10 years. what do we repay in total",
    ["$6,511,577", "projectCost=5000000", "propertyValue=40000000", "term=10"],
    ["projectCost=1000000", "propertyValue=5000000", "term=20", ...NOT_MERCH],
  ),
  q("own-figures", "energy-cost", "can i do a pace loan over 40 years", ["Term must be less than 30 years"], ["term=20", ...NOT_MERCH]),
  q(
    "own-figures",
    "energy-cost",
    "roughly 90 kilowatts, $1.95 a watt, 25% back in credits, power at 13c/kWh. how long til it pays off (we have 2 buildings)",
    ["10.2 Years", "systemSize=90", "pricePerWatt=1.95", "incentives=25", "utilityRate=0.13"],
    ["systemSize=100&", "pricePerWatt=1.8&", "incentives=30", "utilityRate=0.12&", "systemSize=2&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "hydrogen: 8mw electrolyzer, 12k kg of storage. whats the storage bit cost",
    ["$6,000,000", "electrolyzerSize=8", "storageSize=12000"],
    ["electrolyzerSize=5&", "storageSize=5000", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "our 40 rigs total 5,000 TH/s and pull 140kW, electricity is 3.9 cents. monthly profit?",
    ["-$3,916", "hashrate=5000", "power=140", "electricityRate=0.039"],
    ["hashrate=100&", "power=3400&", "electricityRate=0.06&", "hashrate=40&", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "tier 3, 3.5 megawatts, N redundancy only: annual operating cost?",
    ["$5,183,920", "capacity=3.5", "tier=3", "redundancyLevel=n&"],
    ["capacity=1&", "tier=2&", "redundancyLevel=n%2B1", ...NOT_MERCH],
  ),
  q(
    "own-figures",
    "energy-cost",
    "pace for an hvac job, 750k, 12 year term — yearly payment",
    ["$85,515", "projectType=hvac", "projectCost=750000", "term=12"],
    ["projectCost=1000000", "term=20", "projectType=solar", ...NOT_MERCH],
  ),
  q("own-figures", "programmes", "if i refer a $2M solar project what's my commission", ["$100,000"], [SHOP, CALC]),
  q("own-figures", "programmes", "affiliate on a 600k hydrogen job, how much do i make", ["$18,000"], [SHOP, CALC]),
  q("own-figures", "programmes", "insurance claim recovers $350k — my cut as the referrer?", ["$14,000"], [SHOP, CALC]),
  // Merch totals
  q("own-figures", "merch", "3 aran sweaters + a flat cap, what's that come to", ["$323.96"], NOT_ENERGY),
  q("own-figures", "merch", "price for four hi vis vests and four decal packs?", ["$199.92"], NOT_ENERGY),
  q("own-figures", "merch", "two varsity jackets and 2 mugs how much all in", ["$297.96"], NOT_ENERGY),
  q("own-figures", "merch", "whats 5 block height beanies cost", ["$124.95"], NOT_ENERGY),
  q("own-figures", "merch", "one softshell, one quarter zip, one tumbler. total pls", ["$211.97"], NOT_ENERGY),
  q("own-figures", "merch", "how much are 2 mining edition tees plus the hashrate blueprint print", ["$98.97"], NOT_ENERGY),

  // ── Two or three parts in one message ──
  q("multi-part", "merch", "is the mug dishwasher safe + what's the crest on it done in", ["dishwasher safe", "gold"], NOT_ENERGY),
  q("multi-part", "merch", "the decal pack: how many decals, and are they weatherproof", ["twelve", "weatherproof"], NOT_ENERGY),
  q("multi-part", "merch", "what is the polo's emblem. also which colours does it come in", ["H₂ knot", "Irish Cream"], NOT_ENERGY),
  q("multi-part", "merch", "ripstop shirt — what's reinforced, and what colours", ["elbows", "Forest Moss"], NOT_ENERGY),
  q("multi-part", "merch", "what paper is the blueprint print on; how big is it", ["200 gsm", "16×24"], NOT_ENERGY),
  q("multi-part", "merch", "does the hoodie have a pocket and is the hood lined", ["kangaroo pocket", "lined hood"], NOT_ENERGY),
  q("multi-part", "merch", "sizes for the safety vest? btw what class is it", ["ANSI Class 2", "Medium"], NOT_ENERGY),
  q(
    "multi-part",
    "merch",
    "do i pay online for merch and whats the max of one item per line",
    ["No payment is taken online", "e-mail"],
    [CALC],
  ),
  q(
    "multi-part",
    "programmes",
    "contractors: how long is the review and what insurance do i need",
    ["5-7 business days", "$1M per occurrence"],
    [SHOP],
  ),
  q(
    "multi-part",
    "programmes",
    "what are your payment terms for subs, and how long do affiliate referrals track",
    ["Net-30", "12 months"],
    [SHOP],
  ),
  q("multi-part", "programmes", "affiliate cut on a hydrogen job and on a pace deal?", ["3%", "4%", "of financed amount"], [SHOP, CALC]),
  q("multi-part", "programmes", "what % for solar referrals. and when does it get paid out", ["5%", "within 30 days"], [SHOP, CALC]),
  q("multi-part", "company", "when did the ireland office open, and when did you get into bitcoin mining", ["2015", "2018"], [SHOP]),
  q("multi-part", "company", "when did the ev charging work start + who was it for", ["2010", "fleets and workplaces"], [SHOP]),
  q("multi-part", "company", "when did pace financing start; same year as the southeast office?", ["2018"], [SHOP]),
  q(
    "multi-part",
    "company",
    "your three values? and what does declan say the standard is",
    ["Excellence", "Sustainability", "Partnership", "twenty years from now"],
    [SHOP],
  ),
  q("multi-part", "company", "first hydrogen projects - when; and the merch line?", ["2022"], [SHOP]),

  q("multi-part", "projects", "pecos mining site: how many miners and what pue", ["8,600", "1.04"], NOT_MERCH),
  q(
    "multi-part",
    "projects",
    "what did the colorado springs client first get offered, and what did they end up with",
    ["$410,000", "$1.37M"],
    NOT_MERCH,
  ),
  q(
    "multi-part",
    "projects",
    "wexford pilot: what does it supply, and who's the client",
    ["bus depot", "South East Energy Cooperative"],
    NOT_MERCH,
  ),
  q("multi-part", "projects", "lee valley dairy: how many roofs, and the payback?", ["three roofs", "6.5-year"], NOT_MERCH),
  q(
    "multi-part",
    "projects",
    "seville carports. how many charging points and how many bays shaded",
    ["40 integrated charging points", "1,100 parking bays"],
    NOT_MERCH,
  ),
  q(
    "multi-part",
    "projects",
    "rotterdam port: the tug and tractors run on it, but how much hydrogen is kept on site and at how many bar",
    ["3,000 kg", "350 bar"],
    NOT_MERCH,
  ),
  q("multi-part", "projects", "when was the fairgrounds array built and how big is it", ["2012", "650 kW"], NOT_MERCH),
  q("multi-part", "projects", "hamar containers how many, and what's the waste heat used for", ["10 containers", "timber"], NOT_MERCH),
  q(
    "multi-part",
    "blog",
    "in the 100 kW solar example what's the yearly savings and the 25 year total",
    ["$17,520", "$438,000"],
    NOT_MERCH,
  ),
  q(
    "multi-part",
    "blog",
    "what does the electrolyzer article say a kw of electrolyzer costs; and the cost per kg it lands at",
    ["$1,500 per kW", "$3.68"],
    NOT_MERCH,
  ),
  q("multi-part", "blog", "pace article example: annual payment and total repaid?", ["$83,120", "$1,662,400"], NOT_MERCH),
  q(
    "multi-part",
    "blog",
    "how many losses has the claims team documented, and how long do you spend on a roof",
    ["300", "two days"],
    NOT_MERCH,
  ),
  q("multi-part", "blog", "georgia plant battery: what size, and how much peak did it shave", ["500 kW / 1,000 kWh", "420 kW"], NOT_MERCH),
  q(
    "multi-part",
    "blog",
    "how big do you want the dublin team by 2027? also how many ev ports have they put in",
    ["50 people", "300 EV charging ports"],
    NOT_MERCH,
  ),
  q(
    "multi-part",
    "service",
    "for hydrogen do you pick the electrolyzer vendor, and do you design storage and compression",
    ["vendor selection", "Storage and compression design"],
    NOT_MERCH,
  ),
  q(
    "multi-part",
    "service",
    "data centres: do you integrate generators + what redundancy levels do you design",
    ["generator integration", "2N"],
    NOT_MERCH,
  ),

  q(
    "multi-part",
    "company",
    "what reply time should i expect from you - and whats your phone number",
    ["one business day", "+1 (303) 555-0147"],
    [SHOP],
  ),
  q("multi-part", "merch", "is the tumbler stainless; whats etched on it", ["stainless", "Celtic knot"], NOT_ENERGY),

  // ── Plain wordings of facts the site states ──
  // Merch details
  q("plain", "merch", "what knit is the aran sweater, what wool", ["merino wool"], NOT_ENERGY),
  q("plain", "merch", "what's on the back of the dragon tee's neck", ["Celtic knot"], NOT_ENERGY),
  q("plain", "merch", "how does the snapback close", ["adjustable snap closure"], NOT_ENERGY),
  q("plain", "merch", "does the solar work shirt block the sun", ["UPF 50"], NOT_ENERGY),
  q("plain", "merch", "the collar on the quarter zip, what kind", ["stand collar"], NOT_ENERGY),
  q("plain", "merch", "is the logo on the industry beanie stitched or a label", ["woven Kilbride label"], NOT_ENERGY),
  q("plain", "merch", "what's the lid like on the tumbler", ["slide lid"], NOT_ENERGY),
  q("plain", "merch", "whats the varsity jacket's crest made of", ["chenille"], NOT_ENERGY),
  q("plain", "merch", "the mining tee has a number on it somewhere?", ["numbered Mining Edition hem tag"], NOT_ENERGY),
  q("plain", "merch", "are the crewneck's cuffs ribbed", ["ribbed cuffs"], NOT_ENERGY),
  q("plain", "merch", "what's the peak on the flat cap like", ["stitched-down peak"], NOT_ENERGY),
  q("plain", "merch", "what's the ev tee's print", ["lightning-bolt knot"], NOT_ENERGY),
  q("plain", "merch", "can i get a big crew order with our own logo embroidered", ["quote"], [CALC]),
  // Company, founder, values
  q("plain", "company", "where does the knot in your logo come from", ["Kilbride name"], [SHOP]),
  q("plain", "company", "how many crews did declan begin with", ["two"], [SHOP]),
  q("plain", "company", "which part of colorado did your first crews work along", ["Front Range"], [SHOP]),
  q("plain", "company", "how many offices and continents are you on", ["Three offices on two continents"], [SHOP]),
  q("plain", "company", "what does kilbride mean by partnership as a value", ["pay on time"], [SHOP]),
  // Programmes and terms
  q("plain", "programmes", "how quickly does a first consult usually happen", ["1-2 weeks"], [SHOP]),
  q("plain", "company", "can i get a copy of the data you hold on me", ["copy"], [SHOP, CALC]),
  q("plain", "programmes", "what's an affiliate get for an ev charger referral", ["5%", "of project value"], [SHOP, CALC]),
  q("plain", "programmes", "what does the insurance referral percentage get worked out on", ["recovered amount"], [SHOP, CALC]),
  q("plain", "company", "who actually reads what i put in your contact form", ["Only our staff"], [SHOP, CALC]),

  // Projects
  q("plain", "projects", "who paid for the civic charging hub by the park-and-ride", ["Douglas Ridge Municipal Utilities"], NOT_MERCH),
  q("plain", "projects", "how many delivery vans went electric at peachtree city", ["60"], NOT_MERCH),
  q("plain", "projects", "how many buildings got new roofs in limerick", ["3 buildings"], NOT_MERCH),
  q("plain", "blog", "what does marcus say to design data center cooling for", ["three years"], NOT_MERCH),
  q("plain", "projects", "what pressures can trucks fill at in midland", ["350/700 bar"], NOT_MERCH),
  q("plain", "projects", "what gets heated by the iceland mining hall", ["greenhouse"], NOT_MERCH),
  q("plain", "projects", "how many dispensers at the texas hydrogen station", ["4 dispensers"], NOT_MERCH),
  q("plain", "projects", "what kind of electrolyzer is at wexford", ["alkaline"], NOT_MERCH),
  // Articles
  q("plain", "blog", "what yield per kW does the colorado solar example assume", ["1,460 kWh"], NOT_MERCH),
  q("plain", "blog", "how much roof life should be left before putting panels on", ["ten years"], NOT_MERCH),
  q("plain", "blog", "at what power price does a 200 TH/s miner stop paying per your article", ["$0.13 per kWh"], NOT_MERCH),
  q("plain", "blog", "how many trucks would justify a 3 MW electrolyzer in the sizing article", ["40 fuel-cell trucks"], NOT_MERCH),
  q("plain", "blog", "how fast does a level 2 charger charge in kW", ["7.2-11 kW"], NOT_MERCH),
  q("plain", "blog", "how much yearly does 0.1 of PUE cost on a 5 MW hall", ["$350,000"], NOT_MERCH),
  q("plain", "blog", "how many apprentices have finished your apprenticeship programme", ["Thirty"], NOT_MERCH),
  q("plain", "blog", "what battery chemistry got cheaper since 2022 per the georgia post", ["Lithium iron phosphate"], NOT_MERCH),
  q("plain", "blog", "how much solar energy does the coweta county roof make a year", ["1,650 MWh"], NOT_MERCH),
  q("plain", "blog", "should we plan islanding for the battery from day one", ["islanding"], NOT_MERCH),
  q("plain", "blog", "what does the georgia article say about leasing the equipment", ["Equipment lease"], NOT_MERCH),
  q("plain", "blog", "in MWh per year, what's a tenth of a point of PUE on 5 MW", ["4,380 MWh"], NOT_MERCH),
  q("plain", "blog", "which tier do you suggest for hospital or bank systems", ["Tier IV"], NOT_MERCH),
  // Services, privacy, contact
  q("plain", "service", "for ev charging do you keep maintaining the chargers after", ["ongoing maintenance"], NOT_MERCH),
  q("plain", "service", "can you handle fire damage claims, not just storms", ["fire"], NOT_MERCH),
  q("plain", "service", "do you do the paperwork for solar incentives", ["Incentive documentation"], NOT_MERCH),
  q("plain", "company", "do you sell my info to advertisers", ["do not sell"], [SHOP, CALC]),
  q("plain", "company", "why is there no cookie popup on your site", ["no cookie banner"], [SHOP, CALC]),
  q("plain", "company", "if i unsubscribe from the articles do you keep my email", ["deleted"], [SHOP, CALC]),
  q("plain", "company", "what are your office hours for phone calls", ["9am-5pm MST"], [SHOP]),
  q("plain", "company", "who is the data controller for this site", ["controller"], [SHOP, CALC]),

  // ── Subjects the site does not cover: the honest decline ──
  no("what lawn mower should i buy", ["$"]),
  no("how do i apply for a us work visa"),
  no("can you fix my home wifi"),
  no("what's the best electrolyzer brand to buy", ["$"]),
  no("do you sell solar panels to homeowners direct by the pallet", ["$"]),
  no("how much did declan pay for the dublin office", ["$", "€"]),
  no("what's the dishwasher temperature limit for the mug", ["°"]),
  no("how much is a pint of guinness in dublin", ["€"]),
  no("recommend a crypto wallet"),
  no("how many employees does kilbride have", ["employees"]),
  no("who designed the euro coins"),
  no("translate 'celtic knot' into irish"),

  no("what's the lead time on a new transformer from eaton", ["weeks", "months"]),
  no("what salary does a solar installer earn in georgia", ["$"]),
  no("tickets for the ploughing championships?", ["€"]),

  // ── Follow-ups: the earlier message gives the subject or the inputs ──
  f("merch", ["tell me about the aran heritage sweater"], "what colours does it come in", ["Irish Cream", "Forest Moss"], NOT_ENERGY),
  f("merch", ["how much is the legacy canvas tote"], "and what's printed on it", ["screen-printed crest"], NOT_ENERGY),
  f("merch", ["how much are 2 dragon crest hoodies"], "make it three", ["$209.97"], NOT_ENERGY),
  f("merch", ["what's the grid line softshell jacket"], "is it waterproof", ["water-resistant"], NOT_ENERGY),
  f("programmes", ["what's the affiliate rate for bitcoin mining referrals"], "and for solar?", ["5%"], [SHOP, CALC]),
  f("programmes", ["how long do you take to review a contractor application"], "and how fast do you pay them", ["Net-30"], [SHOP]),
  f("company", ["when was kilbride founded"], "and where", ["Colorado"], [SHOP]),
  f("company", ["what happened in 2018"], "and in 2022?", ["hydrogen"], [SHOP]),
  f("projects", ["tell me about the pecos mining facility"], "how fast can it drop load", ["two minutes"], NOT_MERCH),
  f("projects", ["what's the galway retail park project"], "how big is the solar on it", ["90 kW"], NOT_MERCH),
  f("projects", ["who did you build the rotterdam electrolyzer for"], "what uses the hydrogen", ["yard tractors"], NOT_MERCH),
  f(
    "blog",
    ["who wrote the data center cooling article"],
    "what else has he written about",
    ["Bitcoin Mining as a Flexible Grid Load"],
    [SHOP],
  ),
  f("blog", ["what's the article about the heritage and field work collections"], "who wrote it", ["Orla Kennedy"], NOT_ENERGY),
  f(
    "energy-cost",
    ["what's the 25 year savings on a 350 kW solar system in france"],
    "and in germany?",
    ["$719,250", "location=Germany", "systemSize=350"],
    ["location=France", "systemSize=100&", ...NOT_MERCH],
  ),
  f(
    "energy-cost",
    ["build cost for a 6 MW data center with 2N"],
    "what about tier 3",
    ["$153,000,000", "capacity=6", "redundancyLevel=2n", "tier=3"],
    ["capacity=1&", "tier=2&", "redundancyLevel=n%2B1", ...NOT_MERCH],
  ),
];
