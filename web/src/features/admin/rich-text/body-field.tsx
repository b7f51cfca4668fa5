/**
 * A post's body field: its label, hint and message around the rich-text editor, which is a lazy
 * chunk of its own (ADR 310), fetched when an editor opens, so neither the public pages nor the
 * rest of the admin carry it. The form holds the body as HTML, as it always has.
 */
import { lazy, Suspense, useId } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { get, type FieldError } from "react-hook-form";
import { LabelText } from "../../../components/form/form-fields";

const RichTextEditor = lazy(() => import("./rich-text-editor"));

export function BodyField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  hint,
}: {
  form: Pick<UseFormReturn<T, unknown, never>, "watch" | "setValue" | "trigger" | "formState">;
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  const id = useId();
  const value: unknown = form.watch(name);
  const error = (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required={required} />
      </span>
      <Suspense fallback={<p className="rounded-md border border-border p-4 text-sm text-muted-foreground">Loading the editor...</p>}>
        <RichTextEditor
          value={typeof value === "string" ? value : ""}
          // The field holds a string; the cast is what react-hook-form's generic setter needs to accept one.
          onChange={(html) =>
            form.setValue(name, html as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          onBlur={() => void form.trigger(name)}
          labelId={`${id}-label`}
          describedBy={describedBy}
          invalid={error !== undefined}
        />
      </Suspense>
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
    </div>
  );
}
