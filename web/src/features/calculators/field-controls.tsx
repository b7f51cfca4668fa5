/**
 * The input controls of the calculator forms: a labelled number box, select, slider and switch,
 * each with its error message tied to it (aria-invalid + aria-describedby) so a screen reader
 * reads the message with the field.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

const controlStyles = "mt-1 block w-full rounded-md border bg-background px-3 py-2 text-foreground shadow-sm focus-visible:border-ring";

function borderFor(error: string | undefined): string {
  return error ? "border-destructive" : "border-border";
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1 text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}

function FieldLabel({ htmlFor, children, required }: { htmlFor: string; children: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {children}
      {required ? (
        <span aria-hidden="true" className="text-destructive">
          {" "}
          *
        </span>
      ) : null}
    </label>
  );
}

interface BaseProps {
  id: string;
  label: string;
  error?: string;
}

/** A number box. `inputProps` is what react-hook-form's register() returns, plus min/max/step. */
export function NumberField({
  id,
  label,
  error,
  hint,
  inputProps,
}: BaseProps & { hint?: string; inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`${controlStyles} ${borderFor(error)}`}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A select of fixed options. */
export function SelectField({
  id,
  label,
  error,
  options,
  selectProps,
}: BaseProps & {
  options: readonly { value: string; label: string }[];
  selectProps: SelectHTMLAttributes<HTMLSelectElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <FieldLabel htmlFor={id} required>
        {label}
      </FieldLabel>
      <select
        id={id}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${controlStyles} ${borderFor(error)}`}
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A range slider with its current value shown beside the label (and announced as aria-valuetext). */
export function SliderField({
  id,
  label,
  error,
  valueText,
  inputProps,
}: BaseProps & { valueText: string; inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <output htmlFor={id} className="rounded bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        aria-valuetext={valueText}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-2 block w-full accent-primary"
        {...inputProps}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** An on/off switch (a checkbox with role="switch"). */
export function SwitchField({ id, label, error, inputProps }: BaseProps & { inputProps: InputHTMLAttributes<HTMLInputElement> }) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-4 rounded-md border border-border px-3 py-2">
        <span className="text-sm font-semibold">{label}</span>
        <span className="relative inline-flex items-center">
          <input
            id={id}
            type="checkbox"
            // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox exposes its checked state to the switch role itself.
            role="switch"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="peer sr-only"
            {...inputProps}
          />
          {/* The visible track; the focus ring follows the (visually hidden) checkbox. */}
          <span
            aria-hidden="true"
            className="h-6 w-11 rounded-full bg-muted ring-1 ring-border transition peer-checked:bg-primary peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
          />
          <span
            aria-hidden="true"
            className="absolute left-0.5 h-5 w-5 rounded-full bg-card shadow ring-1 ring-border transition peer-checked:translate-x-5"
          />
        </span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
