import { calculatorsPage } from "#content/calculators.ts";
import { lazySection } from "../../components/held-section";
import { PageHeading } from "../../components/page-heading";
import { CalculatorTabs } from "./calculator-tabs";
import { CalculatorsResources } from "./calculators-resources";
import { useUrlCalculatorsState } from "./use-calculators-state";

// The chosen calculator is in the HTML; its code (react-hook-form, the formulas, the results)
// comes when the visitor first interacts with the page, not in the first load (ADR 143).
const CalculatorPanel = lazySection({
  load: () => import("./calculator-panel").then((m) => m.TabPanelCalculator),
  fallback: "min-h-[60rem] lg:min-h-[36rem]",
});

/** /calculators: the five calculators in tabs, their state in the URL, then disclaimer and links. */
export default function CalculatorsPage() {
  const state = useUrlCalculatorsState();
  return (
    <>
      <PageHeading title={calculatorsPage.title} intro={calculatorsPage.intro} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        <CalculatorTabs state={state} Panel={CalculatorPanel} />
        <CalculatorsResources />
      </div>
    </>
  );
}
