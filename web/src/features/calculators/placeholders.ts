/**
 * The figures the result cards show before the first calculation, exactly as the product
 * specification lists them. They are fixed strings, not what the formulas give for the default
 * inputs: solar production/savings/payback/25-year, hydrogen $/kg, every mining figure but
 * electricity, and the PACE payment figures differ (tests/web/calculators.test.ts, "placeholders vs
 * formulas", shows both). Both are kept: placeholders before the first calculation, formula results
 * after.
 */
import type { CalculatorKey } from "#contract/calculators.ts";
import type { ResultDisplay } from "#contract/calculator-results-display.ts";

export const solarPlaceholders: ResultDisplay<"solar"> = {
  totalCost: "$180,000",
  netCost: "$126,000",
  annualProduction: "146,000 kWh",
  annualSavings: "$17,520",
  paybackPeriod: "7.2 Years",
  savings25Year: "$438,000",
};

export const hydrogenPlaceholders: ResultDisplay<"hydrogen"> = {
  electrolyzerCost: "$7,500,000",
  storageCost: "$2,500,000",
  compressionCost: "$1,500,000",
  balanceOfPlantCost: "$4,600,000",
  totalCapex: "$16,100,000",
  annualOpex: "$644,000",
  productionCapacity: "720,000 kg/year",
  productionCostPerKg: "$3.68/kg",
};

export const miningPlaceholders: ResultDisplay<"mining"> = {
  dailyBtcMined: "0.00021345 BTC",
  dailyRevenue: "$12,807",
  dailyElectricityCost: "$4,896",
  dailyProfit: "$7,911",
  monthlyProfit: "$237,330",
  yearlyProfit: "$2,887,515",
};

export const pacePlaceholders: ResultDisplay<"pace"> = {
  eligibleAmount: "$1,000,000",
  annualPayment: "$83,120",
  totalRepayment: "$1,662,400",
  totalInterest: "$662,400",
};

/** Placeholders by calculator; the data center has none (its results stay hidden until the first submit). */
export const calculatorPlaceholders: { readonly [K in CalculatorKey]: ResultDisplay<K> | null } = {
  solar: solarPlaceholders,
  hydrogen: hydrogenPlaceholders,
  mining: miningPlaceholders,
  dataCenter: null,
  pace: pacePlaceholders,
};
