/**
 * An admin editor's form and its save, the same for posts and projects: the contract schema checks
 * each field from its first blur; Save sends the cleaned input, then either shows the success toast
 * (what was saved, and what the X-Public-Site header says happened to the public site) and closes
 * the editor, or puts the server's field messages on the fields with its message in a destructive
 * toast (save-error.ts) and leaves the editor open with the admin's values.
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import type { UseMutationResult } from "@tanstack/react-query";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { BaseIssue, GenericSchema } from "valibot";
import { publicSiteMessage, type PublicSiteStatus } from "#contract/public-site.ts";
import { fieldProps } from "../../../lib/field-props";
import { toast } from "../../../lib/toast";
import { reportSaveError } from "../save-error";

interface EditorSaveOptions<TForm extends FieldValues, TInput, TSaved> {
  schema: GenericSchema<TForm, TInput, BaseIssue<unknown>>;
  defaultValues: DefaultValues<TForm>;
  /** The record being edited, or null for a new one. */
  id: number | null;
  /** The admin API's save (useSavePost, useSaveProject): the saved record and the public site's state. */
  save: Pick<
    UseMutationResult<{ data: TSaved; publicSite: PublicSiteStatus | null }, Error, { id: number | null; input: TInput }>,
    "mutate" | "isPending"
  >;
  /** The success toast's title and first sentence; the public site's sentence follows it. */
  success: { title: string; description: (saved: TSaved) => string };
  /** The destructive toast's text when the request got no answer from the server. */
  failure: string;
  onClose: () => void;
}

export function useEditorSave<TForm extends FieldValues, TInput, TSaved>(options: EditorSaveOptions<TForm, TInput, TSaved>) {
  const { save } = options;
  const form = useForm<TForm, unknown, TInput>({
    resolver: valibotResolver(options.schema),
    defaultValues: options.defaultValues,
    mode: "onTouched",
  });

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: options.id, input },
      {
        onSuccess: ({ data: saved, publicSite }) => {
          toast({
            title: options.success.title,
            description: [options.success.description(saved), publicSiteMessage(publicSite)].filter(Boolean).join(" "),
          });
          options.onClose();
        },
        onError: (error) => reportSaveError(error, form, options.failure),
      },
    ),
  );

  return {
    form,
    field: fieldProps(form),
    /** `{...editor}` on EditorForm: its submit, its busy Save button and its Cancel. */
    editor: { onSubmit: submit, saving: save.isPending, onClose: options.onClose },
  };
}
