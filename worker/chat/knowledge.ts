/**
 * What the assistant knows about the company, as searchable documents built from the same content
 * modules the pages render (content/ and contract/), never a second copy. Each document has a
 * title, the words visitors use for it (`keywords`: matching only, no facts), its text, and the
 * short answer, with a link to the page that says more, that the assistant gives when it is the
 * best match. `domain` keeps a shop answer away from an energy question and the reverse.
 */
import { inquiryTypes } from "#contract/enums.ts";
import { founderProfile, story, timeline, values } from "#content/about.ts";
import { allItems, collections } from "#contract/merch-catalogue.ts";
import { contactFaq } from "#content/contact.ts";
import { servicesFaq } from "#content/products.ts";
import { affiliateFaq, affiliateProgramTerms } from "#content/programs/affiliates.ts";
import { clientFaq, clientSteps } from "#content/programs/clients.ts";
import { contractorFaq, contractorNetworkTerms, contractorsIntro } from "#content/programs/contractors.ts";
import { partnerBenefits, partnershipCategories } from "#content/programs/partners.ts";
import { affiliatePayout, consultationStart, contractorTerms, fallbackPartnerNames } from "#content/programs/terms.ts";
import { services, type Service, type ServiceId } from "#content/services.ts";
import { calculatorsPage } from "#content/calculators.ts";
import { subscribePage } from "#content/subscriptions.ts";
import { browserStorage, keeping, rights, sharing } from "#content/privacy.ts";
import { assistant, company, contact, founder, listAnd, offices, operatingRegions } from "#content/site.ts";
import type { FaqItem } from "#content/types.ts";
import { link } from "./link";
import { searchTerms } from "./text";
import { bulkAnswer, collectionAnswer, itemAnswer, merchOverview, shippingAnswer } from "./merch-answers";

/** Which side of the business a document is about. */
export type Domain = "energy" | "merch" | "company";

/** One searchable piece of knowledge. */
export interface KnowledgeDoc {
  readonly id: string;
  readonly domain: Domain;
  readonly title: string;
  /** Words and phrases visitors use for it (matching only). */
  readonly keywords: string;
  readonly text: string;
  readonly answer: string;
  /** Search terms one of which the question must use for this document to answer it (a programme's terms need the programme named). */
  readonly needs?: readonly string[];
  /**
   * The document this one adds a detail to (a programme's term → the programme): it answers only
   * when it explains more of the question than that document does, so the programme's fuller
   * answer keeps the questions both explain.
   */
  readonly parent?: string;
}

const doc = (id: string, domain: Domain, title: string, keywords: string, answer: string, text = answer): KnowledgeDoc => ({
  id,
  domain,
  title,
  keywords,
  text,
  answer,
});

const contactLink = link("contact us", "/contact");

/** What the assistant says when it does not know. */
export const DONT_KNOW = `I'm sorry, I don't have a reliable answer to that. Our team can help: ${contactLink} or call ${contact.phone} (${contact.hours}).`;

// ── Services ─────────────────────────────────────────────────────────────────────────────────

/** The words visitors use for each service line (matching only; the facts come from services.ts). */
const serviceWords: Record<ServiceId, string> = {
  solar: "solar panels rooftop roof roofs warehouse array arrays carport ground mount install installation",
  hydrogen: "hydrogen electrolyzer electrolysis electrolyser green h2 fuel",
  "ev-charging": "ev charging chargers charger electric vehicle vehicles fleet depot level 2 dc fast",
  "bitcoin-mining": "bitcoin mining miners mine mines asic crypto hosting",
  "data-centers": "data center centers colocation pue cooling redundancy design build liquid immersion air",
  "pace-financing": "pace c-pace property assessed clean energy financing finance loan funding fund tax assessment help pay afford",
  "insurance-claims": "insurance claim claims hail storm damage adjuster roof wind fire",
};

export function serviceAnswer(service: Service): string {
  const involves = service.involves.map((item) => item.charAt(0).toLowerCase() + item.slice(1));
  const parts = [`${service.title}: ${service.summary}`, `It involves ${listAnd(involves)}.`];
  if (service.calculatorTab)
    parts.push(`Get a first estimate with ${link("the calculator", `/calculators?tab=${service.calculatorTab}`)}.`);
  parts.push(`To discuss a project, ${serviceContactLink(service)}.`);
  return parts.join(" ");
}

export const serviceContactLink = (service: Service): string =>
  link(`contact us about ${inquiryTypes.labels[service.inquiryType]}`, `/contact?inquiryType=${service.inquiryType}`);

const serviceDocs = services.map((service) =>
  doc(`service:${service.id}`, "energy", service.title, serviceWords[service.id], serviceAnswer(service)),
);

// ── Merchandise ──────────────────────────────────────────────────────────────────────────────

const merchDocs: KnowledgeDoc[] = [
  doc(
    "merch",
    "merch",
    "Merchandise collections",
    "merch merchandise apparel clothing clothes shop store gear swag buy sell collections",
    merchOverview(),
  ),
  doc(
    "custom-orders",
    "merch",
    "Custom and corporate merchandise orders",
    "custom corporate bulk logo co-branded team uniforms gifts wholesale discount",
    bulkAnswer,
  ),
  doc(
    "shipping",
    "merch",
    "Shipping",
    "shipping ship ships delivery deliver shipped postage international overseas abroad arrive",
    shippingAnswer,
  ),
  doc(
    "sizes",
    "merch",
    "Sizes",
    "size sizes sizing fit small medium large xl xxl",
    `${servicesFaq.find((f) => /sizes/i.test(f.question))?.answer ?? ""} See ${link("the merchandise page", "/merch")}.`,
  ),
  ...collections.map((c) =>
    doc(
      `collection:${c.id}`,
      "merch",
      c.name,
      "collection range line",
      collectionAnswer(c),
      `${c.description} ${c.items.map((i) => i.name).join(" ")}`,
    ),
  ),
  ...allItems.map((item) => doc(`item:${item.id}`, "merch", item.name, "", itemAnswer(item), item.description)),
];

// ── Contact, offices and the company ─────────────────────────────────────────────────────────

const officeLines = offices.map((o) => `${o.name} (${o.role}): ${o.street}, ${o.city} ${o.postalCode}, ${o.phone}`);
const emailLines = Object.values(contact.emails).map((e) => `${e.label}: ${e.address}`);
const teamLines = Object.entries(contact.teamEmails).map(([team, address]) => `${team}: ${address}`);

/** The offices sentence (also the start of every "where" answer). */
const officesSentence = `We have ${offices.length} offices: ${officeLines.join("; ")}.`;

const readOurStory = `Read ${link("our story", "/about#our-story")}.`;

/** Founding, founder, milestones and experience in one answer. */
export const companyAnswer =
  `${timeline[0]?.text ?? ""} ` +
  `${company.name} was founded in ${company.foundedYear} in ${company.foundedIn} by ${founder.name}, ${founder.role}, ` +
  `and has ${company.yearsOfExperience} years of experience on two continents. ` +
  `Milestones: ${timeline.map((t) => `${t.year} ${t.title}`).join("; ")}. ${readOurStory}`;

/** Words of a history question that name no milestone. */
const HISTORY_WORDS = new Set(
  searchTerms(
    "when did was were start started begin began launch launched open opened first get got into move moved doing work year how long since history",
  ),
);

/**
 * "When did the merch line launch": the milestone whose words the question uses, on its own (the
 * other milestones' years would read as answers too); the history when it names none.
 */
export function timelineAnswer(question: string): string {
  // "What happened in 2005": the milestone of the year named.
  const ofYear = timeline.find((entry) => new RegExp(`\\b${entry.year}\\b`).test(question));
  if (ofYear) return ofYear === timeline[0] ? companyAnswer : `In ${ofYear.year}: ${ofYear.title}. ${ofYear.text} ${readOurStory}`;
  const asked = searchTerms(question).filter((t) => !HISTORY_WORDS.has(t));
  const scored = timeline
    .map((entry) => {
      const terms = new Set(searchTerms(`${entry.title} ${entry.text}`));
      return { entry, score: asked.filter((t) => terms.has(t)).length };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score);
  const best = scored[0]?.entry;
  if (!best || best === timeline[0]) return companyAnswer;
  // "What were you doing before the renewables": the milestones before the one the question names.
  const before = /\b(before|prior to)\b/.test(question) ? timeline.slice(0, timeline.indexOf(best)) : [];
  return `${[...before, best].map((entry) => `In ${entry.year}: ${entry.text}`).join(" ")} ${readOurStory}`;
}

/** The service lines in one sentence (the "services" document and "what do you actually do"). */
export const servicesAnswer =
  `${company.name} offers ${listAnd(services.map((s) => s.title))}. ` +
  `See ${link("our projects", "/projects")} or ${contactLink} about yours.`;

const companyDocs: KnowledgeDoc[] = [
  doc(
    "offices",
    "company",
    "Our offices",
    "office offices address addresses located location headquarters hq head main based visit street postal mailing european southeast",
    `${officesSentence} See ${link("our locations", "/about#locations")}.`,
  ),
  doc(
    "phone",
    "company",
    "Phone numbers",
    "phone call telephone number ring line",
    `Call ${contact.phone}, ${contact.hours}. Office lines: ${offices.map((o) => `${o.name} ${o.phone}`).join("; ")}. More on ${link("the contact page", "/contact")}.`,
  ),
  doc(
    "hours",
    "company",
    "Opening hours",
    "hours open opening business office when closed weekend weekends saturday sunday reply respond answer quickly fast soon emails messages",
    `Our offices are open ${contact.hours}. ${contactFaq.find((f) => /quickly/i.test(f.question))?.answer ?? ""} See ${link("the contact page", "/contact")}.`,
  ),
  doc(
    "email",
    "company",
    "E-mail",
    "email e-mail mail write directly reach existing current ongoing already doing project management",
    `E-mail ${emailLines.join("; ")}. Team addresses: ${teamLines.join("; ")}. Or use ${link("the contact form", "/contact")}.`,
  ),
  doc(
    "contact",
    "company",
    "Contact us",
    "contact touch reach speak talk human person someone sales quote",
    `Send us a message on ${link("the contact page", "/contact")}, call ${contact.phone} (${contact.hours}) or e-mail ${contact.emails.general.address}; ` +
      `for a project, ${contact.emails.projects.address}.`,
  ),
  doc(
    "company",
    "company",
    "About the company",
    "founded history story owner owns own ceo started how old experience years business since about who are you",
    companyAnswer,
  ),
  doc(
    "story",
    "company",
    story.heading,
    "story history heritage logo crest celtic knot name why mean meaning symbol began beginning",
    `${story.paragraphs.join(" ")} Read ${link("our story", "/about#our-story")}.`,
  ),
  doc(
    "identity",
    "company",
    "Company name and tagline",
    "slogan tagline motto legal name registered llc entity official",
    `${company.name} (legal name ${company.legalName}): “${company.tagline}”. ${company.description}`,
  ),
  doc(
    "values",
    "company",
    "Our values",
    "values mission believe principles culture",
    `Our values: ${values.map((v) => `${v.title} — ${v.text}`).join(" ")} More on ${link("the about page", "/about")}.`,
  ),
  doc(
    "founder",
    "company",
    founder.name,
    "founder declan owner owns own runs ceo chief executive boss role title position born birthplace originally grew up irish background bio biography career",
    `${founder.name} (${founder.role}): ${founder.bio.join(" ")} Expertise: ${listAnd(founderProfile.expertise.map((e) => e.toLowerCase()))}. ` +
      `E-mail ${founder.email}. See ${link("his profile", `/about#${founder.anchor}`)}.`,
  ),
  // The founder's quote on /about, which visitors ask after ("what does he say his standard is"; ADR 336).
  doc(
    "founder-quote",
    "company",
    `${founder.name} on his standard`,
    "founder declan say says said quote standard standards motto philosophy",
    `${founder.name}, on /about: “${founderProfile.quote}” See ${link("his profile", `/about#${founder.anchor}`)}.`,
  ),
  doc(
    "services",
    "company",
    "Our services",
    "services what do you do offer service lines capabilities industries specialize actually business",
    servicesAnswer,
  ),
  doc(
    "start-project",
    "company",
    "Start a project",
    "start project begin get started consultation process how does it work first step steps working intake form onboarding soon happens happen next after send sent submit submitted request prepare ready bring call conversation meeting info information details documents bills quote",
    `Our process: ${clientSteps.map((s) => `${s.step}. ${s.title}`).join("; ")}. The consultation phase typically starts within ${consultationStart}. ` +
      `${clientFaq.find((f) => /ready/i.test(f.question))?.answer ?? ""} ` +
      `Tell us about your project on ${link("Start Your Project", "/clients")}.`,
  ),
  doc(
    "regions",
    "company",
    "Where we work",
    "where work operate operations countries europe european regions serve coverage states",
    `${operatingRegions.usa.summary} ${operatingRegions.ireland.summary} See ${link("where we work", "/about#locations")}.`,
  ),
];

// ── Calculators ──────────────────────────────────────────────────────────────────────────────

const calculatorServices = services.filter((s) => s.calculatorTab !== null);

/** The calculators together: which there are, how to share a result, and what an estimate is worth. */
export const calculatorsAnswer =
  `Our calculators give a first estimate for ${listAnd(calculatorServices.map((s) => s.title))} projects: ` +
  `${calculatorServices.map((s) => link(s.title, `/calculators?tab=${s.calculatorTab}`)).join(", ")}. ` +
  `${calculatorsPage.intro.split(". ").slice(1).join(". ")} ` +
  `They are estimates only: ${calculatorsPage.disclaimer.text} ${link("Ask us for a detailed quote", "/contact")}.`;

const calculatorDocs: KnowledgeDoc[] = [
  doc(
    "calculators",
    "energy",
    "Cost calculators",
    "calculator calculators estimate estimator calculate roi payback tco accurate results",
    calculatorsAnswer,
  ),
];

// ── Programmes: careers, contractors, affiliates, partners ───────────────────────────────────

const commissionAnswer = affiliateFaq.find((f) => /commission can I earn/i.test(f.question))?.answer ?? "";

const programmeDocs: KnowledgeDoc[] = [
  doc(
    "careers",
    "company",
    "Jobs and careers",
    "job jobs career careers hiring hire vacancy vacancies openings employment recruit work for you",
    `The site does not list job openings. ${contractorsIntro.text} Join ${link("our contractor network", "/contractors")}; ` +
      `for anything else, e-mail ${contact.emails.general.address}.`,
  ),
  doc(
    "contractors",
    "company",
    contractorsIntro.heading,
    "become join apply contractor contractors subcontractor subcontract network installer electrician trade trades apply join application requirements license licence insurance workers compensation review hear back outcome decision approval approve accepted vetting vetted payment terms net 30 pay paid invoice invoices",
    `To join our contractor network you need general liability insurance of at least ${contractorTerms.insuranceMinimum} and the licenses your trade requires. ` +
      `Payment terms are ${contractorTerms.paymentTerms}, and we review applications within ${contractorTerms.reviewTime}. ` +
      `${contractorFaq.find((f) => /insurance/i.test(f.question))?.answer ?? ""} ${contractorFaq.find((f) => /trades/i.test(f.question))?.answer ?? ""} ` +
      `Apply on ${link("the contractors page", "/contractors")}.`,
  ),
  doc(
    "affiliates",
    "company",
    "Affiliate program",
    "become join apply sign up register affiliate affiliates referral referrals refer referring client customer business commission commissions earn code paid pay payout tracked minimum free who when finish finishes finished completion completed",
    `${commissionAnswer} Commissions are paid ${affiliatePayout.timing}; referrals are tracked for ${affiliatePayout.trackingPeriod}. ` +
      `${affiliatePayout.minimumProjectSize} ${affiliateFaq.find((f) => /who can/i.test(f.question))?.answer ?? ""} Register on ${link("the affiliate program page", "/affiliates")}.`,
  ),
  doc(
    "partners",
    "company",
    "Partner program",
    "become join apply partner partners partnership vendor supplier manufacturer technology provider service provider reseller inverter kinds companies types",
    `We partner with ${listAnd(partnershipCategories.map((c) => c.title))}: ${partnershipCategories.map((c) => c.text).join(" ")} ` +
      `Partners get ${listAnd(partnerBenefits.map((b) => b.title.toLowerCase()))}. Among them: ${listAnd(fallbackPartnerNames)}. ` +
      `Apply with the Become a Partner form on ${link("the partners page", "/partners")} or e-mail ${contact.teamEmails.partners}.`,
    `${partnershipCategories.map((c) => `${c.text} ${c.examples.join(" ")}`).join(" ")}`,
  ),
];

// ── The programmes' terms, one document each (what the forms show beside their checkbox) ──

/** Words visitors use for what a term says (matching only; the facts are the term's own words). */
const termWords: readonly [RegExp, string][] = [
  [/at any time/, "leave quit cancel stop end exit later opt out"],
  [/guarantee/, "guaranteed guarantee promise promised jobs work"],
  [/decline/, "turn down refuse say no"],
  [/certificate|insurance/, "proof certificate insured"],
  [/promises/, "rules allowed say claim"],
];

const termDocs = (
  terms: readonly string[],
  programme: string,
  words: string,
  needs: readonly string[],
  parent: string,
  path: string,
  label: string,
): KnowledgeDoc[] =>
  terms.map((term, i) => ({
    needs,
    parent,
    ...doc(
      `terms:${path}:${i}`,
      "company",
      term,
      `${words} ${termWords
        .filter(([pattern]) => pattern.test(term))
        .map(([, w]) => w)
        .join(" ")}`,
      `${programme} terms: ${term} See ${link(label, path)}.`,
    ),
  }));

const termsDocs: KnowledgeDoc[] = [
  ...termDocs(
    contractorNetworkTerms,
    "The contractor network's",
    "contractor contractors subcontractor network terms join joining member",
    searchTerms("contractor subcontractor network installer electrician"),
    "contractors",
    "/contractors",
    "the contractors page",
  ),
  ...termDocs(
    affiliateProgramTerms,
    "The affiliate program's",
    "affiliate affiliates program programme registration terms",
    searchTerms("affiliate referral registration"),
    "affiliates",
    "/affiliates",
    "the affiliate program page",
  ),
];

// ── The site's FAQ entries ───────────────────────────────────────────────────────────────────

const faqPages: [readonly FaqItem[], string, string, Domain][] = [
  [servicesFaq, "/services", "the Products page", "merch"],
  [contactFaq, "/contact", "the contact page", "company"],
  [contractorFaq, "/contractors", "the contractors page", "company"],
  [affiliateFaq, "/affiliates", "the affiliate program page", "company"],
  [clientFaq, "/clients", "Start Your Project", "company"],
];

const faqDocs: KnowledgeDoc[] = faqPages.flatMap(([items, path, label, domain]) =>
  items.map((item, i) =>
    doc(
      `faq:${path}:${i}`,
      domain,
      item.question,
      "",
      // An answer that sends the visitor to the calculators links them too.
      `${item.answer} See ${/\bcalculators?\b/i.test(item.answer) ? `${link("the calculators", "/calculators")} and ` : ""}${link(label, path)}.`,
      item.answer,
    ),
  ),
);

// ── The assistant itself ─────────────────────────────────────────────────────────────────────

export const smallTalk = {
  greeting: `Hello! I'm ${assistant.name}, the ${company.name} assistant. Ask me about our services, projects, offices, merchandise or programmes, or ${link("contact our team", "/contact")}.`,
  thanks: `You're welcome! Anything else? You can also ${link("contact our team", "/contact")}.`,
  bye: `Goodbye, and thanks for visiting ${company.name}. If anything comes up, ${link("contact our team", "/contact")} or call ${contact.phone}.`,
  assistant: `I'm ${assistant.name}, the ${company.name} assistant: an automated helper that answers from the company's own information. For anything else, ${link("contact our team", "/contact")} or call ${contact.phone}.`,
} as const;

/** "Do you have a newsletter", "how do I unsubscribe": the blog's e-mail subscription, in the box's and the page's words. */
const subscriptionDocs: KnowledgeDoc[] = [
  doc(
    "blog-subscription",
    "company",
    subscribePage.heading,
    "newsletter newsletters subscribe subscribing subscription subscribed mailing list email emails updates alerts notified notify follow unsubscribe unsubscribing stop rss feed post posts publish",
    `${subscribePage.intro} Subscribe in the box after every article or on ${link("the subscribe page", "/subscribe")}, then confirm ` +
      `with the link we e-mail you. Every e-mail has a link to unsubscribe: we stop e-mailing you, and your address is deleted. ${subscribePage.rssText}`,
  ),
];

const privacyLink = `More in ${link("our privacy notice", "/privacy")}.`;
/** A privacy document answers only a question about someone's details ("do you sell hoodies" is the shop's). */
const PERSONAL = [
  "data",
  "information",
  "personal",
  "privacy",
  "detail",
  "submission",
  "form",
  "cookie",
  "gdpr",
  "ccpa",
  "tracking",
  "tracked",
  "browser",
  "conversation",
];

/**
 * "Do you sell my info to advertisers", "who reads what I put in the contact form", "why no cookie popup": the
 * privacy notice's own paragraphs, each a question visitors ask of it in other words than its headings.
 */
const privacyDocs: KnowledgeDoc[] = [
  {
    ...doc(
      "privacy-sharing",
      "company",
      sharing.heading,
      "who reads read sees see access receives contact shared share sharing sell selling sold third parties advertisers advertising marketing staff",
      `${sharing.paragraphs[0]} ${sharing.paragraphs[3]} ${privacyLink}`,
    ),
    needs: PERSONAL,
  },
  {
    ...doc(
      "privacy-browser",
      "company",
      browserStorage.heading,
      "cookie cookies banner popup consent tracking tracked trackers analytics scripts browser storage stored",
      `${browserStorage.after} ${privacyLink}`,
    ),
    needs: PERSONAL,
  },
  {
    ...doc(
      "privacy-keeping",
      "company",
      keeping.heading,
      "how long keep kept retention stored delete deleted erased",
      `${keeping.items.join(" ")} ${privacyLink}`,
    ),
    needs: PERSONAL,
  },
  {
    ...doc(
      "privacy-rights",
      "company",
      rights.heading,
      "copy file send ask erase erasure delete deletion correct rights request access object complain complaint",
      `${rights.paragraphs[0]} ${rights.paragraphs[1]} ${privacyLink}`,
    ),
    needs: PERSONAL,
  },
];

/** Every static document the search index holds. */
export const knowledge: readonly KnowledgeDoc[] = [
  ...serviceDocs,
  ...merchDocs,
  ...companyDocs,
  ...calculatorDocs,
  ...subscriptionDocs,
  ...privacyDocs,
  ...programmeDocs,
  ...termsDocs,
  ...faqDocs,
];

/** Facts every answer may lean on (given to the optional chat model with the retrieved documents). */
export const companyBrief =
  `${company.name}: ${company.description} Founded ${company.foundedYear} in ${company.foundedIn}. ` +
  `${operatingRegions.usa.summary} ${operatingRegions.ireland.summary} Phone ${contact.phone}, ${contact.hours}. ` +
  `E-mail ${contact.emails.general.address}.`;
