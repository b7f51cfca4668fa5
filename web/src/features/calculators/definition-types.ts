/**
 * What a calculator's form and results panel show, as data: the generic CalculatorPanel renders any
 * definition, so the five calculators share one form, one results panel and one behaviour.
 */
import type { CalculatorInputs, CalculatorKey, CalculatorResults } from "#contract/calculators.ts";

type FieldName<K extends CalculatorKey> = keyof CalculatorInputs[K] & string;

/** One input of a calculator form; the label carries the unit. */
export type FieldDefinition<K extends CalculatorKey> =
  | { kind: "number"; name: FieldName<K>; label: string; min: number; max: number; step?: number; hint?: string }
  | { kind: "select"; name: FieldName<K>; label: string; options: readonly { value: string; label: string }[] }
  | { kind: "slider"; name: FieldName<K>; label: string; min: number; max: number; step: number; valueText: (value: number) => string }
  | { kind: "switch"; name: FieldName<K>; label: string };

/** One results card. */
interface ResultDefinition<K extends CalculatorKey> {
  field: keyof CalculatorResults[K] & string;
  title: string;
  /** The small line under the value; a function follows the form's live values (e.g. a switch). */
  caption?: string | ((live: Readonly<Record<string, unknown>>) => string);
  /** The headline figure of the panel. */
  highlight?: boolean;
}

export interface CalculatorDefinition<K extends CalculatorKey> {
  key: K;
  title: string;
  description: string;
  submitLabel: string;
  resultsTitle: string;
  /** A line under the results title. */
  resultsNote?: string;
  /** The results panel's closing button to /contact. */
  contactLabel: string;
  fields: readonly FieldDefinition<K>[];
  results: readonly ResultDefinition<K>[];
  /** What the estimate leaves out, listed under the results. */
  caveats?: readonly string[];
}
