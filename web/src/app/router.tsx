/**
 * Every route of the site (paths from contract/routes.ts, modules from page-modules.ts), each page
 * lazy-loaded so a visitor downloads only the page they open. React Router's declarative mode: the
 * site has no loaders or actions, and the data router would add ~18 KB gzip to every page's entry
 * script (ADR 091). Navigations run in a transition, so the current page stays on screen until
 * the next one's code has arrived.
 */
import { lazy, type ComponentType } from "react";
import { Route, Routes } from "react-router";
import { isAdminPage, paths, type PageName } from "#contract/routes.ts";
import { BareLayout, SiteLayout } from "../components/layout/site-layout";
import { ChatLauncher } from "../features/chat/chat-launcher";
import { notFoundModule, pageModules } from "./page-modules";

type PageModule = { default: ComponentType };

// One lazy chunk per page file; the table decides which file serves which path.
const loaders = import.meta.glob<PageModule>("../features/**/*-page.tsx");

function lazyPage(module: string) {
  const load = loaders[`../${module}.tsx`];
  if (!load) throw new Error(`No page module ${module}`);
  return lazy(load);
}

const pages = (Object.keys(pageModules) as PageName[]).map((name) => ({
  path: paths[name],
  Page: lazyPage(pageModules[name]),
  admin: isAdminPage(name),
}));
const publicPages = pages.filter((page) => !page.admin);
const adminPages = pages.filter((page) => page.admin);
const NotFound = lazyPage(notFoundModule);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout floating={<ChatLauncher />} />}>
        {publicPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* The admin has a shell of its own (ADR 265): no public chrome, and no chat button, so the chat never loads there. */}
      <Route element={<BareLayout />}>
        {adminPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
      </Route>
    </Routes>
  );
}
