/**
 * A lead form's whole life: validate with the shared contract schema, send the
 * cleaned values with the typed API client (through the one fetch wrapper), then on success reset the form and show the
 * success toast, on failure keep the values and show the destructive toast. A 429 shows the
 * server's own message so the visitor knows to wait; a 400 also marks the fields the server named.
 * The bot check (bot-check.ts) starts when a field is first focused or the form is sent, and its
 * token goes with the values, as does the lead's source (lead-source.ts). After a send, `sent` holds the confirmation that takes the form's
 * place (reference, what was sent, the next step) until the visitor chooses to send another; a
 * prefill in the address (a calculator's quote link, ?type=…) is dropped, so a reload or Back does
 * not fill the form for a second send. Every send carries the form's idempotency key (ADR 302): a
 * double click, a retry or a reload and resend of the same details answers the first lead.
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import { type FocusEvent, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { useLocation, useNavigate } from "react-router";
import type { BaseIssue, GenericSchema } from "valibot";
import { leadKinds, type LeadKind } from "#contract/lead-kinds.ts";
import { inquiryTypes, organizationTypes, projectTypes } from "#contract/enums.ts";
import { BOT_CHECK_FIELD, IDEMPOTENCY_KEY_FIELD } from "#contract/fields.ts";
import type { SentLead } from "../components/form/lead-confirmation";
import { ApiRequestError } from "./api";
import { createBotCheck } from "./bot-check";
import { formSendKey } from "./form-send-key";
import { leadSourceNow } from "./lead-source";
import { fieldProps } from "./field-props";
import { showFieldIssues } from "./field-issues";
import { toast } from "./toast";

export interface LeadFormOptions<TInput extends FieldValues, TOutput, TResult> {
  /** The lead kind the form sends: its columns label the confirmation's copy of what was sent. */
  kind: LeadKind;
  /** What happens next, from the site's content (content/lead-next-steps.ts). */
  nextStep: string;
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
  /**
   * What the confirmation lists as sent, when the kind's columns cannot be read off the values (the
   * cart's lines, a quote's sizes): given the rows the columns give, it answers the rows to show.
   */
  summarize?: (values: TOutput, columns: [string, string][]) => [string, string][];
}

/** Display labels of the enumerated answers (a select's value → its option text). */
const enumLabels: Record<string, string> = { ...inquiryTypes.labels, ...projectTypes.labels, ...organizationTypes.labels };

/** The sent values as label/value rows, in the order of the kind's columns; empty and yes/no fields left out. */
function sentRows(kind: LeadKind, values: Record<string, unknown>): [string, string][] {
  const rows: [string, string][] = [];
  for (const [key, label] of Object.entries(leadKinds[kind].columns as Record<string, string>)) {
    // The contact form's name is two fields; its list shows them as one.
    const value = key === "name" && values.firstName !== undefined ? `${values.firstName} ${values.lastName ?? ""}` : values[key];
    const text = Array.isArray(value)
      ? value.filter((item) => typeof item === "string").join(", ")
      : typeof value === "string" || typeof value === "number"
        ? String(value)
        : "";
    if (text.trim() !== "") rows.push([label, enumLabels[text] ?? text]);
  }
  return rows;
}

export function useLeadForm<TInput extends FieldValues, TOutput, TResult extends { reference: string } = { id: number; reference: string }>(
  options: LeadFormOptions<TInput, TOutput, TResult>,
) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(options.schema),
    defaultValues: { ...options.defaultValues, ...options.initialValues } as DefaultValues<TInput>,
  });

  const [botCheck] = useState(createBotCheck);
  const [sent, setSent] = useState<SentLead | null>(null);
  const location = useLocation();
  const navigate = useNavigate();
  // One key per form and page, kept for the tab's session so a reload keeps it; made on first use, in the browser only.
  const [sendKey] = useState(() => formSendKey(`${options.kind}:${location.pathname}`));
  const submit = form.handleSubmit(async (values, event) => {
    botCheck.start(event?.target ?? null);
    try {
      const token = await botCheck.token();
      const result = await options.send({
        ...values,
        [BOT_CHECK_FIELD]: token,
        [IDEMPOTENCY_KEY_FIELD]: sendKey.current(),
        source: leadSourceNow(),
      });
      botCheck.reset();
      form.reset(options.defaultValues);
      const { title, description } = options.success;
      toast({ title, description: typeof description === "function" ? description(result) : description });
      setSent({
        title,
        reference: result.reference,
        rows: (options.summarize ?? ((_, columns) => columns))(values, sentRows(options.kind, values as Record<string, unknown>)),
        nextStep: options.nextStep,
      });
      if (location.search) navigate({ pathname: location.pathname, hash: location.hash }, { replace: true });
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
    /** The confirmation to show instead of the form, once sent. */
    sent,
    /** Back to the (reset) form from the confirmation: a new intent, so a new key. */
    sendAnother: () => {
      sendKey.renew();
      setSent(null);
    },
    errors: form.formState.errors,
    /** `{...field("email")}` on a labelled field: its registration and message; focusing it starts the bot check. */
    field: <TName extends Path<TInput>>(name: TName) => {
      const binding = fields(name);
      return { ...binding, registration: { ...binding.registration, onFocus: (e: FocusEvent<HTMLElement>) => botCheck.start(e.target) } };
    },
  };
}
