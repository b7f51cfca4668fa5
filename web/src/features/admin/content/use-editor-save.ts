/**
 * An admin editor's form and its save, the same for posts and projects: the contract schema checks
 * each field from its first blur; Save sends the cleaned input with the version the editor holds
 * (If-Match, ADR 270), then either shows the success toast (what was saved, and what the
 * X-Public-Site header says happened to the public site; "Unpublished: removed from the public site."
 * when the save took a published item off it), clears the autosaved text and stays in the editor
 * with the saved version as its base (a new item then moves to its own editor address), or:
 * - 409 with the current item: the stale-edit dialog (their changes; reload theirs, or keep mine
 *   and save over it on purpose);
 * - the Access session expired (401/403, or no answer at all, which is what an expired session's
 *   redirect to the sign-in page looks like to fetch): an alert that keeps the text and says how to
 *   sign in again;
 * - anything else: the server's field messages on the fields and its message in a destructive
 *   toast (save-error.ts), the editor left open with the admin's values.
 * The text typed is autosaved in this browser meanwhile (autosave.ts).
 */
import { valibotResolver } from "@hookform/resolvers/valibot";
import type { UseMutationResult } from "@tanstack/react-query";
import { createElement, Fragment, type ReactNode, useState } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { BaseIssue, GenericSchema } from "valibot";
import { publicSiteMessage, type PublicSiteStatus } from "#contract/public-site.ts";
import type { StaleWrite } from "#contract/revisions.ts";
import { ApiRequestError } from "../../../lib/api";
import { fieldProps } from "../../../lib/field-props";
import { toast } from "../../../lib/toast";
import { type ContentKind, useAdminSession } from "../admin-api";
import { reportSaveError } from "../save-error";
import { autosaveKey, useAutosave } from "./autosave";
import { ConflictDialog } from "./conflict-dialog";
import { EditorNotices } from "./editor-notices";

/** What an editor's item carries for the version handshake. */
export interface EditedItem {
  id: number;
  revision: number;
  updatedBy: string | null;
  updatedAt: string;
}

/** A text field the stale-edit dialog and the revisions panel compare. */
export interface ComparedText<TForm> {
  label: string;
  of: (values: TForm) => string;
}

interface EditorSaveOptions<TForm extends FieldValues, TInput, TSaved extends EditedItem> {
  kind: ContentKind;
  schema: GenericSchema<TForm, TInput, BaseIssue<unknown>>;
  /** The record being edited, or null for a new one. */
  item: TSaved | null;
  /** The form's values for a record (or a new one). */
  toForm: (item: TSaved | null) => TForm;
  texts: ComparedText<TForm>[];
  /** The admin API's save (useSavePost, useSaveProject): the saved record and the public site's state. */
  save: Pick<
    UseMutationResult<
      { data: TSaved; publicSite: PublicSiteStatus | null },
      Error,
      { id: number | null; revision: number | null; input: TInput }
    >,
    "mutate" | "isPending"
  >;
  /** The success toast's title and first sentence; the public site's sentence follows it. */
  success: { title: string; description: (saved: TSaved) => string };
  /** Whether a version is on the public site (published), so a save that takes it off says so. */
  isPublished: (item: TSaved) => boolean;
  /** After a save: the saved item, and whether it was new (its editor page then moves to its own address). */
  onSaved?: (saved: TSaved, created: boolean) => void;
  /** The destructive toast's text when the request got no answer from the server. */
  failure: string;
  onClose: () => void;
}

/** The current item a 409 answer carries, when the error is one. */
function staleCurrent<T>(error: unknown): T | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  try {
    return (JSON.parse(error.body) as Partial<StaleWrite<T>>).current ?? null;
  } catch {
    return null;
  }
}

/** The toast's words when a save took a published post or project off the public site. */
const UNPUBLISHED_MESSAGE = "Unpublished: removed from the public site.";

/** 401/403 (the Access guard), or no answer at all (an expired session's redirect to sign-in). */
const sessionLost = (error: unknown) => !(error instanceof ApiRequestError) || error.status === 401 || error.status === 403;

export function useEditorSave<TForm extends FieldValues, TInput, TSaved extends EditedItem>(
  options: EditorSaveOptions<TForm, TInput, TSaved>,
) {
  const { save, kind } = options;
  const form = useForm<TForm, unknown, TInput>({
    resolver: valibotResolver(options.schema),
    defaultValues: options.toForm(options.item) as DefaultValues<TForm>,
    mode: "onTouched",
  });
  const email = useAdminSession().data?.email ?? "admin";
  const autosave = useAutosave(form, autosaveKey(email, kind, options.item?.id ?? null));
  /** The server's version this editor's text is based on (the If-Match of the next save). */
  const [server, setServer] = useState<TSaved | null>(options.item);
  const [conflict, setConflict] = useState<TSaved | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  /** Takes a server version as the editor's base: its values in the form, its version for the next save. */
  const adopt = (item: TSaved) => {
    setServer(item);
    form.reset(options.toForm(item));
  };

  const send = (revision: number | null) =>
    form.handleSubmit((input) =>
      save.mutate(
        { id: server?.id ?? null, revision, input },
        {
          onSuccess: ({ data: saved, publicSite }) => {
            autosave.clear();
            setSignedOut(false);
            const unpublished = server !== null && options.isPublished(server) && !options.isPublished(saved);
            toast({
              title: options.success.title,
              description: (unpublished
                ? [UNPUBLISHED_MESSAGE, publicSite?.state === "purge-failed" ? publicSiteMessage(publicSite) : ""]
                : [options.success.description(saved), publicSiteMessage(publicSite)]
              )
                .filter(Boolean)
                .join(" "),
            });
            // Stay in the editor (issue 35): the saved version is the base of the next save.
            adopt(saved);
            options.onSaved?.(saved, server === null);
          },
          onError: (error) => {
            const current = staleCurrent<TSaved>(error);
            if (current) return setConflict(current);
            if (sessionLost(error)) return setSignedOut(true);
            reportSaveError(error, form, options.failure);
          },
        },
      ),
    );

  const opened = form.formState.defaultValues as TForm;
  const dialog = createElement(ConflictDialog, {
    open: conflict !== null,
    who: conflict?.updatedBy ?? null,
    when: conflict?.updatedAt ?? null,
    busy: save.isPending,
    fields: conflict
      ? options.texts.map((text) => ({ label: text.label, before: text.of(opened), after: text.of(options.toForm(conflict)) }))
      : [],
    onReload: () => {
      if (conflict) adopt(conflict);
      autosave.clear();
      setConflict(null);
    },
    onOverwrite: () => {
      if (!conflict) return;
      setServer(conflict);
      setConflict(null);
      void send(conflict.revision)();
    },
    onCancel: () => setConflict(null),
  });
  const notices: ReactNode = createElement(
    Fragment,
    null,
    createElement(EditorNotices, { autosave, signedOut, onDismissSignedOut: () => setSignedOut(false) }),
    dialog,
  );

  return {
    form,
    field: fieldProps(form),
    /** `{...editor}` on EditorForm: its submit, its busy Save button and its Cancel. */
    editor: { onSubmit: send(server?.revision ?? null), saving: save.isPending, onClose: options.onClose },
    /** The autosave offer, the signed-out alert and the stale-edit dialog, shown at the top of the form. */
    notices,
    /** The server version the editor is based on, and how a restored revision becomes it (revisions panel). */
    history: {
      server,
      adopt: (item: TSaved) => {
        adopt(item);
        autosave.clear();
      },
    },
  };
}
