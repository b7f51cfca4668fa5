/**
 * A lead form's whole life: validate with the shared contract schema, send the
 * cleaned values with the typed API client (through the one fetch wrapper), then on success reset the form and show the
 * success toast, on failure keep the values and show the destructive toast. A 429 shows the
 * server's own message so the visitor knows to wait; a 400 also marks the fields the server named.
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { BaseIssue, GenericSchema } from "valibot";
import { ApiRequestError } from "./api";
import { fieldProps } from "./field-props";
import { showFieldIssues } from "./field-issues";
import { toast } from "./toast";

export interface LeadFormOptions<TInput extends FieldValues, TOutput, TResult> {
  schema: GenericSchema<TInput, TOutput, BaseIssue<unknown>>;
  /** The empty form; success resets to it. */
  defaultValues: DefaultValues<TInput>;
  /** Values to start with instead (e.g. a prefilled message), not kept after a reset. */
  initialValues?: DefaultValues<TInput>;
  /** Sends the cleaned values: a typed call such as `(json) => data(client.contact.$post({ json }))`. */
  send: (values: TOutput) => Promise<TResult>;
  success: { title: string; description: string | ((result: TResult) => string) };
  /** The destructive toast's text (its title is 'Error'). */
  failure: string;
  onSuccess?: (result: TResult) => void;
}

export function useLeadForm<TInput extends FieldValues, TOutput, TResult = { id: number }>(
  options: LeadFormOptions<TInput, TOutput, TResult>,
) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(options.schema),
    defaultValues: { ...options.defaultValues, ...options.initialValues } as DefaultValues<TInput>,
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await options.send(values);
      form.reset(options.defaultValues);
      const { title, description } = options.success;
      toast({ title, description: typeof description === "function" ? description(result) : description });
      options.onSuccess?.(result);
    } catch (error) {
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      showFieldIssues(error, form);
      toast({
        title: "Error",
        description: rateLimited ? (error.serverMessage ?? options.failure) : options.failure,
        variant: "destructive",
      });
    }
  });

  return {
    form,
    submit,
    submitting: form.formState.isSubmitting,
    errors: form.formState.errors,
    /** `{...field("email")}` on a labelled field: its registration and message. */
    field: fieldProps(form),
  };
}
