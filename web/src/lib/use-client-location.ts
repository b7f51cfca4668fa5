/**
 * The URL's query and hash as the browser has them. While React hydrates, they read as the HTML
 * was rendered: a prerendered file was rendered at build time for the bare path whatever the URL's
 * query, the Worker renders a page with the query it was asked for (contract/routes.ts
 * queryRenderedPages), and no server ever sees a hash. The page takes up the real ones right after.
 */
import { useMemo } from "react";
import { useLocation } from "react-router";
import { useHydrated } from "./hydration";
import { usePageReads } from "./page-reads";
import { useSearchParams } from "./use-search-params";

export function useClientSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  const rendered = usePageReads().search ?? "";
  const hydrated = useHydrated();
  // The same object while the query is the same (also across hydration's end): a section still
  // waiting for its code must not be handed new props (components/held-section.tsx).
  const query = (hydrated ? params : new URLSearchParams(rendered)).toString();
  const shown = useMemo(() => new URLSearchParams(query), [query]);
  return [shown, setParams];
}

export function useClientLocation(): ReturnType<typeof useLocation> {
  const location = useLocation();
  const rendered = usePageReads().search ?? "";
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? location : { ...location, search: rendered, hash: "" }), [hydrated, location, rendered]);
}
