/** Labelled form controls for the admin editors: label, hint and field message wired for screen readers. */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";

const controlClass =
  "w-full rounded-md border bg-background px-3 py-2 text-foreground placeholder:text-muted-foreground aria-[invalid=true]:border-destructive";

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

function FieldShell({ id, label, error, hint, required, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function describedBy(id: string, { error, hint }: FieldProps): string | undefined {
  return [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function TextField({ label, error, hint, required, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input id={id} aria-invalid={error ? true : undefined} aria-required={required} aria-describedby={describedBy(id, { label, error, hint })} className={`${controlClass} h-10 border-border`} {...input} />
    </FieldShell>
  );
}

export function TextAreaField({ label, error, hint, required, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-required={required} aria-describedby={describedBy(id, { label, error, hint })} className={`${controlClass} border-border`} {...textarea} />
    </FieldShell>
  );
}

export function SelectField({ label, error, hint, required, options, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <select id={id} aria-invalid={error ? true : undefined} aria-required={required} aria-describedby={describedBy(id, { label, error, hint })} className={`${controlClass} h-10 border-border`} {...select}>
        <option value="">Select…</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxField({ label, hint, ...input }: { label: string; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input id={id} type="checkbox" className="mt-1 size-4 accent-[var(--primary)]" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** A preview of an image URL as typed, or a note when it does not load. */
export function ImagePreview({ url, alt }: { url: string | null | undefined; alt: string }) {
  const src = (url ?? "").trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return null;
  return (
    <div className="rounded-md border border-border bg-muted p-2" aria-live="polite">
      {failed === src ? (
        <p className="text-sm text-muted-foreground">This image could not be loaded.</p>
      ) : (
        <img src={src} alt={alt} className="max-h-40 w-auto rounded" onError={() => setFailed(src)} />
      )}
    </div>
  );
}
