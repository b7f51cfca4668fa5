/**
 * The five calculators as the visitor sees them: titles, field labels (with units), result cards
 * and buttons. Bounds and steps come from contract/calculators.ts; texts the product specification
 * does not give (data center and PACE titles and buttons) are recorded in
 * docs/decisions/020-calculators-interface.md.
 */
import {
  calculatorInputSteps,
  coolingTypeLabels,
  coolingTypes,
  dataCenterBounds,
  hydrogenBounds,
  miningBounds,
  paceBounds,
  paceProjectTypeOptions,
  redundancyLevelLabels,
  redundancyLevels,
  solarBounds,
  solarLocations,
  type CalculatorKey,
} from "#contract/calculators.ts";
import type { CalculatorDefinition } from "./definition-types";
import { calculatorCaveats } from "#content/calculators.ts";
import { compressionCaption } from "#contract/calculator-results-display.ts";

const range = <B extends { min: number; max: number }>(bound: B) => ({ min: bound.min, max: bound.max });

const solarCalculator: CalculatorDefinition<"solar"> = {
  key: "solar",
  title: "Solar ROI Calculator",
  description: "Estimate the cost, production, savings and payback of a commercial solar array.",
  submitLabel: "Calculate ROI",
  resultsTitle: "Your Results",
  contactLabel: "Get Detailed Quote",
  fields: [
    { kind: "select", name: "location", label: "Location", options: solarLocations.map((value) => ({ value, label: value })) },
    { kind: "number", name: "systemSize", label: "System Size (kW)", ...range(solarBounds.systemSize) },
    {
      kind: "number",
      name: "pricePerWatt",
      label: "Price per Watt ($/W)",
      ...range(solarBounds.pricePerWatt),
      step: calculatorInputSteps.solar.pricePerWatt,
    },
    {
      kind: "number",
      name: "utilityRate",
      label: "Utility Rate ($/kWh)",
      ...range(solarBounds.utilityRate),
      step: calculatorInputSteps.solar.utilityRate,
    },
    { kind: "number", name: "incentives", label: "Incentives (%)", ...range(solarBounds.incentives) },
    {
      kind: "number",
      name: "specificYield",
      label: "Specific Yield (kWh per kW per year)",
      ...range(solarBounds.specificYield),
      step: calculatorInputSteps.solar.specificYield,
      hint: "What each kW of panels produces in a year at your site. The default, 1,105, is 1,300 sun hours at an 85% performance ratio; a solar survey gives your site's own figure.",
    },
  ],
  results: [
    { field: "totalCost", title: "Total System Cost", caption: "Before incentives" },
    { field: "netCost", title: "Net Cost After Incentives", highlight: true },
    { field: "annualProduction", title: "Annual Production", caption: "Estimated based on location" },
    { field: "annualSavings", title: "Annual Savings", caption: "At current utility rates" },
    { field: "paybackPeriod", title: "Payback Period", caption: "Simple payback calculation" },
    { field: "savings25Year", title: "25-Year Savings", caption: "Not accounting for inflation" },
  ],
};

const hydrogenCalculator: CalculatorDefinition<"hydrogen"> = {
  key: "hydrogen",
  title: "Hydrogen Plant Cost Estimator",
  description: "Estimate the capital and operating cost of a green hydrogen plant and its cost per kilogram.",
  submitLabel: "Calculate Costs",
  resultsTitle: "Cost Breakdown",
  contactLabel: "Request Detailed Analysis",
  fields: [
    {
      kind: "number",
      name: "electrolyzerSize",
      label: "Electrolyzer Size (MW)",
      ...range(hydrogenBounds.electrolyzerSize),
      step: calculatorInputSteps.hydrogen.electrolyzerSize,
    },
    { kind: "number", name: "storageSize", label: "Storage Size (kg)", ...range(hydrogenBounds.storageSize) },
    { kind: "switch", name: "compressionNeeded", label: "Compression Needed" },
  ],
  results: [
    { field: "electrolyzerCost", title: "Electrolyzer Cost", caption: "Main equipment" },
    { field: "storageCost", title: "Storage System", caption: "H₂ storage tanks and equipment" },
    // Follows the switch as it is flipped, before any recalculation.
    { field: "compressionCost", title: "Compression System", caption: (live) => compressionCaption(live.compressionNeeded === true) },
    { field: "balanceOfPlantCost", title: "Balance of Plant", caption: "Controls, engineering, installation" },
    { field: "totalCapex", title: "Total CAPEX", highlight: true },
    { field: "annualOpex", title: "Annual OPEX" },
    { field: "productionCapacity", title: "Production Capacity" },
    { field: "productionCostPerKg", title: "Production Cost", caption: "Levelized cost per kg" },
  ],
};

const miningCalculator: CalculatorDefinition<"mining"> = {
  key: "mining",
  title: "Bitcoin Mining Profit Calculator",
  description: "Estimate the bitcoin a mining operation earns and what it costs to power.",
  submitLabel: "Calculate Profit",
  resultsTitle: "Mining Profitability",
  contactLabel: "Consult Mining Experts",
  fields: [
    { kind: "number", name: "hashrate", label: "Hashrate (TH/s)", ...range(miningBounds.hashrate) },
    { kind: "number", name: "power", label: "Power Consumption (kW)", ...range(miningBounds.power) },
    {
      kind: "number",
      name: "electricityRate",
      label: "Electricity Rate ($/kWh)",
      ...range(miningBounds.electricityRate),
      step: calculatorInputSteps.mining.electricityRate,
    },
    { kind: "number", name: "bitcoinPrice", label: "Bitcoin Price ($)", ...range(miningBounds.bitcoinPrice) },
    { kind: "number", name: "difficulty", label: "Network Difficulty (T)", ...range(miningBounds.difficulty) },
  ],
  results: [
    { field: "dailyBtcMined", title: "Daily BTC Mined" },
    { field: "dailyRevenue", title: "Daily Revenue" },
    { field: "dailyElectricityCost", title: "Daily Electricity Cost" },
    { field: "dailyProfit", title: "Daily Profit", highlight: true },
    { field: "monthlyProfit", title: "Monthly Profit", caption: "Estimated 30-day" },
    { field: "yearlyProfit", title: "Annual Profit" },
  ],
  caveats: calculatorCaveats.bitcoin,
};

const dataCenterCalculator: CalculatorDefinition<"dataCenter"> = {
  key: "dataCenter",
  title: "Data Center Cost Calculator",
  description: "Estimate construction and operating costs and the 10-year total cost of ownership of a data center.",
  submitLabel: "Calculate TCO",
  resultsTitle: "Total Cost of Ownership",
  resultsNote: "Results are for a 10-year total cost of ownership.",
  contactLabel: "Discuss Your Data Center",
  fields: [
    { kind: "number", name: "capacity", label: "IT Capacity (MW)", ...range(dataCenterBounds.capacity) },
    {
      kind: "select",
      name: "redundancyLevel",
      label: "Redundancy Level",
      options: redundancyLevels.map((value) => ({ value, label: redundancyLevelLabels[value] })),
    },
    {
      kind: "select",
      name: "coolingType",
      label: "Cooling Type",
      options: coolingTypes.map((value) => ({ value, label: coolingTypeLabels[value] })),
    },
    {
      kind: "slider",
      name: "tier",
      label: "Tier Level",
      ...range(dataCenterBounds.tier),
      step: calculatorInputSteps.dataCenter.tier,
      valueText: (value) => `Tier ${value}`,
    },
    {
      kind: "slider",
      name: "pue",
      label: "Power Usage Effectiveness (PUE)",
      ...range(dataCenterBounds.pue),
      step: calculatorInputSteps.dataCenter.pue,
      valueText: (value) => value.toFixed(1),
    },
  ],
  results: [
    { field: "constructionCost", title: "Construction Cost" },
    { field: "costPerKW", title: "Cost per kW", caption: "Construction cost per kW of IT capacity" },
    { field: "annualOperatingCost", title: "Annual Operating Cost", caption: "Power, staff and maintenance" },
    { field: "monthlyRecurringCostPerKW", title: "Monthly Recurring Cost per kW" },
    { field: "annualPowerCost", title: "Annual Power Cost", caption: "Full load at $0.08/kWh, scaled by PUE" },
    { field: "annualStaffCost", title: "Annual Staff Cost" },
    { field: "annualMaintenanceCost", title: "Annual Maintenance Cost", caption: "2% of construction cost" },
    { field: "totalCostOfOwnership10Y", title: "10-Year Total Cost of Ownership", highlight: true },
  ],
};

export const paceCalculator: CalculatorDefinition<"pace"> = {
  key: "pace",
  title: "PACE Financing Calculator",
  description: "Estimate how much of a project PACE financing can cover and what the repayments would be.",
  submitLabel: "Calculate Financing",
  resultsTitle: "Financing Summary",
  contactLabel: "Explore PACE Financing",
  fields: [
    { kind: "select", name: "projectType", label: "Project Type", options: paceProjectTypeOptions },
    { kind: "number", name: "projectCost", label: "Project Cost ($)", ...range(paceBounds.projectCost) },
    { kind: "number", name: "propertyValue", label: "Property Value ($)", ...range(paceBounds.propertyValue) },
    { kind: "number", name: "term", label: "Term (years)", ...range(paceBounds.term) },
    { kind: "number", name: "interestRate", label: "Interest Rate (%)", ...range(paceBounds.interestRate) },
  ],
  results: [
    { field: "eligibleAmount", title: "Eligible Amount", caption: "Up to 20% of property value", highlight: true },
    { field: "annualPayment", title: "Annual Payment" },
    { field: "totalRepayment", title: "Total Repayment" },
    { field: "totalInterest", title: "Total Interest" },
  ],
};

/** The definitions by calculator key. */
export const calculatorDefinitions: { readonly [K in CalculatorKey]: CalculatorDefinition<K> } = {
  solar: solarCalculator,
  hydrogen: hydrogenCalculator,
  mining: miningCalculator,
  dataCenter: dataCenterCalculator,
  pace: paceCalculator,
};
