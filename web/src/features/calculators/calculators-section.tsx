import { Link } from "react-router";
import { homeSections } from "../../../../content/home";
import { paths } from "../../../../contract/routes";
import { CalculatorTabs } from "./calculator-tabs";
import { useLocalCalculatorsState } from "./use-calculators-state";

/**
 * The calculators with their tabs, as the home page shows them. State stays in memory (the home URL
 * is not the place for calculator inputs); /calculators is one link away for sharing.
 */
export function CalculatorsSection() {
  const state = useLocalCalculatorsState();
  const { heading, subheading } = homeSections.calculators;
  return (
    <section id="calculators" aria-labelledby="home-calculators-heading" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 text-center">
        <h2 id="home-calculators-heading" className="text-3xl font-bold md:text-4xl">
          {heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">{subheading}</p>
      </div>
      <CalculatorTabs state={state} headingLevel={3} />
      <p className="mt-6 text-center">
        <Link to={paths.calculators} className="font-semibold text-primary underline-offset-4 hover:underline">
          Open the calculators page to bookmark or share your figures
        </Link>
      </p>
    </section>
  );
}
