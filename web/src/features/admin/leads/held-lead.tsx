/**
 * A lead the bot check held (ADR 184), in place of its notification status: why it is held,
 * Release (then it is e-mailed like any lead) and Delete.
 */
import { heldReasons, type HeldReason } from "#contract/admin.ts";
import type { LeadKind } from "#contract/lead-kinds.ts";
import { Button } from "../../../components/ui/button";
import { useDeleteHeldLead, useReleaseLead } from "../admin-api";
import { Badge } from "../admin-ui";
import { useConfirmedDelete } from "../confirm-delete";

export function HeldLead({ kind, id, reason, name }: { kind: LeadKind; id: number; reason: HeldReason; name: string }) {
  const release = useReleaseLead();
  const remove = useDeleteHeldLead(kind);
  const { askToDelete, dialog } = useConfirmedDelete("held lead", remove);
  const busy = release.isPending || remove.isPending;
  const failed = release.error ?? remove.error;
  return (
    <div className="flex max-w-xs flex-col items-start gap-1">
      <Badge tone="negative">{heldReasons[reason]}</Badge>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          aria-label={`Release held lead from ${name}`}
          onClick={() => release.mutate({ kind, id })}
        >
          Release
        </Button>
        <Button
          size="sm"
          variant="destructive"
          disabled={busy}
          aria-label={`Delete held lead from ${name}`}
          onClick={() => askToDelete(id)}
        >
          Delete
        </Button>
      </div>
      {dialog}
      {failed ? <span className="text-xs text-destructive">{failed instanceof Error ? failed.message : "That did not work."}</span> : null}
    </div>
  );
}
