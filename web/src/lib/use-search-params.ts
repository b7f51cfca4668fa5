/**
 * The URL's query as `URLSearchParams`, and a setter that navigates to a new one, as React Router's
 * `useSearchParams` does (a value or an update of the current one, navigate options such as
 * `replace`). Its own sits in the module of framework mode's `Link` and `Form`, which are made at
 * module load: any page importing it would carry ~2 KB gzip of code this app never runs, and share
 * it into every page's first load (ADR 143).
 */
import { useCallback, useMemo } from "react";
import { type NavigateOptions, useLocation, useNavigate } from "react-router";

/** What URLSearchParams takes (a query string, pairs, a record, another URLSearchParams), or an update of the current one. */
type ParamsInit = ConstructorParameters<typeof URLSearchParams>[0];
type NextParams = ParamsInit | ((current: URLSearchParams) => ParamsInit);

export function useSearchParams(): [URLSearchParams, (next: NextParams, options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // A new setter with each query, as React Router's (effects that list it run again).
  const setParams = useCallback(
    (next: NextParams, options?: NavigateOptions) => {
      const value = typeof next === "function" ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(value)}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
