/**
 * A grammar of visitor messages that give a calculator their own figures (issue 33, ADR 322): for
 * each calculator, the ways visitors write each field's figure ("250 kW", "0.25 MW", "$2.10/W",
 * "2.1 dollars a watt", "12 cents", "26 percent ITC", "$1.5M", "1,500k"), the ways they name the
 * service, and the words around them. Values are drawn inside the calculator's bounds (or, for the
 * limit cases, just outside one), in the precision visitors type. The expected inputs are the
 * calculator's defaults with the drawn values over them: the test checks the answer against
 * contract/'s own summary, link and bound messages, never against figures written here.
 */
import fc from "fast-check";
import { calculatorDefaults, type CalculatorKey } from "#contract/calculators.ts";
import { collections, type MerchItem } from "#contract/merch-catalogue.ts";

type Value = number | string | boolean;

/** One field's figure as a visitor writes it: the wordings that fit the value (at least one). */
interface FieldGrammar {
  readonly field: string;
  /** Values inside the bounds, as visitors type them. */
  readonly value: fc.Arbitrary<Value>;
  /** A value just outside the bounds, for a field whose figure has a unit of its own. */
  readonly outside?: fc.Arbitrary<number>;
  readonly say: (value: Value) => readonly string[];
  /** A range of this field's figure as visitors write it ("200-300 kW", "between 2 and 3 MW"). */
  readonly range?: (low: number, high: number) => readonly string[];
  /** A choice said in words (a location, a cooling type), not a figure. */
  readonly choice?: true;
}

const fixed = (value: number, digits: number) => value.toFixed(digits);
/** "2.5", "3", never "3.0". */
const plain = (value: number) => String(Number(value.toFixed(4)));
const grouped = (value: number) => value.toLocaleString("en-US", { maximumFractionDigits: 4 });
const roman = ["", "I", "II", "III", "IV"] as const;

/** "$1.5M", "1,500k", "$1,500,000", "1.5 million", "$1.5 mil": a sum of dollars in the forms visitors use. */
function sums(value: number): string[] {
  const out = [`$${grouped(value)}`];
  if (value % 1000 === 0) out.push(`$${plain(value / 1000)}k`, `${grouped(value / 1000)}k`);
  if (value >= 1_000_000 && value % 100_000 === 0)
    out.push(`$${plain(value / 1e6)}M`, `${plain(value / 1e6)} million`, `$${plain(value / 1e6)} million`, `$${plain(value / 1e6)} mil`);
  return out;
}

const cents = (rate: number) => Math.round(rate * 100);

export const grammar: { readonly [K in CalculatorKey]: readonly FieldGrammar[] } = {
  solar: [
    {
      field: "systemSize",
      value: fc.oneof(
        fc.integer({ min: 5, max: 999 }),
        fc.integer({ min: 1, max: 80 }).map((x) => x * 100),
      ),
      outside: fc.integer({ min: 11, max: 40 }).map((x) => x * 1000),
      range: (lo, hi) => [`${lo}-${hi} kW`, `between ${lo} and ${hi} kW`, `${lo} to ${hi} kilowatts`],
      say: (v) => {
        const kw = Number(v);
        // "kilowats": a mild typo visitors make.
        const out = [`${grouped(kw)} kW`, `${kw}kw`, `${grouped(kw)} kilowatts`, `${kw}kW`, `${kw} kilowats`, `${kw} KW`];
        if (kw % 100 === 0) out.push(`${plain(kw / 1000)} MW`, `${plain(kw / 1000)}MW`, `${plain(kw / 1000)} megawatts`);
        return out;
      },
    },
    {
      field: "pricePerWatt",
      value: fc.integer({ min: 80, max: 450 }).map((c) => c / 100),
      outside: fc.integer({ min: 11, max: 20 }),
      say: (v) => [
        `$${fixed(Number(v), 2)}/W`,
        `$${fixed(Number(v), 2)} per watt`,
        `${plain(Number(v))} dollars a watt`,
        `$${plain(Number(v))}/watt`,
        `$${plain(Number(v))} a watt`,
      ],
    },
    {
      field: "utilityRate",
      value: fc.integer({ min: 5, max: 40 }).map((c) => c / 100),
      say: (v) => [
        `${cents(Number(v))} cents per kWh`,
        `${cents(Number(v))}c/kWh`,
        `$${fixed(Number(v), 2)}/kWh`,
        `electricity at ${cents(Number(v))} cents`,
        `power at $${fixed(Number(v), 2)} a kWh`,
        `a utility rate of ${cents(Number(v))} cents`,
      ],
    },
    {
      field: "incentives",
      value: fc.integer({ min: 0, max: 60 }),
      say: (v) => [
        `${v}% incentives`,
        `${v} percent ITC`,
        `a ${v}% tax credit`,
        `incentives of ${v}%`,
        `${v}% in rebates`,
        `${v} pct incentives`,
      ],
    },
    {
      field: "location",
      choice: true,
      value: fc.constantFrom("Ireland", "Germany", "France", "United Kingdom"),
      say: (v) => (v === "United Kingdom" ? ["in the UK", "in England"] : [`in ${v}`]),
    },
  ],
  hydrogen: [
    {
      field: "electrolyzerSize",
      value: fc.oneof(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 19 }).map((x) => x / 2),
      ),
      outside: fc.integer({ min: 120, max: 400 }),
      range: (lo, hi) => [
        `${plain(lo)}-${plain(hi)} MW`,
        `between ${plain(lo)} and ${plain(hi)} MW`,
        `${plain(lo)} to ${plain(hi)} megawatts`,
      ],
      say: (v) => {
        const mw = Number(v);
        return [
          `${plain(mw)} MW electrolyzer`,
          `${plain(mw)}MW`,
          `${plain(mw)} megawatts`,
          `${grouped(mw * 1000)} kW electrolyser`,
          `${plain(mw)} megawatt electrolyzer`,
          `${plain(mw)} megawats`,
        ];
      },
    },
    {
      field: "storageSize",
      value: fc.integer({ min: 2, max: 400 }).map((x) => x * 100),
      outside: fc.integer({ min: 2, max: 9 }).map((x) => x * 10),
      say: (v) => {
        const kg = Number(v);
        return [`${grouped(kg)} kg of storage`, `${kg}kg storage`, `storage of ${grouped(kg)} kg`, `${plain(kg / 1000)} tonnes of storage`];
      },
    },
    {
      field: "compressionNeeded",
      choice: true,
      value: fc.boolean(),
      say: (v) => (v ? ["with compression", "compression included"] : ["no compression", "without compression"]),
    },
  ],
  mining: [
    {
      field: "hashrate",
      value: fc.integer({ min: 10, max: 5000 }),
      outside: fc.integer({ min: 12, max: 50 }).map((x) => x * 1000),
      range: (lo, hi) => [`${lo}-${hi} TH/s`, `between ${lo} and ${hi} TH/s`],
      say: (v) => [`${grouped(Number(v))} TH/s`, `${v} th/s`, `${v}TH/s`, `hashrate of ${v} TH/s`, `${v} terahash`, `${v} THs`],
    },
    {
      field: "power",
      value: fc.integer({ min: 10, max: 5000 }),
      say: (v) => [`${grouped(Number(v))} kW`, `${v}kw of power`, `${grouped(Number(v))} kilowatts`],
    },
    {
      field: "electricityRate",
      value: fc.integer({ min: 2, max: 20 }).map((c) => c / 100),
      outside: fc.integer({ min: 55, max: 90 }).map((c) => c / 100),
      say: (v) => [
        `${cents(Number(v))} cents/kWh`,
        `power at ${cents(Number(v))}c`,
        `$${fixed(Number(v), 2)}/kWh`,
        `electricity at ${cents(Number(v))} cents`,
      ],
    },
    {
      field: "bitcoinPrice",
      value: fc.integer({ min: 20, max: 200 }).map((k) => k * 1000),
      outside: fc.integer({ min: 6, max: 9 }).map((x) => x * 100_000),
      say: (v) => [`btc at $${Number(v) / 1000}k`, `bitcoin at $${grouped(Number(v))}`, `a btc price of ${Number(v) / 1000}k`],
    },
    {
      field: "difficulty",
      value: fc.integer({ min: 200, max: 1000 }).map((x) => x * 100),
      say: (v) => [`difficulty ${grouped(Number(v))}T`, `difficulty of ${v}T`],
    },
  ],
  dataCenter: [
    {
      field: "capacity",
      value: fc.oneof(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 9 }).map((x) => x / 2),
      ),
      outside: fc.integer({ min: 150, max: 400 }),
      range: (lo, hi) => [`${plain(lo)}-${plain(hi)} MW`, `between ${plain(lo)} and ${plain(hi)} MW`],
      say: (v) => [`${plain(Number(v))} MW`, `${plain(Number(v))}MW`, `${grouped(Number(v) * 1000)} kW`, `${plain(Number(v))} megawatts`],
    },
    {
      field: "tier",
      value: fc.integer({ min: 1, max: 4 }),
      say: (v) => [`tier ${v}`, `Tier ${roman[Number(v)]}`, `tier-${v}`],
    },
    {
      field: "pue",
      value: fc.integer({ min: 11, max: 20 }).map((x) => x / 10),
      outside: fc.integer({ min: 22, max: 30 }).map((x) => x / 10),
      say: (v) => [`PUE ${plain(Number(v))}`, `a PUE of ${plain(Number(v))}`, `pue of ${plain(Number(v))}`],
    },
    {
      field: "redundancyLevel",
      choice: true,
      value: fc.constantFrom("n+1", "2n"),
      say: (v) => (v === "2n" ? ["2N redundancy", "2N"] : ["N+1 redundancy", "N+1"]),
    },
    {
      field: "coolingType",
      choice: true,
      value: fc.constantFrom("liquid", "air"),
      say: (v) => (v === "liquid" ? ["liquid cooling", "liquid cooled"] : ["air cooling", "air-cooled"]),
    },
  ],
  pace: [
    {
      field: "projectCost",
      value: fc.oneof(
        fc.integer({ min: 10, max: 99 }).map((x) => x * 10_000),
        fc.integer({ min: 10, max: 150 }).map((x) => x * 100_000),
      ),
      say: (v) => sums(Number(v)).map((s) => `a ${s} project`),
    },
    {
      field: "propertyValue",
      value: fc.integer({ min: 6, max: 400 }).map((x) => x * 500_000),
      say: (v) => sums(Number(v)).flatMap((s) => [`building worth ${s}`, `property value ${s}`, `a property valued at ${s}`]),
    },
    {
      field: "term",
      value: fc.integer({ min: 5, max: 30 }),
      outside: fc.integer({ min: 35, max: 50 }),
      say: (v) => [`${v} years`, `${v} yrs`, `over ${v} years`, `a ${v}-year term`, `${v}yr term`, `${v} year loan`],
    },
    {
      field: "interestRate",
      value: fc.oneof(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 21, max: 119 }).map((x) => x / 10),
      ),
      outside: fc.integer({ min: 13, max: 25 }),
      say: (v) => [
        `${plain(Number(v))}% interest`,
        `${plain(Number(v))} percent interest`,
        `an interest rate of ${plain(Number(v))}%`,
        `${plain(Number(v))}% APR`,
      ],
    },
  ],
};

/** How the service is named (sometimes not at all, when the figures' units pick the calculator). */
const serviceNames: { readonly [K in CalculatorKey]: readonly string[] } = {
  solar: ["solar", "a solar system", "a solar array", "rooftop solar", "solar pv"],
  hydrogen: ["green hydrogen", "a hydrogen plant", "an h2 plant"],
  mining: ["bitcoin mining", "a mining farm", "a btc mining site"],
  dataCenter: ["a data center", "a data centre", "a datacenter"],
  pace: ["pace", "pace financing", "a c-pace loan", "PACE"],
};

const LEADS = ["what would", "how much would", "price for", "cost of", "estimate for", "can you run", "rough numbers for", ""];
const ENDS = [" cost?", "?", ", what would it cost?", " - ballpark?", ". how much?", " cost"];
const JOINS = [", ", " at ", " with ", " and ", ", ", " "];

export interface CaseOptions {
  /** One figure outside its field's bounds. */
  readonly outside?: boolean;
  /** The calculator's first field said twice, the second a correction ("5 MW, sorry, 6 MW"). */
  readonly correction?: boolean;
  /** The service always named. */
  readonly named?: boolean;
}

export interface Case {
  readonly key: CalculatorKey;
  readonly message: string;
  /** Whether the message names the service (without it the units may leave the calculator open). */
  readonly named: boolean;
  /** The fields the visitor gave, and their values. */
  readonly given: Readonly<Record<string, Value>>;
  /** Every input the calculator should run on. */
  readonly expected: Readonly<Record<string, Value>>;
  /** The field given a figure outside its bounds (the test asks the calculator's schema for its message). */
  readonly limit?: string;
}

interface Drawn {
  readonly fields: readonly FieldGrammar[];
  readonly values: readonly Value[];
  readonly wordings: readonly number[];
  readonly joins: readonly number[];
}

/** Some of a calculator's fields (at least one with a figure), in any order, each with a value and a wording. */
function drawn(key: CalculatorKey, outside: boolean): fc.Arbitrary<Drawn & { outsideAt: number | null }> {
  const fields = grammar[key];
  return (
    fc
      .subarray(fields as FieldGrammar[], { minLength: 1 })
      // At least one figure: a choice alone ("air-cooled") is no figure of the visitor's.
      .filter((chosen) => chosen.some((f) => !f.choice))
      .chain((chosen) => fc.shuffledSubarray(chosen, { minLength: chosen.length, maxLength: chosen.length }))
      .chain((chosen) => {
        const breakable = chosen.map((f, i) => (f.outside ? i : -1)).filter((i) => i >= 0);
        const outsideAt = outside && breakable.length ? fc.constantFrom(...breakable) : fc.constant(null);
        return fc.record({
          fields: fc.constant(chosen),
          outsideAt,
          values: fc.tuple(...chosen.map((f) => f.value)),
          wordings: fc.array(fc.nat(20), { minLength: chosen.length, maxLength: chosen.length }),
          joins: fc.array(fc.nat(JOINS.length - 1), { minLength: chosen.length + 1, maxLength: chosen.length + 1 }),
        });
      })
      .chain((d) =>
        d.outsideAt === null
          ? fc.constant({ ...d, values: d.values as Value[] })
          : (d.fields[d.outsideAt]?.outside ?? fc.constant(Number.NaN)).map((bad) => ({
              ...d,
              values: d.values.map((value, i) => (i === d.outsideAt ? bad : value)),
            })),
      )
  );
}

/** Visitor messages for one calculator: figures in bounds (or one outside), service named or not, words around them. */
export function cases(key: CalculatorKey, options: CaseOptions = {}): fc.Arbitrary<Case> {
  return fc
    .record({
      d: drawn(key, options.outside ?? false),
      // A correction inside the message: the first figure said, then another for the same field.
      second: options.correction ? (grammar[key][0]?.value ?? fc.constant(0)) : fc.constant(null),
      correction: fc.constantFrom(", sorry, ", ", no wait, ", " - actually make it ", " (I mean "),
      service: options.named
        ? fc.constantFrom(...serviceNames[key])
        : fc.option(fc.constantFrom(...serviceNames[key]), { nil: undefined, freq: 4 }),
      servicePlace: fc.nat(10),
      lead: fc.constantFrom(...LEADS),
      end: fc.constantFrom(...ENDS),
    })
    .filter(({ d }) => !options.correction || d.fields.includes(grammar[key][0] as FieldGrammar))
    .map(({ d, second, correction, service, servicePlace, lead, end }) => {
      const phrases = d.fields.map((f, i) => {
        const options = f.say(d.values[i] as Value);
        return options[(d.wordings[i] ?? 0) % options.length] as string;
      });
      // The calculator's first field (a size, a sum) is the one visitors correct.
      const corrected = second === null ? -1 : d.fields.findIndex((f) => f.field === grammar[key][0]?.field);
      const values = [...d.values];
      if (corrected >= 0 && second !== null && second !== values[corrected]) {
        const field = d.fields[corrected] as FieldGrammar;
        const said = field.say(second);
        const again = said[(d.wordings[corrected] ?? 0) % said.length] as string;
        phrases[corrected] = `${phrases[corrected]}${correction}${again}${correction === " (I mean " ? ")" : ""}`;
        values[corrected] = second;
      }
      // The service is named before the figures, between them, or after them.
      const words: string[] = [...phrases];
      if (service) words.splice(servicePlace % (words.length + 1), 0, service);
      const body = words.map((w, i) => (i === 0 ? w : `${JOINS[d.joins[i] ?? 0]}${w}`)).join("");
      const message = `${lead ? `${lead} ` : ""}${body}${end}`;
      const given = Object.fromEntries(d.fields.map((f, i) => [f.field, values[i] as Value]));
      const expected = { ...(calculatorDefaults[key] as Record<string, Value>), ...given };
      const broken = d.outsideAt === null ? undefined : d.fields[d.outsideAt];
      return {
        key,
        message,
        named: service !== undefined,
        given,
        expected,
        ...(broken ? { limit: broken.field } : {}),
      };
    });
}

/** How visitors change one figure of the calculation they just asked for. */
const CHANGES = ["and at {}?", "what about {}?", "make it {}", "actually {}", "{} instead?", "and with {}?", "how about {}"];

export interface FollowUp {
  readonly first: Case;
  readonly message: string;
  /** The first message's figures with the changed one. */
  readonly changed: Case;
}

/** A calculation with the service named, then a message that changes one of its figures ("and at 8%?", "what about 3 MW"). */
export function followUps(key: CalculatorKey): fc.Arbitrary<FollowUp> {
  const numeric = grammar[key].filter((f) => f.outside !== undefined);
  return fc
    .record({
      first: cases(key, { named: true }),
      field: fc.constantFrom(...numeric),
      wording: fc.nat(20),
      change: fc.constantFrom(...CHANGES),
    })
    .chain(({ first, field, wording, change }) =>
      field.value
        .filter((value) => value !== first.given[field.field])
        .map((value) => {
          const said = field.say(value);
          const message = change.replace("{}", said[wording % said.length] as string);
          const given = { ...first.given, [field.field]: value };
          return { first, message, changed: { ...first, message, given, expected: { ...first.expected, [field.field]: value } } };
        }),
    );
}

export interface RangeCase extends Case {
  /** The inputs at the low and at the high end of the range. */
  readonly low: Readonly<Record<string, Value>>;
  readonly high: Readonly<Record<string, Value>>;
}

/** A range for the calculator's first field ("200-300 kW") with other figures: a calculation at each end. */
export function rangeCases(key: CalculatorKey): fc.Arbitrary<RangeCase> {
  const first = grammar[key][0] as FieldGrammar;
  const range = first.range;
  if (!range) throw new Error(`${key} has no range wording`);
  return fc
    .record({ base: cases(key, { named: true }), ends: fc.tuple(first.value, first.value), wording: fc.nat(20) })
    .filter(({ ends: [a, b] }) => a !== b)
    .map(({ base, ends, wording }) => {
      const [low, high] = [Math.min(Number(ends[0]), Number(ends[1])), Math.max(Number(ends[0]), Number(ends[1]))];
      const said = range(low, high);
      // The range replaces the first field's own figure, or comes first when the message had none.
      const rest = Object.fromEntries(Object.entries(base.given).filter(([field]) => field !== first.field));
      const phrase = said[wording % said.length] as string;
      const others = grammar[key].filter((f) => f.field in rest);
      const message = `what would ${serviceNames[key][0]} of ${phrase} cost${others.length ? `, ${others.map((f) => f.say(rest[f.field] as Value)[0]).join(", ")}` : ""}?`;
      const defaults = calculatorDefaults[key] as Record<string, Value>;
      return {
        ...base,
        message,
        named: true,
        given: { ...rest, [first.field]: low },
        expected: { ...defaults, ...rest, [first.field]: low },
        low: { ...defaults, ...rest, [first.field]: low },
        high: { ...defaults, ...rest, [first.field]: high },
      };
    });
}

/** The words visitors use for each service that pays a referral commission, by its inquiry type. */
const REFERRED: Readonly<Record<string, readonly string[]>> = {
  solar: ["solar", "commercial solar", "rooftop solar"],
  ev_charging: ["ev charging", "EV charger"],
  hydrogen: ["green hydrogen", "hydrogen"],
  bitcoin_mining: ["bitcoin mining", "mining"],
  insurance_claims: ["insurance claim", "hail damage insurance claim"],
  pace_financing: ["pace", "PACE financing"],
};
const REFERRALS = [
  "what's my commission if I refer a {sum} {service} project?",
  "if i refer a {service} job worth {sum}, what's the referral commission",
  "affiliate commission on a {sum} {service} deal?",
  "commission for referring {service}, {sum}",
];

export interface Referral {
  readonly message: string;
  readonly inquiryType: string;
  readonly value: number;
}

/** A referral with the visitor's own sum and a service that pays commission. */
export function referrals(): fc.Arbitrary<Referral> {
  return fc
    .record({
      inquiryType: fc.constantFrom(...Object.keys(REFERRED)),
      value: fc.oneof(
        fc.integer({ min: 10, max: 99 }).map((x) => x * 10_000),
        fc.integer({ min: 10, max: 300 }).map((x) => x * 100_000),
      ),
      wording: fc.nat(20),
      service: fc.nat(20),
      template: fc.constantFrom(...REFERRALS),
    })
    .map(({ inquiryType, value, wording, service, template }) => {
      const names = REFERRED[inquiryType] as readonly string[];
      const said = sums(value);
      const message = template
        .replace("{sum}", said[wording % said.length] as string)
        .replace("{service}", names[service % names.length] as string);
      return { message, inquiryType, value };
    });
}

const ORDERS = ["price for {n} {item}", "how much for {n} x {item}?", "{n} of the {item}, what's the total", "what would {n} {item}s cost"];
const COUNT_WORDS = ["", "", "two", "three", "four", "five"];

export interface Order {
  readonly message: string;
  readonly item: MerchItem;
  readonly quantity: number;
}

/** A quantity of one item of the catalogue (within the order limit), the count in digits or words. */
export function orders(): fc.Arbitrary<Order> {
  const items = collections.flatMap((c) => c.items);
  return fc
    .record({
      item: fc.constantFrom(...items),
      quantity: fc.integer({ min: 2, max: 5 }),
      words: fc.boolean(),
      template: fc.constantFrom(...ORDERS),
    })
    .map(({ item, quantity, words, template }) => ({
      item,
      quantity,
      message: template
        .replace("{n}", words ? (COUNT_WORDS[quantity] as string) : String(quantity))
        .replace("{item}", item.name.toLowerCase()),
    }));
}
