/**
 * What the site search finds besides posts and projects: each public page (its heading, its
 * introduction, and the words it shows), the service lines and calculators where the site
 * describes them, and the merchandise catalogue. Built from the same content modules the pages
 * render (and the chat assistant answers from), never a second copy.
 */
import { calculatorTabs } from "#contract/calculator-url-state.ts";
import { collections } from "#contract/merch-catalogue.ts";
import type { ShareCardPage } from "#contract/share-image.ts";
import type { SiteSearchKind } from "#contract/site-search.ts";
import { aboutCta, aboutHeading, founderProfile, locationsSection, story, timeline, values } from "#content/about.ts";
import { blogIntro } from "#content/blog.ts";
import { calculatorsPage, calculatorTabLabels } from "#content/calculators.ts";
import { contactIntro, contactSections, contactFaq } from "#content/contact.ts";
import { closingCta, hero, homeSections, introSections } from "#content/home.ts";
import { merchPage, ordering } from "#content/merch.ts";
import { browserStorage, formUses, keeping, privacyIntro, rights, sharing, whoWeAre } from "#content/privacy.ts";
import { productCollections, productOfferings, productsCta, productsIntro, servicesFaq } from "#content/products.ts";
import {
  affiliateProgramTerms,
  affiliateSteps,
  affiliateSuccessStories,
  affiliatesIntro,
  affiliateFaq,
} from "#content/programs/affiliates.ts";
import { clientSteps, clientsIntro, whyChoose, clientFaq } from "#content/programs/clients.ts";
import { contractorBenefits, contractorNetworkTerms, contractorsIntro, contractorFaq } from "#content/programs/contractors.ts";
import { partnerBenefits, partnershipCategories, partnersIntro } from "#content/programs/partners.ts";
import { affiliatePayout, commissionRates, contractorTerms } from "#content/programs/terms.ts";
import { projectsIntro } from "#content/projects.ts";
import { capabilitiesSection, homeCollectionCards, productCards, services } from "#content/services.ts";
import { contact, founder, offices, operatingRegions, shipping } from "#content/site.ts";
import { subscribePage } from "#content/subscriptions.ts";

/** One thing the search can find, with what it is matched on and what a result shows. */
export interface SiteDocument {
  readonly id: string;
  readonly kind: SiteSearchKind;
  readonly title: string;
  readonly url: string;
  /** What the result says of it (plain text, one or two sentences). */
  readonly snippet: string;
  /** Further words it is found by (matching only). */
  readonly text: string;
}

/** Every string inside a piece of copy (its cards, lists and nested objects), as one text. */
function wordsOf(...copy: readonly unknown[]): string {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    else if (typeof value === "number") out.push(String(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  copy.forEach(walk);
  return out.join(" ");
}

/** The pages the search lists: every public page with a share card (the search page itself is not one). */
type SearchedPage = Exclude<ShareCardPage, "search">;

/**
 * Each public page as the search finds it: its path, heading, introduction and the rest of its copy;
 * `shop` is the copy it shows about the merchandise (the home page's product and collection cards),
 * which the assistant keeps with the shop's answers (ADR 340).
 */
const pages: Record<SearchedPage, { url: string; title: string; snippet: string; copy: readonly unknown[]; shop?: readonly unknown[] }> = {
  home: {
    url: "/",
    title: hero.headline,
    snippet: hero.subtext,
    copy: [hero.eyebrow, introSections, homeSections, closingCta],
    shop: [productCards, homeCollectionCards, capabilitiesSection],
  },
  about: {
    url: "/about",
    title: aboutHeading,
    snippet: story.paragraphs[0] ?? "",
    copy: [story, timeline, values, founder.name, founder.bio, founderProfile, locationsSection, offices, operatingRegions, aboutCta],
  },
  services: {
    url: "/services",
    title: productsIntro.heading,
    snippet: productsIntro.text,
    copy: [productOfferings, productCollections, productsCta, servicesFaq, shipping.summary],
  },
  projects: { url: "/projects", title: projectsIntro.heading, snippet: projectsIntro.text, copy: [] },
  calculators: {
    url: "/calculators",
    title: calculatorsPage.title,
    snippet: calculatorsPage.intro,
    copy: [calculatorTabLabels, calculatorsPage.disclaimer],
  },
  blog: { url: "/blog", title: blogIntro.heading, snippet: blogIntro.text, copy: [] },
  contact: {
    url: "/contact",
    title: contactIntro.heading,
    snippet: contactIntro.text,
    copy: [contactSections, contact, offices, contactFaq],
  },
  clients: {
    url: "/clients",
    title: clientsIntro.heading,
    snippet: clientsIntro.text,
    copy: [clientSteps, whyChoose, clientFaq],
  },
  contractors: {
    url: "/contractors",
    title: contractorsIntro.heading,
    snippet: contractorsIntro.text,
    copy: [contractorBenefits, contractorTerms, contractorNetworkTerms, contractorFaq],
  },
  partners: {
    url: "/partners",
    title: partnersIntro.heading,
    snippet: partnersIntro.text,
    copy: [partnerBenefits, partnershipCategories],
  },
  affiliates: {
    url: "/affiliates",
    title: affiliatesIntro.heading,
    snippet: affiliatesIntro.text,
    copy: [affiliateSteps, commissionRates, affiliatePayout, affiliateSuccessStories, affiliateProgramTerms, affiliateFaq],
  },
  merch: {
    url: "/merch",
    title: merchPage.title,
    snippet: merchPage.hero.text,
    copy: [merchPage, ordering],
  },
  privacy: {
    url: "/privacy",
    title: privacyIntro.heading,
    snippet: privacyIntro.text,
    copy: [whoWeAre, formUses, sharing, keeping, browserStorage, rights],
  },
  // "newsletter" or "e-mail updates" should find the way to subscribe.
  subscribe: {
    url: "/subscribe",
    title: subscribePage.heading,
    snippet: subscribePage.intro,
    // Every sentence the page shows, the confirmation's and the unsubscribe's too ("is my address deleted").
    copy: ["newsletter e-mail updates subscribe", subscribePage],
  },
};

const pageDocuments: SiteDocument[] = Object.entries(pages).map(([name, { copy, shop = [], ...page }]) => ({
  id: `page:${name}`,
  kind: "page",
  ...page,
  text: wordsOf(copy, shop),
}));

/** Each public page's path, heading and copy (introduction first) and its copy about the shop, for the assistant's passages (worker/chat/passages.ts). */
export const pageCopy: readonly {
  readonly url: string;
  readonly title: string;
  readonly copy: readonly unknown[];
  readonly shop: readonly unknown[];
}[] = Object.values(pages).map(({ url, title, snippet, copy, shop = [] }) => ({ url, title, copy: [snippet, ...copy], shop }));

/** The service lines, where the home page describes them. */
const serviceDocuments: SiteDocument[] = services.map((service) => ({
  id: `service:${service.id}`,
  kind: "page",
  title: service.title,
  url: "/#what-we-build",
  snippet: service.summary,
  text: wordsOf(service.involves, capabilitiesSection.heading),
}));

/** Each calculator, opened on its tab. */
const calculatorDocuments: SiteDocument[] = calculatorTabs.map((tab) => ({
  id: `calculator:${tab}`,
  kind: "page",
  title: `${calculatorTabLabels[tab]} calculator`,
  url: `/calculators?tab=${tab}`,
  snippet: calculatorsPage.intro,
  text: "calculator estimate cost",
}));

/** Where the merch page shows a collection: its tab chosen, scrolled to the collections. */
const collectionUrl = (id: string) => `/merch?collection=${encodeURIComponent(id)}#collections`;

const merchDocuments: SiteDocument[] = collections.flatMap((collection) => [
  {
    id: `collection:${collection.id}`,
    kind: "merch" as const,
    title: collection.name,
    url: collectionUrl(collection.id),
    snippet: collection.description,
    text: "collection",
  },
  ...collection.items.map((item) => ({
    id: `item:${item.id}`,
    kind: "merch" as const,
    title: item.name,
    url: collectionUrl(collection.id),
    snippet: `${item.description} $${item.price.toFixed(2)}, ${collection.name}.`,
    text: collection.name,
  })),
]);

/** Everything the search finds that changes only with a deploy. */
export const siteDocuments: readonly SiteDocument[] = [...pageDocuments, ...serviceDocuments, ...calculatorDocuments, ...merchDocuments];
