/**
 * A lead form's whole life: validate with the shared contract schema, send the
 * cleaned values with the typed API client (through the one fetch wrapper), then on success reset the form and show the
 * success toast, on failure keep the values and show the destructive toast. A 429 shows the
 * server's own message so the visitor knows to wait; a 400 also marks the fields the server named.
 * The bot check (bot-check.ts) starts when a field is first focused or the form is sent, and its
 * token goes with the values, as does the lead's source (lead-source.ts).
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import { type FocusEvent, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { BaseIssue, GenericSchema } from "valibot";
import { BOT_CHECK_FIELD } from "#contract/fields.ts";
import { ApiRequestError } from "./api";
import { createBotCheck } from "./bot-check";
import { leadSourceNow } from "./lead-source";
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

  const [botCheck] = useState(createBotCheck);
  const submit = form.handleSubmit(async (values, event) => {
    botCheck.start(event?.target ?? null);
    try {
      const token = await botCheck.token();
      const result = await options.send({ ...values, [BOT_CHECK_FIELD]: token, source: leadSourceNow() });
      botCheck.reset();
      form.reset(options.defaultValues);
      const { title, description } = options.success;
      toast({ title, description: typeof description === "function" ? description(result) : description });
      options.onSuccess?.(result);
    } catch (error) {
      const rateLimited = error instanceof ApiRequestError && error.status === 429;
      // Refused before the check (400, 429): the token is unspent. Otherwise it may have been used.
      if (!(error instanceof ApiRequestError && (error.status === 400 || rateLimited))) botCheck.reset();
      showFieldIssues(error, form);
      toast({
        title: "Error",
        description: rateLimited ? (error.serverMessage ?? options.failure) : options.failure,
        variant: "destructive",
      });
    }
  });

  const fields = fieldProps(form);
  return {
    form,
    submit,
    submitting: form.formState.isSubmitting,
    errors: form.formState.errors,
    /** `{...field("email")}` on a labelled field: its registration and message; focusing it starts the bot check. */
    field: <TName extends Path<TInput>>(name: TName) => {
      const binding = fields(name);
      return { ...binding, registration: { ...binding.registration, onFocus: (e: FocusEvent<HTMLElement>) => botCheck.start(e.target) } };
    },
  };
}
