/**
 * What the assistant knows about the company, built from the same content modules the pages
 * render (content/ and contract/), never a second copy: each entry is a topic with the words
 * visitors use for it and a short answer that links to the page saying more.
 */
import { inquiryTypes } from "../../contract/enums";
import { founderProfile, timeline, values } from "../../content/about";
import { affiliateFaq, clientFaq, contactFaq, contractorFaq, servicesFaq, type FaqItem } from "../../content/faqs";
import { collections, colorLabel, sizeLabel, allItems, type MerchItem } from "../../content/merch";
// The site's one price format (2 decimals), so the assistant quotes prices as the page shows them.
import { formatPrice } from "../../contract/format";
import {
  affiliatePayout,
  clientSteps,
  consultationStart,
  contractorTerms,
  partnerBenefits,
  partnershipCategories,
} from "../../content/programs";
import { productCollections, services, type Service, type ServiceId } from "../../content/services";
import { assistant, company, contact, founder, listAnd, offices, operatingRegions, shipping } from "../../content/site";
import { contentWords, keywords, type Keyword } from "./text-match";

/** A markdown-style link, which the widget renders as an in-app link. */
export const link = (label: string, path: string): string => `[${label}](${path})`;

/** One topic the assistant can answer. `kind` marks the topics answered from D1 at question time. */
export interface KnowledgeEntry {
  readonly id: string;
  readonly keywords: readonly Keyword[];
  readonly answer: string;
  readonly kind?: "projects" | "blog";
}

function entry(id: string, strong: readonly string[], answer: string, weak: readonly string[] = []): KnowledgeEntry {
  return { id, keywords: keywords(strong, weak), answer };
}

const contactLink = link("contact us", "/contact");

// ── Answered from D1 (listed first: on a tie, "solar projects" is about projects) ──────────────

const liveEntries: KnowledgeEntry[] = [
  {
    id: "projects",
    keywords: keywords(
      ["projects", "portfolio", "case study", "case studies", "past work", "track record", "have you built", "references"],
      ["examples", "completed", "built", "delivered"],
      // Asking for projects or articles outweighs the subject they are about ("EV charging projects").
      10,
    ),
    answer: `See our work on ${link("the projects page", "/projects")}.`,
    kind: "projects",
  },
  {
    id: "blog",
    keywords: keywords(["blog", "article", "articles", "post", "insights", "news", "guide", "read about"], ["read"], 10),
    answer: `Our engineers and finance team write on ${link("the blog", "/blog")}.`,
    kind: "blog",
  },
];

// ── Services ─────────────────────────────────────────────────────────────────────────────────

/** The words visitors use for each service line (matching only; the facts come from services.ts). */
const serviceWords: Record<ServiceId, { strong: string[]; weak?: string[] }> = {
  solar: { strong: ["solar", "photovoltaic", "pv", "solar panels", "rooftop array"], weak: ["panels", "rooftop"] },
  hydrogen: { strong: ["hydrogen", "electrolyzer", "electrolyser", "electrolysis", "h2"] },
  "ev-charging": { strong: ["ev", "ev charging", "charging", "charger", "chargers", "electric vehicle", "electric vehicles"], weak: ["fleet"] },
  "bitcoin-mining": { strong: ["bitcoin", "mining", "miner", "miners", "asic", "crypto"] },
  "data-centers": { strong: ["data center", "data centers", "data centre", "colocation", "pue", "server"], weak: ["cooling", "redundancy"] },
  "pace-financing": {
    strong: ["pace", "property assessed", "c pace", "financing", "finance", "loan"],
    weak: ["funding", "fund", "tax assessment", "repay"],
  },
  "insurance-claims": { strong: ["insurance claim", "insurance claims", "claim", "claims", "hail", "storm damage", "damage"], weak: ["insurance", "storm", "adjuster"] },
};

function serviceAnswer(service: Service): string {
  const involves = service.involves.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  const parts = [`${service.title}: ${service.summary}`, `It involves ${listAnd(involves)}.`];
  if (service.calculatorTab) parts.push(`Get a first estimate with ${link("the calculator", `/calculators?tab=${service.calculatorTab}`)}.`);
  const label = inquiryTypes.labels[service.inquiryType];
  parts.push(`To discuss a project, ${link(`contact us about ${label}`, `/contact?inquiryType=${service.inquiryType}`)}.`);
  return parts.join(" ");
}

const serviceEntries: KnowledgeEntry[] = services.map((service) =>
  entry(`service:${service.id}`, serviceWords[service.id].strong, serviceAnswer(service), serviceWords[service.id].weak),
);

// ── Merchandise ──────────────────────────────────────────────────────────────────────────────

const prices = allItems.map((item) => item.price);
const collectionOf = (item: MerchItem) => collections.find((c) => c.items.includes(item));

const merchAnswer =
  `Our merchandise comes in ${collections.length} collections: ` +
  `${listAnd(collections.map((c) => `${c.name} (${c.items.length} items)`))}. ` +
  `Prices run from ${formatPrice(Math.min(...prices))} to ${formatPrice(Math.max(...prices))}. ` +
  `Browse them on ${link("the merchandise page", "/merch")}.`;

function itemAnswer(item: MerchItem): string {
  const collection = collectionOf(item);
  const where = collection ? ` in the ${collection.name}` : "";
  const path = collection ? `/merch#${collection.id}` : "/merch";
  return (
    `The ${item.name} is ${formatPrice(item.price)}${where}. ${item.description} ` +
    `Colours: ${listAnd(item.colors.map(colorLabel))}. Sizes: ${listAnd(item.sizes.map(sizeLabel))}. ` +
    `See it on ${link("the merchandise page", path)}.`
  );
}

/** Words that name an item but also many others ("Tee", "Cap"): they only count in a phrase. */
const wordCounts = new Map<string, number>();
for (const item of allItems) for (const word of new Set(item.name.toLowerCase().split(/\s+/))) wordCounts.set(word, (wordCounts.get(word) ?? 0) + 1);

function itemKeywords(item: MerchItem): { strong: string[]; weak: string[] } {
  const words = item.name.toLowerCase().split(/\s+/);
  const strong = [item.name];
  for (let i = 0; i + 1 < words.length; i += 1) strong.push(`${words[i]} ${words[i + 1]}`);
  // A word only this item has ("varsity", "tumbler") names it on its own.
  for (const word of words) if (wordCounts.get(word) === 1 && word.length > 3 && word !== "kilbride") strong.push(word);
  return { strong, weak: ["price", "cost", "how much"] };
}

const merchEntries: KnowledgeEntry[] = [
  entry(
    "custom-orders",
    ["custom order", "custom orders", "corporate", "bulk", "logo", "our logo", "company logo", "co branded", "team uniforms", "uniforms", "corporate gifts", "custom merchandise"],
    `${productCollections.find((c) => c.id === "corporate")?.text ?? ""} ${link("Request a corporate quote", "/contact?type=corporate")} or ${link("ask about a custom order", "/contact?type=custom")}.`,
    ["custom", "quote", "team"],
  ),
  entry(
    "merch",
    ["merchandise", "merch", "apparel", "clothing", "clothes", "collection", "collections", "shop", "store", "gear", "buy", "sell", "cheapest", "most expensive"],
    merchAnswer,
    ["hoodie", "shirt", "hat", "cap", "jacket", "tee", "price", "prices", "how much"],
  ),
  ...allItems.map((item) => {
    const words = itemKeywords(item);
    return entry(`item:${item.id}`, words.strong, itemAnswer(item), words.weak);
  }),
  entry(
    "shipping",
    ["shipping", "ship", "ships", "delivery", "deliver", "shipped", "postage"],
    `${shipping.summary} Browse ${link("the merchandise", "/merch")}; questions about an order go to ${contact.teamEmails.merchandise}.`,
    ["international", "arrive", "how long"],
  ),
  entry(
    "sizes",
    ["size", "sizes", "sizing", "fit", "xl", "xxl"],
    `${servicesFaq.find((f) => /sizes/i.test(f.question))?.answer ?? ""} See ${link("the merchandise page", "/merch")}.`,
  ),
];

// ── Contact, offices and the company ─────────────────────────────────────────────────────────

const officeLines = offices.map((o) => `${o.name} (${o.role}): ${o.street}, ${o.city} ${o.postalCode}, ${o.phone}`);
const emailLines = Object.values(contact.emails).map((e) => `${e.label}: ${e.address}`);
const teamLines = Object.entries(contact.teamEmails).map(([team, address]) => `${team}: ${address}`);

const companyEntries: KnowledgeEntry[] = [
  entry(
    "offices",
    ["office", "offices", "address", "located", "location", "locations", "headquarters", "hq", "where are you", "based", "visit"],
    `We have ${offices.length} offices: ${officeLines.join("; ")}. See ${link("our locations", "/about#locations")}.`,
    ["dublin", "castle rock", "peachtree", "colorado", "georgia", "ireland"],
  ),
  entry(
    "regions",
    ["where do you work", "do you work in", "operate", "operations", "countries", "europe", "european", "regions", "serve", "coverage", "international projects"],
    `${contactFaq.find((f) => /where do you work/i.test(f.question))?.answer ?? ""} See ${link("where we work", "/about#locations")}.`,
    ["uk", "united kingdom", "germany", "france", "spain", "texas", "california", "new york", "florida"],
  ),
  entry(
    "phone",
    ["phone", "call", "telephone", "phone number", "ring"],
    `Call ${contact.phone}, ${contact.hours}. Office lines: ${offices.map((o) => `${o.name} ${o.phone}`).join("; ")}. More on ${link("the contact page", "/contact")}.`,
    ["number"],
  ),
  entry(
    "hours",
    ["hours", "opening hours", "open", "business hours", "office hours", "when are you"],
    `Our offices are open ${contact.hours}. ${contactFaq.find((f) => /quickly/i.test(f.question))?.answer ?? ""} See ${link("the contact page", "/contact")}.`,
    ["weekend", "saturday", "sunday"],
  ),
  entry(
    "email",
    ["email", "e mail", "email address", "mail"],
    `E-mail ${emailLines.join("; ")}. Team addresses: ${teamLines.join("; ")}. Or use ${link("the contact form", "/contact")}.`,
  ),
  entry(
    "contact",
    ["contact", "get in touch", "reach", "speak", "talk to", "human", "person", "someone", "sales"],
    `Send us a message on ${link("the contact page", "/contact")}, call ${contact.phone} (${contact.hours}) or e-mail ${contact.emails.general.address}.`,
    ["quote", "estimate"],
  ),
  entry(
    "company",
    ["founded", "founder", "history", "story", "who are you", "about kilbride", "about the company", "owner", "ceo", "declan", "started", "how old", "experience"],
    `${company.name} was founded in ${company.foundedYear} in ${company.foundedIn} by ${founder.name}, ${founder.role}. ` +
      `Milestones: ${timeline.map((t) => `${t.year} ${t.title}`).join("; ")}. ${company.yearsOfExperience} years of experience on two continents. ` +
      `Read ${link("our story", "/about#our-story")}.`,
    ["year", "when"],
  ),
  entry(
    "values",
    ["values", "mission", "believe", "principles"],
    `Our values: ${values.map((v) => `${v.title} — ${v.text}`).join(" ")} More on ${link("the about page", "/about")}.`,
  ),
  entry(
    "founder-expertise",
    ["founder expertise", "declan kilbride"],
    `${founder.name} (${founder.role}): ${founder.bio.join(" ")} Expertise: ${listAnd(founderProfile.expertise.map((e) => e.toLowerCase()))}. See ${link("his profile", `/about#${founder.anchor}`)}.`,
  ),
  entry(
    "services",
    ["services", "what do you do", "what does kilbride do", "what you do", "offer", "service lines", "capabilities", "industries", "specialize"],
    `${company.name} offers ${listAnd(services.map((s) => s.title))}, plus Celtic-inspired ${link("merchandise", "/merch")}. ` +
      `See ${link("our projects", "/projects")} or ${contactLink} about yours.`,
  ),
  entry(
    "start-project",
    ["start a project", "new project", "get started", "start", "consultation", "process", "how does it work", "first step", "begin", "intake", "onboarding"],
    `Our process: ${clientSteps.map((s) => `${s.step}. ${s.title}`).join("; ")}. The consultation phase typically starts within ${consultationStart}. ` +
      `Tell us about your project on ${link("Start Your Project", "/clients")}.`,
    ["timeline", "how soon"],
  ),
  entry(
    "greeting",
    ["hello", "hi", "hey", "good morning", "good afternoon", "good evening", "greetings"],
    `Hello! I'm ${assistant.name}, the ${company.name} assistant. Ask me about our services, projects, offices, merchandise or programmes, or ${link("contact our team", "/contact")}.`,
  ),
  entry(
    "thanks",
    ["thank you", "thanks", "cheers", "great", "perfect"],
    `You're welcome! Anything else? You can also ${link("contact our team", "/contact")}.`,
  ),
  entry(
    "assistant",
    ["who are you", "are you a bot", "are you human", "your name", "ai"],
    `I'm ${assistant.name}, the ${company.name} assistant. I answer from the company's own information; for anything else, ${link("contact our team", "/contact")}.`,
  ),
];

// ── Calculators ──────────────────────────────────────────────────────────────────────────────

const calculatorServices = services.filter((s) => s.calculatorTab !== null);

const calculatorEntries: KnowledgeEntry[] = [
  entry(
    "calculators",
    ["calculator", "calculators", "estimate", "roi", "payback", "cost estimate", "estimator", "calculate"],
    `Our calculators give a first estimate for ${listAnd(calculatorServices.map((s) => s.title))} projects: ` +
      `${calculatorServices.map((s) => link(s.title, `/calculators?tab=${s.calculatorTab}`)).join(", ")}. ` +
      `Fill in the form on the left and the results appear on the right; they are estimates, so ${link("ask us for a detailed quote", "/contact")}.`,
    ["how to use", "results"],
  ),
];

// ── Programmes: contractors, affiliates, partners ────────────────────────────────────────────

const commissionAnswer = affiliateFaq.find((f) => /commission can I earn/i.test(f.question))?.answer ?? "";

const programmeEntries: KnowledgeEntry[] = [
  entry(
    "contractors",
    ["contractor", "contractors", "subcontractor", "subcontract", "contractor network", "installer", "electrician", "net 30", "payment terms", "liability insurance", "trade"],
    `To join our contractor network you need general liability insurance of at least ${contractorTerms.insuranceMinimum} and the licenses your trade requires. ` +
      `Payment terms are ${contractorTerms.paymentTerms}, and we review applications within ${contractorTerms.reviewTime}. ` +
      `Apply on ${link("the contractors page", "/contractors")}.`,
    ["insurance", "apply", "application", "requirements", "license", "review", "join"],
  ),
  entry(
    "affiliates",
    ["affiliate", "affiliates", "affiliate program", "minimum project size", "referral", "referrals", "refer", "commission", "commissions", "referral code"],
    `${commissionAnswer} Commissions are paid ${affiliatePayout.timing}; referrals are tracked for ${affiliatePayout.trackingPeriod}. ` +
      `${affiliatePayout.minimumProjectSize} Register on ${link("the affiliate program page", "/affiliates")}.`,
    ["earn"],
  ),
  entry(
    "partners",
    ["partner", "partners", "partnership", "partner program", "vendor", "supplier", "technology provider", "service provider", "reseller"],
    `We partner with ${listAnd(partnershipCategories.map((c) => c.title.toLowerCase()))}. Partners get ${listAnd(partnerBenefits.map((b) => b.title.toLowerCase()))}. ` +
      `Apply with the Become a Partner form on ${link("the partners page", "/partners")} or e-mail ${contact.teamEmails.partners}.`,
  ),
];

// ── FAQ entries of the site (matched by their own question words, weakly) ────────────────────

const faqPages: [readonly FaqItem[], string, string][] = [
  [servicesFaq, "/services", "the Products page"],
  [contactFaq, "/contact", "the contact page"],
  [contractorFaq, "/contractors", "the contractors page"],
  [affiliateFaq, "/affiliates", "the affiliate program page"],
  [clientFaq, "/clients", "Start Your Project"],
];

const faqEntries: KnowledgeEntry[] = faqPages.flatMap(([items, path, label]) =>
  items.map((item, i) => ({
    id: `faq:${path}:${i}`,
    // Each content word of the question weighs 1: an FAQ answers only when no topic does better.
    keywords: keywords([], contentWords(item.question)),
    answer: `${item.answer} See ${link(label, path)}.`,
  })),
);

/** Every topic, in tie-break order. */
export const knowledge: readonly KnowledgeEntry[] = [
  ...liveEntries,
  ...programmeEntries,
  ...serviceEntries,
  ...merchEntries,
  ...calculatorEntries,
  ...companyEntries,
  ...faqEntries,
];

/** What the assistant says when it does not know. */
export const DONT_KNOW =
  `I'm sorry, I don't have a reliable answer to that. Our team can help: ${contactLink} or call ${contact.phone} (${contact.hours}).`;

/** Facts every answer may lean on (given to the optional chat model with the retrieved topics). */
export const companyBrief =
  `${company.name}: ${company.description} Founded ${company.foundedYear} in ${company.foundedIn}. ` +
  `${operatingRegions.usa.summary} ${operatingRegions.ireland.summary} Phone ${contact.phone}, ${contact.hours}. ` +
  `E-mail ${contact.emails.general.address}.`;
