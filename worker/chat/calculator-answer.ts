/**
 * "How much would a 250 kW solar system cost?": the matching calculator run on the visitor's own
 * figures (read from the question, checked against the calculator's schema, defaults for the rest),
 * summarised with the calculators' own compute and summary functions, and linked with the inputs
 * in the URL. No formula is repeated here.
 */
import * as v from "valibot";
import { calculatorDefaults, calculatorSchemas, type CalculatorInputs, type CalculatorKey } from "#contract/calculators.ts";
import { calculatorContactHref, summarizeCalculation } from "#contract/calculator-summary.ts";
import { calculatorHref, tabForCalculator, type CalculatorUrlState } from "#contract/calculator-url-state.ts";
import { link } from "./link";
import { normalize } from "./text";

const amount = (digits: string): number => Number(digits.replace(/,/g, ""));

/** A quantity with its unit, e.g. "250 kW" → 250; null when the question has none. */
function quantity(text: string, unit: RegExp): number | null {
  const match = new RegExp(`(\\d[\\d,]*(?:\\.\\d+)?)\\s*(?:${unit.source})`).exec(text);
  return match?.[1] ? amount(match[1]) : null;
}

/** The largest sum of money in the question: "$500k", "1 million dollars", "$2,000,000". */
function money(text: string): number | null {
  const sums = [...text.matchAll(/\$?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|m|million|thousand)?\b\s*(dollars?|usd)?/g)]
    .filter((m) => m[0].includes("$") || m[2] || m[3])
    .map((m) => amount(m[1] ?? "0") * ({ k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 }[m[2] ?? ""] ?? 1));
  return sums.length ? Math.max(...sums) : null;
}

/** An electricity price: "6 cents", "$0.06/kWh". */
function electricityRate(text: string): number | null {
  const cents = quantity(text, /cents?|¢/);
  if (cents !== null) return cents / 100;
  const dollars = /\$\s*(0?\.\d+)\s*(?:\/|per)\s*kwh/.exec(text);
  return dollars?.[1] ? Number(dollars[1]) : null;
}

/** "Tier 3" → 3. */
function tier(text: string): number | null {
  const match = /\btier\s*([1-4])\b/.exec(text);
  return match?.[1] ? Number(match[1]) : null;
}

/** The inputs a question states, by field (unvalidated). */
function statedInputs(key: CalculatorKey, text: string): Record<string, number | null> {
  const kw = quantity(text, /kw\b|kilowatts?/);
  const mw = quantity(text, /mw\b|megawatts?/);
  switch (key) {
    case "solar":
      return { systemSize: kw ?? (mw === null ? null : mw * 1000), utilityRate: electricityRate(text) };
    case "hydrogen":
      return { electrolyzerSize: mw ?? (kw === null ? null : kw / 1000) };
    case "dataCenter":
      return { capacity: mw ?? (kw === null ? null : kw / 1000), tier: tier(text) };
    case "mining":
      return { power: kw, electricityRate: electricityRate(text), hashrate: quantity(text, /th\/?s/) };
    case "pace":
      return { projectCost: money(text) };
  }
}

/** The calculator's defaults with every stated input that passes the calculator's own schema. */
function inputsFrom<K extends CalculatorKey>(key: K, question: string): CalculatorInputs[K] {
  const inputs: Record<string, unknown> = { ...calculatorDefaults[key] };
  const entries = calculatorSchemas[key].entries as Record<string, v.GenericSchema>;
  for (const [field, value] of Object.entries(statedInputs(key, normalize(question)))) {
    const schema = entries[field];
    if (value === null || !schema) continue;
    const parsed = v.safeParse(schema, value);
    if (parsed.success) inputs[field] = parsed.output;
  }
  return inputs as CalculatorInputs[K];
}

/** The worked example: the calculation's summary, the calculator link with these inputs, and the next step. */
export function workedExample(key: CalculatorKey, question: string): string {
  const inputs = inputsFrom(key, question);
  const state = { tab: tabForCalculator[key], inputs } as CalculatorUrlState;
  return (
    `${summarizeCalculation(key, inputs)} ` +
    `${link("Open the calculator with these figures", calculatorHref(state))} to change them. ` +
    `These are estimates from simplified formulas; ${link("send them to our team", calculatorContactHref(key, inputs))} for a site-specific quote.`
  );
}
