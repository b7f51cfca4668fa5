/**
 * Demo content that local runs seed into the database (never production). Framework-free: plain
 * typed arrays the seed script inserts in order, so the database ids follow the array positions.
 * Every image and video path points at a file shipped under web/public (no hot-linking), which the
 * demo-content test checks.
 */
import type { BlogPost, Partner, Project } from "#contract/entities.ts";
import type { InquiryType } from "#contract/enums.ts";

/** A blog post as seeded: the database assigns id and updatedAt; createdAt and viewCount are fixed. */
export type DemoPost = Omit<BlogPost, "id" | "viewCount" | "createdAt" | "updatedAt"> & {
  createdAt: string;
  viewCount: number;
};

/** A project as seeded: the database assigns the id. */
export type DemoProject = Omit<Project, "id" | "createdAt"> & { createdAt: string };

/** A partner as seeded. */
export type DemoPartner = Omit<Partner, "id">;

/** A contact inquiry as seeded (the contact payload plus its status and date). */
export interface DemoInquiry {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  inquiryType: InquiryType;
  message: string;
  responded: boolean;
  createdAt: string;
}

/** Social and canonical fields most posts leave empty. */
const noSeoOverrides = {
  metaTitle: null,
  metaDescription: null,
  canonicalUrl: null,
  ogTitle: null,
  ogDescription: null,
  ogImageUrl: null,
} as const;

export const demoPosts: DemoPost[] = [
  {
    slug: "solar-roi-commercial-rooftops",
    title: "What a 100 kW Commercial Rooftop Really Earns: Solar ROI in Plain Numbers",
    excerpt:
      "A worked example of a 100 kW rooftop array in Colorado: $180,000 installed, $126,000 after the federal tax credit, and a simple payback of about 7.2 years.",
    content: `<p>Most of the rooftop enquiries we receive start with the same question: <strong>how long until it pays for itself?</strong> The honest answer depends on four numbers — installed cost, incentives, local sunshine and what you pay your utility. Here is how those numbers play out on a typical 100 kW array, the size we install most often on warehouses, workshops and light-industrial roofs along the Front Range.</p>
<h2>The worked example</h2>
<p>A 100 kW system at an all-in price of $1.80 per watt costs about <strong>$180,000</strong> before incentives. The 30% federal Investment Tax Credit brings the net cost to roughly <strong>$126,000</strong>. In Colorado a well-oriented array produces around 1,460 kWh per installed kilowatt each year, so this system generates about <strong>146,000 kWh</strong> annually.</p>
<p>At a blended commercial rate of $0.12 per kWh, that production is worth <strong>$17,520 a year</strong>. Divide the net cost by the annual savings and the simple payback is about <strong>7.2 years</strong>. Over a 25-year panel warranty the array saves around $438,000 — before counting any utility rate increases.</p>
<ul>
<li>System size: 100 kW DC</li>
<li>Installed cost: $1.80 per watt</li>
<li>Incentives: 30% federal Investment Tax Credit</li>
<li>Specific yield: 1,460 kWh per kW per year</li>
<li>Utility rate: $0.12 per kWh</li>
</ul>
<h2>What moves the payback period</h2>
<p>Three variables matter more than the rest. <strong>Demand charges</strong>: if your tariff bills heavily for peak kilowatts, solar alone may not cut that charge, and a modest battery often shortens payback by a year or more. <strong>Roof condition</strong>: if the membrane has fewer than ten years of life left, re-roof first; removing and reinstalling an array later costs $0.25-$0.40 per watt. <strong>Self-consumption</strong>: net-metering rules vary by utility, and exported kilowatt-hours are often credited at less than the retail rate. A building that uses its power during daylight hours gets the most from every panel.</p>
<h2>Financing changes the picture</h2>
<p>Paying cash gives the best lifetime return, but it is not the only route. Commercial PACE financing lets owners fund the full project through a property assessment repaid over up to 25 years, so annual savings can exceed annual payments from day one. We covered the mechanics in our <a href="/blog/pace-financing-explained-for-building-owners">guide to PACE financing</a>.</p>
<blockquote>"A solar array is a 25-year asset. We want the spreadsheet to be boring and the roof to be sound before a single panel goes up." — Siobhan Murphy</blockquote>
<h2>Run your own numbers</h2>
<p>Our <a href="/calculators">Solar ROI Calculator</a> uses the same method as this example. Enter your system size, price per watt, utility rate and incentives, and it returns total cost, net cost, annual production, savings and payback. When you are ready for a site-specific quote including a shading study and structural review, <a href="/contact">contact our Castle Rock team</a>.</p>`,
    author: "Siobhan Murphy",
    category: "renewable_energy",
    tags: ["solar", "financing", "roi", "commercial"],
    keywords: ["commercial solar ROI", "solar payback period", "investment tax credit", "rooftop solar Colorado"],
    featured: true,
    published: true,
    publishedAt: "2024-03-05T15:00:00.000Z",
    createdAt: "2024-02-26T17:20:00.000Z",
    viewCount: 1842,
    imageUrl: "/images/blog/solar-roi-commercial-rooftops.svg",
    ...noSeoOverrides,
    metaTitle: "Commercial Solar ROI: What a 100 kW Rooftop Earns",
    metaDescription:
      "A worked example of commercial rooftop solar ROI: installed cost, the 30% tax credit, annual production, savings and a 7.2-year simple payback.",
  },
  {
    slug: "sizing-an-electrolyzer-green-hydrogen",
    title: "Sizing an Electrolyzer: Lessons from Three Green Hydrogen Projects",
    excerpt:
      "Why the right electrolyzer size is set by offtake, power supply and storage — and where the $16 million goes in a typical 5 MW green hydrogen plant.",
    content: `<p>Every hydrogen project we have delivered began with the same temptation: buy the biggest electrolyzer the budget allows. In practice, the right size is set by the offtake, the power supply and the storage between them. Here is what three projects — a port pilot in Rotterdam, a bus-depot pilot in Wexford and a truck refuelling station in West Texas — taught our team about sizing.</p>
<h2>Start with the offtake, not the stack</h2>
<p>An electrolyzer earns its keep only when it runs. A 5 MW PEM system consumes roughly 55 kWh per kilogram of hydrogen at the system level, so at a 90% capacity factor it produces about <strong>720,000 kg a year</strong> — close to 2,000 kg a day. Before we size anything, we ask who will take that hydrogen every day of the year and at what pressure. A fleet of 40 fuel-cell trucks each refuelling 30 kg a day needs 1,200 kg a day, which points to a 3 MW unit, not 5 MW.</p>
<h2>Where the capital goes</h2>
<p>For a 5 MW plant with buffer storage and compression to 350 bar, our budget estimates break down like this:</p>
<ul>
<li>Electrolyzer: about $7.5 million at $1,500 per kW</li>
<li>Storage tanks and equipment: about $2.5 million</li>
<li>Compression: about $1.5 million</li>
<li>Balance of plant (controls, engineering, installation): about $4.6 million</li>
</ul>
<p>That is a total capital cost of roughly <strong>$16.1 million</strong>, with annual operating costs near $644,000 before electricity. Depending on power price, the levelized production cost lands around <strong>$3.68 per kg</strong> at this scale — and rises quickly if the plant sits idle.</p>
<h2>Three lessons from the field</h2>
<p><strong>Power contracts decide the business case.</strong> Electricity is 60-75% of the lifetime cost of green hydrogen. In Rotterdam, a hybrid contract combining offshore wind with grid top-up kept utilisation above 85%.</p>
<p><strong>Storage buys flexibility.</strong> In Wexford, doubling buffer storage let the plant follow cheap night-time wind without missing morning deliveries. Storage is cheaper per day of resilience than an oversized stack.</p>
<p><strong>Compression is not optional for mobility.</strong> Vehicle refuelling at 350 or 700 bar needs compression and cooling; industrial users receiving low-pressure gas by pipe often do not. Leaving it out when it is not needed saves around 10% of capital cost.</p>
<blockquote>"A right-sized electrolyzer running flat out beats a big one running half the time, every time." — Aoife Brennan</blockquote>
<h2>Get a first estimate</h2>
<p>The <a href="/calculators">Hydrogen Plant Cost Estimator</a> gives a budget breakdown from electrolyzer size, storage and compression. For a feasibility study covering offtake, power supply and permitting in the US or Europe, <a href="/contact">talk to our hydrogen team</a> or see our <a href="/projects">completed hydrogen projects</a>.</p>`,
    author: "Aoife Brennan",
    category: "hydrogen",
    tags: ["hydrogen", "electrolyzers", "storage", "industrial"],
    keywords: ["green hydrogen", "electrolyzer sizing", "hydrogen production cost", "PEM electrolysis"],
    featured: true,
    published: true,
    publishedAt: "2024-06-18T09:00:00.000Z",
    createdAt: "2024-06-10T11:45:00.000Z",
    viewCount: 1296,
    imageUrl: "/images/blog/sizing-an-electrolyzer-green-hydrogen.svg",
    ...noSeoOverrides,
  },
  {
    slug: "bitcoin-mining-as-flexible-grid-load",
    title: "Bitcoin Mining as a Flexible Grid Load: What Curtailment Actually Pays",
    excerpt:
      "Our 30 MW West Texas site curtailed more than 1,100 hours in a year — and those were some of its most profitable hours. Here is how flexible mining works.",
    content: `<p>Bitcoin mining is often described as a drain on the grid. Operated properly, a mining facility is the opposite: one of the few large loads that can switch off within minutes when the grid needs power back. Our 30 MW site near Pecos, Texas curtailed for more than 1,100 hours in a single year, and those hours were some of its most profitable.</p>
<h2>How curtailment earns money</h2>
<p>Texas grid programmes pay flexible loads to stand ready to reduce demand. A miner with a fixed-price power contract can also sell energy back when real-time prices spike. During summer heat waves, ERCOT prices have exceeded $1,000 per MWh for dozens of hours; a 30 MW site that is off during those hours avoids costs or earns credits worth far more than the bitcoin it would have mined.</p>
<ul>
<li><strong>Demand response:</strong> payments for committing capacity to be switched off on instruction</li>
<li><strong>Price-responsive curtailment:</strong> shutting down when power costs exceed mining revenue</li>
<li><strong>Power resale:</strong> selling contracted energy back at peak prices</li>
</ul>
<h2>The break-even power price</h2>
<p>The key number for any operator is the power price at which a machine stops paying. A current-generation miner producing 200 TH/s at 3,500 W consumes 84 kWh a day. If that machine earns $11 a day in bitcoin, it breaks even at about $0.13 per kWh. Above that, shutting down is the rational choice — and automation should make that decision, not an operator watching a screen at 3am.</p>
<h2>Designing for flexibility</h2>
<p>Flexible operation changes the build. On new sites we specify:</p>
<ul>
<li>Immersion or hydro-cooled containers, which tolerate frequent stop-start cycles better than air cooling</li>
<li>Site controllers that can shed load in 1 MW blocks within two minutes</li>
<li>Power contracts with explicit resale and curtailment provisions</li>
<li>Remote monitoring, so every container can be managed from our Castle Rock operations centre</li>
</ul>
<blockquote>"Our best mining months are often the ones where we mined the least. Flexibility is the product." — Marcus Reyes</blockquote>
<h2>What to ask before you build</h2>
<p>If you are evaluating a mining site, start with three questions: what is your all-in power price, how often can you curtail, and who controls that decision? Hashprice and network difficulty will move every two weeks; a good power contract lasts for years.</p>
<p>Use our <a href="/calculators">Bitcoin Mining Profit Calculator</a> to test hashrate, power and electricity rates against today's price and difficulty, then read about our <a href="/projects">West Texas project</a>. For hosting or a turnkey build, <a href="/contact">contact our digital infrastructure team</a>.</p>`,
    author: "Marcus Reyes",
    category: "bitcoin_mining",
    tags: ["bitcoin", "mining", "grid", "curtailment"],
    keywords: ["bitcoin mining demand response", "ERCOT curtailment", "mining break-even power price"],
    featured: true,
    published: true,
    publishedAt: "2024-09-10T14:30:00.000Z",
    createdAt: "2024-09-02T16:05:00.000Z",
    viewCount: 2315,
    imageUrl: "/images/blog/bitcoin-mining-as-flexible-grid-load.svg",
    ...noSeoOverrides,
  },
  {
    slug: "pace-financing-explained-for-building-owners",
    title: "C-PACE Financing Explained: Funding Building Upgrades Through Your Property Tax Bill",
    excerpt:
      "How commercial PACE financing pays for solar, HVAC, EV charging and efficiency work with no money down — with a worked example of a $1 million project.",
    content: `<p>Commercial Property Assessed Clean Energy — C-PACE, or simply PACE — is one of the most useful and least understood ways to pay for building upgrades. It lets owners finance solar, HVAC, EV charging, battery storage and efficiency work with no money down, repaid through a voluntary assessment on the property tax bill.</p>
<h2>How PACE works</h2>
<p>A private lender funds the project. The county or city places an assessment on the property, and repayments are collected alongside property taxes over a term of up to 25 years or more, depending on the state programme. Because the assessment is tied to the property rather than the owner, it can transfer to a buyer when the building is sold.</p>
<ul>
<li><strong>Eligible work:</strong> solar arrays, energy efficiency, EV charging, battery storage, HVAC and water conservation</li>
<li><strong>Typical size:</strong> up to 20-35% of the property's value</li>
<li><strong>Typical term:</strong> matched to the useful life of the improvements, often 20-25 years</li>
<li><strong>Rates:</strong> fixed for the whole term</li>
</ul>
<h2>A worked example</h2>
<p>Consider a $1,000,000 project on a building valued at $4 million: a 350 kW rooftop array, an LED retrofit and four Level 2 chargers. Financed over 20 years at a fixed rate near 5.5%, the annual payment is about <strong>$83,120</strong>. Total repayment over the term is roughly <strong>$1,662,400</strong>, of which $662,400 is interest.</p>
<p>If the upgrades cut energy bills by $110,000 a year, the building is cash-flow positive from the first year. In many leases the assessment can be passed through to tenants alongside the savings it creates, which solves the split-incentive problem that stalls so many upgrades.</p>
<h2>What lenders look for</h2>
<p>PACE underwriting focuses on the property rather than the owner's balance sheet. Expect the lender to ask for:</p>
<ul>
<li>Consent from the existing mortgage lender, required in most programmes</li>
<li>A savings-to-investment ratio above 1.0, usually supported by an engineering report</li>
<li>Current property taxes with no recent defaults</li>
<li>An appraisal or assessed value that supports the loan-to-value limit</li>
</ul>
<h2>Where Kilbride fits</h2>
<p>We design and build the upgrades and prepare the technical package lenders need: energy model, savings estimate and construction budget. We work with PACE capital providers in Colorado, Georgia, Texas and a growing list of states, so owners get one team from feasibility to commissioning.</p>
<blockquote>"PACE turns a capital budget argument into an operating budget decision. That is usually the conversation that gets projects built." — Karen Whitfield</blockquote>
<p>Try the <a href="/calculators">PACE calculator</a> to estimate the eligible amount and annual payment for your building, or <a href="/clients">start your project</a> and we will confirm whether your county has an active programme.</p>`,
    author: "Karen Whitfield",
    category: "financing",
    tags: ["financing", "pace", "solar", "energy-efficiency"],
    keywords: ["C-PACE financing", "commercial PACE", "property assessed clean energy", "no money down solar"],
    featured: false,
    published: true,
    publishedAt: "2024-11-21T16:00:00.000Z",
    createdAt: "2024-11-14T10:30:00.000Z",
    viewCount: 964,
    imageUrl: "/images/blog/pace-financing-explained-for-building-owners.svg",
    ...noSeoOverrides,
    metaTitle: "C-PACE Financing Explained: A Guide for Building Owners",
    metaDescription:
      "How commercial PACE financing funds solar, HVAC and EV charging with no money down, repaid through the property tax bill — with a worked $1M example.",
  },
  {
    slug: "workplace-ev-charging-level-2-vs-dc-fast",
    title: "Level 2 or DC Fast? Choosing Workplace and Fleet EV Charging That Pays Its Way",
    excerpt:
      "Dwell time decides the hardware. How to choose between Level 2 and DC fast charging, avoid transformer upgrades and fund the installation.",
    content: `<p>Workplace and fleet charging projects go wrong in one of two ways: the site installs expensive fast chargers nobody needs, or it installs slow chargers that cannot keep up with the vehicles. Choosing the right mix starts with one question — how long does each vehicle stay parked?</p>
<h2>Dwell time decides the hardware</h2>
<p>A Level 2 charger delivering 7.2-11 kW adds 25-40 miles of range per hour. For employees parked eight hours, that is more than enough. A 150 kW DC fast charger adds about 150 miles in 20 minutes, which suits delivery vans between shifts, visitors and public sites.</p>
<ul>
<li><strong>Offices and workplaces:</strong> Level 2 at 10-20% of parking spaces, with conduit for more</li>
<li><strong>Overnight fleet depots:</strong> Level 2 or 19 kW AC with load management</li>
<li><strong>Multi-shift fleets and retail:</strong> a small number of DC fast chargers</li>
</ul>
<h2>The cost gap is bigger than the hardware</h2>
<p>A networked dual-port Level 2 pedestal costs $6,000-$9,000 installed. A 150 kW DC fast charger typically costs $90,000-$150,000 installed, and the gap widens once utility upgrades are included: a bank of four fast chargers can need a new 1,000 kVA transformer and months of utility lead time. DC fast chargers can also trigger demand charges of more than $2,000 a month per unit on some commercial tariffs.</p>
<h2>Smart load management</h2>
<p>At our Peachtree City fleet depot, 60 delivery vans charge overnight from 56 Level 2 ports, with 4 DC fast ports for mid-day top-ups. Load management software shares the available capacity across vehicles, so the site runs within its existing 800 A service. That avoided a transformer upgrade and saved the client roughly $240,000.</p>
<blockquote>"Buy the kilowatts you need, and spend the rest on conduit. Digging twice is the most expensive mistake in EV charging." — James Okafor</blockquote>
<h2>Incentives and financing</h2>
<p>Federal tax credits for charging equipment, utility make-ready programmes and state rebates can cover 30-80% of project cost, depending on location. In Ireland, SEAI grants support workplace charging. Charging equipment is also eligible for commercial PACE financing in most programmes, so owners can fund the installation through a long-term property assessment.</p>
<h2>Planning checklist</h2>
<ul>
<li>Count vehicles, dwell times and daily miles</li>
<li>Request a load study of your existing electrical service</li>
<li>Decide on networked or non-networked chargers, and who pays for charging</li>
<li>Lay conduit for at least double the ports you install today</li>
<li>Apply for incentives before ordering equipment</li>
</ul>
<p>Browse our <a href="/projects">EV charging projects</a> in Colorado, Georgia and Ireland, or <a href="/contact">request a site assessment</a>.</p>`,
    author: "James Okafor",
    category: "ev_charging",
    tags: ["ev-charging", "financing", "fleet", "workplace"],
    keywords: ["workplace EV charging", "fleet charging depot", "Level 2 vs DC fast charging", "EV load management"],
    featured: true,
    published: true,
    publishedAt: "2025-02-12T15:15:00.000Z",
    createdAt: "2025-02-03T13:00:00.000Z",
    viewCount: 1508,
    imageUrl: "/images/blog/workplace-ev-charging-level-2-vs-dc-fast.svg",
    ...noSeoOverrides,
  },
  {
    slug: "hail-damage-commercial-roof-insurance-claims",
    title: "After the Hail: Recovering Commercial Roof and Solar Array Insurance Claims",
    excerpt:
      "The first 72 hours after a storm decide how much of a claim is recovered. Our process for documenting hail damage to commercial roofs and rooftop solar.",
    content: `<p>Colorado sees more hail claims than almost any other state, and commercial roofs — often with solar arrays on top — take the brunt. After a storm, the first 72 hours decide how much of a claim is recovered. Our claims recovery team has documented more than 300 commercial losses since 2012. Here is the process we follow.</p>
<h2>The first 72 hours</h2>
<ul>
<li><strong>Make the site safe.</strong> Tarp openings and isolate damaged solar strings; cracked modules can still produce dangerous voltages.</li>
<li><strong>Document everything.</strong> Date-stamped photos, drone imagery and National Weather Service hail reports support the date of loss.</li>
<li><strong>Notify the carrier promptly.</strong> Most commercial policies require prompt notice, and some limit hail claims to one or two years after the storm.</li>
<li><strong>Do not sign an assignment of benefits</strong> with the first contractor who knocks on the door.</li>
</ul>
<h2>Why claims are underpaid</h2>
<p>Initial adjuster estimates on commercial roofs are often 30-60% below the cost of a proper repair. The usual reasons: hail bruising on single-ply membranes is invisible from a walk-over inspection; matching and code-upgrade costs are left out; and solar arrays are treated as an afterthought, when removal and reinstallation alone can cost $0.25-$0.40 per watt.</p>
<h2>Solar arrays need their own scope</h2>
<p>A hail-struck array needs electroluminescence or infrared imaging to find micro-cracks that visual checks miss. A cracked module can lose 5-20% of its output over the following years. On a 250 kW array, that production loss multiplied over the remaining warranty is a legitimate part of the claim.</p>
<blockquote>"The adjuster sees the roof for an hour. We spend two days on it, and the report shows it." — Karen Whitfield</blockquote>
<h2>A recent recovery</h2>
<p>After a June 2023 storm in Colorado Springs, a logistics client received an initial offer of $410,000 for a 180,000 sq ft warehouse roof and its 420 kW array. Our documentation — membrane core samples, electroluminescence imaging and a code-compliant re-roof scope — supported a final settlement of <strong>$1.37 million</strong>, paid within seven months. The roof and array were rebuilt before the next hail season.</p>
<h2>How we work</h2>
<p>We inspect, document, prepare the claim package and meet adjusters on site. Where the policy allows, our construction team then rebuilds the roof and reinstalls the array, so one team is accountable from loss to recommissioning. Read more on our <a href="/services">services page</a>, see <a href="/projects">recovered projects</a>, or <a href="/contact">call us after a storm</a>.</p>`,
    author: "Karen Whitfield",
    category: "insurance_recovery",
    tags: ["insurance", "solar", "claims", "roofing"],
    keywords: ["commercial hail damage claim", "solar panel hail damage", "insurance claims recovery Colorado"],
    featured: false,
    published: true,
    publishedAt: "2025-05-07T13:45:00.000Z",
    createdAt: "2025-04-29T08:50:00.000Z",
    viewCount: 733,
    imageUrl: "/images/blog/hail-damage-commercial-roof-insurance-claims.svg",
    ...noSeoOverrides,
  },
  {
    slug: "ten-years-in-dublin",
    title: "Ten Years in Dublin: Building Solar and Hydrogen Projects Across Ireland",
    excerpt:
      "From a two-desk office on Grand Canal Quay to a 34-person team: what a decade in Ireland has built, and what Irish clients taught the whole company.",
    content: `<p>In September 2015 we opened a two-desk office on Grand Canal Quay with one engineer, one project manager and a plan to bring what we had learned building solar in Colorado to Irish farms and factories. Ten years on, the Dublin team is 34 people strong and has delivered projects in Ireland, the United Kingdom, the Netherlands, Germany and Spain.</p>
<h2>What we have built</h2>
<ul>
<li><strong>41 MW</strong> of rooftop and ground-mounted solar across Ireland, from dairy cooperatives in Cork to distribution centres in Dublin and Kildare</li>
<li><strong>Our first Irish green hydrogen pilot</strong>, a 1 MW electrolyzer in Wexford supplying a bus depot and local industry</li>
<li><strong>More than 300 EV charging ports</strong> at retail parks, hotels and workplaces</li>
<li>Storm damage recovery for commercial clients after Storm Ophelia in 2017 and Storm Éowyn in 2025</li>
</ul>
<h2>What Ireland taught us</h2>
<p>Solar in Ireland was once a hard sell. Specific yields of 850-950 kWh per kilowatt are roughly 40% lower than in Colorado. But high electricity prices, strong daytime demand from dairy and food processing, and SEAI grant support mean well-designed rooftop arrays now pay back in six to eight years. The lesson we carried home: sunshine matters less than how much of the power the building uses itself.</p>
<p>Ireland also pushed us into hydrogen earlier than we would have gone on our own. With wind curtailment running above 10% in some regions, turning surplus electricity into hydrogen became a practical question rather than a research topic.</p>
<blockquote>"We came to Dublin to sell solar. We stayed because Irish clients asked harder questions, and answering them made the whole company better." — Declan Kilbride</blockquote>
<h2>Working across the Atlantic</h2>
<p>Having teams in Castle Rock, Peachtree City and Dublin means a project can be designed in one office and supported from another. Our Dublin engineers reviewed the electrolyzer layout for a Texas refuelling station; our Colorado crews trained Irish installers on high-volume carport builds. The time difference gives us close to 16 hours of engineering cover every working day.</p>
<h2>The next ten years</h2>
<p>We plan to grow the Dublin office to 50 people by 2027, with a focus on grid-scale batteries, hydrogen for heavy transport and energy supply for data centres. We are also recruiting electrical contractors across Ireland and Europe for our <a href="/contractors">contractor network</a>.</p>
<p>Thank you to every client, partner and crew member who made the first decade possible. If you are planning a project in Ireland or Europe, <a href="/contact">our Dublin office would like to hear from you</a>, and you can browse <a href="/projects">our Irish projects</a>.</p>`,
    author: "Declan Kilbride",
    category: "company_news",
    tags: ["company", "ireland", "solar", "hydrogen"],
    keywords: ["Kilbride Industries Dublin", "solar Ireland", "green hydrogen Ireland"],
    featured: false,
    published: true,
    publishedAt: "2025-08-26T10:00:00.000Z",
    createdAt: "2025-08-19T09:15:00.000Z",
    viewCount: 587,
    imageUrl: "/images/blog/ten-years-in-dublin.svg",
    ...noSeoOverrides,
  },
  {
    slug: "data-center-cooling-pue-ten-year-cost",
    title: "Air or Liquid? How Cooling Choices Move Data Center PUE and 10-Year Cost",
    excerpt:
      "Each tenth of a point of PUE on a 5 MW hall is worth about $350,000 a year. How air and liquid cooling, redundancy and tier shape total cost of ownership.",
    content: `<p>Power usage effectiveness — PUE — is the ratio of total facility power to IT power. A PUE of 1.5 means that for every 1 MW of servers, another 0.5 MW goes to cooling, power conversion and lighting. Over ten years that overhead is often the largest controllable cost in a data center, and cooling is where most of it goes.</p>
<h2>What a tenth of a point is worth</h2>
<p>Take a 5 MW IT load running around the clock at $0.08 per kWh. Each 0.1 of PUE represents 500 kW of overhead, or about 4,380 MWh a year. That is roughly <strong>$350,000 a year</strong>, or $3.5 million over ten years, for every tenth of a point. Moving from a PUE of 1.5 to 1.2 saves more than $10 million across the decade.</p>
<h2>Air cooling</h2>
<p>Modern air-cooled halls with hot-aisle containment and economisers reach a PUE of 1.3-1.4 in cool climates. They are familiar, easy to maintain and suit rack densities up to about 15-20 kW. In Colorado and Ireland, free cooling from outside air is available for most of the year, which is one reason both are attractive data center locations.</p>
<h2>Liquid cooling</h2>
<p>Direct-to-chip and immersion systems remove heat with liquid rather than air, allowing 50-100 kW per rack and a PUE as low as 1.05-1.15. Liquid systems typically cost 10-20% more per kW to build, but pay back through energy savings and floor space. They also produce water at 45-60°C that can heat nearby buildings or greenhouses.</p>
<p>We learned liquid cooling in bitcoin mining, where immersion-cooled containers have run at our West Texas site since 2021. Mining hardware runs hot, dense and continuously, which makes it an unforgiving test. The same lessons now shape our designs for AI and high-performance computing halls.</p>
<h2>Redundancy and tier</h2>
<p>Cooling choice interacts with redundancy. An N+1 design adds one spare unit per group; 2N duplicates the full cooling and power path and can add 25-40% to construction cost. Match the redundancy to the workload: a mining hall can tolerate an outage, a hospital records system cannot.</p>
<ul>
<li><strong>Tier II, N+1:</strong> mining, rendering and batch computing</li>
<li><strong>Tier III, concurrently maintainable:</strong> most enterprise and colocation workloads</li>
<li><strong>Tier IV, 2N:</strong> financial and healthcare systems that cannot go down</li>
</ul>
<blockquote>"Design the cooling for the chips you will buy in three years, not the ones you own today." — Marcus Reyes</blockquote>
<h2>Model it before you build it</h2>
<p>Our <a href="/calculators">data center calculator</a> estimates construction cost, annual power, staff and maintenance costs and 10-year total cost of ownership from capacity, redundancy, cooling type, tier and PUE. For a site-specific design including power procurement and heat reuse, <a href="/contact">talk to our digital infrastructure team</a>.</p>`,
    author: "Marcus Reyes",
    category: "data_centers",
    tags: ["data-centers", "bitcoin", "cooling", "energy-efficiency"],
    keywords: ["data center PUE", "liquid cooling", "immersion cooling", "data center total cost of ownership"],
    featured: false,
    published: true,
    publishedAt: "2025-10-14T15:30:00.000Z",
    createdAt: "2025-10-06T12:10:00.000Z",
    viewCount: 812,
    imageUrl: "/images/blog/data-center-cooling-pue-ten-year-cost.svg",
    ...noSeoOverrides,
    metaTitle: "Data Center Cooling: Air vs Liquid, PUE and 10-Year Cost",
    metaDescription: null,
  },
  {
    slug: "heritage-and-field-work-collections",
    title: "Built for the Field: Introducing the Heritage and Field Work Collections",
    excerpt:
      "Two new merchandise lines: Celtic crest pieces drawn from our 1998 roots, and workwear designed and tested by our own installation crews.",
    content: `<p>Kilbride crews have worn the company crest on job sites from Pueblo to Rotterdam for more than two decades, and customers kept asking where they could buy the jackets. This winter we are answering properly, with two new lines: the <strong>Heritage Collection</strong> and the <strong>Field Work Collection</strong>.</p>
<h2>The Heritage Collection</h2>
<p>Heritage draws on the Celtic knotwork and shield designs that have been part of our brand since Declan Kilbride founded the company in Castle Rock in 1998. Pieces include a heavyweight crest hoodie, a wool-blend varsity jacket, embroidered caps and a Celtic Shield quarter-zip. Colours come from the Irish landscape: Celtic Green, Irish Cream, Stone Charcoal and Atlantic Navy.</p>
<ul>
<li>Embroidered crests rather than screen prints, so they survive years of washing</li>
<li>Organic cotton and recycled polyester blends</li>
<li>Sizes from Small to XX-Large</li>
</ul>
<h2>The Field Work Collection</h2>
<p>Field Work was designed with our installation crews, and tested by them. An electrician on a winter solar build in Colorado and a technician in a Wexford hydrogen plant need different things from a shirt than someone in an office. The result:</p>
<ul>
<li>Hi-vis options in Safety Yellow and Safety Orange</li>
<li>Reinforced elbows and a longer back hem that stays tucked when you reach overhead</li>
<li>Hard hat decal packs in matte and glossy finishes</li>
<li>Moisture-wicking base layers for summer work on hot roofs</li>
</ul>
<blockquote>"If a piece could not survive a week on a rooftop array in August, it did not make the collection." — Orla Kennedy</blockquote>
<h2>Corporate and custom orders</h2>
<p>Many clients want co-branded gear for their own teams after a project, from site jackets for a municipal fleet to embroidered polos for a data center opening. We take corporate and bulk orders with custom embroidery, and ship to all 50 US states and internationally. Standard US shipping takes 5-7 business days.</p>
<h2>Where the proceeds go</h2>
<p>A portion of every merchandise sale funds our apprenticeship programme, which trains electricians and solar installers in Colorado, Georgia and Ireland. Thirty apprentices have completed the programme since 2019, and most of them now work on our crews.</p>
<p>Browse the full range on our <a href="/merch">merchandise page</a>, read about the collections on the <a href="/services">products page</a>, or <a href="/contact?type=corporate">request a corporate quote</a>.</p>`,
    author: "Orla Kennedy",
    category: "merchandise",
    tags: ["merchandise", "workwear", "company"],
    keywords: ["Celtic workwear", "Kilbride merchandise", "Heritage Collection", "Field Work Collection"],
    featured: false,
    published: true,
    publishedAt: "2026-01-20T12:00:00.000Z",
    createdAt: "2026-01-13T15:40:00.000Z",
    viewCount: 402,
    imageUrl: null,
    ...noSeoOverrides,
  },
  {
    slug: "solar-plus-storage-georgia-manufacturers",
    title: "Solar Plus Storage for Georgia Manufacturers: Cutting the Demand Charge",
    excerpt:
      "Solar lowers the energy bill; a battery lowers the demand bill. A 1.2 MW array with a 1 MWh battery paid back in 5.8 years for one Coweta County plant.",
    content: `<p>Georgia manufacturers pay some of the steepest demand charges in the Southeast. For a plant with a 1.5 MW peak, demand can make up 40-50% of the monthly bill — and solar alone rarely touches it, because the peak often arrives around 5pm when panel output is falling. Pairing solar with a battery changes that. Here is what we have learned from solar-plus-storage projects run from our Peachtree City office.</p>
<h2>Why storage now</h2>
<p>Lithium iron phosphate battery prices have fallen by more than half since 2022, and the federal Investment Tax Credit now applies to standalone storage as well as solar. A 500 kW / 1,000 kWh battery that cost around $900,000 installed in 2022 costs closer to $450,000 today.</p>
<h2>A typical project</h2>
<p>For a 220,000 sq ft plant in Coweta County, we designed:</p>
<ul>
<li>A <strong>1.2 MW DC</strong> rooftop array producing about 1,650 MWh a year</li>
<li>A <strong>500 kW / 1,000 kWh</strong> battery dispatched to shave the afternoon peak</li>
<li>Controls that learn the plant's production schedule and reserve battery capacity for the last shift</li>
</ul>
<p>Solar cuts the energy portion of the bill by about $115,000 a year. The battery reduces billed peak demand by 420 kW, worth about $90,000 a year. With the tax credit and accelerated depreciation, the combined system pays back in <strong>5.8 years</strong>, compared with 7.4 years for solar alone.</p>
<h2>Resilience is a bonus, not the business case</h2>
<p>The battery can also carry critical loads — controls, refrigeration and IT — through short outages. Clients value that, but we do not count it in the financial case. If resilience is a priority, size the battery and switchgear for islanding from the start; adding islanding later costs far more.</p>
<blockquote>"Solar lowers the energy bill. Storage lowers the demand bill. Most plants need both conversations." — Siobhan Murphy</blockquote>
<h2>Financing options</h2>
<ul>
<li><strong>Cash:</strong> the highest lifetime return and full use of tax benefits</li>
<li><strong>Commercial PACE:</strong> no money down, repaid through the property tax bill over up to 25 years</li>
<li><strong>Equipment lease:</strong> predictable payments, with tax benefits retained by the lessor</li>
</ul>
<h2>Next steps</h2>
<p>Send us twelve months of utility bills with 15-minute interval data and we will model solar, storage and the combination against your tariff. Start with the <a href="/calculators">Solar ROI Calculator</a>, read our <a href="/blog/pace-financing-explained-for-building-owners">PACE financing guide</a>, or <a href="/clients">start your project</a> with our Peachtree City team.</p>`,
    author: "Siobhan Murphy",
    category: "renewable_energy",
    tags: ["solar", "battery-storage", "financing", "commercial"],
    keywords: ["solar plus storage", "demand charge reduction", "commercial battery storage Georgia"],
    featured: true,
    published: true,
    publishedAt: "2026-04-08T14:00:00.000Z",
    createdAt: "2026-03-30T10:20:00.000Z",
    viewCount: 356,
    imageUrl: "/images/blog/solar-plus-storage-georgia-manufacturers.svg",
    ...noSeoOverrides,
  },
  {
    slug: "hydrogen-and-bitcoin-mining-at-curtailed-wind-sites",
    title: "Stranded Wind: Pairing Hydrogen and Bitcoin Mining Behind One Meter",
    excerpt: "Draft: early modelling of a hybrid electrolyzer and mining module that recovers more than 80% of curtailed wind energy.",
    content: `<p>Across Texas, Ireland and northern Europe, wind farms are paid to switch off. When transmission is congested, curtailment can waste 10-20% of a site's output. We are studying a hybrid design that puts two flexible loads behind the same meter: an electrolyzer producing hydrogen and a containerised bitcoin mining module.</p>
<h2>Why two loads instead of one</h2>
<p>An electrolyzer needs high utilisation to keep hydrogen costs down, and its capital cost per megawatt is high. Mining hardware is cheaper per megawatt, starts and stops in seconds, and earns revenue from any hour of power. Combined, the electrolyzer takes the steady base of surplus power while the mining module absorbs the spikes.</p>
<ul>
<li>An electrolyzer sized for roughly 60% of expected curtailed energy, targeting more than 6,000 running hours a year</li>
<li>Mining containers for the remaining peaks, switched in 1 MW blocks</li>
<li>A shared substation, controls and site security</li>
</ul>
<h2>Early modelling</h2>
<p>For a 100 MW wind farm losing 15% of its output to curtailment, our model pairs a 10 MW electrolyzer with 8 MW of mining capacity. Preliminary results suggest the hybrid recovers more than 80% of otherwise wasted energy, against about 55% for an electrolyzer alone. Mining revenue covers a large share of the shared infrastructure, lowering the levelized cost of hydrogen by an estimated $0.40-$0.70 per kg.</p>
<h2>Open questions</h2>
<p>We are still working through grid connection rules, which differ widely between ERCOT and the Irish system operator; hydrogen offtake within trucking distance of remote wind sites; and how lenders view bitcoin revenue in project financing. Some infrastructure funds will not finance mining revenue at all, so the hydrogen case has to stand on its own.</p>
<blockquote>"Every curtailed megawatt-hour is a product we failed to sell. We would like to sell it twice over." — Aoife Brennan</blockquote>
<h2>Pilot partners wanted</h2>
<p>We are looking for a wind farm owner in Texas or Ireland with significant curtailment to host a 5 MW pilot. Compare the economics with the hydrogen and bitcoin tools on our <a href="/calculators">calculators page</a>, or <a href="/contact">get in touch with our hydrogen team</a>.</p>`,
    author: "Aoife Brennan",
    category: "hydrogen",
    tags: ["hydrogen", "bitcoin", "financing", "wind"],
    keywords: ["wind curtailment", "hydrogen and bitcoin mining", "stranded renewable energy"],
    featured: false,
    published: false,
    publishedAt: null,
    createdAt: "2026-10-30T16:25:00.000Z",
    viewCount: 0,
    imageUrl: "/images/blog/hydrogen-and-bitcoin-mining-at-curtailed-wind-sites.svg",
    ...noSeoOverrides,
  },
];

export const demoProjects: DemoProject[] = [
  {
    title: "Castle Rock Civic Charging Hub",
    description:
      "A public charging hub beside the town's civic centre and park-and-ride, built in two phases to serve commuters, visitors and the municipal fleet. We designed the site around a single new 1,500 kVA service with load management, and laid conduit for 30 further ports.",
    location: "Castle Rock, Colorado",
    year: 2023,
    client: "Douglas Ridge Municipal Utilities",
    category: "ev_charging",
    region: "usa",
    imageUrl: "/images/projects/castle-rock-civic-charging-hub.svg",
    videoUrl: null,
    externalUrl: "https://dashboard.kilbride.example/projects/castle-rock-civic-charging-hub",
    metrics: ["24 Level 2 + 4 DC fast ports", "1.1 MW peak charging capacity", "310 MWh delivered in year one", "98.7% port uptime"],
    createdAt: "2023-11-08T16:00:00.000Z",
  },
  {
    title: "Peachtree City Fleet Depot Electrification",
    description:
      "Overnight charging for a 60-van last-mile delivery fleet, with DC fast chargers for mid-shift top-ups. Smart load management keeps the depot inside its existing 800 A service, avoiding a transformer upgrade.",
    location: "Peachtree City, Georgia",
    year: 2024,
    client: "Lakeshore Logistics",
    category: "ev_charging",
    region: "usa",
    imageUrl: "/images/projects/peachtree-city-fleet-depot.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: [
      "56 Level 2 + 4 DC fast ports",
      "60 delivery vans electrified",
      "$240,000 saved on grid upgrades",
      "410 t CO2 avoided per year",
    ],
    createdAt: "2024-07-22T14:30:00.000Z",
  },
  {
    title: "Galway Retail Park Charging",
    description:
      "Destination and rapid charging across a 40-unit retail park on the N6, supported by an SEAI grant. The canopy over the rapid bays carries a 90 kW solar array that offsets part of the charging load.",
    location: "Galway, Ireland",
    year: 2025,
    client: "Corrib Retail Partners",
    category: "ev_charging",
    region: "ireland",
    imageUrl: "/images/projects/galway-retail-park-charging.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["32 AC + 6 rapid 150 kW ports", "90 kW solar canopy", "11,400 charging sessions in year one"],
    createdAt: "2025-06-12T10:00:00.000Z",
  },
  {
    title: "Douglas County Fairgrounds Solar",
    description:
      "One of our first commercial solar builds: a ground-mounted array on unused land beside the county fairgrounds, sized to cover the exhibition halls and arena lighting. More than a decade on, it still produces within 4% of its original estimate.",
    location: "Castle Rock, Colorado",
    year: 2012,
    client: "Douglas County Fair Board",
    category: "solar",
    region: "usa",
    imageUrl: "/images/projects/douglas-county-fairgrounds-solar.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["650 kW DC capacity", "960 MWh annual production", "Payback reached in year 8"],
    createdAt: "2012-10-15T15:00:00.000Z",
  },
  {
    title: "Pueblo Agrivoltaic Array",
    description:
      "A single-axis tracking array raised 2.4 m above irrigated farmland, so a growers' cooperative keeps cropping beneath the panels. Shade from the array cut irrigation water use by about a fifth while selling power to the local utility under a 20-year agreement.",
    location: "Pueblo, Colorado",
    year: 2019,
    client: "Arkansas Valley Growers Cooperative",
    category: "solar",
    region: "usa",
    imageUrl: "/images/projects/pueblo-agrivoltaic-array.svg",
    videoUrl: "/media/pueblo-agrivoltaic-array.webm",
    externalUrl: null,
    metrics: ["4.2 MW DC capacity", "8,900 MWh annual production", "22 acres kept in cultivation", "19% less irrigation water"],
    createdAt: "2019-09-03T17:00:00.000Z",
  },
  {
    title: "Lee Valley Dairy Rooftop Solar",
    description:
      "Rooftop arrays across three processing buildings of a dairy cooperative, matched to daytime chilling and pasteurisation loads so nearly all the output is used on site.",
    location: "Cork, Ireland",
    year: 2022,
    client: "Lee Valley Dairies",
    category: "solar",
    region: "ireland",
    imageUrl: "/images/projects/lee-valley-dairy-rooftop-solar.svg",
    videoUrl: null,
    externalUrl: "https://dashboard.kilbride.example/projects/lee-valley-dairy-rooftop-solar",
    metrics: ["1.6 MW DC across three roofs", "1,450 MWh annual production", "94% self-consumption", "6.5-year payback"],
    createdAt: "2022-05-19T09:30:00.000Z",
  },
  {
    title: "Seville Logistics Solar Carports",
    description:
      "Solar carports over the staff and trailer parking of a distribution centre outside Seville, with 40 charging points built into the canopy columns. The structures also shade vehicles through the Andalusian summer.",
    location: "Seville, Spain",
    year: 2025,
    client: "Guadalquivir Distribución S.L.",
    category: "solar",
    region: "international",
    imageUrl: "/images/projects/seville-logistics-solar-carports.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["2.8 MW DC capacity", "4,700 MWh annual production", "1,100 parking bays shaded", "40 integrated charging points"],
    createdAt: "2025-09-30T11:00:00.000Z",
  },
  {
    title: "Rotterdam Port Electrolyzer",
    description:
      "A containerised PEM electrolyzer at a port logistics terminal, supplying hydrogen to yard tractors and a fuel-cell harbour tug. A hybrid power contract pairs offshore wind with grid top-up to keep utilisation above 85%.",
    location: "Rotterdam, Netherlands",
    year: 2024,
    client: "Maasvlakte Terminal Services B.V.",
    category: "hydrogen",
    region: "international",
    imageUrl: "/images/projects/rotterdam-port-electrolyzer.svg",
    videoUrl: "/media/rotterdam-port-electrolyzer.webm",
    externalUrl: "https://dashboard.kilbride.example/projects/rotterdam-port-electrolyzer",
    metrics: ["5 MW PEM electrolyzer", "2,000 kg/day production", "3,000 kg storage at 350 bar", "87% utilisation"],
    createdAt: "2024-10-01T08:00:00.000Z",
  },
  {
    title: "Wexford Green Hydrogen Pilot",
    description:
      "Ireland's first Kilbride hydrogen project: a 1 MW electrolyzer powered by curtailed wind, supplying a regional bus depot and a food manufacturer. Enlarged buffer storage lets it follow cheap night-time wind.",
    location: "Wexford, Ireland",
    year: 2023,
    client: "South East Energy Cooperative",
    category: "hydrogen",
    region: "ireland",
    imageUrl: "/images/projects/wexford-green-hydrogen-pilot.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["1 MW alkaline electrolyzer", "400 kg/day production", "12 fuel-cell buses supplied", "1,200 kg buffer storage"],
    createdAt: "2023-08-14T12:00:00.000Z",
  },
  {
    title: "Midland Truck Hydrogen Refuelling Station",
    description:
      "A hydrogen refuelling station on the I-20 freight corridor with on-site production from a dedicated solar array, serving fuel-cell trucks at 350 and 700 bar. Our Dublin engineers reviewed the electrolyzer layout.",
    location: "Midland, Texas",
    year: 2026,
    client: "Permian Freight Partners",
    category: "hydrogen",
    region: "usa",
    imageUrl: "/images/projects/midland-hydrogen-refuelling.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["3 MW electrolyzer", "1,200 kg/day dispensing capacity", "4 dispensers at 350/700 bar", "6.5 MW solar supply"],
    createdAt: "2026-06-25T15:00:00.000Z",
  },
  {
    title: "Pecos Curtailable Mining Facility",
    description:
      "A 30 MW immersion-cooled bitcoin mining facility beside a West Texas substation, enrolled in grid demand response. Site controllers shed load in 1 MW blocks within two minutes when the grid needs power back.",
    location: "Pecos, Texas",
    year: 2021,
    client: "Trans-Pecos Digital LLC",
    category: "bitcoin_mining",
    region: "usa",
    imageUrl: "/images/projects/pecos-curtailable-mining-facility.svg",
    videoUrl: "/media/pecos-curtailable-mining-facility.webm",
    externalUrl: "https://dashboard.kilbride.example/projects/pecos-curtailable-mining-facility",
    metrics: ["30 MW facility load", "8,600 miners in 24 immersion containers", "1,100+ curtailed hours per year", "1.04 PUE"],
    createdAt: "2021-12-06T18:00:00.000Z",
  },
  {
    title: "Reykjanes Geothermal Mining Hall",
    description:
      "An air-cooled mining hall powered by geothermal electricity, using Iceland's cold climate for free cooling all year. Waste heat from the hall warms an adjacent greenhouse.",
    location: "Reykjanesbær, Iceland",
    year: 2018,
    client: "Norðurljós Data ehf.",
    category: "bitcoin_mining",
    region: "international",
    imageUrl: "/images/projects/reykjanes-geothermal-mining-hall.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["12 MW facility load", "100% geothermal power", "1.08 PUE", "2,400 m² greenhouse heated"],
    createdAt: "2018-11-20T13:00:00.000Z",
  },
  {
    title: "Hamar Hydro-Powered Mining Containers",
    description:
      "Modular hydro-cooled mining containers at a former sawmill site, supplied by a run-of-river hydro plant under a seven-year power agreement. Heat recovery supplies a local timber drying kiln.",
    location: "Hamar, Norway",
    year: 2020,
    client: "Mjøsa Compute AS",
    category: "bitcoin_mining",
    region: "international",
    imageUrl: "/images/projects/hamar-hydro-mining-containers.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["8 MW in 10 containers", "Run-of-river hydro supply", "Heat reuse for timber kiln"],
    createdAt: "2020-10-09T10:30:00.000Z",
  },
  {
    title: "Colorado Springs Warehouse Hail Recovery",
    description:
      "Claims recovery and rebuild after a June 2023 hailstorm damaged a 180,000 sq ft warehouse roof and its rooftop array. Core samples, electroluminescence imaging and a code-compliant scope raised the settlement from an initial $410,000 offer.",
    location: "Colorado Springs, Colorado",
    year: 2023,
    client: "Pikes Peak Distribution Co.",
    category: "insurance_recovery",
    region: "usa",
    imageUrl: "/images/projects/colorado-springs-hail-recovery.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["$1.37M final settlement", "3.3x the initial offer", "180,000 sq ft roof replaced", "420 kW array reinstalled"],
    createdAt: "2024-01-17T16:45:00.000Z",
  },
  {
    title: "Limerick Storm Éowyn Roof Recovery",
    description:
      "Storm damage assessment, claim preparation and roof rebuild for a manufacturing campus after Storm Éowyn in January 2025. Temporary weatherproofing had production running again within 48 hours.",
    location: "Limerick, Ireland",
    year: 2025,
    client: "Shannon Precision Components Ltd",
    category: "insurance_recovery",
    region: "ireland",
    imageUrl: "/images/projects/limerick-storm-roof-recovery.svg",
    videoUrl: null,
    externalUrl: null,
    metrics: ["€2.1M claim recovered", "3 buildings re-roofed", "48-hour return to production"],
    createdAt: "2025-07-02T09:00:00.000Z",
  },
];

export const demoPartners: DemoPartner[] = [
  { name: "Helios Panel Works", logoUrl: "/images/partners/helios-panel-works.svg" },
  { name: "Voltway Charging Systems", logoUrl: "/images/partners/voltway-charging-systems.svg" },
  { name: "Atlantic Hydrogen Alliance", logoUrl: "/images/partners/atlantic-hydrogen-alliance.svg" },
  { name: "Rockies Community Bank", logoUrl: "/images/partners/rockies-community-bank.svg" },
  { name: "HashGrid Hosting", logoUrl: "/images/partners/hashgrid-hosting.svg" },
  { name: "Shamrock Cable & Conduit", logoUrl: "/images/partners/shamrock-cable-conduit.svg" },
  { name: "Front Range Structural Engineering", logoUrl: null },
  { name: "Summit Claims Advisors", logoUrl: "/images/partners/summit-claims-advisors.svg" },
  { name: "Liffey Capital Partners", logoUrl: null },
];

export const demoInquiries: DemoInquiry[] = [
  {
    firstName: "Maria",
    lastName: "Delgado",
    email: "maria.delgado@example.com",
    company: "Delgado Cold Storage",
    inquiryType: "solar",
    message:
      "We run a 60,000 sq ft cold storage facility in Aurora with a roof replaced in 2021. Our summer bills are over $14,000 a month. Could you quote a rooftop array and tell us whether a battery would help with demand charges?",
    responded: true,
    createdAt: "2026-09-14T15:12:00.000Z",
  },
  {
    firstName: "Conor",
    lastName: "Walsh",
    email: "conor.walsh@example.org",
    company: "Walsh Haulage Ltd",
    inquiryType: "hydrogen",
    message:
      "We operate 45 HGVs out of Portlaoise and are looking at fuel-cell trucks from 2028. Would a depot electrolyzer make sense at our scale, or should we wait for public refuelling? Happy to share daily mileage data.",
    responded: false,
    createdAt: "2026-10-02T08:47:00.000Z",
  },
  {
    firstName: "Priya",
    lastName: "Raman",
    email: "priya.raman@example.com",
    company: null,
    inquiryType: "pace_financing",
    message:
      "I own a two-storey office building in Marietta, GA (assessed around $3.2M). Is C-PACE available in Cobb County for an HVAC replacement and rooftop solar, and what would the application timeline look like?",
    responded: false,
    createdAt: "2026-10-19T19:30:00.000Z",
  },
  {
    firstName: "Tom",
    lastName: "Becker",
    email: "tbecker@example.org",
    company: "Becker Farms",
    inquiryType: "bitcoin_mining",
    message:
      "We have a 2 MW wind turbine on our property in eastern Colorado that is curtailed most afternoons in spring. Could a small mining container use that power, and do you offer hosting or only turnkey builds?",
    responded: true,
    createdAt: "2026-10-27T13:05:00.000Z",
  },
  {
    firstName: "Grace",
    lastName: "O'Neill",
    email: "grace.oneill@example.com",
    company: "Harbour View Hotel",
    inquiryType: "insurance_claims",
    message:
      "Storm damage last week lifted part of our flat roof and flooded two guest rooms. Our insurer's adjuster visits on Friday. Can someone from your team attend and help us document the full extent of the damage?",
    responded: false,
    createdAt: "2026-11-12T10:22:00.000Z",
  },
];
