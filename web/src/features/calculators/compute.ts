/**
 * The five calculators' arithmetic (spec section 9), their display strings, and the placeholders
 * shown before the first calculation (spec section 2). Pure functions, no React.
 *
 * Compute functions return unrounded numbers; rounding happens only on display (display* below),
 * so e.g. monthlyProfit is 30 × the unrounded daily profit. They expect validated inputs (see
 * contract/calculators.ts) but never throw; a degenerate input gives a non-finite number, which the
 * formatters show as "—".
 *
 * NOTE: the spec's placeholders are NOT what the formulas give for the default inputs (solar
 * production/savings/payback/25-year, hydrogen $/kg, every mining figure but electricity, and the
 * PACE payment figures differ). Both are kept exactly as specified: placeholders before the first
 * calculation, formula results after. See tests/web/calculators.test.ts ("placeholders vs
 * formulas") for the figures.
 */
import type {
  CalculatorInputs,
  CalculatorKey,
  CalculatorResults,
  DataCenterInput,
  DataCenterResult,
  HydrogenInput,
  HydrogenResult,
  MiningInput,
  MiningResult,
  PaceInput,
  PaceResult,
  RedundancyLevel,
  SolarInput,
  SolarResult,
} from "../../../../contract/calculators";
import { formatBtc, formatDecimal, formatNumber, formatUsd, formatUsdPerKg, NOT_AVAILABLE } from "../../../../contract/format";

// ---------------------------------------------------------------------------------------------
// Solar: total = kW × 1000 × $/W; net = total × (1 − incentives/100); production = kW × 1300 ×
// 0.85; savings = production × rate; payback = net / savings; 25-year = savings × 25 − net.
// ---------------------------------------------------------------------------------------------

const SOLAR_HOURS_PER_YEAR = 1300;
const SOLAR_PERFORMANCE_RATIO = 0.85;
/** The horizon of the 25-year savings figure (and of the cash-flow chart). */
export const SOLAR_HORIZON_YEARS = 25;

/** Savings after `years` years less the net cost: the cumulative cash flow at the end of that year. */
export function solarCumulativeCashFlow(result: Pick<SolarResult, "annualSavings" | "netCost">, years: number): number {
  return result.annualSavings * years - result.netCost;
}

export function computeSolar(input: SolarInput): SolarResult {
  const totalCost = input.systemSize * 1000 * input.pricePerWatt;
  const netCost = totalCost * (1 - input.incentives / 100);
  const annualProduction = input.systemSize * SOLAR_HOURS_PER_YEAR * SOLAR_PERFORMANCE_RATIO;
  const annualSavings = annualProduction * input.utilityRate;
  const paybackPeriod = annualSavings > 0 ? netCost / annualSavings : netCost > 0 ? Infinity : 0;
  const savings25Year = solarCumulativeCashFlow({ annualSavings, netCost }, SOLAR_HORIZON_YEARS);
  return { totalCost, netCost, annualProduction, annualSavings, paybackPeriod, savings25Year };
}

// ---------------------------------------------------------------------------------------------
// Hydrogen: electrolyzer $1.5M/MW; storage $500/kg; compression $300k/MW when needed; balance of
// plant 40% of that subtotal; OPEX 4% of CAPEX/yr; capacity MW × 18 × 8000 kg/yr;
// $/kg = (OPEX + CAPEX/10) / capacity.
// ---------------------------------------------------------------------------------------------

/** CAPEX is recovered over this many years in the cost per kg. */
const HYDROGEN_CAPITAL_YEARS = 10;

/**
 * The levelised cost per kg: (OPEX + CAPEX / 10) / capacity. Linear in both costs, so the cost
 * chart splits it by passing one cost at a time (a part's share) without restating the formula.
 */
export function hydrogenCostPerKg(capex: number, annualOpex: number, productionCapacity: number): number {
  return (annualOpex + capex / HYDROGEN_CAPITAL_YEARS) / productionCapacity;
}

export function computeHydrogen(input: HydrogenInput): HydrogenResult {
  const electrolyzerCost = input.electrolyzerSize * 1_500_000;
  const storageCost = input.storageSize * 500;
  const compressionCost = input.compressionNeeded ? input.electrolyzerSize * 300_000 : 0;
  const balanceOfPlantCost = (electrolyzerCost + storageCost + compressionCost) * 0.4;
  const totalCapex = electrolyzerCost + storageCost + compressionCost + balanceOfPlantCost;
  const annualOpex = totalCapex * 0.04;
  const productionCapacity = input.electrolyzerSize * 18 * 8000;
  const productionCostPerKg = hydrogenCostPerKg(totalCapex, annualOpex, productionCapacity);
  return {
    electrolyzerCost,
    storageCost,
    compressionCost,
    balanceOfPlantCost,
    totalCapex,
    annualOpex,
    productionCapacity,
    productionCostPerKg,
  };
}

/** The caption under Compression System, following the switch. */
export function compressionCaption(compressionNeeded: boolean): string {
  return compressionNeeded ? "Included" : "Not included";
}

// ---------------------------------------------------------------------------------------------
// Mining: BTC/day = TH/s × 86400 / (difficulty T × 2^32) × 6.25 (the tera factors cancel);
// electricity/day = kW × 24 × rate; profit = revenue − electricity; month ×30; year ×365.
// ---------------------------------------------------------------------------------------------

const BLOCK_REWARD_BTC = 6.25;

export function computeMining(input: MiningInput): MiningResult {
  const dailyBtcMined = ((input.hashrate * 86_400) / (input.difficulty * 2 ** 32)) * BLOCK_REWARD_BTC;
  const dailyRevenue = dailyBtcMined * input.bitcoinPrice;
  const dailyElectricityCost = input.power * 24 * input.electricityRate;
  const dailyProfit = dailyRevenue - dailyElectricityCost;
  return {
    dailyBtcMined,
    dailyRevenue,
    dailyElectricityCost,
    dailyProfit,
    monthlyProfit: dailyProfit * 30,
    yearlyProfit: dailyProfit * 365,
  };
}

// ---------------------------------------------------------------------------------------------
// Data center (ADR docs/decisions/001-data-center-power-factor.md: the hidden power factor is PUE).
// ---------------------------------------------------------------------------------------------

/** Construction cost in $M per MW, by tier 1–4. */
export const tierConstructionMultipliers: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 7, 2: 10, 3: 15, 4: 20 };
export const redundancyFactors: Readonly<Record<RedundancyLevel, number>> = { n: 1, "n+1": 1.3, "2n": 1.7 };
const LIQUID_COOLING_FACTOR = 1.15;
const POWER_PRICE_PER_KWH = 0.08;
const STAFF_COST_PER_MW = 200_000;
const MAINTENANCE_SHARE = 0.02;

/** The tier's multiplier; a tier outside 1–4 or not whole (unvalidated input) is rounded and clamped. */
function tierMultiplier(tier: number): number {
  if (!Number.isFinite(tier)) return Number.NaN;
  return tierConstructionMultipliers[Math.min(4, Math.max(1, Math.round(tier))) as 1 | 2 | 3 | 4];
}

/** The total cost of ownership's horizon. */
export const DATA_CENTER_TCO_YEARS = 10;

/** Construction plus 10 years of operating cost. Linear, so the chart passes one part at a time. */
export function dataCenterTco(constructionCost: number, annualOperatingCost: number): number {
  return constructionCost + DATA_CENTER_TCO_YEARS * annualOperatingCost;
}

/** The capacity in kW, the unit of the per-kW figures. */
export function dataCenterKilowatts(input: Pick<DataCenterInput, "capacity">): number {
  return input.capacity * 1000;
}

export function computeDataCenter(input: DataCenterInput): DataCenterResult {
  const kw = dataCenterKilowatts(input);
  const constructionCost =
    tierMultiplier(input.tier) *
    1_000_000 *
    input.capacity *
    redundancyFactors[input.redundancyLevel] *
    (input.coolingType === "liquid" ? LIQUID_COOLING_FACTOR : 1);
  const annualPowerCost = kw * 8760 * POWER_PRICE_PER_KWH * input.pue;
  const annualStaffCost = input.capacity * STAFF_COST_PER_MW;
  const annualMaintenanceCost = constructionCost * MAINTENANCE_SHARE;
  const annualOperatingCost = annualPowerCost + annualStaffCost + annualMaintenanceCost;
  return {
    constructionCost,
    costPerKW: constructionCost / kw,
    annualOperatingCost,
    monthlyRecurringCostPerKW: annualOperatingCost / 12 / kw,
    annualPowerCost,
    annualStaffCost,
    annualMaintenanceCost,
    totalCostOfOwnership10Y: dataCenterTco(constructionCost, annualOperatingCost),
  };
}

// ---------------------------------------------------------------------------------------------
// PACE: eligible = min(cost, 20% of property value); amortised monthly payment at rate/100/12 over
// term × 12 months (rate 0: eligible / months); annual = monthly × 12; total = annual × term;
// interest = total − eligible.
// ---------------------------------------------------------------------------------------------

/** The loan behind the PACE figures; the amortisation chart walks it month by month. */
export interface PaceLoan {
  eligibleAmount: number;
  monthlyRate: number;
  months: number;
  monthlyPayment: number;
}

export function paceLoan(input: PaceInput): PaceLoan {
  const eligibleAmount = Math.min(input.projectCost, input.propertyValue * 0.2);
  const monthlyRate = input.interestRate / 100 / 12;
  const months = input.term * 12;
  const monthlyPayment =
    monthlyRate === 0
      ? eligibleAmount / months
      : (eligibleAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
  return { eligibleAmount, monthlyRate, months, monthlyPayment };
}

export function computePace(input: PaceInput): PaceResult {
  const { eligibleAmount, monthlyPayment } = paceLoan(input);
  const annualPayment = monthlyPayment * 12;
  const totalRepayment = annualPayment * input.term;
  return { eligibleAmount, annualPayment, totalRepayment, totalInterest: totalRepayment - eligibleAmount };
}

/** Every compute function by calculator key. */
export const computeFunctions: { readonly [K in CalculatorKey]: (input: CalculatorInputs[K]) => CalculatorResults[K] } = {
  solar: computeSolar,
  hydrogen: computeHydrogen,
  mining: computeMining,
  dataCenter: computeDataCenter,
  pace: computePace,
};

// ---------------------------------------------------------------------------------------------
// Display strings (spec sections 2 and 9): USD without decimals; production rounded with
// separators; payback 1 decimal + " Years"; $/kg 2 decimals; BTC 8 decimals.
// ---------------------------------------------------------------------------------------------

/** A calculator's results as the strings its cards show. */
export type ResultDisplay<K extends CalculatorKey> = { readonly [F in keyof CalculatorResults[K]]: string };

function withUnit(text: string, unit: string): string {
  return text === NOT_AVAILABLE ? text : `${text} ${unit}`;
}

export function displaySolar(result: SolarResult): ResultDisplay<"solar"> {
  return {
    totalCost: formatUsd(result.totalCost),
    netCost: formatUsd(result.netCost),
    annualProduction: withUnit(formatNumber(result.annualProduction), "kWh"),
    annualSavings: formatUsd(result.annualSavings),
    paybackPeriod: withUnit(formatDecimal(result.paybackPeriod, 1), "Years"),
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
    productionCapacity: withUnit(formatNumber(result.productionCapacity), "kg/year"),
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
export const displayFunctions: { readonly [K in CalculatorKey]: (result: CalculatorResults[K]) => ResultDisplay<K> } = {
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

// ---------------------------------------------------------------------------------------------
// Placeholders before the first calculation (spec section 2), exactly as listed there. They are
// fixed strings, not formula outputs of the defaults (see the note at the top of this file).
// ---------------------------------------------------------------------------------------------

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
