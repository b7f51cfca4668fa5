import { Link } from "../../components/link";
import { paths } from "#contract/routes.ts";
import { TabPanelCalculator } from "./calculator-panel";
import { CalculatorTabs } from "./calculator-tabs";
import { useLocalCalculatorsState } from "./use-calculators-state";

/**
 * The calculators with their tabs, as the home page shows them inside its "calculators" section
 * (which holds the heading). State stays in memory (the home URL is not the place for calculator
 * inputs); /calculators is one link away for sharing.
 */
export function CalculatorsSection() {
  const state = useLocalCalculatorsState();
  return (
    <>
      <CalculatorTabs state={state} Panel={TabPanelCalculator} headingLevel={3} />
      <p className="mt-6 text-center">
        <Link to={paths.calculators} className="font-semibold text-primary underline-offset-4 hover:underline">
          Open the calculators page to bookmark or share your figures
        </Link>
      </p>
    </>
  );
}
