/**
 * The calculators' results as the strings their cards show, through the shared formats of
 * contract/format.ts: USD without decimals, production rounded with separators, payback to one
 * decimal with " Years", $/kg to two decimals, BTC to eight.
 */
import type {
  CalculatorInputs,
  CalculatorKey,
  CalculatorResults,
  DataCenterResult,
  HydrogenResult,
  MiningResult,
  PaceResult,
  SolarResult,
} from "./calculators";
import { formatBtc, formatDecimal, formatNumber, formatUsd, formatUsdPerKg, formatWithUnit } from "./format";
import { computeFunctions } from "./calculator-formulas";

/** A calculator's results as the strings its cards show. */
export type ResultDisplay<K extends CalculatorKey> = { readonly [F in keyof CalculatorResults[K]]: string };

export function displaySolar(result: SolarResult): ResultDisplay<"solar"> {
  return {
    totalCost: formatUsd(result.totalCost),
    netCost: formatUsd(result.netCost),
    annualProduction: formatWithUnit(formatNumber(result.annualProduction), "kWh"),
    annualSavings: formatUsd(result.annualSavings),
    paybackPeriod: formatWithUnit(formatDecimal(result.paybackPeriod, 1), "Years"),
    savings25Year: formatUsd(result.savings25Year),
  };
}

export function displayHydrogen(result: HydrogenResult): ResultDisplay<"hydrogen"> {
  return {
    electrolyzerCost: formatUsd(result.electrolyzerCost),
    storageCost: formatUsd(result.storageCost),
    compressionCost: formatUsd(result.compressionCost),
    balanceOfPlantCost: formatUsd(result.balanceOfPlantCost),
    totalCapex: formatUsd(result.totalCapex),
    annualOpex: formatUsd(result.annualOpex),
    productionCapacity: formatWithUnit(formatNumber(result.productionCapacity), "kg/year"),
    productionCostPerKg: formatUsdPerKg(result.productionCostPerKg),
  };
}

export function displayMining(result: MiningResult): ResultDisplay<"mining"> {
  return {
    dailyBtcMined: formatBtc(result.dailyBtcMined),
    dailyRevenue: formatUsd(result.dailyRevenue),
    dailyElectricityCost: formatUsd(result.dailyElectricityCost),
    dailyProfit: formatUsd(result.dailyProfit),
    monthlyProfit: formatUsd(result.monthlyProfit),
    yearlyProfit: formatUsd(result.yearlyProfit),
  };
}

export function displayDataCenter(result: DataCenterResult): ResultDisplay<"dataCenter"> {
  return {
    constructionCost: formatUsd(result.constructionCost),
    costPerKW: formatUsd(result.costPerKW),
    annualOperatingCost: formatUsd(result.annualOperatingCost),
    monthlyRecurringCostPerKW: formatUsd(result.monthlyRecurringCostPerKW),
    annualPowerCost: formatUsd(result.annualPowerCost),
    annualStaffCost: formatUsd(result.annualStaffCost),
    annualMaintenanceCost: formatUsd(result.annualMaintenanceCost),
    totalCostOfOwnership10Y: formatUsd(result.totalCostOfOwnership10Y),
  };
}

export function displayPace(result: PaceResult): ResultDisplay<"pace"> {
  return {
    eligibleAmount: formatUsd(result.eligibleAmount),
    annualPayment: formatUsd(result.annualPayment),
    totalRepayment: formatUsd(result.totalRepayment),
    totalInterest: formatUsd(result.totalInterest),
  };
}

/** Every display function by calculator key. */
const displayFunctions: { readonly [K in CalculatorKey]: (result: CalculatorResults[K]) => ResultDisplay<K> } = {
  solar: displaySolar,
  hydrogen: displayHydrogen,
  mining: displayMining,
  dataCenter: displayDataCenter,
  pace: displayPace,
};

/** A calculation's raw results and their display strings. */
export function calculate<K extends CalculatorKey>(
  calculator: K,
  input: CalculatorInputs[K],
): { values: CalculatorResults[K]; display: ResultDisplay<K> } {
  const values = computeFunctions[calculator](input);
  return { values, display: displayFunctions[calculator](values) };
}

/** The caption under Compression System, following the switch. */
export function compressionCaption(compressionNeeded: boolean): string {
  return compressionNeeded ? "Included" : "Not included";
}
