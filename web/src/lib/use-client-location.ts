/**
 * The URL's query and hash as the browser has them, for prerendered pages: their HTML was rendered
 * at build time for the bare path (and no server ever sees a hash), so while React hydrates it they
 * read as empty, and the page takes up the real ones right after.
 */
import { useMemo } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useHydrated } from "./hydration";

const NO_PARAMS = new URLSearchParams();

export function useClientSearchParams(): ReturnType<typeof useSearchParams> {
  const [params, setParams] = useSearchParams();
  return [useHydrated() ? params : NO_PARAMS, setParams];
}

export function useClientLocation(): ReturnType<typeof useLocation> {
  const location = useLocation();
  const hydrated = useHydrated();
  return useMemo(() => (hydrated ? location : { ...location, search: "", hash: "" }), [hydrated, location]);
}
