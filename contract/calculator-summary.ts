/**
 * One-line summaries of a calculation (inputs, then key results) for prefilling the contact form's
 * message, plus the inquiry type that fits each calculator. Results use the same display strings
 * as the results panel (calculator-formulas.ts, calculator-results-display.ts). Every summary is a single line longer than the contact form's
 * 10-character minimum.
 */
import {
  coolingTypeLabels,
  paceProjectTypeLabels,
  redundancyLevelLabels,
  solarDefaults,
  type CalculatorInputs,
  type CalculatorKey,
  type DataCenterInput,
  type HydrogenInput,
  type MiningInput,
  type PaceInput,
  type SolarInput,
} from "./calculators";
import type { InquiryType } from "./enums";
import { paths } from "./routes";
import { computeDataCenter, computeHydrogen, computeMining, computePace, computeSolar } from "./calculator-formulas";
import { displayDataCenter, displayHydrogen, displayMining, displayPace, displaySolar } from "./calculator-results-display";

const inputNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });
const inputMoney = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

/** An input value as typed, with separators and no padding: 2.5 → "2.5", 10000 → "10,000". */
export function num(value: number): string {
  return inputNumber.format(value);
}

/** A small price such as a rate per kWh: 0.12 → "$0.12", 0.125 → "$0.125". */
export function rate(value: number): string {
  return inputMoney.format(value);
}

export function summarizeSolar(input: SolarInput): string {
  const r = displaySolar(computeSolar(input));
  return (
    `Solar ROI estimate: ${num(input.systemSize)} kW system in ${input.location}, ` +
    `${rate(input.pricePerWatt)}/W, utility rate ${rate(input.utilityRate)}/kWh, ${num(input.incentives)}% incentives` +
    // The assumption is named only when the visitor changed it, so sales can see their own site figure.
    (input.specificYield === solarDefaults.specificYield ? ". " : `, specific yield ${num(input.specificYield)} kWh per kW a year. `) +
    `Results: total system cost ${r.totalCost}, net cost after incentives ${r.netCost}, ` +
    `annual production ${r.annualProduction}, annual savings ${r.annualSavings}, ` +
    `payback ${r.paybackPeriod.replace(/ Years$/, " years")}, 25-year savings ${r.savings25Year}.`
  );
}

export function summarizeHydrogen(input: HydrogenInput): string {
  const r = displayHydrogen(computeHydrogen(input));
  return (
    `Hydrogen plant estimate: ${num(input.electrolyzerSize)} MW electrolyzer, ${num(input.storageSize)} kg storage, ` +
    `compression ${input.compressionNeeded ? "included" : "not included"}. ` +
    `Results: total CAPEX ${r.totalCapex}, annual OPEX ${r.annualOpex}, ` +
    `production capacity ${r.productionCapacity}, production cost ${r.productionCostPerKg}.`
  );
}

export function summarizeMining(input: MiningInput): string {
  const r = displayMining(computeMining(input));
  return (
    `Bitcoin mining estimate: ${num(input.hashrate)} TH/s, ${num(input.power)} kW, ` +
    `electricity ${rate(input.electricityRate)}/kWh, BTC price $${num(input.bitcoinPrice)}, difficulty ${num(input.difficulty)}T. ` +
    `Results: ${r.dailyBtcMined}/day, daily revenue ${r.dailyRevenue}, daily electricity ${r.dailyElectricityCost}, ` +
    `daily profit ${r.dailyProfit}, monthly profit ${r.monthlyProfit}, annual profit ${r.yearlyProfit}.`
  );
}

export function summarizeDataCenter(input: DataCenterInput): string {
  const r = displayDataCenter(computeDataCenter(input));
  return (
    `Data center estimate: ${num(input.capacity)} MW, Tier ${num(input.tier)}, ` +
    `${redundancyLevelLabels[input.redundancyLevel]} redundancy, ${coolingTypeLabels[input.coolingType].toLowerCase()}, ` +
    `PUE ${num(input.pue)}. Results: construction ${r.constructionCost} (${r.costPerKW}/kW), ` +
    `annual operating ${r.annualOperatingCost} (${r.monthlyRecurringCostPerKW}/kW per month), ` +
    `10-year total cost of ownership ${r.totalCostOfOwnership10Y}.`
  );
}

export function summarizePace(input: PaceInput): string {
  const r = displayPace(computePace(input));
  return (
    `PACE financing estimate: ${paceProjectTypeLabels[input.projectType]} project costing $${num(input.projectCost)}, ` +
    `property value $${num(input.propertyValue)}, ${num(input.term)}-year term at ${num(input.interestRate)}%. ` +
    `Results: eligible amount ${r.eligibleAmount}, annual payment ${r.annualPayment}, ` +
    `total repayment ${r.totalRepayment}, total interest ${r.totalInterest}.`
  );
}

const summarizers: { readonly [K in CalculatorKey]: (input: CalculatorInputs[K]) => string } = {
  solar: summarizeSolar,
  hydrogen: summarizeHydrogen,
  mining: summarizeMining,
  dataCenter: summarizeDataCenter,
  pace: summarizePace,
};

/** The summary of any calculator's (validated) inputs. */
export function summarizeCalculation<K extends CalculatorKey>(calculator: K, input: CalculatorInputs[K]): string {
  return summarizers[calculator](input);
}

/** The contact-form inquiry type that fits each calculator (the data center has none of its own). */
export const calculatorInquiryTypes: { readonly [K in CalculatorKey]: InquiryType } = {
  solar: "solar",
  hydrogen: "hydrogen",
  mining: "bitcoin_mining",
  dataCenter: "general",
  pace: "pace_financing",
};

/**
 * The contact page link of a calculator's results button: the matching inquiry type and, once
 * something has been calculated, the summary as the message (the contact page prefills its form
 * from these). Before a calculation there are no figures of the visitor's to send, so no message.
 */
export function calculatorContactHref<K extends CalculatorKey>(calculator: K, input: CalculatorInputs[K] | null): string {
  const params = new URLSearchParams({ inquiryType: calculatorInquiryTypes[calculator] });
  if (input) params.set("message", summarizeCalculation(calculator, input));
  return `${paths.contact}?${params.toString()}`;
}
