/**
 * Calculator inputs: valibot schemas, bounds, defaults, input steps and the input/result types of
 * the five calculators. Shared by the calculator forms and the URL
 * helpers; no React or Hono here.
 *
 * Numeric fields: a form gives text and code gives numbers, so every numeric field accepts either.
 * Text is trimmed and must be a plain decimal number ("12", "-3", "0.5", ".5", "1e3"); it is then
 * coerced to a number. Bounds are inclusive.
 *
 * Decision (empty or non-numeric input): empty text, non-numeric text, NaN, or a value that is
 * neither text nor a number fails with the field's LOWER-BOUND message (e.g. '' for systemSize →
 * 'System size must be at least 1 kW'). This keeps every calculator error one of the field's
 * own bound messages; each such message also tells the user what to type. ±Infinity fails the matching bound check.
 *
 * Upper-bound messages read 'less than' even though the bound itself is allowed (the given wording),
 * except the data center form, whose given capacity message reads 'at most'. The data center tier
 * and PUE messages are not in the spec; they are composed here in that form's own style
 * ('... at least ...' / '... at most ...'), and tier must also be a whole number.
 */
import * as v from "valibot";

// ---------------------------------------------------------------------------------------------
// Field builders
// ---------------------------------------------------------------------------------------------

/** An inclusive numeric range with its two messages. */
export interface NumericBound {
  readonly min: number;
  readonly max: number;
  readonly minMessage: string;
  readonly maxMessage: string;
}

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Numeric text → number; anything not a plain decimal number → NaN. Numbers pass unchanged. */
export function coerceNumber(input: string | number): number {
  if (typeof input === "number") return input;
  const text = input.trim();
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
}

/** A numeric field: accepts a number or numeric text, outputs a number within the bound. */
function numericField(bound: NumericBound) {
  return v.pipe(
    v.union([v.number(), v.string()], bound.minMessage),
    v.transform(coerceNumber),
    v.number(bound.minMessage), // rejects NaN from empty or non-numeric text
    v.minValue(bound.min, bound.minMessage),
    v.maxValue(bound.max, bound.maxMessage),
  );
}

/** A yes/no field: accepts a boolean or the text "true"/"false" (any case, trimmed). */
function booleanField(message: string) {
  return v.pipe(
    v.union([v.boolean(), v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(["true", "false"]))], message),
    v.transform((input: boolean | "true" | "false") => input === true || input === "true"),
  );
}

// ---------------------------------------------------------------------------------------------
// Select options
// ---------------------------------------------------------------------------------------------

/** Solar project locations, in display order (values are their own labels). */
export const solarLocations = ["United States", "Ireland", "United Kingdom", "Germany", "France"] as const;

/** Data center redundancy levels with display labels. */
export const redundancyLevels = ["n", "n+1", "2n"] as const;
export type RedundancyLevel = (typeof redundancyLevels)[number];
export const redundancyLevelLabels: Record<RedundancyLevel, string> = { n: "N", "n+1": "N+1", "2n": "2N" };

/** Data center cooling types with display labels. */
export const coolingTypes = ["air", "liquid"] as const;
export type CoolingType = (typeof coolingTypes)[number];
export const coolingTypeLabels: Record<CoolingType, string> = { air: "Air Cooling", liquid: "Liquid Cooling" };

/** PACE project types with display labels. */
const paceProjectTypes = ["solar", "energy_efficiency", "ev_charging", "battery_storage", "hvac", "water_conservation", "other"] as const;
export type PaceProjectType = (typeof paceProjectTypes)[number];
export const paceProjectTypeLabels: Record<PaceProjectType, string> = {
  solar: "Solar",
  energy_efficiency: "Energy Efficiency",
  ev_charging: "EV Charging",
  battery_storage: "Battery Storage",
  hvac: "HVAC",
  water_conservation: "Water Conservation",
  other: "Other",
};
/** The PACE project types as select options, in spec order. */
export const paceProjectTypeOptions = paceProjectTypes.map((value) => ({ value, label: paceProjectTypeLabels[value] }));

/** Messages of the select fields. */
const selectMessages = {
  location: "Please select a location",
  redundancyLevel: "Please select a redundancy level",
  coolingType: "Please select a cooling type",
  projectType: "Please select a project type",
} as const;

// ---------------------------------------------------------------------------------------------
// Bounds — also for min/max attributes of inputs and sliders
// ---------------------------------------------------------------------------------------------

export const solarBounds = {
  systemSize: {
    min: 1,
    max: 10_000,
    minMessage: "System size must be at least 1 kW",
    maxMessage: "System size must be less than 10,000 kW",
  },
  pricePerWatt: {
    min: 0.5,
    max: 10,
    minMessage: "Price per watt must be at least $0.50",
    maxMessage: "Price per watt must be less than $10",
  },
  utilityRate: {
    min: 0.05,
    max: 0.5,
    minMessage: "Utility rate must be at least $0.05/kWh",
    maxMessage: "Utility rate must be less than $0.50/kWh",
  },
  incentives: {
    min: 0,
    max: 100,
    minMessage: "Incentives must be at least 0%",
    maxMessage: "Incentives cannot exceed 100%",
  },
  // Not in the spec (an advanced input, ADR 300): from a cloudy northern site to a desert one.
  specificYield: {
    min: 500,
    max: 2500,
    minMessage: "Specific yield must be at least 500 kWh per kW",
    maxMessage: "Specific yield must be less than 2,500 kWh per kW",
  },
} as const satisfies Record<string, NumericBound>;

export const hydrogenBounds = {
  electrolyzerSize: {
    min: 0.1,
    max: 100,
    minMessage: "Electrolyzer size must be at least 0.1 MW",
    maxMessage: "Electrolyzer size must be less than 100 MW",
  },
  storageSize: {
    min: 100,
    max: 100_000,
    minMessage: "Storage size must be at least 100 kg",
    maxMessage: "Storage size must be less than 100,000 kg",
  },
} as const satisfies Record<string, NumericBound>;

export const miningBounds = {
  hashrate: {
    min: 1,
    max: 10_000,
    minMessage: "Hashrate must be at least 1 TH/s",
    maxMessage: "Hashrate must be less than 10,000 TH/s",
  },
  power: {
    min: 1,
    max: 10_000,
    minMessage: "Power must be at least 1 kW",
    maxMessage: "Power must be less than 10,000 kW",
  },
  electricityRate: {
    min: 0.01,
    max: 0.5,
    minMessage: "Electricity rate must be at least $0.01/kWh",
    maxMessage: "Electricity rate must be less than $0.50/kWh",
  },
  bitcoinPrice: {
    min: 1_000,
    max: 500_000,
    minMessage: "Bitcoin price must be at least $1,000",
    maxMessage: "Bitcoin price must be less than $500,000",
  },
  difficulty: {
    min: 1,
    max: 100_000,
    minMessage: "Difficulty must be at least 1T",
    maxMessage: "Difficulty must be less than 100,000T",
  },
} as const satisfies Record<string, NumericBound>;

export const dataCenterBounds = {
  capacity: {
    min: 0.1,
    max: 100,
    minMessage: "Capacity must be at least 0.1 MW",
    maxMessage: "Capacity must be at most 100 MW",
  },
  /** Composed (not in the spec), in the style of the capacity message. */
  tier: {
    min: 1,
    max: 4,
    minMessage: "Tier must be at least 1",
    maxMessage: "Tier must be at most 4",
  },
  /** Composed (not in the spec), in the style of the capacity message. */
  pue: {
    min: 1.1,
    max: 2,
    minMessage: "PUE must be at least 1.1",
    maxMessage: "PUE must be at most 2",
  },
} as const satisfies Record<string, NumericBound>;

/** Composed (not in the spec): a tier between 1 and 4 that is not a whole number. */
const tierIntegerMessage = "Tier must be a whole number";

export const paceBounds = {
  projectCost: {
    min: 100_000,
    max: 100_000_000,
    minMessage: "Project cost must be at least $100,000",
    maxMessage: "Project cost must be less than $100,000,000",
  },
  propertyValue: {
    min: 500_000,
    max: 500_000_000,
    minMessage: "Property value must be at least $500,000",
    maxMessage: "Property value must be less than $500,000,000",
  },
  term: {
    min: 5,
    max: 30,
    minMessage: "Term must be at least 5 years",
    maxMessage: "Term must be less than 30 years",
  },
  interestRate: {
    min: 2,
    max: 12,
    minMessage: "Interest rate must be at least 2%",
    maxMessage: "Interest rate must be less than 12%",
  },
} as const satisfies Record<string, NumericBound>;

// ---------------------------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------------------------

/** kWh a year per kW of panels: the spec's 1,300 sun hours × 0.85 performance ratio, as one editable figure. */
const SOLAR_DEFAULT_SPECIFIC_YIELD = 1105;

export const solarSchema = v.object({
  location: v.picklist(solarLocations, selectMessages.location),
  systemSize: numericField(solarBounds.systemSize),
  pricePerWatt: numericField(solarBounds.pricePerWatt),
  utilityRate: numericField(solarBounds.utilityRate),
  incentives: numericField(solarBounds.incentives),
  // Optional, so a request or link that predates it (or a chat answer) gets the spec's figure.
  specificYield: v.optional(numericField(solarBounds.specificYield), SOLAR_DEFAULT_SPECIFIC_YIELD),
});

export const hydrogenSchema = v.object({
  electrolyzerSize: numericField(hydrogenBounds.electrolyzerSize),
  storageSize: numericField(hydrogenBounds.storageSize),
  compressionNeeded: booleanField("Please choose whether compression is needed"),
});

export const miningSchema = v.object({
  hashrate: numericField(miningBounds.hashrate),
  power: numericField(miningBounds.power),
  electricityRate: numericField(miningBounds.electricityRate),
  bitcoinPrice: numericField(miningBounds.bitcoinPrice),
  difficulty: numericField(miningBounds.difficulty),
});

export const dataCenterSchema = v.object({
  capacity: numericField(dataCenterBounds.capacity),
  redundancyLevel: v.picklist(redundancyLevels, selectMessages.redundancyLevel),
  coolingType: v.picklist(coolingTypes, selectMessages.coolingType),
  tier: v.pipe(numericField(dataCenterBounds.tier), v.integer(tierIntegerMessage)),
  pue: numericField(dataCenterBounds.pue),
});

export const paceSchema = v.object({
  projectType: v.picklist(paceProjectTypes, selectMessages.projectType),
  projectCost: numericField(paceBounds.projectCost),
  propertyValue: numericField(paceBounds.propertyValue),
  term: numericField(paceBounds.term),
  interestRate: numericField(paceBounds.interestRate),
});

/** All five schemas by calculator key. */
export const calculatorSchemas = {
  solar: solarSchema,
  hydrogen: hydrogenSchema,
  mining: miningSchema,
  dataCenter: dataCenterSchema,
  pace: paceSchema,
} as const;
export type CalculatorKey = keyof typeof calculatorSchemas;
export const calculatorKeys = ["solar", "hydrogen", "mining", "dataCenter", "pace"] as const satisfies readonly CalculatorKey[];

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

/** Validated inputs (numbers are numbers). */
export type SolarInput = v.InferOutput<typeof solarSchema>;
export type HydrogenInput = v.InferOutput<typeof hydrogenSchema>;
export type MiningInput = v.InferOutput<typeof miningSchema>;
export type DataCenterInput = v.InferOutput<typeof dataCenterSchema>;
export type PaceInput = v.InferOutput<typeof paceSchema>;

export interface CalculatorInputs {
  solar: SolarInput;
  hydrogen: HydrogenInput;
  mining: MiningInput;
  dataCenter: DataCenterInput;
  pace: PaceInput;
}

/** Results (the names the cards and chat summaries use). Money in US dollars, unrounded. */
export interface SolarResult {
  totalCost: number;
  netCost: number;
  /** kWh per year. */
  annualProduction: number;
  annualSavings: number;
  /** Years. */
  paybackPeriod: number;
  savings25Year: number;
}

export interface HydrogenResult {
  electrolyzerCost: number;
  storageCost: number;
  compressionCost: number;
  balanceOfPlantCost: number;
  totalCapex: number;
  annualOpex: number;
  /** kg per year. */
  productionCapacity: number;
  /** Dollars per kg. */
  productionCostPerKg: number;
}

export interface MiningResult {
  dailyBtcMined: number;
  dailyRevenue: number;
  dailyElectricityCost: number;
  dailyProfit: number;
  monthlyProfit: number;
  yearlyProfit: number;
}

export interface DataCenterResult {
  constructionCost: number;
  costPerKW: number;
  annualOperatingCost: number;
  monthlyRecurringCostPerKW: number;
  annualPowerCost: number;
  annualStaffCost: number;
  annualMaintenanceCost: number;
  totalCostOfOwnership10Y: number;
}

export interface PaceResult {
  eligibleAmount: number;
  annualPayment: number;
  totalRepayment: number;
  totalInterest: number;
}

export interface CalculatorResults {
  solar: SolarResult;
  hydrogen: HydrogenResult;
  mining: MiningResult;
  dataCenter: DataCenterResult;
  pace: PaceResult;
}

// ---------------------------------------------------------------------------------------------
// Defaults and input steps
// ---------------------------------------------------------------------------------------------

export const solarDefaults: SolarInput = {
  location: "United States",
  systemSize: 100,
  pricePerWatt: 1.8,
  utilityRate: 0.12,
  incentives: 30,
  specificYield: SOLAR_DEFAULT_SPECIFIC_YIELD,
};

export const hydrogenDefaults: HydrogenInput = {
  electrolyzerSize: 5,
  storageSize: 5000,
  compressionNeeded: true,
};

export const miningDefaults: MiningInput = {
  hashrate: 100,
  power: 3400,
  electricityRate: 0.06,
  bitcoinPrice: 60000,
  difficulty: 75000,
};

export const dataCenterDefaults: DataCenterInput = {
  capacity: 1,
  redundancyLevel: "n+1",
  coolingType: "air",
  tier: 2,
  pue: 1.4,
};

export const paceDefaults: PaceInput = {
  projectType: "solar",
  projectCost: 1_000_000,
  propertyValue: 5_000_000,
  term: 20,
  interestRate: 5.5,
};

export const calculatorDefaults: { readonly [K in CalculatorKey]: Readonly<CalculatorInputs[K]> } = {
  solar: solarDefaults,
  hydrogen: hydrogenDefaults,
  mining: miningDefaults,
  dataCenter: dataCenterDefaults,
  pace: paceDefaults,
};

/**
 * Inputs shown under "Advanced assumptions" (ADR 300): a link leaves them out while they hold their
 * default, so every link the spec's inputs make stays as it was.
 */
export const advancedCalculatorInputs: { readonly [K in CalculatorKey]: readonly (keyof CalculatorInputs[K] & string)[] } = {
  solar: ["specificYield"],
  hydrogen: [],
  mining: [],
  dataCenter: [],
  pace: [],
};

/** The `step` of inputs and sliders; fields not listed use the browser default (1). */
export const calculatorInputSteps = {
  solar: { pricePerWatt: 0.01, utilityRate: 0.01, specificYield: 1 },
  hydrogen: { electrolyzerSize: 0.1 },
  mining: { electricityRate: 0.01 },
  dataCenter: { tier: 1, pue: 0.1 },
  pace: {},
} as const satisfies { readonly [K in CalculatorKey]: Partial<Record<keyof CalculatorInputs[K], number>> };
