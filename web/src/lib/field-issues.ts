/**
 * A rejected submission's per-field messages (the API's `issues`) shown on the form's own fields,
 * so a rule only the server checks (a slug already taken: 409) reads like any other field error.
 * Names the form does not have are left to the toast.
 */
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "./api";

export function showFieldIssues<T extends FieldValues>(error: unknown, form: Pick<UseFormReturn<T>, "getValues" | "setError">): void {
  if (!(error instanceof ApiRequestError)) return;
  const values = form.getValues();
  for (const [field, message] of Object.entries(error.fieldIssues)) {
    if (field in values) form.setError(field as Path<T>, { message });
  }
}
