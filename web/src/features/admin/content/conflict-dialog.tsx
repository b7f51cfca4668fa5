/**
 * The stale-edit dialog (ADR 270): someone saved the item after this editor opened it. It shows
 * what they changed (the version opened → theirs) and lets the admin reload theirs or keep their
 * own text and save it over theirs on purpose. A native modal dialog: focus is trapped, Escape
 * closes it (the form stays as typed), focus returns to Save.
 */
import { useId } from "react";
import { Button } from "../../../components/ui/button";
import { adminDateTime } from "../admin-dates";
import { useModalDialog } from "../modal-dialog";
import { type DiffField, DiffView } from "./diff-view";

export function ConflictDialog({
  open,
  who,
  when,
  fields,
  busy,
  onReload,
  onOverwrite,
  onCancel,
}: {
  open: boolean;
  who: string | null;
  when: string | null;
  fields: DiffField[];
  busy: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onCancel: () => void;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        Changed since you opened it
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {who ?? "Someone"} saved a newer version{when ? ` at ${adminDateTime(when)}` : ""}. Their changes to the version you opened:
      </p>
      <div className="mt-4">{open ? <DiffView fields={fields} /> : null}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onReload} autoFocus>
          Reload theirs
        </Button>
        <Button variant="destructive" onClick={onOverwrite} disabled={busy}>
          Keep mine and save over it
        </Button>
      </div>
    </dialog>
  );
}
