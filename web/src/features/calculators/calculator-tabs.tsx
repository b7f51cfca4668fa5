/**
 * The five calculators behind WAI-ARIA tabs: a tablist with roving focus (arrow keys, Home, End
 * select and focus a tab), and one tabpanel per calculator. A panel's calculator is rendered once
 * its tab has been chosen (the chosen tab's only, on the server: the other four were ~20 KB of
 * hidden markup on the home page and most of its render time, ADR 253) and then stays mounted
 * (hidden when not selected) so unsaved typing survives a look at another tab. When the state is in the URL
 * (/calculators) the tabs are links to their query, so a tap works before hydration and without
 * JavaScript; the home page's section keeps its state in memory and its tabs are buttons.
 * What a panel shows is `Panel`'s: on /calculators a section whose code (react-hook-form, the
 * formulas) comes when the visitor first interacts (ADR 143), in the home page's section (itself
 * loaded so) the calculator itself.
 */
import { type ComponentType, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "../../components/link";
import type { CalculatorInputs, CalculatorKey } from "#contract/calculators.ts";
import { calculatorTabLabels } from "#content/calculators.ts";
import { calculatorForTab, calculatorTabs, type CalculatorTab } from "#contract/calculator-url-state.ts";
import type { CalculatorsState } from "./use-calculators-state";

/**
 * What a tab panel's calculator is given. Each prop keeps its identity while nothing changes (the
 * state's `submit` is a stable callback), so a panel still waiting for its code is not disturbed.
 */
export interface CalculatorPanelSlotProps {
  calculator: CalculatorKey;
  /** The last valid inputs of this calculator, or null before the first calculation. */
  submitted: CalculatorInputs[CalculatorKey] | null;
  submit: CalculatorsState["submit"];
  /** The selected calculator's link figures it refuses some of (CalculatorsState.draft); none for the others. */
  draft?: CalculatorsState["draft"];
  headingLevel: 2 | 3;
  revision: number;
}

export function CalculatorTabs({
  state,
  Panel,
  headingLevel = 2,
}: {
  state: CalculatorsState;
  Panel: ComponentType<CalculatorPanelSlotProps>;
  headingLevel?: 2 | 3;
}) {
  const idPrefix = useId();
  const tabRefs = useRef(new Map<CalculatorTab, HTMLElement>());
  const tabId = (tab: CalculatorTab) => `${idPrefix}-tab-${tab}`;
  const panelId = (tab: CalculatorTab) => `${idPrefix}-panel-${tab}`;
  // The tabs chosen so far: their calculators stay mounted. Hydration starts from the chosen tab
  // alone, as the server rendered it.
  const [opened, setOpened] = useState<ReadonlySet<CalculatorTab>>(() => new Set([state.tab]));
  if (!opened.has(state.tab)) setOpened(new Set([...opened, state.tab]));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = calculatorTabs.indexOf(state.tab);
    const last = calculatorTabs.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = calculatorTabs[target] ?? state.tab;
    state.selectTab(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Calculators"
        onKeyDown={onKeyDown}
        // Wraps into rows on narrow screens and at large text sizes: no sideways scrolling.
        className="flex flex-wrap gap-2 rounded-xl border border-border bg-muted p-1.5"
      >
        {calculatorTabs.map((tab) => {
          const selected = tab === state.tab;
          const props = {
            ref: (element: HTMLElement | null) => {
              if (element) tabRefs.current.set(tab, element);
              else tabRefs.current.delete(tab);
            },
            role: "tab",
            id: tabId(tab),
            "aria-selected": selected,
            "aria-controls": panelId(tab),
            tabIndex: selected ? 0 : -1,
            className: `flex-auto rounded-lg px-4 py-2 text-center font-semibold transition ${
              selected ? "bg-primary text-primary-foreground shadow" : "text-foreground hover:bg-card"
            }`,
            children: calculatorTabLabels[tab],
          };
          return state.tabSearch ? (
            <Link key={tab} {...props} to={state.tabSearch(tab)} />
          ) : (
            <button key={tab} {...props} type="button" onClick={() => state.selectTab(tab)} />
          );
        })}
      </div>
      {calculatorTabs.map((tab) => (
        <div key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden={tab !== state.tab} className="mt-6">
          {opened.has(tab) || tab === state.tab ? (
            <Panel
              calculator={calculatorForTab[tab]}
              submitted={state.submitted[calculatorForTab[tab]] ?? null}
              submit={state.submit}
              draft={tab === state.tab ? state.draft : undefined}
              headingLevel={headingLevel}
              revision={state.revision}
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
