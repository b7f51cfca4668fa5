import { calculatorsPage } from "#content/calculators.ts";
import { PageHeading } from "../../components/page-heading";
import { CalculatorTabs } from "./calculator-tabs";
import { CalculatorsResources } from "./calculators-resources";
import { useUrlCalculatorsState } from "./use-calculators-state";

/** /calculators: the five calculators in tabs, their state in the URL, then disclaimer and links. */
export default function CalculatorsPage() {
  const state = useUrlCalculatorsState();
  return (
    <>
      <PageHeading title={calculatorsPage.title} intro={calculatorsPage.intro} />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        <CalculatorTabs state={state} />
        <CalculatorsResources />
      </div>
    </>
  );
}
