/**
 * React Router's `BrowserRouter`, built from its `Router` and browser history. The package's own
 * lives in the module that also holds framework mode's `Link`, `NavLink` and `Form` with their
 * route-module prefetching; those are made at module load, so importing `BrowserRouter` put ~4 KB
 * gzip of code this declarative app never runs into every page's first load (ADR 143). This is
 * the same component: the history is created once, and its updates are rendered in a transition.
 */
import { type ReactNode, startTransition, useLayoutEffect, useRef, useState } from "react";
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from "react-router";

export function BrowserRouter({ children }: { children: ReactNode }) {
  const history = useRef<ReturnType<typeof createBrowserHistory>>(null);
  history.current ??= createBrowserHistory({ v5Compat: true });
  const [state, setState] = useState({ action: history.current.action, location: history.current.location });
  useLayoutEffect(() => history.current?.listen((update) => startTransition(() => setState(update))), []);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history.current}>
      {children}
    </Router>
  );
}
