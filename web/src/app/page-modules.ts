/**
 * Which module renders each page, relative to web/src and without extension. The router lazy-loads
 * them, and the build lists each one's chunks so the edge can tell the browser to fetch a page's
 * code together with the entry script instead of after it (see worker/pages/route-preloads.ts).
 * Plain data: vite.config.ts reads it too.
 */
import type { PageName } from "#contract/routes.ts";

export const pageModules = {
  home: "features/home/home-page",
  about: "features/about/about-page",
  services: "features/services/services-page",
  projects: "features/projects/projects-page",
  project: "features/projects/project-page",
  calculators: "features/calculators/calculators-page",
  blog: "features/blog/blog-page",
  blogPost: "features/blog/blog-post-page",
  contact: "features/contact/contact-page",
  clients: "features/clients/clients-page",
  contractors: "features/contractors/contractors-page",
  partners: "features/partners/partners-page",
  affiliates: "features/affiliates/affiliates-page",
  merch: "features/merch/merch-page",
  privacy: "features/privacy/privacy-page",
  search: "features/search/search-page",
  subscribe: "features/subscribe/subscribe-page",
  admin: "features/admin/admin-dashboard-page",
  adminBlog: "features/admin/content/admin-blog-page",
  adminProjects: "features/admin/content/admin-projects-page",
  adminPostNew: "features/admin/content/admin-post-editor-page",
  adminPostEdit: "features/admin/content/admin-post-editor-page",
  adminProjectNew: "features/admin/content/admin-project-editor-page",
  adminProjectEdit: "features/admin/content/admin-project-editor-page",
  adminInquiries: "features/admin/leads/admin-inquiries-page",
  adminLeads: "features/admin/leads/admin-leads-page",
  adminInbox: "features/admin/leads/admin-inbox-page",
  adminLead: "features/admin/leads/admin-lead-page",
  adminMedia: "features/admin/media/admin-media-page",
  adminPrivacy: "features/admin/privacy/admin-privacy-page",
  adminAudit: "features/admin/privacy/admin-audit-page",
} as const satisfies Record<PageName, string>;

export const notFoundModule = "features/not-found/not-found-page";
