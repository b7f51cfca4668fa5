/**
 * The data behind each calculator's chart, derived from the compute functions in contract/calculator-formulas.ts (the
 * formulas live there once; a series only evaluates them at more points or splits a linear term),
 * so a chart cannot disagree with the result cards. Pure functions, no React.
 */
import {
  miningBounds,
  type DataCenterInput,
  type HydrogenInput,
  type MiningInput,
  type PaceInput,
  type SolarInput,
} from "#contract/calculators.ts";
import { formatUsd, formatUsdPerKg, NOT_AVAILABLE } from "#contract/format.ts";
import {
  computeDataCenter,
  computeHydrogen,
  computeMining,
  computePace,
  computeSolar,
  dataCenterKilowatts,
  dataCenterTco,
  DATA_CENTER_TCO_YEARS,
  hydrogenCostPerKg,
  paceLoan,
  SOLAR_HORIZON_YEARS,
  solarCumulativeCashFlow,
} from "#contract/calculator-formulas.ts";
import { displaySolar } from "#contract/calculator-results-display.ts";

/** One part of a total, as a stacked bar shows it. */
export interface Part {
  key: string;
  label: string;
  value: number;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

// ---------------------------------------------------------------------------------------------
// Solar: cumulative cash flow, year 0 (the net cost, spent) to year 25.
// ---------------------------------------------------------------------------------------------

export interface SolarCashFlow {
  /** Cumulative cash flow at the end of each year, year 0 first. */
  points: { year: number; cumulative: number }[];
  /** The card's payback period in years (where the line crosses zero). */
  paybackPeriod: number;
  /** The first whole year at whose end the cash flow is no longer negative; null if beyond 25. */
  paybackYear: number | null;
  /** The cash flow at year 25: the card's 25-year savings. */
  total: number;
}

export function solarCashFlow(input: SolarInput): SolarCashFlow {
  const result = computeSolar(input);
  const points = Array.from({ length: SOLAR_HORIZON_YEARS + 1 }, (_, year) => ({
    year,
    cumulative: solarCumulativeCashFlow(result, year),
  }));
  // Floating-point noise of a fraction of a cent must not push an exact payback a year later.
  const paybackYear = points.find((point) => point.cumulative >= -0.005)?.year ?? null;
  return { points, paybackPeriod: result.paybackPeriod, paybackYear, total: result.savings25Year };
}

export function describeSolarCashFlow(input: SolarInput): string {
  const flow = solarCashFlow(input);
  const net = `${formatUsd(flow.total)} net over ${SOLAR_HORIZON_YEARS} years`;
  if (flow.paybackYear === null) return `Does not pay back within ${SOLAR_HORIZON_YEARS} years; ${net}`;
  if (flow.paybackYear === 0) return `Pays back at once (no net cost); ${net}`;
  const years = displaySolar(computeSolar(input)).paybackPeriod.toLowerCase();
  return `Pays back in year ${flow.paybackYear} (after ${years}); ${net}`;
}

// ---------------------------------------------------------------------------------------------
// Hydrogen: the cost per kg split into each capital item's annualised share and the OPEX.
// ---------------------------------------------------------------------------------------------

export interface HydrogenCostBreakdown {
  parts: Part[];
  /** The card's production cost per kg. */
  total: number;
}

export function hydrogenCostBreakdown(input: HydrogenInput): HydrogenCostBreakdown {
  const r = computeHydrogen(input);
  const capital = (cost: number) => hydrogenCostPerKg(cost, 0, r.productionCapacity);
  const parts: Part[] = [
    { key: "electrolyzer", label: "Electrolyzer (capital)", value: capital(r.electrolyzerCost) },
    { key: "storage", label: "Storage (capital)", value: capital(r.storageCost) },
    { key: "compression", label: "Compression (capital)", value: capital(r.compressionCost) },
    { key: "balanceOfPlant", label: "Balance of plant (capital)", value: capital(r.balanceOfPlantCost) },
    { key: "opex", label: "Operating cost", value: hydrogenCostPerKg(0, r.annualOpex, r.productionCapacity) },
  ];
  return { parts, total: r.productionCostPerKg };
}

export function describeHydrogenCost(input: HydrogenInput): string {
  const { parts, total } = hydrogenCostBreakdown(input);
  const opex = parts.find((part) => part.key === "opex")?.value ?? 0;
  const capital = sum(parts.filter((part) => part.key !== "opex").map((part) => part.value));
  return `${formatUsdPerKg(total)}: ${formatUsdPerKg(capital)} annualised capital plus ${formatUsdPerKg(opex)} operating cost`;
}

// ---------------------------------------------------------------------------------------------
// Mining: daily profit against the electricity rate, with the break-even rate.
// ---------------------------------------------------------------------------------------------

export interface MiningProfitCurve {
  /** Daily profit at evenly spaced rates from $0 to the chart's top rate. */
  points: { rate: number; dailyProfit: number }[];
  /** The rate at which daily profit is zero. */
  breakEvenRate: number;
  yourRate: number;
  yourProfit: number;
}

/** The chart spans $0 to the form's highest rate (or the visitor's, if higher). */
const MINING_CHART_STEPS = 10;

export function miningProfitCurve(input: MiningInput): MiningProfitCurve {
  const atRate = (electricityRate: number) => computeMining({ ...input, electricityRate });
  const yours = atRate(input.electricityRate);
  // Profit falls linearly with the rate: at $1/kWh the electricity cost is the cost per $ of rate.
  const breakEvenRate = yours.dailyRevenue / atRate(1).dailyElectricityCost;
  const top = Math.max(miningBounds.electricityRate.max, input.electricityRate);
  const points = Array.from({ length: MINING_CHART_STEPS + 1 }, (_, step) => {
    const rate = (top * step) / MINING_CHART_STEPS;
    return { rate, dailyProfit: atRate(rate).dailyProfit };
  });
  return { points, breakEvenRate, yourRate: input.electricityRate, yourProfit: yours.dailyProfit };
}

const cents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 3 });
const tiny = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumSignificantDigits: 2 });

/** An electricity rate: "$0.06/kWh", "$0.125/kWh"; a break-even below a cent keeps 2 significant digits. */
export function formatRate(rate: number): string {
  if (!Number.isFinite(rate)) return NOT_AVAILABLE;
  return `${(rate !== 0 && Math.abs(rate) < 0.01 ? tiny : cents).format(rate)}/kWh`;
}

export function describeMiningProfit(input: MiningInput): string {
  const curve = miningProfitCurve(input);
  const verdict = curve.yourProfit >= 0 ? "a profit" : "a loss";
  return `Breaks even at ${formatRate(curve.breakEvenRate)}; at your ${formatRate(curve.yourRate)} you make ${verdict} of ${formatUsd(Math.abs(curve.yourProfit))} a day`;
}

// ---------------------------------------------------------------------------------------------
// Data center: the 10-year total cost of ownership by kind of cost.
// ---------------------------------------------------------------------------------------------

export interface DataCenterTcoBreakdown {
  parts: (Part & { perKw: number })[];
  /** The card's 10-year TCO. */
  total: number;
  costPerKW: number;
  monthlyRecurringCostPerKW: number;
}

export function dataCenterTcoBreakdown(input: DataCenterInput): DataCenterTcoBreakdown {
  const r = computeDataCenter(input);
  const kw = dataCenterKilowatts(input);
  const over10 = (annual: number) => dataCenterTco(0, annual);
  const parts = [
    { key: "construction", label: "Construction (capital)", value: dataCenterTco(r.constructionCost, 0) },
    { key: "power", label: `Power, ${DATA_CENTER_TCO_YEARS} years`, value: over10(r.annualPowerCost) },
    { key: "staffing", label: `Staffing, ${DATA_CENTER_TCO_YEARS} years`, value: over10(r.annualStaffCost) },
    { key: "maintenance", label: `Maintenance, ${DATA_CENTER_TCO_YEARS} years`, value: over10(r.annualMaintenanceCost) },
  ].map((part) => ({ ...part, perKw: part.value / kw }));
  return {
    parts,
    total: r.totalCostOfOwnership10Y,
    costPerKW: r.costPerKW,
    monthlyRecurringCostPerKW: r.monthlyRecurringCostPerKW,
  };
}

export function describeDataCenterTco(input: DataCenterInput): string {
  const b = dataCenterTcoBreakdown(input);
  const share = (key: string) => {
    const value = b.parts.find((part) => part.key === key)?.value ?? 0;
    return `${Math.round((value / b.total) * 100)}%`;
  };
  return (
    `${formatUsd(b.total)} over ${DATA_CENTER_TCO_YEARS} years: construction ${share("construction")} ` +
    `(${formatUsd(b.costPerKW)} per kW), power ${share("power")}; running costs ${formatUsd(b.monthlyRecurringCostPerKW)} per kW a month`
  );
}

// ---------------------------------------------------------------------------------------------
// PACE: the amortisation schedule by year.
// ---------------------------------------------------------------------------------------------

interface PaceYear {
  year: number;
  principal: number;
  interest: number;
  /** The balance left at the end of the year. */
  balance: number;
}

export interface PaceSchedule {
  eligibleAmount: number;
  years: PaceYear[];
  /** Sums over the term: the eligible amount and the card's total interest. */
  totalPrincipal: number;
  totalInterest: number;
  /** The card's total repayment. */
  totalRepayment: number;
}

/**
 * Month by month at the card's monthly payment: interest on the balance, the rest pays principal.
 * The last month pays off what is left, so the balance ends at exactly 0 (the floating-point
 * remainder, a fraction of a cent, goes to that month's interest).
 */
export function paceSchedule(input: PaceInput): PaceSchedule {
  const loan = paceLoan(input);
  const { totalRepayment } = computePace(input);
  const years: PaceYear[] = [];
  let balance = loan.eligibleAmount;
  for (let month = 1; month <= loan.months; month++) {
    const last = month === loan.months;
    const interest = last ? loan.monthlyPayment - balance : balance * loan.monthlyRate;
    const principal = last ? balance : loan.monthlyPayment - interest;
    balance = last ? 0 : balance - principal;
    const year = Math.ceil(month / 12);
    let row = years[year - 1];
    if (!row) {
      row = { year, principal: 0, interest: 0, balance };
      years[year - 1] = row;
    }
    row.principal += principal;
    row.interest += interest;
    row.balance = balance;
  }
  return {
    eligibleAmount: loan.eligibleAmount,
    years,
    totalPrincipal: sum(years.map((row) => row.principal)),
    totalInterest: sum(years.map((row) => row.interest)),
    totalRepayment,
  };
}

export function describePaceSchedule(input: PaceInput): string {
  const s = paceSchedule(input);
  return (
    `${formatUsd(s.eligibleAmount)} paid off over ${s.years.length} years; ` +
    `${formatUsd(s.totalRepayment)} repaid in all, of which ${formatUsd(s.totalInterest)} is interest`
  );
}
