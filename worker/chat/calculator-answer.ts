/**
 * "What would a 250 kW system cost at $2.10 per watt?": the matching calculator run on every figure
 * the visitor gave (slots.ts reads them with their units), checked against the calculator's own
 * schema, with defaults only for what they did not say. The answer names each figure back as
 * theirs and each default as a default, computes with the calculators' own functions in contract/
 * (no formula is repeated here) and links the calculator with all the inputs. A figure it cannot
 * use (no unit it understands, or outside the calculator's range) means no computed figure at all:
 * a total that ignores what the visitor said would be a wrong figure.
 */
import nlp from "compromise";
import * as v from "valibot";
import {
  advancedCalculatorInputs,
  calculatorDefaults,
  calculatorKeys,
  calculatorSchemas,
  coolingTypeLabels,
  dataCenterBounds,
  hydrogenBounds,
  miningBounds,
  paceBounds,
  paceProjectTypeLabels,
  redundancyLevelLabels,
  solarBounds,
  solarLocations,
  type CalculatorInputs,
  type CalculatorKey,
  type CalculatorResults,
  type PaceProjectType,
} from "#contract/calculators.ts";
import { calculatorContactHref, num, rate, summarizeCalculation } from "#contract/calculator-summary.ts";
import { calculate } from "#contract/calculator-results-display.ts";
import { calculatorHref, tabForCalculator, type CalculatorUrlState } from "#contract/calculator-url-state.ts";
import { calculatorCaveats, calculatorsPage } from "#content/calculators.ts";
import { contact } from "#content/site.ts";
import { services } from "#content/services.ts";
import { link } from "./link";
import { COIN_PRICE_BEFORE, quantities, spoken, tidy, type Quantity, type Unit } from "./slots";

type Value = number | string | boolean;

/** "An 80 kW system", "an 18-year term", "an HVAC project", "an Energy Efficiency project": the article as said aloud. */
const an = (said: string) => `${/^(?:8|1[18](?!\d)|1[18],\d{3}(?![\d,])|[AEIOaeio]|[FHLMNRSX](?=[A-Z]))/.test(said) ? "an" : "a"} ${said}`;

/** How a field takes a figure: the units it accepts (with a scale) and how a value is said. */
interface FieldRule {
  readonly units: Partial<Record<Unit, number>>;
  /** Only a figure with these words just before it (e.g. "property value $2M"). */
  readonly before?: RegExp;
  /** A figure with no unit this field takes when the test holds ("a 250k PACE project": a sum). */
  readonly bare?: (value: number) => boolean;
  /** Only a figure with these words just after it (e.g. "$2M building"). */
  readonly after?: RegExp;
  /**
   * The words that name this field beside a figure ("26% incentives", "interest of 8%"). A figure
   * they name goes to this field or, in another calculator, to none (so it is said not to be
   * understood rather than put in a field it does not belong to).
   */
  readonly names?: { readonly after: RegExp; readonly before: RegExp };
  /** Only a figure its `names` name: the unit alone is too common ("$" for a coin's price). */
  readonly namedOnly?: true;
  readonly say: (value: Value) => string;
}

const money = (value: Value) => `$${num(Number(value))}`;

const rules: { readonly [K in CalculatorKey]: Partial<Record<keyof CalculatorInputs[K] & string, FieldRule>> } = {
  solar: {
    systemSize: { units: { kW: 1, MW: 1000 }, say: (x) => `${an(num(Number(x)))} kW system` },
    pricePerWatt: { units: { "$/W": 1 }, say: (x) => `${rate(Number(x))} per watt` },
    utilityRate: { units: { "$/kWh": 1 }, bare: (x) => x > 0 && x < 1, say: (x) => `electricity at ${rate(Number(x))}/kWh` },
    incentives: {
      units: { "%": 1 },
      names: {
        after: /^\s*(?:of\s+|in\s+)?(?:the\s+)?(?:incentives?|itc|tax credits?|credits?|rebates?|grants?|subsid\w*)\b/,
        before: /\b(?:incentives?|itc|tax credits?|credits?|rebates?|grants?|subsid\w*)\s*(?:of|is|at|=|:|around|about)?\s*$/,
      },
      say: (x) => `${num(Number(x))}% incentives`,
    },
    location: { units: {}, say: (x) => `in ${x}` },
    // An advanced assumption, taken only when said as a yield ("900 kWh per kW a year").
    specificYield: {
      units: { kWh: 1 },
      after: /^\s*(?:kwh|kilowatt[- ]hours?)?\s*(?:per|a|an|each|for each|\/)\s*(?:kwp?|kilowatt)\b/,
      say: (x) => `a yield of ${num(Number(x))} kWh per kW a year`,
    },
  },
  hydrogen: {
    electrolyzerSize: { units: { MW: 1, kW: 0.001 }, say: (x) => `${an(num(Number(x)))} MW electrolyzer` },
    storageSize: { units: { kg: 1 }, say: (x) => `${num(Number(x))} kg of storage` },
    compressionNeeded: { units: {}, say: (x) => (x ? "with compression" : "without compression") },
  },
  mining: {
    hashrate: { units: { "TH/s": 1 }, say: (x) => `${num(Number(x))} TH/s` },
    power: { units: { kW: 1, MW: 1000 }, say: (x) => `${num(Number(x))} kW of power` },
    electricityRate: { units: { "$/kWh": 1 }, bare: (x) => x > 0 && x < 1, say: (x) => `electricity at ${rate(Number(x))}/kWh` },
    // Only a sum said of bitcoin ("btc at 90k", "$60k per coin"): "$500k of machines" is no coin price.
    bitcoinPrice: {
      units: { $: 1 },
      names: {
        after: /^\s*(?:(?:per|a|an|each|for)\s+)?(?:bitcoin|btc|coin)\b/,
        before: COIN_PRICE_BEFORE,
      },
      namedOnly: true,
      say: (x) => `a bitcoin price of ${money(x)}`,
    },
    difficulty: { units: { difficulty: 1 }, say: (x) => `difficulty ${num(Number(x))}T` },
  },
  dataCenter: {
    capacity: { units: { MW: 1, kW: 0.001 }, say: (x) => `${num(Number(x))} MW of capacity` },
    tier: { units: { tier: 1 }, say: (x) => `Tier ${x}` },
    pue: { units: { pue: 1 }, say: (x) => `a PUE of ${x}` },
    redundancyLevel: { units: {}, say: (x) => `${String(x).toUpperCase()} redundancy` },
    coolingType: { units: {}, say: (x) => `${x} cooling` },
  },
  pace: {
    propertyValue: {
      units: { $: 1 },
      bare: (x) => x >= 100_000,
      before:
        /\b(propert\w*|building|valued?|worth|appraise\w*)\s*[:=]?\s+((?:value|valued|of|at|is|was|worth|about|around|roughly|approximately|appraised|a|an|the)\s+){0,3}$/,
      after:
        /^\s*(?:dollars?\s+|usd\s+)?(?:commercial\s+|industrial\s+)?(propert\w*|building|home|office|warehouse|facility|plant|asset)\b(?!\s+(upgrade|project|improvement|retrofit))/,
      say: (x) => `a property value of ${money(x)}`,
    },
    projectCost: { units: { $: 1 }, bare: (x) => x >= 1000, say: (x) => `a project cost of ${money(x)}` },
    term: { units: { years: 1 }, say: (x) => `${an(num(Number(x)))}-year term` },
    interestRate: {
      units: { "%": 1 },
      names: {
        after: /^\s*(?:an?\s+)?(?:interest|apr|rate|fixed|variable|loan|financ\w*)\b/,
        before: /\b(?:interest|apr|rate|loan|financ\w*)\s*(?:rate\s*)?(?:of|is|at|=|:|around|about)?\s*$/,
      },
      say: (x) => `${num(Number(x))}% interest`,
    },
    projectType: { units: {}, say: (x) => `${an(paceProjectTypeLabels[x as PaceProjectType])} project` },
  },
};

const LOCATION_WORDS: readonly [RegExp, (typeof solarLocations)[number]][] = [
  [/\b(usa|united states|the us|the u\.s\.?|america)(?!\w)/, "United States"],
  [/\b(ireland|irish|dublin)\b/, "Ireland"],
  [/\b(uk|united kingdom|britain|england|scotland|wales)\b/, "United Kingdom"],
  [/\b(germany|german)\b/, "Germany"],
  [/\b(france|french)\b/, "France"],
];
const PACE_TYPES: readonly [RegExp, PaceProjectType][] = [
  [/\bsolar\b/, "solar"],
  [/\b(ev|charg\w+)\b/, "ev_charging"],
  [/\bbatter(y|ies)|storage\b/, "battery_storage"],
  [/\bhvac|heating|cooling\b/, "hvac"],
  [/\b(efficiency|lighting|led|insulation)\b/, "energy_efficiency"],
  [/\bwater\b/, "water_conservation"],
];

/** Words before a thing the visitor will not have ("without", "we won't need", "don't qualify for", "no"). */
const NOT_HAVING =
  "\\b(?:no|without|w\\/o|zero|excluding|exclude|before|ignoring|skip(?:ping)?|leave out|leaving out|no need for|(?:(?:do|does|did|will|would|can|could)(?:n'?t| not)|won'?t|wont|can'?t|cannot|not)\\s+(?:need|want|require|include|use|have|get|claim|qualify for|take|be (?:getting|using|claiming)))";

/** "We don't qualify for any incentives", "we won't need compression", "compression isn't needed": the choice left out. */
const NO_INCENTIVES = new RegExp(`${NOT_HAVING}\\s+(any\\s+)?(the\\s+)?(incentives?|itc|tax credits?|subsid\\w*|rebates?|grants?)\\b`);
const NO_COMPRESSION = new RegExp(
  `${NOT_HAVING}\\s+(\\w+\\s+)?compress|compress\\w*\\s+(?:is\\s+|isn'?t\\s+|is not\\s+)?(?:not needed|not required|isn'?t needed|unnecessary)`,
);

/** Redundancy said in words; the last said wins ("… 2N? and with just N"). */
const REDUNDANCY_WORDS: readonly [RegExp, "n" | "n+1" | "2n"][] = [
  // "Tier 2 N+1" is Tier 2 with N+1, not 2N.
  [/(?<!\btier\s*)\b2\s*n\b(?!\s*\+)/, "2n"],
  [/\bn\s*\+\s*1\b/, "n+1"],
  [/\b(?:redundancy\s+(?:of\s+|level\s+)?n|n\s+redundancy|(?:just|only|plain|simple|straight)\s+n)\b(?!\s*\+)/, "n"],
  // "3MW, N, tier 1": N alone between a list's commas.
  [/(?:^|[,;:(]\s*)n\s*(?=[,;:.!?)]|$)/, "n"],
  // "No redundancy (at all)": N, the calculator's level without a spare.
  [/\b(?:no|zero|without(?: any)?)\s+redundan\w*/, "n"],
];

/** The choices a question states in words (not figures). */
function statedChoices(key: CalculatorKey, text: string): Record<string, Value> {
  const found: Record<string, Value> = {};
  // The choice said last wins, as the last figure does: "solar for 100 kW in germany … what about france"
  // is France; one said as what is not wanted ("instead of france", "rather than germany") is no choice.
  const pick = <T extends string>(table: readonly [RegExp, T][]) => {
    let latest: { at: number; value: T } | undefined;
    for (const [pattern, value] of table)
      for (const said of text.matchAll(new RegExp(pattern.source, "g"))) {
        if (/\b(instead of|rather than|not)\s+(in\s+)?$/.test(text.slice(0, said.index))) continue;
        if (!latest || said.index > latest.at) latest = { at: said.index, value };
      }
    return latest?.value;
  };
  if (key === "solar") {
    const location = pick(LOCATION_WORDS);
    if (location) found.location = location;
    if (NO_INCENTIVES.test(text)) found.incentives = 0;
  }
  if (key === "hydrogen") {
    // "No compressor needed … what if we need compression after all": the last said wins.
    const without = [...text.matchAll(new RegExp(NO_COMPRESSION.source, "g"))].map((m) => [m.index, m.index + m[0].length]);
    const withIt = [...text.matchAll(/\bcompress\w*/g)].filter(
      (m) => !without.some(([from = 0, to = 0]) => m.index >= from && m.index < to),
    );
    const lastWithout = without.at(-1)?.[0] ?? -1;
    const lastWith = withIt.at(-1)?.index ?? -1;
    if (lastWithout >= 0 || lastWith >= 0) found.compressionNeeded = lastWith > lastWithout;
  }
  if (key === "dataCenter") {
    const redundancy = pick(REDUNDANCY_WORDS);
    if (redundancy) found.redundancyLevel = redundancy;
    if (/\b(liquid|immersion)\b/.test(text)) found.coolingType = "liquid";
    else if (/\bair[\s-]?cool/.test(text)) found.coolingType = "air";
  }
  if (key === "pace") {
    const type = pick(PACE_TYPES);
    if (type) found.projectType = type;
  }
  return found;
}

/** Periods a calculator's results already cover ("10-year TCO", "25-year savings"): naming one is not an input. */
const horizons: { readonly [K in CalculatorKey]: readonly number[] } = {
  solar: [25],
  hydrogen: [],
  mining: [],
  dataCenter: [10],
  pace: [],
};

/** Words that are choices, not figures ("2N", "N+1"): taken out before the figures are read. */
const CHOICE_WORDS = /(?<!\btier\s*)\b2\s*n\b(?!\s*\+)|\bn\s*\+\s*1\b/g;

interface Reading {
  /** Field → the visitor's value (a range gives two). */
  readonly stated: Map<string, { low: Value; high?: Value }>;
  /** Figures no field took. */
  readonly unused: Quantity[];
  /** Fields worked out from the visitor's figures, with how ("from your $600k for the system"). */
  readonly derived: Map<string, string>;
  /** What the answer says of a figure the calculation had no use for (the site's use beside a size given). */
  readonly aside: string[];
}

/** What a percentage can measure that no calculator's field is. */
const OTHER_PERCENT =
  /^\s*(?:of\s+(?:the\s+|my\s+|our\s+)?(?:roof|site|building|property|cost|project|budget|load|bill|power|usage|energy|capacity|value)\b|(?:down|deposit|degradation|efficien\w*|loss(?:es)?|shading|inflation|escalat\w*|discount|margin|irr|roi|returns?|uptime|utili[sz]ation|occupancy|ltv|capacity factor|tax rate|markup|off)\b)/;

/** Words before a price per kWh that make it the price the grid pays for exports ("the co-op sells us power at 4 cents" is what we pay). */
const EXPORT_PRICE =
  /\b(?:sell\w*(?!\s+(?:us|me|to us|to me)\b)|sold|export\w*|feed[- ]?in|buy ?back|net[- ]meter\w*|credited)\b[^\d$]{0,25}\$?$/;

/** The field a figure fills in a calculator (by its unit, and the words around it where two fields share a unit). */
function fieldEntry(key: CalculatorKey, q: Quantity): [string, FieldRule] | undefined {
  const fieldRules = Object.entries(rules[key]) as [string, FieldRule][];
  // A figure the words beside it name ("8% interest") goes to the field they name, or to none here;
  // the words after it name it first ("26% incentives at 8% interest": the 8% is interest).
  const every = Object.values(rules).flatMap((calculator) => Object.entries(calculator) as [string, FieldRule][]);
  for (const side of ["after", "before"] as const) {
    const namesIt = ([, rule]: [string, FieldRule]) => rule.units[q.unit] !== undefined && Boolean(rule.names?.[side].test(q[side]));
    if (every.some(namesIt)) return fieldRules.find(namesIt);
  }
  // "10% down", "2% degradation", "95% uptime": a percentage of something no calculator takes.
  if (q.unit === "%" && OTHER_PERCENT.test(q.after)) return undefined;
  // "We sell back at 4 cents": an export price is not what the visitor pays for electricity.
  if (q.unit === "$/kWh" && EXPORT_PRICE.test(q.before)) return undefined;
  const candidates = fieldRules.filter(
    ([, rule]) => !rule.namedOnly && (rule.units[q.unit] !== undefined || (q.unit === "none" && rule.bare?.(q.value))),
  );
  // "$1.2M, building worth 8 million": a comma ends the figure's clause, so the word after it is not its own.
  const placed = ([, rule]: [string, FieldRule]) =>
    Boolean(rule.before?.test(q.before) || (rule.after?.test(q.after) && !/[,;:]$/.test(q.text)));
  return candidates.find(placed) ?? candidates.find(([, rule]) => !rule.before && !rule.after);
}

/**
 * Words that take back the figure before ("5 MW, sorry, 6 MW", "$1.7M, no wait, $13.4M", "14 TH/s (I
 * mean 11 TH/s)", "500 kW, actually make it 6"): the figure after them replaces it, one calculation.
 * Up to five words may stand between, but no "and"/"or", which join variants ("… actually cost, and 300 kW").
 */
const CORRECTION =
  /\b(?:sorry|no wait|wait|i mean|i meant|actually|correction|or rather|scratch that|oops|typo|make (?:it|that))\b[\s,:;(-]*(?:(?!(?:and|or|vs|versus)\b)[a-z'-]+\s+){0,5}\$?\s*$/;

/**
 * The earlier figure a bare correction replaces: of those the calculator can take the new value in, the
 * nearest in size ("150 kw at 13 cents … what about 200?" is 200 kW, not $200 a kWh); the last figure
 * when none can (its bound then answers).
 */
function correctedFigure(key: CalculatorKey, earlier: readonly { q: Quantity; field: [string, FieldRule] | undefined }[], value: number) {
  const placed = earlier.filter((p) => p.field).reverse();
  const entries = calculatorSchemas[key].entries as Record<string, v.GenericSchema>;
  const fits = placed.filter(({ q, field }) => {
    const schema = field ? entries[field[0]] : undefined;
    return schema !== undefined && v.safeParse(schema, value * (field?.[1].units[q.unit] ?? 1)).success;
  });
  const distance = (q: Quantity) => Math.abs(Math.log(value / q.value));
  const nearest = fits.reduce<(typeof fits)[number] | undefined>(
    (best, p) => (!best || distance(p.q) < distance(best.q) ? p : best),
    undefined,
  );
  return (nearest ?? placed[0])?.q;
}

/** The figures of a question, each with the field it fills in this calculator (none when no field takes it). */
function placements(key: CalculatorKey, text: string): { q: Quantity; field: [string, FieldRule] | undefined; corrects: boolean }[] {
  const out: { q: Quantity; field: [string, FieldRule] | undefined; corrects: boolean }[] = [];
  for (const found of quantities(text.replace(CHOICE_WORDS, " "))) {
    const corrects = CORRECTION.test(found.earlier);
    // "5 MW, actually make it 6": a bare figure that corrects an earlier one is in its unit and field.
    const corrected = corrects && found.unit === "none" ? correctedFigure(key, out, found.value) : undefined;
    const q = corrected ? { ...found, unit: corrected.unit } : found;
    out.push({ q, field: fieldEntry(key, q), corrects });
  }
  return out;
}

const fieldFor = (key: CalculatorKey, q: Quantity) => fieldEntry(key, q)?.[0];

const PRICED = /\b(?:priced|price[ds]?|costs?|costing|quoted?|paid|paying|pay)\b(?: (?:at|of|is|was|us|around|about))*\s*$/;

/** "A 300 kW system that costs $600k": a whole system's price with its size is a price per watt ($2.00). */
function systemPrice(stated: Reading["stated"], unused: readonly Quantity[]): { perWatt: number; figure: Quantity } | undefined {
  const size = stated.get("systemSize");
  // A sum may be written without "$" when a price word says what it is ("priced at 160k total").
  const sums = unused.filter(
    (q) => (q.unit === "$" || (q.unit === "none" && PRICED.test(q.before))) && q.value >= 1000 && q.upTo === undefined,
  );
  const [figure] = sums;
  if (stated.has("pricePerWatt") || typeof size?.low !== "number" || size.high !== undefined || sums.length !== 1 || !figure)
    return undefined;
  // A bill, savings or a budget by the month or year is no system price.
  if (/^\s*(?:(?:a|per|each|every)\s+(?:month|year|yr|mo)\b|monthly|yearly|annual)/.test(figure.after)) return undefined;
  // "$40k in savings to spend": money the visitor has, not what the system costs.
  if (/^\s*(?:in|of)\s+(?:savings?|cash|the bank|reserves?)\b/.test(figure.after)) return undefined;
  if (/\b(bills?|savings?|save|saves|revenue|income|budget|rebates?|grants?|credits?)\b[^\d]*$/.test(figure.before)) return undefined;
  return { perWatt: Math.round((figure.value / (size.low * 1000)) * 100) / 100, figure };
}

/** Buildings, sites and the like: a count of them is no calculator's input ("2 buildings; we want 120 kW across both"). */
const COUNTED_PLACES =
  /^\s*(?:[a-z-]+\s+)?(?:buildings?|sites?|locations?|roofs?|rooftops?|warehouses?|offices?|floors?|stor(?:e|ey|ie)s?|campus(?:es)?|premises|depots?|barns?|sheds?|branches|employees|staff|people|workers|tenants|units? (?:building|complex))\b/;
/** A street address's number ("at 1450 Main St"). */
const STREET =
  /^\s*(?:[a-z]+\s+){1,2}(?:st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|lane|ln|way|parkway|pkwy|ct|court|pl|place|hwy|highway)\b/;

/**
 * A figure that says nothing a calculator takes, so it is neither used nor asked about: a year ("in
 * 2025", "if we build in 2027,"; "2,000 kg a day" is no year), a street number, a count of buildings,
 * an age ("the roof is 12 yrs old", "built 30 years ago", "we've been farming here 40 years"; a term
 * is "over 20 years").
 */
function saysNoInput(q: Quantity): boolean {
  if (q.unit === "years")
    return /^[\s-]*(?:years?|yrs?|yr|months?|decades?)?[\s-]*(?:old|ago)\b/.test(q.after) || /\bbeen\b[^\d.?!;]*$/.test(q.before);
  if (q.unit !== "none") return false;
  // The year's clause ends at a comma typed with it ("2027,") or right after it.
  const year =
    /^(19|20)\d\d[,.;:?!]?$/.test(q.text) &&
    (/\D$/.test(q.text) || /^\s*(?:[,.?!;:)-]|$|(?:and|or|to|in|for|at|with|we|i)\b)/.test(q.after));
  return year || STREET.test(q.after) || (Number.isInteger(q.value) && q.value < 1000 && COUNTED_PLACES.test(q.after));
}

/**
 * "We use 500,000 kWh a year", "40 MWh a month", "1,400 kWh a day": the energy a solar system would have
 * to make, as kWh a year; for hydrogen, the kg a year a plant should make (`hydrogenWanted`). Undefined
 * for energy said with no period ("a 2 MWh battery") or said as what a system produces.
 */
function energyUsed(key: CalculatorKey, q: Quantity): number | undefined {
  if (key === "hydrogen") return hydrogenWanted(q);
  if (key !== "solar" || q.unit !== "kWh") return undefined;
  // "A 100 kW system producing 500 kWh a day" states an output, which the calculator works out itself.
  if (/\b(?:produc\w*|generat\w*|makes?|making|made|outputs?|yields?)\b[^\d,;.]*$/.test(q.before)) return undefined;
  const after =
    /^\s*(?:[km]wh|(?:kilo|mega)watt[- ]?hours?)?\s*(?:of\s+\w+\s+)?(?:(?:(?:a|per|each|every|an?)\s+)?(?:day|month|mo|year|yr|annum)\b|daily|monthly|annually|yearly|per annum)/.exec(
      q.after,
    );
  const before = /\b(?:daily|monthly|annual(?:ly)?|yearly|a (?:day|month|year)|per (?:day|month|year))\b[^\d]{0,30}$/.exec(q.before);
  const said = after?.[0] ?? before?.[0] ?? "";
  const times = /\b(?:day|daily)\b/.test(said) ? 365 : /\b(?:month|mo|monthly)\b/.test(said) ? 12 : said ? 1 : 0;
  return times ? q.value * times : undefined;
}

/**
 * "500 kg a day", "200 tonnes of hydrogen a year", "1,000 kg/day of h2": the hydrogen a plant should
 * make, as kg a year (never a storage size: a rate has a period).
 */
function hydrogenWanted(q: Quantity): number | undefined {
  const said =
    /^\s*(kgs?|kilos?|kilograms?|tonnes?|tons?|t)?\s*(?:of\s+(?:hydrogen|h2)\s+)?(?:(?:a|per|each|every|an)\s+)?(day|month|year|yr|annum)\b|^\s*(kgs?|kilos?|kilograms?|tonnes?|tons?|t)?\s*(?:of\s+(?:hydrogen|h2)\s+)?(daily|monthly|annually|yearly)\b/.exec(
      q.after,
    );
  if (!said) return undefined;
  const unitWord = said[1] ?? said[3];
  // A bare figure needs its unit said here; one read as kg already carries its scale ("200 tonnes" is 200,000).
  if (q.unit !== "kg" && !(q.unit === "none" && unitWord)) return undefined;
  const scale = q.unit === "kg" ? 1 : /^(?:t|tonnes?|tons?)$/.test(unitWord ?? "") ? 1000 : 1;
  const period = said[2] ?? said[4] ?? "";
  const times = /^(?:day|daily)$/.test(period) ? 365 : /^(?:month|monthly)$/.test(period) ? 12 : 1;
  return q.value * scale * times;
}

/** How a calculator is sized from what the visitor wants it to make: its field, the output of one unit of it, how it is said. */
const sizedByOutput: Partial<
  Record<
    CalculatorKey,
    {
      field: string;
      /** The unit of what it makes ("kWh", "kg"). */
      unit: string;
      perUnit: (stated: Reading["stated"]) => number;
      say: (wanted: number, per: number) => string;
      aside: string;
      round: (x: number) => number;
    }
  >
> = {
  solar: {
    field: "systemSize",
    unit: "kWh",
    perUnit: (stated) => Number(stated.get("specificYield")?.low ?? calculatorDefaults.solar.specificYield),
    say: (wanted, per) => `to make your ${num(wanted)} kWh a year at ${num(per)} kWh per kW a year`,
    aside: "it counts every kWh the system makes as saved at the electricity rate",
    round: (x) => Math.max(1, Math.round(x)),
  },
  hydrogen: {
    field: "electrolyzerSize",
    unit: "kg",
    // The calculator's own production for 1 MW, so the size is the one whose estimate makes what was asked.
    perUnit: () => calculate("hydrogen", { ...calculatorDefaults.hydrogen, electrolyzerSize: 1 }).values.productionCapacity,
    say: (wanted, per) => `to make your ${num(wanted)} kg a year at ${num(per)} kg per MW a year`,
    aside: "it works out production from the electrolyzer's size",
    round: (x) => Math.round(x * 100) / 100,
  },
};

/** "Spain" for "100kw solar in spain": a country named that is none of the calculator's locations. */
function unlistedCountry(text: string): string | undefined {
  if (!/\b(?:in|for|to)\s/.test(text)) return undefined;
  const [country] = nlp(text).match("#Country").out("array") as string[];
  const name = country?.replace(/[^a-z\s-]/gi, "").trim();
  if (!name || LOCATION_WORDS.some(([pattern]) => pattern.test(name.toLowerCase()))) return undefined;
  const said = name.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
  return new RegExp(`\\bthe ${name.toLowerCase()}\\b`).test(text) ? `the ${said}` : said;
}

/** " a month" for "$4,000 a month on electricity", "" for "our $4,000 power bill"; undefined for a sum that is no bill. */
function billPeriod(q: Quantity): string | undefined {
  const period = /^\s*(?:a|per|each|every)\s+(?:month|year|yr|mo)\b|^\s*(?:monthly|yearly|annually)\b/.exec(q.after)?.[0];
  const about = `${q.before} ${q.after.slice(0, 40)}`;
  if (!/\b(?:electric\w*|power|energy|utility|utilities|bills?)\b/.test(about)) return undefined;
  if (period) return ` ${period.trim()}`;
  return /\b(?:bills?)\b/.test(about) ? "" : undefined;
}

/** The energy a solar question says the site uses, as kWh a year (the first such figure), or undefined. */
export const energyUsedPerYear = (text: string): number | undefined =>
  quantities(text.toLowerCase())
    .map((q) => energyUsed("solar", q))
    .find((perYear) => perYear !== undefined);

/** Which field each figure of the question fills: the last figure for a field wins (a follow-up's correction). */
function read(key: CalculatorKey, text: string): Reading {
  const stated = new Map<string, { low: Value; high?: Value }>();
  const unused: Quantity[] = [];
  const energy: { q: Quantity; perYear: number }[] = [];
  for (const { q, field } of placements(key, text)) {
    if (q.unit === "years" && horizons[key].includes(q.value)) continue;
    const perYear = energyUsed(key, q);
    if (perYear !== undefined) {
      energy.push({ q, perYear });
      continue;
    }
    if (!field) {
      if (!saysNoInput(q)) unused.push(q);
      continue;
    }
    const scale = field[1].units[q.unit] ?? 1;
    stated.set(field[0], { low: q.value * scale, ...(q.upTo === undefined ? {} : { high: q.upTo * scale }) });
  }
  for (const [field, value] of Object.entries(statedChoices(key, text))) stated.set(field, { low: value });
  const derived = new Map<string, string>();
  const aside: string[] = [];
  // "What size for our 500,000 kWh a year", "what electrolyser for 500 kg a day": the size whose output in
  // the calculator's own terms (a solar yield, an electrolyzer's production) is what was asked.
  const [use] = energy;
  const sizing = sizedByOutput[key];
  if (use && sizing && energy.length === 1 && !stated.has(sizing.field)) {
    const per = sizing.perUnit(stated);
    stated.set(sizing.field, { low: sizing.round(use.perYear / per) });
    derived.set(sizing.field, sizing.say(use.perYear, per));
  } else if (use && sizing && stated.has(sizing.field))
    // "Annual consumption 300,000 kWh, 150 kW solar": the size is given; the use is said back, not lost.
    aside.push(` The calculator does not take your ${num(use.perYear)} ${sizing.unit} a year: ${sizing.aside}.`);
  else unused.push(...energy.map(({ q }) => q));
  const price = key === "solar" ? systemPrice(stated, unused) : undefined;
  if (price) {
    stated.set("pricePerWatt", { low: price.perWatt });
    derived.set("pricePerWatt", `from your ${price.figure.text.replace(/[,.;:]+$/, "")} for the system`);
    unused.splice(unused.indexOf(price.figure), 1);
  }
  // "200 TH/s at 17.5 J/TH": a miner's efficiency and its hashrate are its power.
  const efficiency = key === "mining" ? unused.find((q) => q.unit === "J/TH") : undefined;
  const hashrate = stated.get("hashrate")?.low;
  if (efficiency && typeof hashrate === "number" && !stated.has("power")) {
    stated.set("power", { low: tidy((hashrate * efficiency.value) / 1000) });
    derived.set("power", `from your ${num(efficiency.value)} J/TH at ${num(hashrate)} TH/s`);
    unused.splice(unused.indexOf(efficiency), 1);
  }
  // "100kw solar in spain": a country the calculator does not list is said, not silently replaced by its default.
  const elsewhere = key === "solar" && !stated.has("location") ? unlistedCountry(text) : undefined;
  if (elsewhere)
    aside.push(
      ` The calculator's locations are ${joinAnd([...solarLocations])}, so it does not list ${elsewhere}; the location does not change its figures.`,
    );
  // "We spend about $4,000 a month on electricity": a bill, which the solar calculator does not take; said back, not refused.
  const bill = key === "solar" && sizing ? unused.find((q) => q.unit === "$" && billPeriod(q) !== undefined) : undefined;
  const period = bill && billPeriod(bill);
  if (bill && sizing && period !== undefined) {
    aside.push(` The calculator does not take your ${bill.text}${period} for electricity: ${sizing.aside}.`);
    unused.splice(unused.indexOf(bill), 1);
  }
  return { stated, unused, derived, aside };
}

/**
 * The inputs at one end of the stated ranges, the problems the calculator's schema finds, and the
 * inputs as the visitor gave them (a refused figure kept, for the link: the calculators page shows
 * it in its field with the same message rather than a default in its place).
 */
function inputsAt<K extends CalculatorKey>(key: K, stated: Reading["stated"], end: "low" | "high") {
  const inputs: Record<string, unknown> = { ...calculatorDefaults[key] };
  const asGiven: Record<string, unknown> = { ...calculatorDefaults[key] };
  const problems: string[] = [];
  const entries = calculatorSchemas[key].entries as Record<string, v.GenericSchema>;
  for (const [field, value] of stated) {
    const schema = entries[field];
    if (!schema) continue;
    const figure = end === "high" ? (value.high ?? value.low) : value.low;
    const parsed = v.safeParse(schema, figure);
    asGiven[field] = parsed.success ? parsed.output : figure;
    if (parsed.success) inputs[field] = parsed.output;
    else problems.push(parsed.issues[0].message);
  }
  return { inputs: inputs as CalculatorInputs[K], asGiven: asGiven as CalculatorInputs[K], problems };
}

const sayAll = (key: CalculatorKey, fields: readonly string[], inputs: Record<string, unknown>, derived?: Map<string, string>) =>
  fields.map((field) => {
    const said = (rules[key] as Record<string, FieldRule>)[field]?.say(inputs[field] as Value) ?? "";
    const how = derived?.get(field);
    return how ? `${said} (${how})` : said;
  });

const joinAnd = (parts: readonly string[], word = "and") =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} ${word} ${parts.at(-1)}`;

const calculatorLink = <K extends CalculatorKey>(key: K, inputs: CalculatorInputs[K], label: string) =>
  link(label, calculatorHref({ tab: tabForCalculator[key], inputs } as CalculatorUrlState));

/** What the site says limits a result ("how much can I borrow with PACE": generally up to 20% of the property's value). */
const paceLimit = services.find((s) => s.id === "pace-financing")?.involves.find((line) => /%/.test(line));
const limits: Partial<Record<CalculatorKey, string>> = paceLimit ? { pace: ` ${paceLimit}.` } : {};

/**
 * What the calculator's estimate leaves out, as the page lists it under the results ("Excludes
 * hardware costs and maintenance"): said with every estimate, so "does that include the machines?"
 * is answered and no one reads a mining profit as the whole picture.
 */
const caveatsOf = (key: CalculatorKey): string => {
  const said = calculatorCaveats[tabForCalculator[key]];
  return said?.length ? ` As the calculator notes: ${said.join(". ")}.` : "";
};

/** The words a visitor names one part of a whole by ("the storage bit", "the electrolyzer side"). */
const PART = "part|bit|piece|portion|side|component|element";

/**
 * Parts of a result the summary leaves out, said when the question names them ("what's the
 * compression cost on an 8 MW electrolyzer"): the words that ask, the result field, its label.
 */
const parts: { readonly [K in CalculatorKey]: readonly [RegExp, keyof CalculatorResults[K] & string, string][] } = {
  solar: [],
  hydrogen: [
    [/\bcompress\w*\b/, "compressionCost", "compression"],
    [
      new RegExp(
        `\\bstorage (?:cost|costs|alone|${PART})\\b|\\bcost of (?:the )?storage\\b|\\btanks? (?:alone|cost|costs|only|${PART})\\b|\\bcost of (?:the )?tanks?\\b|\\bwhat (?:do|does|would|will) (?:the )?tanks?\\b`,
      ),
      "storageCost",
      "storage",
    ],
    [
      new RegExp(`\\belectroly\\w+ (?:cost|costs|alone|itself|${PART})\\b|\\bcost of (?:the )?electroly\\w+`),
      "electrolyzerCost",
      "the electrolyzer",
    ],
    [/\bbalance of (?:the )?plant\b/, "balanceOfPlantCost", "balance of plant"],
  ],
  mining: [],
  dataCenter: [
    [/\b(?:power|electricity|energy) (?:cost|costs|bill)\b/, "annualPowerCost", "power a year"],
    [/\bstaff\w*\b/, "annualStaffCost", "staff a year"],
    [/\bmaintenance\b/, "annualMaintenanceCost", "maintenance a year"],
  ],
  pace: [],
};

/** True when a question about this calculator asks for a part of its result ("what do the tanks alone cost"). */
export const asksResultPart = (key: CalculatorKey | null, text: string): boolean =>
  key !== null && COST_WORD.test(text) && parts[key].some(([pattern]) => pattern.test(text));
const COST_WORD = /\b(?:cost|costs|price|how much)\b/;

/** "The compression alone: $2,400,000.": the parts of the result the question names. */
function partsAsked<K extends CalculatorKey>(key: K, inputs: CalculatorInputs[K], text: string): string {
  const { values, display } = calculate(key, inputs);
  // "No compression": a part left out costs nothing, which the inputs already say.
  const named = parts[key].filter(([pattern, field]) => pattern.test(text) && values[field] !== 0);
  if (!named.length) return "";
  return ` Of that: ${joinAnd(named.map(([, field, label]) => `${label} ${String(display[field])}`))}.`;
}

/** How an answer that could not use one of the visitor's figures starts (the assistant tells it from a calculation). */
export const CANNOT_USE_FIGURES = "I can't work that out from your figures:";

/** How a calculation's answer ends (the assistant tells a calculation by it). */
export const ESTIMATES = "These are estimates from simplified formulas";

/** How an answer says a figure is the calculator's default, not the visitor's (the assistant tells such a calculation by it). */
export const ON_DEFAULTS = "the calculator's defaults";

/** The worked example: the visitor's figures named back, the defaults named as defaults, the results and the link. */
export function workedExample(key: CalculatorKey, question: string): string {
  const text = question.toLowerCase();

  const { stated, unused, derived, aside } = read(key, text);
  const low = inputsAt(key, stated, "low");
  const ranged = [...stated.values()].some((value) => value.high !== undefined);
  const high = ranged ? inputsAt(key, stated, "high") : null;
  const problems = [...new Set([...low.problems, ...(high?.problems ?? [])])];
  const yours = [...stated.keys()];
  // The defaults worth naming: not an advanced assumption (the solar yield) the visitor left alone.
  const advanced: readonly string[] = advancedCalculatorInputs[key];
  const defaults = Object.keys(calculatorDefaults[key]).filter(
    (field) => !stated.has(field) && field in rules[key] && !advanced.includes(field),
  );

  if (problems.length || unused.length) {
    const why = [
      ...problems.map((p) => `${p}.`),
      ...unused.map((q) =>
        q.unit === "other-currency"
          ? `The calculators work in US dollars, so I can't use “${q.text.replace(/^eur\s*/, "")}${/^\s*pence\b/.test(q.after) ? " pence" : ""}” as it is.`
          : q.vague
            ? `“${q.text}” is not an exact figure: tell me the number and I'll work it out.`
            : `I couldn't tell what “${spoken(q)}” refers to in this calculator.`,
      ),
    ].join(" ");
    return (
      `${CANNOT_USE_FIGURES} ${why} ` +
      `${calculatorLink(key, low.asGiven, "Open the calculator")} and enter them there, or ask our team: ` +
      `${link("contact us", "/contact")} or call ${contact.phone}.`
    );
  }

  const given = yours.length
    ? `With your figures (${joinAnd(sayAll(key, yours, low.inputs as unknown as Record<string, unknown>, derived))}${high ? ` at the low end; ${joinAnd(sayAll(key, yours, high.inputs as unknown as Record<string, unknown>))} at the high end` : ""}, as you said)`
    : `With ${ON_DEFAULTS}`;
  const assumed = defaults.length
    ? yours.length
      ? ` and ${ON_DEFAULTS} for the rest (${joinAnd(sayAll(key, defaults, low.inputs as unknown as Record<string, unknown>))})`
      : ` (${joinAnd(sayAll(key, defaults, low.inputs as unknown as Record<string, unknown>))}; tell me your own figures and I'll redo it)`
    : "";
  const results = high
    ? `Low end: ${summarizeCalculation(key, low.inputs)} ${calculatorLink(key, low.inputs, "Open the calculator with the low-end figures")}. ` +
      `High end: ${summarizeCalculation(key, high.inputs)} ${calculatorLink(key, high.inputs, "Open the calculator with the high-end figures")}.`
    : `${summarizeCalculation(key, low.inputs)}${partsAsked(key, low.inputs, text)} ${calculatorLink(key, low.inputs, "Open the calculator with these figures")} to change them.`;
  const limit = `${aside.join("")}${limits[key] ?? ""}${caveatsOf(key)}`;
  return (
    `${given}${assumed}: ${results}${limit} ` +
    `${ESTIMATES}; ${link("send them to our team", calculatorContactHref(key, low.inputs))} for a site-specific quote.`
  );
}

/** The calculator a figure's unit points to when the question names no service ("$2.10 per watt" is solar). */
export function calculatorForUnits(text: string): CalculatorKey | null {
  const figures = quantities(text);
  const units = new Set(figures.map((q) => q.unit));
  if (units.has("$/W")) return "solar";
  // "1,350 kWh per kW a year … for 200kw": a size beside a yield per kW (the solar calculator's advanced input) is
  // solar. The yield alone asks for nothing: said in a sentence of its own, it is context for the next.
  if ((units.has("kW") || units.has("MW")) && figures.some((q) => fieldFor("solar", q) === "specificYield")) return "solar";
  if (units.has("TH/s") || units.has("difficulty") || units.has("J/TH")) return "mining";
  if (units.has("pue") || units.has("tier")) return "dataCenter";
  // "4 MW, 2N, liquid cooled": a power with redundancy or a way of cooling is a data hall's.
  if ((units.has("kW") || units.has("MW")) && /\b2\s*n\b|\bn\s*\+\s*1\b|\bredundan\w*|\b(?:liquid|immersion|air)[\s-]?cool\w*/.test(text))
    return "dataCenter";
  // Kilograms of storage: only the hydrogen calculator weighs anything.
  if (units.has("kg")) return "hydrogen";
  // A kW "system", "array" or "incentives" with no service named: only the solar calculator has those.
  if (
    (units.has("kW") || units.has("MW")) &&
    /\b(system|array|rooftop|roof|incentives?|itc|tax credits?|tax breaks?|grants?|rebates?)\b/.test(text)
  )
    return "solar";
  // "350kw on a warehouse: how many kWh a year would that make": a size asked for the energy it makes is solar's.
  if (
    (units.has("kW") || units.has("MW")) &&
    /\b(?:kwh|mwh|kilowatt[ -]?hours?|megawatt[ -]?hours?|energy)\b/.test(text) &&
    /\b(?:make|makes|produce[sd]?|generate[sd]?|output|yield)\b/.test(text) &&
    !/\b(?:hydrogen|h2|electroly\w*)\b/.test(text)
  )
    return "solar";
  // "What size system for 500,000 kWh a year": only the solar calculator makes energy.
  if (units.has("kWh") && /\b(system|array|rooftop|roof|panels?|pv)\b/.test(text) && energyUsedPerYear(text) !== undefined) return "solar";
  // "10 yr TCO on a 140MW site": only the data center calculator counts a total cost of ownership.
  if ((units.has("kW") || units.has("MW")) && /\b(tco|total cost of ownership)\b/.test(text)) return "dataCenter";
  // Power and its price by the day: only the mining calculator counts electricity a day.
  if ((units.has("kW") || units.has("MW")) && /\b(daily|a day|per day|each day)\b/.test(text) && /\b(electricity|power)\b/.test(text))
    return "mining";
  // A size with savings or a payback ("25 year savings for 150kw at 11c", "payback on 200 kW"): only the solar calculator saves on a bill.
  if ((units.has("kW") || units.has("MW")) && /\b(savings?|payback|pay ?back|pays? (?:it)?self off)\b/.test(text)) return "solar";
  return financesAProject(text) ? "pace" : null;
}

/**
 * A sum repaid over a term or at a rate, or a sum on a property's value, asked as a payment or the
 * interest ("yearly payment on 1.2M over 15 years at 7%", "total interest on a $600k EV charging
 * project, property worth $4.2M") or what may be borrowed ("the eligible amount on a $700k retrofit for a
 * $5m building"): only the PACE calculator finances, whatever the project is for.
 */
export function financesAProject(text: string): boolean {
  const figures = quantities(text);
  const units = new Set(figures.map((q) => q.unit));
  if ((["kW", "MW", "kg", "kWh", "TH/s", "$/W", "$/kWh"] as const).some((unit) => units.has(unit))) return false;
  // A sum may be written without "$" ("1.2M"): a bare figure of a thousand or more.
  const sums = figures.filter((q) => q.unit === "$" || (q.unit === "none" && q.value >= 1000)).length;
  const repaid = units.has("years") || units.has("%") || sums >= 2;
  if (sums > 0 && repaid && /\b(payments?|repay\w*|interest|apr|loan|term|financ\w*|amorti[sz]\w*|borrow\w*|eligib\w*)\b/.test(text))
    return true;
  // "A $3.5M retrofit on a $20M building, 20 yrs, 7.25%: how much per year": a project and a property, a term
  // and a rate are a financing's whole signature, and what is paid by the year its payment.
  return (
    sums >= 2 && units.has("years") && units.has("%") && /\b(?:per|a|each) (?:year|yr|annum)\b|\b(?:annual|annually|yearly)\b/.test(text)
  );
}

/** Figures general enough to fit any calculation (a sum, a percentage, a count, a term): they pick no calculator. */
const GENERAL_UNITS: readonly Unit[] = ["$", "%", "years", "none", "other-currency"];

/**
 * "What would 300 kW cost?": figures that more than one calculator takes, and no service named.
 * A question back naming the figures and the calculators that take them, never a guess.
 */
export function whichCalculator(text: string): string | null {
  const figures = quantities(text.toLowerCase()).filter((q) => !GENERAL_UNITS.includes(q.unit));
  const keys = calculatorKeys.filter((key) => figures.some((q) => fieldEntry(key, q) !== undefined));
  if (figures.length === 0 || keys.length < 2) return null;
  // Each link opens its calculator with the visitor's figures in it, as that calculator reads them (a refused
  // one too, shown with its message there), so the choice does not lose them.
  const names = keys.map((key) => {
    const service = services.find((s) => s.calculatorTab === tabForCalculator[key]);
    return calculatorLink(key, inputsAt(key, read(key, text.toLowerCase()).stated, "low").asGiven, service?.title ?? key);
  });
  return (
    `I can work that out with your ${joinAnd(figures.map(spoken))}, but which project is it for: ${joinAnd(names, "or")}? ` +
    `Tell me and I'll use your figures, or ${link("contact us", "/contact")}.`
  );
}

/** The fields two figures of the question fill with different values ("100 kW … and 200 kW …"). */
function conflictingFields(key: CalculatorKey, text: string): Set<string> {
  const seen = new Map<string, number>();
  const conflicts = new Set<string>();
  for (const { q, field: entry, corrects } of placements(key, text.toLowerCase())) {
    const field = entry?.[0];
    if (!field) continue;
    // A correction replaces the figure before it: one calculation, with the corrected figure.
    if (seen.has(field) && seen.get(field) !== q.value && !corrects) conflicts.add(field);
    seen.set(field, q.value);
  }
  return conflicts;
}

/**
 * "100 kW at $2/W and 200 kW at $1.90/W", "a $2M pace project, 10 years or 20 years?": one
 * calculation for each variant, each with the figures the variants share ("$2M"); none (an empty
 * list) when no field gets two figures.
 */
export function calculationSets(key: CalculatorKey, text: string): string[] {
  const conflicts = conflictingFields(key, text);
  if (conflicts.size === 0) return key === "solar" ? placeSets(text) : [];
  const fillsConflict = (segment: string) =>
    quantities(segment.toLowerCase().replace(CHOICE_WORDS, " ")).some((q) => conflicts.has(fieldFor(key, q) ?? ""));
  // "Compare 100kw and 200kw solar at 12 cents": a clause inside the last variant ("at 12 cents") that
  // fills no field in conflict is said of them all.
  const segments = text.split(/\s+(?:and|vs\.?|versus|or|compared (?:to|with))\s+|[,;]\s+/).flatMap((segment) => {
    const clauses = segment.split(/\s+(?=(?:at|with|for|over|using|paying|@)\s)/);
    const own = clauses.filter((clause) => fillsConflict(clause) || quantities(clause).length === 0);
    return clauses.length > 1 && own.length < clauses.length && own.some(fillsConflict)
      ? [own.join(" "), ...clauses.filter((clause) => !own.includes(clause))]
      : [segment];
  });
  const variants = segments.filter(fillsConflict);
  const shared = segments.filter((segment) => !fillsConflict(segment)).join(", ");
  return variants.map((variant) => (shared ? `${shared}, ${variant}` : variant));
}

/**
 * "100 kW in the UK vs Ireland", "germany or france": one solar calculation for each place compared, the
 * figures shared. Only places joined by a comparing word: "in germany … what about france" is a change.
 */
function placeSets(text: string): string[] {
  const said = LOCATION_WORDS.flatMap(([pattern]) => [...text.matchAll(new RegExp(pattern.source, "g"))].map((m) => ({ pattern, m })));
  said.sort((a, b) => a.m.index - b.m.index);
  const compared = said.slice(1).every(({ m }, i) => {
    const before = said[i]?.m;
    const between = before ? text.slice(before.index + before[0].length, m.index) : "";
    return /^\s*(?:,|vs\.?|versus|or|and|compared (?:to|with))\s*(?:in\s+|the\s+)*$/.test(between);
  });
  const places = new Set(said.map(({ pattern }) => pattern));
  if (places.size < 2 || !compared) return [];
  return [...places].map((kept) =>
    [...places].filter((p) => p !== kept).reduce((variant, p) => variant.replace(new RegExp(p.source, "g"), " "), text),
  );
}

/** How many of the question's figures the calculator takes. */
export function calculatorFigureCount(key: CalculatorKey, text: string): number {
  return placements(key, text.toLowerCase()).filter((p) => p.field !== undefined || energyUsed(key, p.q) !== undefined).length;
}

/** The calculator's fields the question's figures fill ("difficulty is 110,000 T" → difficulty). */
export function fieldsGiven(key: CalculatorKey, text: string): string[] {
  return placements(key, text.toLowerCase()).flatMap((p) => (p.field ? [p.field[0]] : []));
}

/** True when the question gives a figure the calculator takes (so "how much hydrogen does 5 MW make" is a calculation). */
export function hasCalculatorFigures(key: CalculatorKey, text: string): boolean {
  return calculatorFigureCount(key, text) > 0;
}

/**
 * "PACE: project cost $500,000; property value $3M; term 20 years …": a later piece whose every figure fills
 * a field of the earlier piece's calculation that the earlier piece left on its default adds to that one
 * calculation. A figure for a field already given ("100 kW at $2/W; 200 kW at $1.90/W?") is a variant.
 */
export function addsToCalculation(key: CalculatorKey, earlier: string, later: string): boolean {
  // "btw do you design 2N": a question about what we do, not a figure for the estimate.
  if (asksWhatWeDo(later)) return false;
  const given = new Set(fieldsGiven(key, earlier));
  const placed = placements(key, later.toLowerCase());
  return placed.length > 0 && placed.every((p) => p.field !== undefined && !given.has(p.field[0]));
}

/** A piece that asks whether we do something ("btw do you design 2N", "and can you build liquid cooling"). */
const ASKS_WHAT_WE_DO =
  /^\W*(?:(?:btw|by the way|also|and|oh and|plus|ok|okay)\W+)*(?:do|does|can|could|will|would) (?:you|kilbride|your (?:team|company|firm|crews?)|y'all)(?: guys| all)? (?:also )?(?:design|build|do|offer|install|handle|provide|support|work on|make|supply|engineer|deliver)\b/;

export const asksWhatWeDo = (text: string): boolean => ASKS_WHAT_WE_DO.test(text.toLowerCase());

/** Each calculator's numeric bounds, as its fields' messages say them (contract/calculators.ts). */
const boundsOf: { readonly [K in CalculatorKey]: Readonly<Record<string, { min: number; minMessage: string; maxMessage: string }>> } = {
  solar: solarBounds,
  hydrogen: hydrogenBounds,
  mining: miningBounds,
  dataCenter: dataCenterBounds,
  pace: paceBounds,
};

/** Each calculator's choice inputs: its name, and each value as the form labels it. */
const choicesOf: Partial<Record<string, { readonly name: string; readonly labels: Readonly<Record<string, string>> }>> = {
  location: { name: "location", labels: Object.fromEntries(solarLocations.map((l) => [l, l])) },
  compressionNeeded: { name: "compression", labels: { true: "included", false: "left out" } },
  redundancyLevel: { name: "redundancy", labels: redundancyLevelLabels },
  coolingType: { name: "cooling", labels: coolingTypeLabels },
  projectType: { name: "project type", labels: paceProjectTypeLabels },
};

/** "System size (default 100 kW; at least 1 kW, less than 10,000 kW)": an input, its default and its bounds, in the form's own words. */
function inputSaid(key: CalculatorKey, field: string, value: Value): string {
  const bound = boundsOf[key][field];
  const choices = choicesOf[field];
  if (choices) {
    const { [String(value)]: chosen, ...others } = choices.labels;
    return `${choices.name} (default ${chosen}; or ${joinAnd(Object.values(others), "or")})`;
  }
  if (!bound) return field;
  // "System size", "PUE": the field's name as its message starts, a capital kept only in an acronym.
  const name = bound.minMessage.replace(/\s+must be\b.*$/, "").replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
  const atLeast = bound.minMessage.replace(/^.*?\bmust be\s+/, "");
  const atMost = bound.maxMessage.replace(/^.*?\bmust be\s+/, "").replace(/^.*?\bcannot exceed\s+/, "at most ");
  // The default in the bound's own unit: "at least $0.05/kWh" with 0.12 is "$0.12/kWh".
  const figure = Number(value);
  const written = atLeast
    .replace(/^at least\s+/, "")
    .replace(/\$?[\d,.]+/, (min) => (min.startsWith("$") ? (figure < 100 ? rate(figure) : `$${num(figure)}`) : num(figure)));
  return `${name} (default ${written}; ${atLeast}, ${atMost})`;
}

/**
 * "What does the solar calculator assume", "the max system size it allows", "what yield does it use": the
 * calculator itself, from its own definitions (inputs, defaults, bounds, what its defaults give, what it
 * leaves out), never a calculation passed off as the visitor's.
 */
export function calculatorFacts(key: CalculatorKey): string {
  const defaults = calculatorDefaults[key] as Record<string, Value>;
  const advanced: readonly string[] = advancedCalculatorInputs[key];
  const inputs = Object.keys(defaults).filter((field) => !advanced.includes(field));
  const extra = Object.keys(defaults).filter((field) => advanced.includes(field));
  const service = services.find((s) => s.calculatorTab === tabForCalculator[key]);
  const title = service?.title ?? key;
  const results = summarizeCalculation(key, defaults as CalculatorInputs[typeof key]).replace(/^.*?Results:\s*/, "");
  return (
    `The ${calculatorLink(key, calculatorDefaults[key], `${title} calculator`)} takes ${joinAnd(inputs.map((f) => inputSaid(key, f, defaults[f] as Value)))}` +
    `${extra.length ? `, and as an advanced input ${joinAnd(extra.map((f) => inputSaid(key, f, defaults[f] as Value)))}` : ""}. ` +
    `On those defaults it gives: ${results}${limits[key] ?? ""}${caveatsOf(key)} ${calculatorsPage.disclaimer.text.split(". ")[0]}.`
  );
}
