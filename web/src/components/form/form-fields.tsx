/**
 * Labelled form controls for react-hook-form: each takes the `register(...)` result, shows the
 * field's message under it (linked with aria-describedby) and marks required labels with an
 * asterisk (spec section 5). Units or formats belong in the label or the hint.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

export const controlClass =
  "block w-full rounded-md border border-border bg-card px-3 py-2 text-card-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive";

interface FieldProps {
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  registration: UseFormRegisterReturn;
  className?: string;
}

/** The label text with the required marker; the asterisk is hidden from screen readers, which hear "required" from the control. */
export function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-destructive">
          *
        </span>
      ) : null}
    </>
  );
}

/** Hint and error lines under a control, and the ids that describe it. */
function useDescription(hint: string | undefined, error: string | undefined) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const lines: ReactNode = (
    <>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
  return { id, describedBy, lines };
}

export function TextField({
  label,
  required,
  hint,
  error,
  registration,
  className = "",
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | "id">) {
  const { id, describedBy, lines } = useDescription(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required={required} />
      </label>
      <input
        id={id}
        type="text"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass}
        {...input}
        {...registration}
      />
      {lines}
    </div>
  );
}

export function TextAreaField({
  label,
  required,
  hint,
  error,
  registration,
  className = "",
  rows = 5,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof UseFormRegisterReturn | "id">) {
  const { id, describedBy, lines } = useDescription(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required={required} />
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass}
        {...textarea}
        {...registration}
      />
      {lines}
    </div>
  );
}

export function SelectField({
  label,
  required,
  hint,
  error,
  registration,
  className = "",
  options,
  placeholder,
  ...select
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof UseFormRegisterReturn | "id">) {
  const { id, describedBy, lines } = useDescription(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required={required} />
      </label>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={controlClass}
        {...select}
        {...registration}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {lines}
    </div>
  );
}

/** A checkbox with its label beside it (e.g. accepting the terms). */
export function CheckboxField({ label, required, hint, error, registration, className = "", children }: FieldProps & { children?: ReactNode }) {
  const { id, describedBy, lines } = useDescription(hint, error);
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 size-4 shrink-0 accent-primary"
          {...registration}
        />
        <label htmlFor={id} className="text-sm">
          <LabelText label={label} required={required} />
          {children}
        </label>
      </div>
      {lines}
    </div>
  );
}
