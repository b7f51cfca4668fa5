/**
 * The calculators page state in the query string: the selected tab and that tab's inputs, e.g.
 * /calculators?tab=solar&location=United+States&systemSize=250&pricePerWatt=2.1&utilityRate=0.12&incentives=30
 *
 * Parsing never throws. An unknown or missing tab gives the default tab (solar); each input is
 * checked on its own against its field schema, and a missing or invalid value gives that field's
 * default. A number the field refuses (outside its bounds, "150" MW where the calculator stops at
 * 100) is also kept as written in `refused`: the page shows it in its field with the field's
 * message and calculates nothing, rather than a result for a default the link never asked for.
 * Lenient extras: tab=mining is read as bitcoin; redundancyLevel=n 1 (a hand-typed "+" decoded as
 * a space) is read as n+1; compressionNeeded accepts true/false in any case.
 */
import * as v from "valibot";
import { advancedCalculatorInputs, calculatorDefaults, calculatorSchemas, type CalculatorInputs, type CalculatorKey } from "./calculators";

/** The tabs of /calculators, as the `tab` query parameter spells them; the mining calculator's tab is "bitcoin". */
export type CalculatorTab = "solar" | "hydrogen" | "bitcoin" | "dataCenter" | "pace";

/** The tab ids in display order (the tab list renders them so; solar is selected first). */
export const calculatorTabs: readonly CalculatorTab[] = ["solar", "hydrogen", "bitcoin", "dataCenter", "pace"];

export const defaultCalculatorTab: CalculatorTab = "solar";

/** Which calculator each tab shows, and back. */
export const calculatorForTab = {
  solar: "solar",
  hydrogen: "hydrogen",
  bitcoin: "mining",
  dataCenter: "dataCenter",
  pace: "pace",
} as const satisfies Record<CalculatorTab, CalculatorKey>;
export const tabForCalculator = {
  solar: "solar",
  hydrogen: "hydrogen",
  mining: "bitcoin",
  dataCenter: "dataCenter",
  pace: "pace",
} as const satisfies Record<CalculatorKey, CalculatorTab>;

type TabInputs<T extends CalculatorTab> = CalculatorInputs[(typeof calculatorForTab)[T]];

/** A tab with its inputs; `tab` discriminates. */
export type CalculatorUrlState = { [T in CalculatorTab]: { tab: T; inputs: TabInputs<T> } }[CalculatorTab];

/**
 * What the query string said: the state, whether any of that tab's inputs were present, and the
 * numbers its fields refused, as written (empty when every figure could be used).
 */
export type ParsedCalculatorUrl = CalculatorUrlState & { hasInputs: boolean; refused: Readonly<Record<string, string>> };

function isCalculatorTab(value: unknown): value is CalculatorTab {
  return typeof value === "string" && (calculatorTabs as readonly string[]).includes(value);
}

/** The query parameters for a tab and its inputs: tab first, then the fields in schema order (advanced ones only when changed). */
export function toCalculatorSearchParams(state: CalculatorUrlState): URLSearchParams {
  const params = new URLSearchParams({ tab: state.tab });
  const calculator = calculatorForTab[state.tab];
  const inputs = state.inputs as unknown as Record<string, unknown>;
  const defaults = calculatorDefaults[calculator] as unknown as Record<string, unknown>;
  const advanced: readonly string[] = advancedCalculatorInputs[calculator];
  for (const field of Object.keys(calculatorSchemas[calculator].entries)) {
    const value = inputs[field];
    if (advanced.includes(field) && value === defaults[field]) continue;
    if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
      params.set(field, String(value));
    }
  }
  return params;
}

/** A link to the calculators page showing this state. */
export function calculatorHref(state: CalculatorUrlState, pathname = "/calculators"): string {
  return `${pathname}?${toCalculatorSearchParams(state).toString()}`;
}

/** The default state of a tab. */
function defaultCalculatorState(tab: CalculatorTab = defaultCalculatorTab): CalculatorUrlState {
  return { tab, inputs: { ...calculatorDefaults[calculatorForTab[tab]] } } as CalculatorUrlState;
}

function readTab(raw: string | null): CalculatorTab {
  if (raw === "mining") return "bitcoin";
  return isCalculatorTab(raw) ? raw : defaultCalculatorTab;
}

function readInputs(calculator: CalculatorKey, params: URLSearchParams) {
  const inputs: Record<string, unknown> = { ...calculatorDefaults[calculator] };
  const refused: Record<string, string> = {};
  let hasInputs = false;
  for (const [field, schema] of Object.entries(calculatorSchemas[calculator].entries)) {
    let raw = params.get(field);
    if (raw === null) continue;
    hasInputs = true;
    if (field === "redundancyLevel" && raw === "n 1") raw = "n+1";
    const parsed = v.safeParse(schema as v.GenericSchema, raw);
    if (parsed.success) inputs[field] = parsed.output;
    // A figure, but not one the field takes; junk (words, an unknown option) just falls back.
    else if (raw.trim() !== "" && Number.isFinite(Number(raw))) refused[field] = raw.trim();
  }
  return { inputs, hasInputs, refused };
}

/**
 * The state in a query string: a URLSearchParams, or a search string with or without "?".
 * Never throws; anything unusable falls back to defaults.
 */
export function parseCalculatorSearchParams(search: URLSearchParams | string | null | undefined): ParsedCalculatorUrl {
  try {
    const params = search instanceof URLSearchParams ? search : new URLSearchParams(search ?? "");
    const tab = readTab(params.get("tab"));
    const { inputs, hasInputs, refused } = readInputs(calculatorForTab[tab], params);
    return { tab, inputs, hasInputs, refused } as ParsedCalculatorUrl;
  } catch {
    return { ...defaultCalculatorState(), hasInputs: false, refused: {} } as ParsedCalculatorUrl;
  }
}
