/**
 * Every route of the site (paths from contract/routes.ts, modules from page-modules.ts), each page
 * lazy-loaded so a visitor downloads only the page they open.
 */
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { paths, type PageName } from "../../../contract/routes";
import { SiteLayout } from "../components/layout/site-layout";
import { notFoundModule, pageModules } from "./page-modules";

type PageModule = { default: ComponentType };

// One lazy chunk per page file; the table decides which file serves which path.
const loaders = import.meta.glob<PageModule>("../features/*/*-page.tsx");

function lazyPage(path: string | undefined, module: string): RouteObject {
  const load = loaders[`../${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      ...(Object.keys(pageModules) as PageName[]).map((name) => lazyPage(paths[name], pageModules[name])),
      lazyPage("*", notFoundModule),
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
