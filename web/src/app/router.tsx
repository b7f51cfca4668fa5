/**
 * Every route of the site (paths from contract/routes.ts), each page lazy-loaded so a visitor
 * downloads only the page they open.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "../../../contract/routes";
import { SiteLayout } from "../components/layout/site-layout";

function lazyPage(path: string | undefined, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      lazyPage(paths.home, () => import("../features/home/home-page")),
      lazyPage(paths.about, () => import("../features/about/about-page")),
      lazyPage(paths.services, () => import("../features/services/services-page")),
      lazyPage(paths.projects, () => import("../features/projects/projects-page")),
      lazyPage(paths.project, () => import("../features/projects/project-page")),
      lazyPage(paths.calculators, () => import("../features/calculators/calculators-page")),
      lazyPage(paths.blog, () => import("../features/blog/blog-page")),
      lazyPage(paths.blogPost, () => import("../features/blog/blog-post-page")),
      lazyPage(paths.contact, () => import("../features/contact/contact-page")),
      lazyPage(paths.clients, () => import("../features/clients/clients-page")),
      lazyPage(paths.contractors, () => import("../features/contractors/contractors-page")),
      lazyPage(paths.partners, () => import("../features/partners/partners-page")),
      lazyPage(paths.affiliates, () => import("../features/affiliates/affiliates-page")),
      lazyPage(paths.merch, () => import("../features/merch/merch-page")),
      lazyPage(paths.admin, () => import("../features/admin/admin-dashboard-page")),
      lazyPage(paths.adminBlog, () => import("../features/admin/admin-blog-page")),
      lazyPage(paths.adminProjects, () => import("../features/admin/admin-projects-page")),
      lazyPage(paths.adminInquiries, () => import("../features/admin/admin-inquiries-page")),
      lazyPage(paths.adminLeads, () => import("../features/admin/admin-leads-page")),
      lazyPage("*", () => import("../features/not-found/not-found-page")),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
