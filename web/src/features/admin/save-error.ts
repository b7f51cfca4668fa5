/**
 * An editor's failed save: the server's field messages on their fields (a slug already taken, say)
 * and its message in a destructive toast, or `fallback` when the request never got an answer.
 */
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ApiRequestError } from "../../lib/api";
import { showFieldIssues } from "../../lib/field-issues";
import { toast } from "../../lib/toast";

export function reportSaveError<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, "getValues" | "setError">,
  fallback: string,
): void {
  showFieldIssues(error, form);
  toast({
    title: "Error",
    description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : fallback,
    variant: "destructive",
  });
}
