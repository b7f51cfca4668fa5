/**
 * The title each page's share card shows (scripts/share-cards.ts draws them at build; the page's
 * head names the card with the same words as its alt text): the page's own heading, so a preview
 * says what the link opens. The home page's card carries the company's tagline.
 */
import type { ShareCardPage } from "#contract/share-image.ts";
import { aboutHeading } from "./about";
import { blogIntro } from "./blog";
import { calculatorsPage } from "./calculators";
import { contactIntro } from "./contact";
import { merchPage } from "./merch";
import { privacyIntro } from "./privacy";
import { productsIntro } from "./products";
import { affiliatesIntro } from "./programs/affiliates";
import { clientsIntro } from "./programs/clients";
import { contractorsIntro } from "./programs/contractors";
import { partnersIntro } from "./programs/partners";
import { projectsIntro } from "./projects";
import { searchPage } from "./search";
import { company } from "./site";
import { subscribePage } from "./subscriptions";

export const shareCardTitles: Readonly<Record<ShareCardPage, string>> = {
  home: company.tagline,
  about: aboutHeading,
  services: productsIntro.heading,
  projects: projectsIntro.heading,
  calculators: calculatorsPage.title,
  blog: blogIntro.heading,
  contact: contactIntro.heading,
  clients: clientsIntro.heading,
  contractors: contractorsIntro.heading,
  partners: partnersIntro.heading,
  affiliates: affiliatesIntro.heading,
  merch: merchPage.title,
  privacy: privacyIntro.heading,
  search: searchPage.heading,
  subscribe: subscribePage.heading,
};
