/**
 * The five calculators behind WAI-ARIA tabs: a tablist with roving focus (arrow keys, Home, End
 * select and focus a tab), and one tabpanel per calculator. A panel's calculator is rendered once
 * its tab has been chosen (the chosen tab's only, on the server: the other four were ~20 KB of
 * hidden markup on the home page and most of its render time, ADR 253) and then stays mounted
 * (hidden when not selected) so unsaved typing survives a look at another tab. When the state is in the URL
 * (/calculators) the tabs are links to their query, so a tap works before hydration and without
 * JavaScript; the home page's section keeps its state in memory and its tabs are buttons.
 */
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import type { CalculatorInputs, CalculatorKey } from "#contract/calculators.ts";
import { calculatorTabLabels } from "#content/calculators.ts";
import { calculatorDefinitions } from "./calculator-forms";
import { CalculatorPanel } from "./calculator-panel";
import { calculatorForTab, calculatorTabs, type CalculatorTab } from "#contract/calculator-url-state.ts";
import type { CalculatorsState } from "./use-calculators-state";

export function CalculatorTabs({ state, headingLevel = 2 }: { state: CalculatorsState; headingLevel?: 2 | 3 }) {
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
            <TabPanelCalculator calculator={calculatorForTab[tab]} state={state} headingLevel={headingLevel} />
          ) : null}
        </div>
      ))}
    </div>
  );
}

function TabPanelCalculator<K extends CalculatorKey>({
  calculator,
  state,
  headingLevel,
}: {
  calculator: K;
  state: CalculatorsState;
  headingLevel: 2 | 3;
}) {
  const submitted = (state.submitted[calculator] ?? null) as CalculatorInputs[K] | null;
  return (
    <CalculatorPanel
      definition={calculatorDefinitions[calculator]}
      submitted={submitted}
      onSubmit={(inputs) => state.submit(calculator, inputs)}
      headingLevel={headingLevel}
      revision={state.revision}
    />
  );
}
