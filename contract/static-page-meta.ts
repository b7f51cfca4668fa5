/**
 * Titles and descriptions of the pages without parameters, for what lists the pages outside the
 * pages themselves (the RSS channel). Kept apart from contract/meta.ts because it reads the page
 * copy, which the browser must not download with every page.
 */
import { story } from "../content/about";
import { homeMeta } from "../content/home";
import { merchPage } from "../content/merch";
import { affiliatesIntro, clientsIntro, contractorsIntro, partnersIntro } from "../content/programs";
import { productsIntro } from "../content/services";
import { company } from "../content/site";
import { titleWithSuffix } from "./meta";
import type { PageName } from "./routes";

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
};
