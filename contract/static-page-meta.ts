/**
 * Heads of the pages without parameters and of the not-found screen, for the edge. Kept apart from
 * contract/meta.ts because it reads the page copy: the browser renders those words itself and must
 * not download all of them with every page.
 */
import { story } from "../content/about";
import { homeMeta } from "../content/home";
import { merchPage } from "../content/merch";
import { affiliatesIntro, clientsIntro, contractorsIntro, partnersIntro } from "../content/programs";
import { productsIntro } from "../content/services";
import { company } from "../content/site";
import { absoluteUrl, META_DESCRIPTION_MAX, titleWithSuffix, truncateAtWord, type HeadData } from "./meta";
import { paths, type PageName } from "./routes";

export type StaticPage = Exclude<PageName, "project" | "blogPost">;

/** Titles and descriptions of the pages without parameters (the pages render the same words). */
export const staticPageText: Record<StaticPage, { title: string; description: string }> = {
  home: { title: homeMeta.title, description: homeMeta.description },
  about: { title: titleWithSuffix("About Us"), description: story.paragraphs[0] ?? company.description },
  services: { title: titleWithSuffix("Products"), description: productsIntro.text },
  projects: {
    title: titleWithSuffix("Our Projects"),
    description: "Solar arrays, hydrogen plants, EV charging hubs, bitcoin mining facilities and insurance recoveries delivered across the United States and Europe.",
  },
  calculators: {
    title: titleWithSuffix("Calculators"),
    description: "Estimate solar ROI, hydrogen plant costs, bitcoin mining profit, data center cost of ownership and PACE financing in seconds.",
  },
  blog: {
    title: titleWithSuffix("Blog"),
    description: "News, guides and project notes on solar, hydrogen, EV charging, bitcoin mining, data centers and financing from our engineers and finance team.",
  },
  contact: { title: titleWithSuffix("Contact Us"), description: "Talk to our team in Castle Rock, Peachtree City or Dublin about your project, an insurance claim or a merchandise order." },
  clients: { title: titleWithSuffix(clientsIntro.heading), description: clientsIntro.text },
  contractors: { title: titleWithSuffix(contractorsIntro.heading), description: contractorsIntro.text },
  partners: { title: titleWithSuffix(partnersIntro.heading), description: partnersIntro.text },
  affiliates: { title: titleWithSuffix(affiliatesIntro.heading), description: affiliatesIntro.text },
  merch: { title: titleWithSuffix("Merchandise"), description: merchPage.hero.text },
  admin: { title: titleWithSuffix("Admin Dashboard"), description: company.description },
  adminBlog: { title: titleWithSuffix("Admin: Blog Posts"), description: company.description },
  adminProjects: { title: titleWithSuffix("Admin: Projects"), description: company.description },
  adminInquiries: { title: titleWithSuffix("Admin: Inquiries"), description: company.description },
  adminLeads: { title: titleWithSuffix("Admin: Leads"), description: company.description },
  adminMedia: { title: titleWithSuffix("Admin: Media"), description: company.description },
};

/** Head of a page without parameters; admin pages are kept out of search results. */
export function staticHead(name: StaticPage, siteUrl: string): HeadData {
  const { title, description } = staticPageText[name];
  const canonical = absoluteUrl(siteUrl, paths[name]);
  return {
    title,
    description: truncateAtWord(description, META_DESCRIPTION_MAX),
    canonical,
    robots: name.startsWith("admin") ? "noindex, nofollow" : undefined,
    og: { type: "website", title, description: truncateAtWord(description, META_DESCRIPTION_MAX), url: canonical },
  };
}

/** Head of the not-found screen (and of a missing post or project). */
export function notFoundHead(siteUrl: string, path: string): HeadData {
  const title = titleWithSuffix("Page Not Found");
  const canonical = absoluteUrl(siteUrl, path);
  return { title, description: company.description, canonical, robots: "noindex", og: { type: "website", title, description: company.description, url: canonical } };
}

