/**
 * The visitor's own figures, generated (issue 33, ADR 322): messages built from a grammar of
 * wordings (tests/worker/support/chat-figures/grammar.ts) with values drawn inside each
 * calculator's bounds, asked through POST /api/ai/chat in workerd. Each answer is checked against
 * contract/'s own functions: the calculator's summary for exactly the visitor's figures over the
 * defaults (so the result is the calculator's), every figure named back, the defaults said to be
 * defaults, the link carrying every input; a figure outside the bounds gets the calculator's own
 * limit message and no result. Seeded and bounded: the same messages on every run.
 */
import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { calculatorSchemas, type CalculatorInputs, type CalculatorKey, calculatorKeys } from "#contract/calculators.ts";
import { num, rate, summarizeCalculation } from "#contract/calculator-summary.ts";
import { parseCalculatorSearchParams } from "#contract/calculator-url-state.ts";
import { commissionRates } from "#content/programs/terms.ts";
import { contact } from "#content/site.ts";
import { ask } from "./support/chat-fixtures";
import {
  type Case,
  cases,
  followUps,
  grammar,
  type Order,
  orders,
  rangeCases,
  type Referral,
  referrals,
} from "./support/chat-figures/grammar";

type Value = number | string | boolean;

/** How the answer names each of the visitor's figures back (the calculators' own number formats). */
const named: { readonly [K in CalculatorKey]: Readonly<Record<string, (value: Value) => string>> } = {
  solar: {
    systemSize: (x) => `${num(Number(x))} kW`,
    pricePerWatt: (x) => `${rate(Number(x))} per watt`,
    utilityRate: (x) => `${rate(Number(x))}/kWh`,
    incentives: (x) => `${num(Number(x))}% incentives`,
    location: (x) => `in ${String(x)}`,
  },
  hydrogen: {
    electrolyzerSize: (x) => `${num(Number(x))} MW`,
    storageSize: (x) => `${num(Number(x))} kg`,
    compressionNeeded: (x) => (x ? "with compression" : "without compression"),
  },
  mining: {
    hashrate: (x) => `${num(Number(x))} TH/s`,
    power: (x) => `${num(Number(x))} kW`,
    electricityRate: (x) => `${rate(Number(x))}/kWh`,
    bitcoinPrice: (x) => `$${num(Number(x))}`,
    difficulty: (x) => `${num(Number(x))}T`,
  },
  dataCenter: {
    capacity: (x) => `${num(Number(x))} MW`,
    tier: (x) => `Tier ${String(x)}`,
    pue: (x) => `PUE of ${String(x)}`,
    redundancyLevel: (x) => `${String(x).toUpperCase()} redundancy`,
    coolingType: (x) => `${String(x)} cooling`,
  },
  pace: {
    projectCost: (x) => `$${num(Number(x))}`,
    propertyValue: (x) => `$${num(Number(x))}`,
    term: (x) => `${num(Number(x))}-year term`,
    interestRate: (x) => `${num(Number(x))}% interest`,
  },
};

/** The fields a visitor can name (the answer lists the defaults of the rest). */
const nameable: { readonly [K in CalculatorKey]: number } = { solar: 5, hydrogen: 3, mining: 5, dataCenter: 5, pace: 5 };

const close = (a: unknown, b: unknown) =>
  typeof a === "number" && typeof b === "number" ? Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b)) : a === b;

/** What is wrong with an answer to a case, or null. */
function problem(c: Case, answer: string): string | null {
  const schema = calculatorSchemas[c.key];
  const computed = answer.includes("Results:");
  if (c.limit) {
    const parsed = v.safeParse(schema, c.expected);
    const message = parsed.success ? "" : parsed.issues[0].message;
    if (computed) return `a result despite a figure outside the bounds (${message})`;
    return !c.named || answer.includes(message) ? null : `no limit message "${message}"`;
  }
  // Without the service named the units may fit several calculators: a question back or a decline is honest, a result must be right.
  if (!c.named && !computed) return null;
  const inputs = v.parse(schema, c.expected) as CalculatorInputs[CalculatorKey];
  const summary = summarizeCalculation(c.key, inputs);
  if (!answer.includes(summary)) return `not the calculator's result for ${JSON.stringify(c.given)}`;
  const mine = /With your figures \((.*?), as you said\)/s.exec(answer)?.[1] ?? "";
  for (const [field, value] of Object.entries(c.given)) {
    const said = named[c.key][field]?.(value) ?? "";
    if (!mine.includes(said)) return `"${said}" not named back as the visitor's`;
  }
  if (Object.keys(c.given).length < nameable[c.key] && !answer.includes("the calculator's defaults for the rest"))
    return "the defaults not said to be defaults";
  const href = /\[Open the calculator with these figures\]\(([^)]+)\)/.exec(answer)?.[1];
  if (!href) return "no link with the figures";
  const linked = parseCalculatorSearchParams(href.split("?")[1] ?? "").inputs as unknown as Record<string, unknown>;
  for (const [field, value] of Object.entries(inputs))
    if (!close(linked[field], value)) return `the link has ${field}=${String(linked[field])}`;
  return null;
}

const SEED = 322;

/** Questions about us asked beside a calculation (two and three parts), with what their answers must say. */
const ABOUT_US: readonly [string, readonly string[]][] = [
  [", and what's your phone number?", [contact.phone]],
  ["? also what are your office hours", [contact.hours]],
  [", plus the email for your projects team", [contact.emails.projects.address]],
  [". what's your phone number and your hours?", [contact.phone, contact.hours]],
];
/** How many messages each property asks (raise it locally to search wider; `npm test` keeps it small). */
const SCALE = 1;
/** Each message takes a few milliseconds; a slow shared machine gets room. */
const TIMEOUT = 120_000;

/** Every case's answer, and the cases whose answer is wrong. */
async function failures(all: readonly Case[], ask2: (c: Case) => Promise<string>): Promise<string[]> {
  const out: string[] = [];
  for (const c of all) {
    const answer = await ask2(c);
    const wrong = problem(c, answer);
    if (wrong) out.push(`${c.key}: "${c.message}" → ${wrong}\n    ${answer.slice(0, 400)}`);
  }
  return out;
}

/** The messages whose answer leaves out one of the facts it must state. */
async function missingFacts<T extends { readonly message: string }>(
  all: readonly T[],
  facts: (item: T) => readonly string[],
): Promise<string[]> {
  const out: string[] = [];
  for (const item of all) {
    const { body } = await ask({ message: item.message, conversationId: null, reset: false });
    const answer = body.response ?? "";
    const missing = facts(item).find((fact) => !answer.includes(fact));
    if (missing) out.push(`${item.message} → no "${missing}"\n    ${answer.slice(0, 300)}`);
  }
  return out;
}

const once = async (c: Case) => (await ask({ message: c.message, conversationId: null, reset: false })).body.response ?? "";

describe("the visitor's own figures, generated from a grammar of wordings", () => {
  it.each(calculatorKeys)(
    "%s: every figure used and named back, the result and link the calculator's",
    async (key) => {
      const all = fc.sample(cases(key), { seed: SEED, numRuns: 40 * SCALE });
      expect(await failures(all, once)).toEqual([]);
    },
    TIMEOUT,
  );

  it.each(calculatorKeys.filter((key) => grammar[key].some((f) => f.outside)))(
    "%s: a figure outside the bounds gets the calculator's limit message, never a number",
    async (key) => {
      const all = fc.sample(cases(key, { outside: true }), { seed: SEED, numRuns: 12 * SCALE });
      expect(await failures(all, once)).toEqual([]);
    },
    TIMEOUT,
  );

  it.each(calculatorKeys)(
    "%s: a correction inside the message is the figure used",
    async (key) => {
      const all = fc.sample(cases(key, { correction: true, named: true }), { seed: SEED, numRuns: 10 * SCALE });
      expect(await failures(all, once)).toEqual([]);
    },
    TIMEOUT,
  );

  it.each(calculatorKeys)(
    "%s: a calculation and one or two questions about us in one message each get their answer",
    async (key) => {
      const all = fc.sample(cases(key, { named: true }), { seed: SEED, numRuns: 8 * SCALE });
      const wrong: string[] = [];
      for (const [i, c] of all.entries()) {
        const [question, facts] = ABOUT_US[i % ABOUT_US.length] as (typeof ABOUT_US)[number];
        const message = `${c.message.replace(/[?.\s]+$/, "")}${question}`;
        const answer = await once({ ...c, message });
        const figures = problem(c, answer);
        const missing = facts.find((fact) => !answer.includes(fact));
        if (figures || missing) wrong.push(`${message} → ${figures ?? `no "${missing}"`}\n    ${answer.slice(0, 400)}`);
      }
      expect(wrong).toEqual([]);
    },
    TIMEOUT,
  );

  it.each(calculatorKeys)(
    "%s: a follow-up that changes one figure keeps the others",
    async (key) => {
      const all = fc.sample(followUps(key), { seed: SEED, numRuns: 10 * SCALE });
      const wrong: string[] = [];
      for (const { first, message, changed } of all) {
        const opened = await ask({ message: first.message, conversationId: null, reset: false });
        const { body } = await ask({ message, conversationId: opened.body.conversationId ?? null, reset: false });
        // The first answer must already be right for the follow-up to be judged.
        const before = problem(first, opened.body.response ?? "");
        const after = problem(changed, body.response ?? "");
        if (before || after)
          wrong.push(`"${first.message}" then "${message}" → ${before ?? after}\n    ${(body.response ?? "").slice(0, 400)}`);
      }
      expect(wrong).toEqual([]);
    },
    TIMEOUT,
  );

  it.each(calculatorKeys.filter((key) => grammar[key][0]?.range))(
    "%s: a range gets a calculation at each end",
    async (key) => {
      const all = fc.sample(rangeCases(key), { seed: SEED, numRuns: 8 * SCALE });
      const wrong: string[] = [];
      for (const c of all) {
        const answer = await once(c);
        const schema = calculatorSchemas[c.key];
        const ends = [c.low, c.high].map((inputs) =>
          summarizeCalculation(c.key, v.parse(schema, inputs) as CalculatorInputs[CalculatorKey]),
        );
        const missing = ends.find((summary) => !answer.includes(summary));
        if (missing) wrong.push(`${c.message} → no result for ${missing.slice(0, 80)}\n    ${answer.slice(0, 400)}`);
      }
      expect(wrong).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a referral's own sum gets its service's published rate, said as theirs",
    async () => {
      const money = (x: number) => `$${num(Math.round(x * 100) / 100)}`;
      const facts = (r: Referral) => {
        const row = commissionRates.find((rate) => rate.inquiryType === r.inquiryType);
        if (!row) throw new Error(`no rate for ${r.inquiryType}`);
        return [`${money(r.value)} (your figure)`, `${row.rate} ${row.basis}: ${money((r.value * row.ratePercent) / 100)}`];
      };
      expect(await missingFacts(fc.sample(referrals(), { seed: SEED, numRuns: 30 * SCALE }), facts)).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "a quantity of one of the shop's items gets the shop's price times the quantity",
    async () => {
      const facts = (order: Order) => [order.item.name, `$${(order.item.price * order.quantity).toFixed(2)}`];
      expect(await missingFacts(fc.sample(orders(), { seed: SEED, numRuns: 30 * SCALE }), facts)).toEqual([]);
    },
    TIMEOUT,
  );
});
