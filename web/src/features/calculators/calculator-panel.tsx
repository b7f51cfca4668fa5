/**
 * One calculator: its form on the left and its results panel on the right (stacked on small
 * screens). The results show what was last submitted (`submitted`), so an invalid submit — which
 * never reaches `onSubmit` — leaves them as they were. Before the first submit the spec's
 * placeholders show (none for the data center, whose results stay hidden). When the form no longer
 * matches what was calculated, the results say they are out of date.
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "../../components/link";
import * as v from "valibot";
import {
  advancedCalculatorInputs,
  calculatorDefaults,
  calculatorSchemas,
  type CalculatorInputs,
  type CalculatorKey,
} from "#contract/calculators.ts";
import { noScriptNotes } from "#content/site.ts";
import { NoScriptNote } from "../../components/form/no-script-note";
import { Button, buttonStyles } from "../../components/ui/button";
import { useHydrated } from "../../lib/hydration";
import type { CalculatorDefinition, FieldDefinition } from "./definition-types";
import type { CalculatorChartProps } from "./charts/calculator-chart";
import { calculate } from "#contract/calculator-results-display.ts";
import { calculatorPlaceholders } from "./placeholders";
import { NumberField, SelectField, SliderField, SwitchField } from "./field-controls";
import { calculatorContactHref } from "#contract/calculator-summary.ts";
import { calculatorHref, tabForCalculator, type CalculatorUrlState } from "#contract/calculator-url-state.ts";
import { ShareLink } from "../../components/share-link";
import { calculatorDefinitions } from "./calculator-forms";
import type { CalculatorPanelSlotProps } from "./calculator-tabs";

// Chart code is its own chunk, fetched once there is something to draw.
const CalculatorChart = lazy(() => import("./charts/calculator-chart"));

/** What the form holds: numbers as typed text (or numbers), booleans for switches. */
type FormValues = Record<string, string | number | boolean>;

function toFormValues(inputs: object): FormValues {
  return { ...(inputs as FormValues) };
}

/** The first message for each field a parse failed on. */
function fieldMessages(parsed: v.SafeParseResult<v.GenericSchema>): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of parsed.issues ?? []) {
    const field = v.getDotPath(issue);
    if (field && !(field in messages)) messages[field] = issue.message;
  }
  return messages;
}

/** Inputs as a comparable string, independent of key order (the URL parser and the schema differ). */
function inputsKey(inputs: object | null): string {
  return inputs ? JSON.stringify(Object.entries(inputs).sort(([a], [b]) => a.localeCompare(b))) : "";
}

/** A tab panel's calculator (CalculatorTabs' `Panel`), with its definition. */
export function TabPanelCalculator<K extends CalculatorKey>({
  calculator,
  submitted,
  submit,
  draft,
  headingLevel,
  revision,
}: CalculatorPanelSlotProps & { calculator: K; submitted: CalculatorInputs[K] | null }) {
  return (
    <CalculatorPanel
      definition={calculatorDefinitions[calculator]}
      submitted={submitted}
      draft={draft}
      onSubmit={(inputs) => submit(calculator, inputs)}
      headingLevel={headingLevel}
      revision={revision}
    />
  );
}

export interface CalculatorPanelProps<K extends CalculatorKey> {
  definition: CalculatorDefinition<K>;
  /** The last valid inputs, or null before the first calculation. */
  submitted: CalculatorInputs[K] | null;
  onSubmit: (inputs: CalculatorInputs[K]) => void;
  /**
   * A link's figures when this calculator refuses some of them (CalculatorsState.draft): shown
   * instead of the defaults, each refused one with its field's message until it is changed.
   */
  draft?: Readonly<Record<string, unknown>>;
  /** The heading level of the calculator's title (2 on /calculators, 3 inside a home section). */
  headingLevel?: 2 | 3;
  /** Changes on each Back/Forward step (see CalculatorsState.revision). */
  revision?: number;
}

export function CalculatorPanel<K extends CalculatorKey>({
  definition,
  submitted,
  draft,
  onSubmit,
  headingLevel = 2,
  revision = 0,
}: CalculatorPanelProps<K>) {
  const { key } = definition;
  const idPrefix = useId();
  const hydrated = useHydrated();
  // The shared contract schema validates and coerces; its output is the calculator's input type.
  const schema = calculatorSchemas[key] as unknown as v.GenericSchema<FormValues, CalculatorInputs[K]>;
  // What the form shows from outside: the calculation, else a link's figures, else nothing (the defaults).
  const fromOutside = submitted ?? draft ?? null;
  const form = useForm<FormValues, unknown, CalculatorInputs[K]>({
    resolver: valibotResolver(schema),
    defaultValues: toFormValues(fromOutside ?? calculatorDefaults[key]),
  });
  const { errors, dirtyFields, isSubmitted } = form.formState;
  const draftErrors = useMemo(() => (draft ? fieldMessages(v.safeParse(schema, draft)) : {}), [draft, schema]);

  // Inputs arriving from outside (back button, shared link, another tab's memory) go into the
  // form; going back to "nothing calculated" restores the defaults. React alone cannot be trusted
  // to show every history step: the router renders navigations in a transition, so a submit
  // followed quickly by Back can reach React as no change at all (A → B → A, B never rendered)
  // while the form still holds B's typing. So on each history step (`revision`) the form is also
  // compared with what it last showed or sent (`formKey`), and put back when they differ.
  const submittedKey = inputsKey(fromOutside);
  const shownKey = useRef(submittedKey); // the inputs last put into the form from outside
  const formKey = useRef(submittedKey); // the inputs the form holds as far as we know: shown or sent since
  // biome-ignore lint/correctness/useExhaustiveDependencies: `submittedKey` stands for `submitted` and `draft` (new objects each render), `revision` is the history-step trigger above, and `form` is stable.
  useEffect(() => {
    // Equal inputs on a re-render, or a history step that leaves this form as it was, must not wipe typing.
    if (shownKey.current === submittedKey && formKey.current === submittedKey) return;
    shownKey.current = formKey.current = submittedKey;
    form.reset(toFormValues(fromOutside ?? calculatorDefaults[key]));
  }, [submittedKey, revision, key]);

  function send(inputs: CalculatorInputs[K]) {
    formKey.current = inputsKey(inputs);
    onSubmit(inputs);
  }

  const live = form.watch();
  const result = submitted ? calculate(key, submitted) : null;
  // Results no longer match the form once an input changes (or turns invalid): said in place, so a
  // figure on screen is never mistaken for the answer to inputs it was not computed from.
  const liveInputs = v.safeParse(schema, live);
  const stale = result !== null && (!liveInputs.success || inputsKey(liveInputs.output) !== submittedKey);
  const display = result?.display ?? calculatorPlaceholders[key];

  const advancedNames: readonly string[] = advancedCalculatorInputs[key];
  const basicFields = definition.fields.filter((field) => !advancedNames.includes(field.name));
  const advancedFields = definition.fields.filter((field) => advancedNames.includes(field.name));
  const defaults = calculatorDefaults[key] as unknown as Record<string, unknown>;
  // Open when an advanced input holds a value of the visitor's (a shared link, Back) or an error,
  // and never closed by the page: closing under the visitor's typing would hide the field.
  const advancedNeedsOpen = advancedNames.some((name) => errorOf(name) !== undefined || String(live[name]) !== String(defaults[name]));
  const [advancedOpenAtFirst] = useState(advancedNeedsOpen);
  const advancedRef = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (advancedNeedsOpen && advancedRef.current) advancedRef.current.open = true;
  }, [advancedNeedsOpen]);

  // The chart's code comes after the panel's: its boundary keeps the server's chart (and a "Show
  // data" opened meanwhile) only while nothing new reaches it, so the same element while the
  // calculation is the same (an update with new props would swap it for the placeholder).
  const chart = useMemo(
    () =>
      submitted ? (
        <Suspense fallback={<div aria-hidden="true" className="mt-6 h-64 rounded-lg border border-dashed border-border" />}>
          <CalculatorChart {...({ calculator: key, inputs: submitted } as CalculatorChartProps)} />
        </Suspense>
      ) : null,
    [key, submitted],
  );

  const Title = `h${headingLevel}` as "h2" | "h3";
  const ResultsTitle = `h${headingLevel + 1}` as "h3" | "h4";
  const resultsTitleId = `${idPrefix}-results`;

  function errorOf(name: string): string | undefined {
    const message = errors[name]?.message;
    if (typeof message === "string") return message;
    // A link's refused figure says why from the first paint (the server's HTML too), until the
    // visitor changes it; a submit then validates as any other.
    return isSubmitted || dirtyFields[name] ? undefined : draftErrors[name];
  }

  // What the form starts with (the calculation shown, else the defaults), also written into the
  // HTML: the form library fills its fields only once the panel's code runs, and until the visitor
  // first interacts the panel is the server's HTML (ADR 143).
  const initial = toFormValues(fromOutside ?? calculatorDefaults[key]);

  function renderField(field: FieldDefinition<K>) {
    const id = `${idPrefix}-${field.name}`;
    const error = errorOf(field.name);
    const start = initial[field.name];
    switch (field.kind) {
      case "number":
        return (
          <NumberField
            key={field.name}
            id={id}
            label={field.label}
            error={error}
            hint={field.hint}
            inputProps={{
              ...form.register(field.name),
              defaultValue: String(start),
              min: field.min,
              max: field.max,
              step: field.step ?? "any",
            }}
          />
        );
      case "select":
        return (
          <SelectField
            key={field.name}
            id={id}
            label={field.label}
            error={error}
            options={field.options}
            selectProps={{ ...form.register(field.name), defaultValue: String(start) }}
          />
        );
      case "slider":
        return (
          <SliderField
            key={field.name}
            id={id}
            label={field.label}
            error={error}
            valueText={field.valueText(Number(live[field.name]))}
            inputProps={{ ...form.register(field.name), defaultValue: String(start), min: field.min, max: field.max, step: field.step }}
          />
        );
      case "switch":
        return (
          <SwitchField
            key={field.name}
            id={id}
            label={field.label}
            error={error}
            inputProps={{ ...form.register(field.name), defaultChecked: start === true }}
          />
        );
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        aria-label={definition.title}
        onSubmit={form.handleSubmit(send)}
        className="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
      >
        <Title className="text-2xl font-bold">{definition.title}</Title>
        <p className="mt-2 text-muted-foreground">{definition.description}</p>
        <div className="mt-6 space-y-4">{basicFields.map(renderField)}</div>
        {advancedFields.length > 0 ? (
          // A native disclosure: it opens before the code arrives.
          <details ref={advancedRef} open={advancedOpenAtFirst || undefined} className="mt-4 rounded-md border border-border px-3 py-2">
            <summary className="cursor-pointer py-1 text-sm font-semibold">Advanced assumptions</summary>
            <div className="mt-2 space-y-4 pb-2">{advancedFields.map(renderField)}</div>
          </details>
        ) : null}
        {/* Calculating runs in the browser: disabled without JavaScript (and said so). With it, the
            boot script enables the button at once (data-boot-enable) and holds a press until the
            page is live, then replays it. */}
        <Button type="submit" size="lg" className="mt-6 w-full" disabled={!hydrated} data-boot-enable="">
          {definition.submitLabel}
        </Button>
        <NoScriptNote text={noScriptNotes.calculator} />
      </form>

      <section aria-labelledby={resultsTitleId} className="flex flex-col rounded-xl border border-border bg-muted/50 p-6">
        <ResultsTitle id={resultsTitleId} className="text-2xl font-bold">
          {definition.resultsTitle}
        </ResultsTitle>
        {definition.resultsNote ? <p className="mt-2 text-muted-foreground">{definition.resultsNote}</p> : null}
        <div aria-live="polite" className="mt-4 flex-1">
          {display ? (
            <>
              {stale ? (
                <p className="mb-3 rounded-md border border-accent bg-accent-soft p-3 text-sm font-medium">
                  Out of date: these results are for your previous inputs. Select {definition.submitLabel} to update them.
                </p>
              ) : null}
              <dl className="grid gap-3 sm:grid-cols-2">
                {definition.results.map((card) => {
                  const negative = result ? (result.values[card.field] as number) < 0 : false;
                  const caption = typeof card.caption === "function" ? card.caption(live) : card.caption;
                  return (
                    <div
                      key={card.field}
                      className={`flex flex-col rounded-lg border p-4 ${stale ? "border-dashed" : ""} ${card.highlight ? "border-primary bg-accent-soft" : "border-border bg-card"}`}
                    >
                      <dt className="order-1 text-sm font-medium text-muted-foreground">{card.title}</dt>
                      <dd className={`order-2 mt-1 text-2xl font-bold tabular-nums ${negative ? "text-destructive" : ""}`}>
                        {display[card.field as keyof typeof display]}
                      </dd>
                      {caption ? <dd className="order-3 mt-1 text-xs text-muted-foreground">{caption}</dd> : null}
                    </div>
                  );
                })}
              </dl>
              {result ? null : (
                <p className="mt-3 text-sm text-muted-foreground">
                  Example figures. Enter your details and select {definition.submitLabel} to see your own.
                </p>
              )}
            </>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
              Enter your details and select {definition.submitLabel} to see your results.
            </p>
          )}
        </div>
        {chart}
        {definition.caveats ? (
          <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-muted-foreground" aria-label="What this estimate leaves out">
            {definition.caveats.map((caveat) => (
              <li key={caveat}>{caveat}</li>
            ))}
          </ul>
        ) : null}
        {result && !stale ? (
          // The calculation as a /calculators link, also from the home page's section (whose state is not in its URL).
          <ShareLink
            className="mt-4"
            title={definition.title}
            path={calculatorHref({ tab: tabForCalculator[key], inputs: submitted } as CalculatorUrlState)}
          />
        ) : null}
        <Link to={calculatorContactHref(key, submitted)} className={`${buttonStyles({ size: "lg" })} mt-6 w-full`}>
          {definition.contactLabel}
        </Link>
      </section>
    </div>
  );
}
