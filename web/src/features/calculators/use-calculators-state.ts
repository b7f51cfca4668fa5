/**
 * Where the calculators keep the selected tab and the last valid inputs of each calculator.
 * /calculators keeps them in the URL (bookmarkable, shareable, back button works); the home page's
 * section keeps them in memory, so the home URL stays clean.
 */
import { useCallback, useEffect, useMemo, useState } from "react";
import { useClientSearchParams } from "../../lib/use-client-location";
import type { CalculatorInputs, CalculatorKey } from "#contract/calculators.ts";
import {
  calculatorForTab,
  defaultCalculatorTab,
  parseCalculatorSearchParams,
  tabForCalculator,
  toCalculatorSearchParams,
  type CalculatorTab,
  type CalculatorUrlState,
} from "#contract/calculator-url-state.ts";

/** The last valid inputs of each calculator that has been calculated. */
type SubmittedInputs = { [K in CalculatorKey]?: CalculatorInputs[K] };

export interface CalculatorsState {
  tab: CalculatorTab;
  submitted: SubmittedInputs;
  selectTab: (tab: CalculatorTab) => void;
  /**
   * Where a tab lives, when the state is in the URL: the tabs are then links to it, which work
   * before hydration and without JavaScript (the Worker renders the chosen tab).
   */
  tabSearch?: (tab: CalculatorTab) => string;
  submit: <K extends CalculatorKey>(calculator: K, inputs: CalculatorInputs[K]) => void;
  /**
   * A link's figures for the selected calculator when it refuses one of them (outside its bounds):
   * the usable ones as read, the refused ones as written. The form shows them, the refused ones
   * with their field's message, and nothing is calculated.
   */
  draft?: Readonly<Record<string, unknown>>;
  /**
   * Counts Back/Forward steps. The router may render a quick submit-then-Back as no change at all,
   * so the forms re-check their inputs against `submitted` whenever this changes.
   */
  revision: number;
}

/** State in memory (home page section). */
export function useLocalCalculatorsState(): CalculatorsState {
  const [tab, setTab] = useState<CalculatorTab>(defaultCalculatorTab);
  const [submitted, setSubmitted] = useState<SubmittedInputs>({});
  const submit = useCallback(<K extends CalculatorKey>(calculator: K, inputs: CalculatorInputs[K]) => {
    setSubmitted((previous) => ({ ...previous, [calculator]: inputs }));
  }, []);
  return { tab, submitted, selectTab: setTab, submit, revision: 0 };
}

/**
 * State in the query string (/calculators): `?tab=…` plus that tab's inputs once calculated. A
 * valid submit and a tab change each push a history entry; the other tabs' calculations are
 * remembered in memory and put back into the URL when their tab is selected again.
 */
export function useUrlCalculatorsState(): CalculatorsState {
  const [params, setParams] = useClientSearchParams();
  const parsed = useMemo(() => parseCalculatorSearchParams(params), [params]);
  const current = calculatorForTab[parsed.tab];
  // A link with a figure the calculator refuses is not a calculation: no result for the defaults
  // standing in for it (the form shows the figure and why instead).
  const refused = Object.keys(parsed.refused).length > 0;
  const fromUrl = parsed.hasInputs && !refused ? parsed.inputs : undefined;
  const draft = useMemo(() => (refused ? { ...parsed.inputs, ...parsed.refused } : undefined), [refused, parsed]);

  const [revision, setRevision] = useState(0);
  useEffect(() => {
    // An urgent update from the event itself: it renders even when the router's own (transition)
    // update for this step turns out to change nothing.
    const onPopState = () => setRevision((count) => count + 1);
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  const [remembered, setRemembered] = useState<SubmittedInputs>({});
  useEffect(() => {
    setRemembered((previous) => ({ ...previous, [current]: fromUrl }));
  }, [current, fromUrl]);

  // The URL is the truth for the selected tab; memory only for the others.
  const submitted = useMemo<SubmittedInputs>(() => ({ ...remembered, [current]: fromUrl }), [remembered, current, fromUrl]);

  // A tab's query: the tab, and its last calculation if it had one.
  const tabSearch = useCallback(
    (tab: CalculatorTab) => {
      const inputs = submitted[calculatorForTab[tab]];
      const next = inputs ? toCalculatorSearchParams({ tab, inputs } as CalculatorUrlState) : new URLSearchParams({ tab });
      return `?${next.toString()}`;
    },
    [submitted],
  );

  const selectTab = useCallback(
    (tab: CalculatorTab) => {
      if (tab === parsed.tab) return;
      setParams(new URLSearchParams(tabSearch(tab)));
    },
    [setParams, parsed.tab, tabSearch],
  );

  const submit = useCallback(
    <K extends CalculatorKey>(calculator: K, inputs: CalculatorInputs[K]) => {
      setParams(toCalculatorSearchParams({ tab: tabForCalculator[calculator], inputs } as CalculatorUrlState));
    },
    [setParams],
  );

  return { tab: parsed.tab, submitted, selectTab, tabSearch, submit, draft, revision };
}
