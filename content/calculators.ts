/**
 * Copy around the calculators on /calculators (and the home page's calculators section): tab
 * labels, the disclaimer, the resource links and the next-step links. The calculators' own field
 * and result texts live with their forms in web/src/features/calculators/calculator-forms.ts.
 */
import type { CalculatorTab } from "#contract/calculator-url-state.ts";
import type { ContentLink } from "./types";

/** The text of each calculator tab (the tab ids and their order: contract/calculator-url-state.ts). */
export const calculatorTabLabels: Readonly<Record<CalculatorTab, string>> = {
  solar: "Solar",
  hydrogen: "Hydrogen",
  bitcoin: "Bitcoin",
  dataCenter: "Data Center",
  pace: "PACE",
};

/**
 * What an estimate leaves out, listed under the calculator's results (calculator-forms.ts) and said
 * by the chat assistant with every estimate of that calculator.
 */
export const calculatorCaveats: Readonly<Partial<Record<CalculatorTab, readonly string[]>>> = {
  bitcoin: [
    "Difficulty adjustments not accounted for",
    "BTC price volatility not factored in",
    "Excludes hardware costs and maintenance",
    "Cooling and facility costs not included",
  ],
};

/** Rendered by /calculators: heading, intro, disclaimer, resources and next steps. */
export const calculatorsPage = {
  title: "Cost Calculators",
  intro:
    "First estimates for solar, hydrogen, bitcoin mining, data center and PACE financing projects. " +
    "Change the inputs, calculate, and share the link or send the figures to our team.",
  disclaimer: {
    heading: "Disclaimer",
    text:
      "These calculators give indicative estimates only, from simplified formulas and the inputs you " +
      "provide. Actual costs, production, savings and returns depend on your site, equipment, " +
      "financing, market prices and local incentives, and are not guaranteed. Contact our team for a " +
      "detailed, site-specific assessment before making any investment decision.",
  },
  resources: {
    heading: "Learn More",
    links: [
      { to: "/blog?tag=solar", label: "Solar energy articles" },
      { to: "/blog?tag=hydrogen", label: "Hydrogen articles" },
      { to: "/blog?tag=bitcoin", label: "Bitcoin mining articles" },
      { to: "/blog?tag=financing", label: "Financing articles" },
    ],
  },
  nextSteps: {
    heading: "Ready for Real Numbers?",
    text: "Our engineers and finance team turn an estimate into a proposal for your site.",
    links: [
      { to: "/contact", label: "Contact Our Team" },
      { to: "/clients", label: "Start Your Project" },
    ],
  },
} as const satisfies {
  title: string;
  intro: string;
  disclaimer: { heading: string; text: string };
  resources: { heading: string; links: readonly ContentLink[] };
  nextSteps: { heading: string; text: string; links: readonly ContentLink[] };
};
