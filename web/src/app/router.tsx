/**
 * Every route of the site (paths from contract/routes.ts, modules from page-modules.ts), each page
 * lazy-loaded so a visitor downloads only the page they open. React Router's declarative mode: the
 * site has no loaders or actions, and the data router would add ~18 KB gzip to every page's entry
 * script (ADR 091). Navigations run in a transition, so the current page stays on screen until
 * the next one's code has arrived.
 */
import { lazy, useMemo, type ComponentType } from "react";
import { Route, Routes, useLocation } from "react-router";
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

/** A path's segments as the router compares them: decoded where they can be, ASCII case aside, trailing slashes dropped. */
function segmentsOf(path: string): string[] {
  return path
    .replace(/\/+$/, "")
    .split("/")
    .slice(1)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        return segment.toLowerCase();
      }
    });
}

const pages = (Object.keys(pageModules) as PageName[]).map((name) => ({
  path: paths[name],
  segments: segmentsOf(paths[name]),
  Page: lazyPage(pageModules[name]),
  admin: isAdminPage(name),
}));
const NotFound = lazyPage(notFoundModule);

/**
 * The pages whose path could match `pathname`: as many segments, and the same fixed ones. The router
 * still decides among them as it would among all (its ranking, case rule and parameters), but
 * React Router flattens, ranks and compiles to regular expressions every route it is given on
 * every render: over the whole table that was a tenth of a page request's CPU in the Worker (ADR 259).
 */
function pagesThatCouldMatch(pathname: string) {
  const actual = segmentsOf(pathname);
  return pages.filter(
    ({ segments }) =>
      segments.length === actual.length &&
      segments.every((segment, i) => (segment.startsWith(":") ? actual[i] !== "" : segment === actual[i])),
  );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const candidates = useMemo(() => pagesThatCouldMatch(pathname), [pathname]);
  const publicPages = candidates.filter((page) => !page.admin);
  const adminPages = candidates.filter((page) => page.admin);
  return (
    <Routes>
      <Route element={<SiteLayout floating={<ChatLauncher />} />}>
        {publicPages.map(({ path, Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      {/* The admin has a shell of its own (ADR 265): no public chrome, and no chat button, so the chat never loads there. */}
      {adminPages.length > 0 ? (
        <Route element={<BareLayout />}>
          {adminPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      ) : null}
    </Routes>
  );
}
