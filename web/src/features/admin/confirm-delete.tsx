/**
 * The spec's delete confirmation: 'Are you absolutely sure?' / 'This action cannot be undone.
 * This will permanently delete the {entity}.' with Cancel and Delete. Posts and projects go to the
 * Trash instead (ADR 271), and the dialog says that rather than a permanence that is no longer true.
 * A native modal dialog, so focus is trapped, Escape cancels and focus returns to the button that
 * opened it.
 */
import { useId, useState, type ReactNode } from "react";
import { publicSiteMessage, type PublicSiteStatus } from "#contract/public-site.ts";
import { Button } from "../../components/ui/button";
import { useModalDialog } from "./modal-dialog";
import { toast } from "../../lib/toast";

export function ConfirmDelete({
  entity,
  open,
  busy,
  onCancel,
  onConfirm,
  toTrash = false,
}: {
  /** e.g. "blog post", "project", "inquiry". */
  entity: string;
  /** The delete moves the item to the Trash, where it can be restored. */
  toTrash?: boolean;
  open: boolean;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {toTrash ? `Move the ${entity} to the Trash?` : "Are you absolutely sure?"}
      </h2>
      <p id={textId} className="mt-2 text-sm text-muted-foreground">
        {toTrash
          ? `It leaves the public site at once. You can restore it from the Trash until it is deleted permanently (after 30 days unless configured otherwise).`
          : `This action cannot be undone. This will permanently delete the ${entity}.`}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="outline" onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={busy}>
          {toTrash ? "Move to Trash" : "Delete"}
        </Button>
      </div>
    </dialog>
  );
}

/** A delete the list's mutation performs by id (a TanStack mutation fits). */
interface DeleteById {
  isPending: boolean;
  mutate(id: number, options: { onSettled: () => void; onSuccess: (result: { publicSite: PublicSiteStatus | null }) => void }): void;
}

/**
 * Which row's delete is awaiting confirmation, and the dialog that confirms it. A failed delete
 * shows no toast (the row stays); a success refetches the list (admin-api.ts), and says so only
 * when the public site's cache could not be refreshed.
 */
export function useConfirmedDelete(
  entity: string,
  remove: DeleteById,
  { toTrash = false }: { toTrash?: boolean } = {},
): { askToDelete: (id: number) => void; dialog: ReactNode } {
  const [deleting, setDeleting] = useState<number | null>(null);
  const dialog = (
    <ConfirmDelete
      entity={entity}
      toTrash={toTrash}
      open={deleting !== null}
      busy={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => {
        if (deleting !== null) {
          remove.mutate(deleting, {
            onSettled: () => setDeleting(null),
            onSuccess: ({ publicSite }) => {
              if (publicSite?.state === "purge-failed")
                toast({
                  title: `The ${entity} was ${toTrash ? "moved to the Trash" : "deleted"}`,
                  description: publicSiteMessage(publicSite),
                });
            },
          });
        }
      }}
    />
  );
  return { askToDelete: setDeleting, dialog };
}
