/**
 * The figures a visitor types ("250kW", "$2.10 per watt", "$1.2M", "6 cents", "6.5%", "two hundred
 * kilowatts", "100-200 kW"), as quantities with their units. compromise reads the numbers (words,
 * separators, "k"/"M" suffixes, "million"); this file only attaches the unit written next to each
 * one and joins ranges, so the calculators get every figure the visitor gave, and nothing else.
 */
import nlp from "compromise";

/** What a figure measures, by the unit written with it. */
export type Unit =
  | "kW"
  | "MW"
  | "$/W"
  | "$/kWh"
  | "$"
  | "%"
  | "kg"
  | "TH/s"
  | "difficulty"
  | "years"
  | "tier"
  | "pue"
  /** Energy ("500 kWh a day", "2 MWh"): no calculator takes it, so it is named back as not understood. */
  | "kWh"
  /** Floor or roof area ("20,000 sq ft"): no calculator takes it either. */
  | "area"
  /** A sum in euros or pounds: the calculators work in dollars, so no field takes it (never read as dollars). */
  | "other-currency"
  /** A miner's efficiency ("17.5 J/TH"): no field of its own; with a hashrate it gives the power. */
  | "J/TH"
  | "none";

/** The kind of figure a unit measures: how the calculators' fields are matched, and how a figure is described. */
export type FigureKind =
  | "money"
  | "money per unit"
  | "power"
  | "energy"
  | "mass"
  | "duration"
  | "percent"
  | "hashrate"
  | "grade"
  | "area"
  | "efficiency"
  | "count";

const KIND: Readonly<Record<Unit, FigureKind>> = {
  kW: "power",
  MW: "power",
  "$/W": "money per unit",
  "$/kWh": "money per unit",
  $: "money",
  "other-currency": "money",
  "%": "percent",
  kg: "mass",
  "TH/s": "hashrate",
  difficulty: "grade",
  years: "duration",
  tier: "grade",
  pue: "grade",
  kWh: "energy",
  area: "area",
  "J/TH": "efficiency",
  none: "count",
};

/** What a figure measures ("$2.10 per watt" is money per unit, "15t" mass, "25y" a duration). */
export const kindOf = (unit: Unit): FigureKind => KIND[unit];

const figure = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 2 });
const SAY: Partial<Record<Unit, (value: number) => string>> = {
  kW: (x) => `${figure(x)} kW`,
  MW: (x) => `${figure(x)} MW`,
  "$/W": (x) => `$${x.toFixed(2)} per watt`,
  "$/kWh": (x) => `$${figure(x)}/kWh`,
  $: (x) => `$${figure(x)}`,
  "%": (x) => `${figure(x)}%`,
  kg: (x) => `${figure(x)} kg`,
  "TH/s": (x) => `${figure(x)} TH/s`,
  years: (x) => `${figure(x)} years`,
  kWh: (x) => `${figure(x)} kWh`,
  area: (x) => `${figure(x)} sq ft`,
  "J/TH": (x) => `${figure(x)} J/TH`,
};

/** A figure said back with its unit ("300 kW", "$2.10 per watt"); one without a unit as typed. */
export function spoken(q: Quantity): string {
  const say = SAY[q.unit];
  if (!say) return q.text;
  return q.upTo === undefined ? say(q.value) : `${say(q.value)} to ${say(q.upTo)}`;
}

export interface Quantity {
  /** "A few hundred kW", "a couple of megawatts": a size with no exact figure (its value is NaN). */
  readonly vague?: true;
  readonly unit: Unit;
  readonly value: number;
  /** The upper end of a range ("200-300 kW"), when the visitor gave one. */
  readonly upTo?: number;
  /** The figure as typed (for naming it back). */
  readonly text: string;
  /** Where it starts and ends in the (prepared) text, and the words just before it. */
  readonly start: number;
  readonly end: number;
  readonly before: string;
  /** A longer stretch before it, for words said a few words ahead ("actually at an interest rate of 2.5%"). */
  readonly earlier: string;
  /** The words just after it. */
  readonly after: string;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const BUCKS_AND_CENTS =
  /\b(a|one|two|three|four|five|six|seven|eight|nine|\d)\s+(?:bucks?|dollars?)\s+(?:and\s+)?(ten|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|[1-9]\d)(?:[\s-](one|two|three|four|five|six|seven|eight|nine))?\b(?:\s+cents?\b)?(?!\s*(?:thousand|million|k\b))/g;

/** "One point three", "2 point 5": a decimal said aloud, whole part and digits one word each. */
const DIGIT = "zero|one|two|three|four|five|six|seven|eight|nine|\\d";
const SAID_DECIMAL = new RegExp(`\\b(${DIGIT}|ten|\\d+)\\s+point\\s+((?:${DIGIT})(?:\\s+(?:${DIGIT}))*)\\b`, "g");
const digitOf = (word: string) => (word === "zero" ? 0 : (NUMBER_WORDS[word] ?? Number(word)));

const SUFFIX: Readonly<Record<string, number>> = { k: 1e3, m: 1e6, mm: 1e6, b: 1e9, bn: 1e9 };

/** Slashes between units become words compromise keeps apart ("0.08/kWh" → "0.08 per kWh"); TH/s stays one word. */
function prepare(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      // "$350k—my cut": an em dash between words is a pause compromise reads only with spaces around it.
      .replace(/\s*—\s*/g, " — ")
      // "2854TH/s" as well as "2854 TH/s" (no word boundary between the figure and its unit).
      .replace(/(\d|\b)([tpe])h\s*\/\s*s\b/g, "$1$2hs")
      // "Tier III" is Tier 3; "kWp", "kWdc", "MWac" are kW and MW.
      // "€0.25", "£2 a watt", "5 euros": kept apart from dollars.
      .replace(/[€£]\s*(?=\d)/g, "eur ")
      // "24/7" is a schedule, not two figures.
      .replace(/\b24\s*\/\s*7\b/g, "around the clock")
      // "2,5 MW": a comma before one or two digits and a unit is a decimal comma (thousands take three; "1,2 and 3" is a list).
      .replace(/(\d),(\d{1,2})(?=\s*(?:kw|mw|gw|kg|%|t\b|tonnes?|tons?|years?|cents?|c\b|per\b|\/|megawatts?|kilowatts?))/g, "$1.$2")
      // "a pue of one point three" is 1.3 (compromise reads "one" and stops).
      .replace(SAID_DECIMAL, (_, whole: string, digits: string) => `${digitOf(whole)}.${digits.split(/\s+/).map(digitOf).join("")}`)
      // "1/2 MW", "a quarter million", "100 grand": fractions and money words compromise reads otherwise.
      .replace(/\b([13])\s*\/\s*([24])\b/g, (_, a: string, b: string) => String(Number(a) / Number(b)))
      .replace(/\b(?:a\s+)?quarter(?:\s+of\s+a)?\s+(million|mil|thousand)\b/g, "0.25 $1")
      .replace(/\bthree[\s-]quarters?(?:\s+of\s+a)?\s+(million|mil|thousand)\b/g, "0.75 $1")
      .replace(/\b(\d+(?:\.\d+)?)\s*grand\b/g, "$$$1k")
      // "a dozen mugs", "two dozen hoodies": a count compromise does not read (not before a figure: "a dozen 200 kW chargers").
      .replace(/\b(a|one|two|three|four|five|six|\d+)\s+dozen\b(?!\s*\d)/g, (_, n: string) => String((NUMBER_WORDS[n] ?? Number(n)) * 12))
      // "a half megawatt electrolyser": half of the unit ("half a megawatt" is read below).
      .replace(/\b(?:a\s+)?half\s+(?=(?:megawatts?|mw|kilowatts?|kw|gigawatts?|gw|tonnes?)\b)/g, "0.5 ")
      // "a megawatt", "one tonne of storage": one of the unit.
      .replace(
        // "twelve cents a kilowatt hour" is a price per kWh, not one kilowatt.
        /(?<!\b(?:half|quarter|third|fifth|tenth|of|cents?|dollars?|bucks|pence)\s+)\b(?:a|one)\s+(?=(?:megawatts?|mw|kilowatts?|gigawatts?|gw|tonnes?|metric tons?)\b)/g,
        "1 ",
      )
      // "2 x 150kw": so many of a size is their sum.
      .replace(
        /\b(\d+)\s*[x×]\s*(\d+(?:\.\d+)?)\s*(kw|mw|kilowatts?|megawatts?|ths|th\/s)\b/g,
        (_, count: string, size: string, unit: string) => `${Number(count) * Number(size)} ${unit}`,
      )
      // "c-pace" is PACE: its "c" is no cents ("$800k c-pace").
      .replace(/\bc-pace\b/g, "pace")
      // "a buck ninety", "two dollars fifty": dollars and cents said as words.
      .replace(BUCKS_AND_CENTS, (_, dollars: string, tens: string, ones: string | undefined) => {
        const cents = (NUMBER_WORDS[tens] ?? Number(tens)) + (ones ? (NUMBER_WORDS[ones] ?? 0) : 0);
        return `$${NUMBER_WORDS[dollars] ?? dollars}.${String(cents).padStart(2, "0")}`;
      })
      .replace(/\b(?:a|one) buck\b|\b(?:a|one) dollar\b(?=\s+(?:per|a|an|each)\s)/g, "$$1")
      .replace(/\b(\d+(?:\.\d+)?) bucks\b/g, "$$$1")
      // "25y", "10yr", "180mo": durations written short.
      .replace(/(\d)\s*y\b/g, "$1 years")
      .replace(/(\d)\s*(?:mo|mos|mths?)\b/g, "$1 months")
      // "$.11" is $0.11; "8¢" is 8 cents; "1 mil" is a million; "pue=1.2" and "tier-3" are "pue = 1.2", "tier 3".
      .replace(/(^|[^\d.])\.(\d)/g, "$10.$2")
      .replace(/¢/g, " cents")
      .replace(/(\d)\s*(?:mil|mill|mln|mn)\b/g, "$1 million")
      // "2.5 million", "$20 million": written in digits, which compromise reads the same in every context
      // (with the word it joins "20 million, 25 years" into 20,000,025 and splits "$3 million" at a sentence's end).
      .replace(/(?<![\d,.])(\d+(?:\.\d+)?)\s*(million|billion|thousand|trillion)\b/g, (_, figure: string, scale: string) =>
        String(Math.round(Number(figure) * SCALE_WORDS[scale as keyof typeof SCALE_WORDS] * 100) / 100),
      )
      .replace(/\s*=\s*/g, " = ")
      .replace(/\btier[\s-]+(\d)/g, "tier $1")
      .replace(/\btier\s+(iv|iii|ii|i)\b/g, (_, roman: string) => `tier ${{ i: 1, ii: 2, iii: 3, iv: 4 }[roman as "i"]}`)
      // "tier one": a tier said as a word ("one" alone is no figure to compromise here).
      .replace(/\btier\s+(one|two|three|four)\b/g, (_, word: string) => `tier ${NUMBER_WORDS[word]}`)
      // "at a 1.18 PUE": the ratio said before its name is the PUE all the same.
      .replace(/(?<![\d.])(\d(?:\.\d+)?)\s+pue\b/g, "pue $1")
      .replace(/(\d\s*(?:k|m|g)w)(?:p|dc|ac)\b/g, "$1")
      // "$1.55 watt": a sum said of a watt is its price per watt.
      .replace(/(\$\d+(?:\.\d+)?)\s+(watts?|w)\b/g, "$1 per watt")
      .replace(/\s*\/\s*/g, " per ")
      // "100-200 kW" is a range; "PUE 1.2 - 10 year TCO" is not (spaces around a hyphen separate).
      .replace(/(\d)(?:-|\s*–\s*)(\$?\d)/g, "$1 to $2")
      .replace(/(\d\s*(?:kw|mw))(?:-|\s*–\s*)(\d)/g, "$1 to $2")
      .replace(/(\d)(kw|mw|gw|kgs?|ths|phs|ehs|eh|t)\b/g, "$1 $2")
      // "3 metric tons": tonnes, whatever the spelling.
      .replace(/\bmetric\s+(?:tons?|tonnes?)\b/g, "tonnes")
      // "30 s19s at 110th": beside mining words a figure's "th" is terahashes, not an ordinal ("the 25th").
      .replace(/(\d)th\b/g, (said, digit: string, _at: number, whole: string) => (MINING_WORDS.test(whole) ? `${digit} th` : said))
  );
}

/** Words that make a message about mining machines. */
const MINING_WORDS = /\b(?:s\d{2}\w*|antminers?|whatsminers?|miners?|mining|asics?|rigs?|hash\w*|btc|bitcoin)\b/;

interface Raw {
  value: number;
  unitWord: string;
  text: string;
  start: number;
  end: number;
  money: boolean;
  percent: boolean;
  cents: boolean;
}

/** The scale words a figure in digits may carry ("2.5 million"). */
const SCALE_WORDS = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 } as const;

function rawNumbers(text: string): Raw[] {
  const found = nlp(text).numbers().json({ offset: true }) as {
    text: string;
    offset: { start: number; length: number };
    number: { prefix: string; num: number; suffix: string; unit: string };
  }[];
  return (
    found
      // "$60k and $0.16/kWh": compromise may return the "and" between two sums as a number of its own.
      .filter((n) => Number.isFinite(n.number?.num) && n.offset && !/^\W*(?:and|or|to|&)\W*$/i.test(n.text))
      .map((n) => {
        // compromise may keep the space before a dash in the suffix ("$350k — my cut": "k ").
        const suffix = n.number.suffix.toLowerCase().trim();
        // Without a "$" compromise reads "90k", "1.2m" or "15c" as a number with a unit "k", "m", "c".
        const unit = n.number.unit.toLowerCase().trim();
        // compromise may keep an article after the figure ("$4,000 a month"): it belongs to the words after.
        // A dash after it ("3.2% - ballpark?", "$350k — my cut") is punctuation, not part of the figure.
        const text = n.text
          .trim()
          .replace(/\s+(?:a|an|the)$/, "")
          .replace(/\s*[-–—]$/, "");
        // Sometimes it keeps the letter only in the text ("300k - yearly").
        const tail = unit === "" ? (/\d\s*([a-z]+)$/i.exec(text)?.[1]?.toLowerCase() ?? "") : "";
        return {
          value: n.number.num * (SUFFIX[suffix] ?? SUFFIX[unit] ?? SUFFIX[tail] ?? 1),
          // A unit word compromise took into the number ("10yr") is read like one written after it.
          unitWord: SUFFIX[unit] || /^(cents?|¢|c|dollars?|usd|bucks)$/.test(unit) ? "" : unit,
          text,
          start: n.offset.start,
          end: n.offset.start + n.offset.length - (n.text.trim().length - text.length),
          money: n.number.prefix.includes("$") || text.startsWith("$") || /^(dollars?|usd|bucks)$/.test(unit),
          // compromise may keep what follows in the suffix ("% -").
          percent: suffix.trim().startsWith("%"),
          cents: /^(cents?|¢|c)$/.test(unit),
        };
      })
  );
}

// The unit is read from the words right after the figure (and, for a few, right before it).
const AFTER: readonly [RegExp, Unit, number][] = [
  // "17.5 J/TH", "21.5 w/th" ("/" is read as "per"): before watts and terahashes, which it is made of.
  [/^\s*(?:j|joules?|w|watts?)\s*(?:per\s*)(?:th|ths|terahash(?:es)?)\b/, "J/TH", 1],
  [/^\s*(?:mwh|megawatt[ -]?hours?)\b/, "kWh", 1000],
  [/^\s*(?:kwh|kilowatt[ -]?hours?)\b/, "kWh", 1],
  // "megawats", "kilowats": the unit with one t, a typo visitors make.
  [/^\s*(?:gw|gigawatt?s?)\b/, "MW", 1000],
  [/^\s*(?:mw|megawatt?s?|mwe|megs?)\b/, "MW", 1],
  // "kw h" and "kilowatt hours" are energy; "469 kilowatts hashrate" is power.
  [/^\s*(?:kw|kilowatt?s?|kwe)\b(?!\s*h(?:rs?|ours?)?\b)/, "kW", 1],
  [/^\s*(?:watts?|w)\b(?!\s*h(?:rs?|ours?)?\b)/, "kW", 0.001],
  // "500 kg a day" is a production rate, which no calculator takes: not a storage size.
  [/^\s*(?:kgs?|kilos?|kilograms?)\b(?!\s*(?:per|a|an|each)\s+(?:day|year|yr|hour|month))/, "kg", 1],
  [/^\s*(?:tonnes?|tons?)\b(?!\s*(?:per|a|an|each)\s+(?:day|year|yr|hour|month))/, "kg", 1000],
  [/^\s*(?:phs|ph|petahash(?:es)?)\b/, "TH/s", 1000],
  [/^\s*(?:ths|th|terahash(?:es)?)\b/, "TH/s", 1],
  [/^\s*(?:ehs|eh|exahash(?:es)?)\b/, "TH/s", 1_000_000],
  [/^\s*(?:%|percent|per ?cent|pct)/, "%", 1],
  [/^\s*(?:-\s*)?(?:years?|yrs?|yr)\b/, "years", 1],
  [/^\s*(?:-\s*)?months?\b/, "years", 1 / 12],
  [/^\s*decades?\b/, "years", 10],
  [/^\s*(?:sq\.?\s*(?:ft|feet|foot|m)|square (?:feet|foot|met(?:er|re)s?)|m2|ft2)\b/, "area", 1],
  // "15t of storage", "2 t of h2": tonnes of hydrogen, not a mining difficulty.
  [/^\s*t\b(?=\s*(?:of\s+)?(?:h2|hydrogen|storage|tanks?|stored)\b)/, "kg", 1000],
  [/^\s*t\b/, "difficulty", 1],
];
const PER_WATT = /^\s*(?:dollars?|usd|\$|cents?|¢)?\s*(?:per|a|an|each)\s+(?:watt|w|wp|watt[- ]peak)\b/;
const PER_KWH = /^\s*(?:dollars?|usd|\$|cents?|¢)?\s*(?:per|a|an|each)\s+(?:kwh|kilowatt[ -]?hours?)\b/;
const PER_KW = /^\s*(?:dollars?|usd|\$)?\s*(?:per|a|an|each)\s+(?:kw|kilowatt)\b(?!\s*h(?:rs?|ours?)?\b)/;
const PER_MWH = /^\s*(?:dollars?|usd|\$)?\s*(?:per|a|an|each)\s+(?:mwh|megawatt[ -]?hours?)\b/;
/** Euros or pounds, written before the figure (prepared as "eur") or after it. */
const OTHER_CURRENCY_BEFORE = /\b(?:eur|euros?|gbp|pounds?|sterling)\s*$/;
/** Pence too ("28 p per kwh", "30 pence a unit"; "28p" is read by its text): a British price, not 28 dollars. */
const OTHER_CURRENCY_AFTER = /^\s*(?:eur|euros?|gbp|pounds?|sterling|quid|pence)\b|^\s*p\b(?=\s*(?:\/|per|a|an)\s*(?:kwh|kilowatt|unit)\b)/;
const CENTS = /^\s*(?:cents?|¢|c\b)/;
/**
 * The words before a coin's price, with the verbs a price moves by ("btc at 90k", "if bitcoin halves to
 * 30k", "bitcoin dropped to $800"): the figure after them is that price in dollars, "$" or not.
 */
export const COIN_PRICE_BEFORE =
  /\b(?:bitcoin|btc|coin)\b(?:\s+price)?\s*(?:(?:hits?|goes|went|reach(?:es|ed)?|stays|stayed|drops?|dropped|falls?|fell|crash(?:es|ed)?|rises?|rose|climbs?|climbed|sinks?|sank|halv(?:es|ed)|doubl(?:es|ed)|tank(?:s|ed)|plunge[sd]?|dips?|dipped|soars?|soared|surge[sd]?|spike[sd]?|trad(?:es|ed|ing)|jumps?|jumped|moves?|moved|gets?|got|recovers?|recovered)\s+)?(?:is|at|of|=|@|hits?|reaches|was|were|around|about|to|back to)?\s*(?:is\s+|at\s+)?\$?\s*$/;

const BEFORE: readonly [RegExp, Unit][] = [
  [/\btier\s*(?:level\s*)?$/, "tier"],
  [/\bpue\s*(?:of|is|at|=|around|about)?\s*(?:an?\s+)?$/, "pue"],
  [/\bdifficulty\s*(?:of|is|at|=|around|about)?\s*$/, "difficulty"],
  [COIN_PRICE_BEFORE, "$"],
];

/** Read only when nothing follows the figure: "price per watt of 2.05", "storage of 2000", "hashrate of 150". */
const BEFORE_LATE: readonly [RegExp, Unit][] = [
  [/\bper\s+(?:watt|w)\s*(?:of|is|at|=|:)?\s*\$?$/, "$/W"],
  [/\bper\s+(?:kwh|kilowatt[ -]?hour)\s*(?:of|is|at|=|:)?\s*\$?$/, "$/kWh"],
  [/\bstorage\s*(?:of|is|at|=|:)\s*$/, "kg"],
  [/\bhash\s*rate\s*(?:of|is|at|=|:)\s*$/, "TH/s"],
];

function unitOf(raw: Raw, written: string, before: string): { unit: Unit; factor: number } {
  const rawAfter = raw.unitWord && !written.trimStart().startsWith(raw.unitWord) ? ` ${raw.unitWord}${written}` : written;
  if (!raw.money && (OTHER_CURRENCY_BEFORE.test(before) || OTHER_CURRENCY_AFTER.test(rawAfter) || /^\d+(?:\.\d+)?p$/.test(raw.text)))
    return { unit: "other-currency", factor: 1 };
  // "half a megawatt", "a third of a MW": the article between a fraction and its unit says nothing.
  const after = raw.value < 1 && !raw.money ? rawAfter.replace(/^\s*(?:of\s+)?an?\s+(?!watt|w\b|kwh)/, " ") : rawAfter;
  if (PER_WATT.test(after) && (raw.money || raw.cents || CENTS.test(after) || raw.value < 10))
    return { unit: "$/W", factor: raw.cents || CENTS.test(after) ? 0.01 : 1 };
  // "$0.07 kwh": a sum written before kWh is its price.
  if (PER_KWH.test(after) || (raw.money && /^\s*kwh\b/.test(after)))
    return { unit: "$/kWh", factor: raw.cents || CENTS.test(after) ? 0.01 : 1 };
  // "$45/MWh" is 4.5 cents a kWh; "$1,800 per kW" installed is $1.80 a watt (a data center's $13,000/kW is no solar price).
  if (PER_MWH.test(after) && (raw.money || raw.value >= 1)) return { unit: "$/kWh", factor: 0.001 };
  if (PER_KW.test(after) && raw.money && raw.value >= 300 && raw.value <= 5000) return { unit: "$/W", factor: 0.001 };
  // Cents without a unit are an electricity price: the only thing the calculators price in cents.
  if (raw.cents || CENTS.test(after)) return { unit: "$/kWh", factor: 0.01 };
  if (raw.percent) return { unit: "%", factor: 1 };
  for (const [pattern, unit] of BEFORE) if (pattern.test(before)) return { unit, factor: 1 };
  // "storage 2t" is two tonnes, not a difficulty.
  if (/\bstorage\b[^\d]*$/.test(before) && /^\s*t\b/.test(after)) return { unit: "kg", factor: 1000 };
  // "$4,000 a month" is a sum by the month, not a duration.
  for (const [pattern, unit, factor] of AFTER) if (pattern.test(after) && !(raw.money && unit === "years")) return { unit, factor };
  for (const [pattern, unit] of BEFORE_LATE) if (pattern.test(before)) return { unit, factor: 1 };
  // Less than a dollar with no unit is a price per kWh ("at $0.07"): no calculator takes another sum that small.
  if (raw.money && raw.value < 1) return { unit: "$/kWh", factor: 1 };
  if (raw.money) return { unit: "$", factor: 1 };
  return { unit: "none", factor: 1 };
}

/** Sizes in kW, to compare the two ends of a range written in two units. */
const POWER: Partial<Record<Unit, number>> = { kW: 1, MW: 1000 };

/** Joins "200 to 300 kW", "between 100 and 200 kW", "$2 to $2.50 per watt" into one quantity. */
const RANGE_JOIN = /^\s*(?:kw|mw|kilowatts?|megawatts?)?\s*(?:to|and|or|through|till|until|up to)\s*$/;

/** A text with no digit and no number word has no figure: compromise is not asked. */
const MAY_HAVE_NUMBER =
  /\d|\btier\s+(?:i|ii|iii|iv)\b|\b(quarter|third|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|half|dozen|buck|bucks|megawatts?|mw|kilowatts?|kw|gigawatts?|gw|tonnes?|metric tons?)\b/i;

/** The last few readings: one answer reads the same question several times. */
const recent = new Map<string, Quantity[]>();

/** Every figure in a text, in order, each with its unit; ranges as one quantity. */
export function quantities(text: string): Quantity[] {
  if (!MAY_HAVE_NUMBER.test(text)) return [];
  const key = text.toLowerCase();
  const kept = recent.get(key);
  if (kept) return kept;
  const found = read(key);
  if (recent.size >= 32) recent.delete(recent.keys().next().value as string);
  recent.set(key, found);
  return found;
}

/** Sizes said without a figure ("a few hundred kW", "several megawatts", "a couple of tonnes"). */
const VAGUE =
  /\b(?:a couple(?: of)?|a few|several|some|a handful of|a bunch of|a lot of|lots of|multiple|a number of)\s+(?:(?:hundred|thousand|million)s?\s+(?:of\s+)?)?(?:megawatts?|mw|kilowatts?|kw|gigawatts?|gw|tonnes?|tons?|kg|kilos?|th\/?s|ths|terahash|petahash|cents|bucks|grand|dollars)\b/g;

function read(text: string): Quantity[] {
  const prepared = prepare(text);
  const vague = [...prepared.matchAll(VAGUE)].map(
    (m): Quantity => ({
      vague: true,
      unit: "none",
      value: Number.NaN,
      text: m[0],
      start: m.index,
      end: m.index + m[0].length,
      before: prepared.slice(Math.max(0, m.index - 30), m.index),
      earlier: prepared.slice(Math.max(0, m.index - 60), m.index),
      after: prepared.slice(m.index + m[0].length, m.index + m[0].length + 40),
    }),
  );
  const inVague = (raw: Raw) => vague.some((v) => raw.start >= v.start && raw.start < v.end);
  // "A few questions": compromise reads "a few" as 3, but it is no figure.
  const raws = rawNumbers(prepared).filter((raw) => !inVague(raw) && !/^(?:a few|a couple|several|a handful)$/.test(raw.text));
  const out: Quantity[] = [];
  for (let i = 0; i < raws.length; i++) {
    const raw = raws[i] as Raw;
    // "a bitcoin one", "the big one": "one" standing for a thing, not a figure (a unit after it makes it one).
    if (
      /^one\W*$/.test(raw.text) &&
      !/^\W*(?:kw|mw|gw|kg|watt|megawatt|kilowatt|tonne|ton|%|percent|dollar|cent|year|million|thousand|hundred)/.test(
        prepared.slice(raw.end),
      )
    )
      continue;
    const next = raws[i + 1];
    const isRange =
      next !== undefined &&
      RANGE_JOIN.test(prepared.slice(raw.end, next.start)) &&
      (/\b(between|from)\s*\$?$/.test(prepared.slice(Math.max(0, raw.start - 12), raw.start)) ||
        /^\s*(?:kw|mw|kilowatts?|megawatts?)?\s*(?:to|through)\s*$/.test(prepared.slice(raw.end, next.start)));
    const last = isRange ? next : raw;
    const after = prepared.slice(last.end, last.end + 40);
    const before = prepared.slice(Math.max(0, raw.start - 30), raw.start);
    const own = unitOf(raw, prepared.slice(raw.end, raw.end + 40), before);
    // In a range the unit is usually written once, after the second figure ("$2 to $2.50 per watt").
    const shared = isRange && (own.unit === "none" || own.unit === "$");
    const { unit, factor } = shared ? unitOf({ ...last, money: last.money || raw.money }, after, before) : own;
    const scaleFirst = shared ? factor : own.factor;
    // "500kW-1MW": the upper end in the lower end's unit.
    const second = isRange && !shared ? unitOf(last, after, prepared.slice(Math.max(0, last.start - 30), last.start)) : null;
    const upper =
      second && second.unit !== unit && POWER[second.unit] && POWER[unit]
        ? (last.value * second.factor * (POWER[second.unit] ?? 1)) / (POWER[unit] ?? 1)
        : last.value * factor;
    // "Difficulty of 80 trillion" is 80T: the calculators count difficulty in trillions.
    const value = unit === "difficulty" && raw.value >= 1e9 ? raw.value / 1e12 : raw.value * scaleFirst;
    const quantity: Quantity = {
      unit,
      value: tidy(value),
      ...(isRange ? { upTo: tidy(upper) } : {}),
      text: prepared.slice(raw.start, last.end).trim(),
      start: raw.start,
      end: last.end,
      before,
      earlier: prepared.slice(Math.max(0, raw.start - 60), raw.start),
      after,
    };
    out.push(quantity);
    if (isRange) i++;
  }
  return perMachine(out)
    .concat(vague)
    .sort((a, b) => a.start - b.start);
}

/** 4.4 cents is 0.044, not 0.044000000000000004: a figure as the visitor wrote it, for the answer and the link. */
export const tidy = (x: number) => Number(x.toPrecision(12));

/** "20 miners at 3.25 kW each": a count of machines, and a figure given for each one. */
const MACHINES = /^\s*(?:x\s*)?(?:[a-z0-9-]+\s+){0,2}?(?:machines?|miners?|antminers?|asics?|rigs?|units?|servers?|s\d+s?)\b/;
const EACH = /^\s*(?:each|apiece|a piece|per (?:machine|miner|asic|rig|unit))\b/;
const ALL_OF_THEM = /\b(?:total(?:ling|ing)?|in total|combined|altogether|all together|between them|all in)\b/;
const EACH_BEFORE = /\beach\s+(?:(?:at|of|drawing|using|pulling|rated at|doing|running at|with)\s+)?$/;

/** The figure for each machine times their count, the count then said (it is part of the total). */
function perMachine(found: Quantity[]): Quantity[] {
  // compromise may keep the word after a count in the number's text ("20 miners").
  const following = (q: Quantity) => ` ${q.text.replace(/^[\d.,\s]+/, "")} ${q.after}`;
  const count = found.find((q) => q.unit === "none" && Number.isInteger(q.value) && q.value >= 2 && MACHINES.test(following(q)));
  if (!count) return found;
  // "3,250 watts each", and "each drawing 3.4 kw" with the word before the figure.
  const each = (q: Quantity) =>
    (q.unit === "kW" || q.unit === "MW" || q.unit === "TH/s") &&
    (EACH.test(following(q).replace(/^\s*(?:kw|mw|ths|th|phs|ph|watts?|w|kilowatts?|megawatts?|terahash(?:es)?)\b/, "")) ||
      EACH_BEFORE.test(q.before));
  const perEach = new Set(found.filter(each));
  // "our 40 rigs total 5,000 TH/s and pull 140kW": figures said of them all; the count only says how many there are.
  if (perEach.size === 0)
    return found.some((q) => ["kW", "MW", "TH/s"].includes(q.unit) && ALL_OF_THEM.test(`${q.before} ${following(q)}`))
      ? found.filter((q) => q !== count)
      : found;
  // "110 TH/s and 3.25 kW each": "each" covers the figures listed just before it too.
  for (let i = found.length - 1; i > 0; i--) {
    const [previous, current] = [found[i - 1] as Quantity, found[i] as Quantity];
    const between = previous.after.slice(0, Math.max(0, current.start - previous.end));
    if (perEach.has(current) && ["kW", "MW", "TH/s"].includes(previous.unit) && /^\s*(?:kw|mw|ths|th)?\s*(?:and|,|&|\+)\s*$/.test(between))
      perEach.add(previous);
  }
  // "each 110 th and 3.3kw": "each" said before a list covers the figures listed after it, unless one is a total.
  for (let i = 1; i < found.length; i++) {
    const [previous, current] = [found[i - 1] as Quantity, found[i] as Quantity];
    const between = previous.after.slice(0, Math.max(0, current.start - previous.end));
    if (
      perEach.has(previous) &&
      ["kW", "MW", "TH/s"].includes(current.unit) &&
      /^\s*(?:kw|mw|ths|th)?\s*(?:and|,|&|\+)\s*$/.test(between) &&
      !/^\s*(?:kw|mw|ths|th|watts?|w)?\s*(?:total|in total|overall|altogether|combined|all in)\b/.test(following(current))
    )
      perEach.add(current);
  }
  return found
    .filter((q) => q !== count)
    .map((q) =>
      perEach.has(q)
        ? { ...q, value: tidy(q.value * count.value), ...(q.upTo === undefined ? {} : { upTo: tidy(q.upTo * count.value) }) }
        : q,
    );
}
