/**
 * Labelled form controls for react-hook-form: each takes the `register(...)` result, shows the
 * field's message under it (linked with aria-describedby) and marks required labels with an
 * asterisk. Units or formats belong in the label or the hint.
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

/** What a control spreads to be labelled, described and marked required/invalid. */
interface ControlProps {
  id: string;
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/** The label above, the control, and its hint and error lines under it. */
function Field({
  label,
  required,
  hint,
  error,
  className = "",
  control,
}: Omit<FieldProps, "registration"> & { control: (props: ControlProps) => ReactNode }) {
  const { id, describedBy, lines } = useDescription(hint, error);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required={required} />
      </label>
      {control({
        id,
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        className: controlClass,
      })}
      {lines}
    </div>
  );
}

export function TextField({
  registration,
  ...props
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof UseFormRegisterReturn | "id">) {
  const { label, required, hint, error, className, ...input } = props;
  return (
    <Field
      {...{ label, required, hint, error, className }}
      control={(control) => <input type="text" {...control} {...input} {...registration} />}
    />
  );
}

export function TextAreaField({
  registration,
  rows = 5,
  ...props
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof UseFormRegisterReturn | "id">) {
  const { label, required, hint, error, className, ...textarea } = props;
  return (
    <Field
      {...{ label, required, hint, error, className }}
      control={(control) => <textarea rows={rows} {...control} {...textarea} {...registration} />}
    />
  );
}

export function SelectField({
  registration,
  options,
  placeholder,
  ...props
}: FieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, keyof UseFormRegisterReturn | "id">) {
  const { label, required, hint, error, className, ...select } = props;
  return (
    <Field
      {...{ label, required, hint, error, className }}
      control={(control) => (
        <select {...control} {...select} {...registration}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

/** A checkbox with its label beside it (e.g. accepting the terms). */
export function CheckboxField({
  label,
  required,
  hint,
  error,
  registration,
  className = "",
  children,
}: FieldProps & { children?: ReactNode }) {
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
