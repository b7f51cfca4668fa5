/**
 * The five calculators' arithmetic: pure functions of validated inputs (contract/calculators.ts),
 * no formatting, no React. They return unrounded numbers; rounding happens only on display
 * (calculator-results-display.ts), so e.g. monthlyProfit is 30 × the unrounded daily profit. They never
 * throw: a degenerate input gives a non-finite number, which the formatters show as "—".
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
} from "./calculators";

// ---------------------------------------------------------------------------------------------
// Solar: total = kW × 1000 × $/W; net = total × (1 − incentives/100); production = kW × specific
// yield, whose default 1,105 kWh per kW is the spec's 1300 × 0.85; savings = production × rate;
// payback = net / savings; 25-year = savings × 25 − net.
// ---------------------------------------------------------------------------------------------

/** The horizon of the 25-year savings figure (and of the cash-flow chart). */
export const SOLAR_HORIZON_YEARS = 25;

/** Savings after `years` years less the net cost: the cumulative cash flow at the end of that year. */
export function solarCumulativeCashFlow(result: Pick<SolarResult, "annualSavings" | "netCost">, years: number): number {
  return result.annualSavings * years - result.netCost;
}

export function computeSolar(input: SolarInput): SolarResult {
  const totalCost = input.systemSize * 1000 * input.pricePerWatt;
  const netCost = totalCost * (1 - input.incentives / 100);
  const annualProduction = input.systemSize * input.specificYield;
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
const tierConstructionMultipliers: Readonly<Record<1 | 2 | 3 | 4, number>> = { 1: 7, 2: 10, 3: 15, 4: 20 };
const redundancyFactors: Readonly<Record<RedundancyLevel, number>> = { n: 1, "n+1": 1.3, "2n": 1.7 };
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
  const monthlyPayment = monthlyRate === 0 ? eligibleAmount / months : (eligibleAmount * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
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
