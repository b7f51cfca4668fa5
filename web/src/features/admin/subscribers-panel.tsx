/**
 * The dashboard's view of the blog's e-mail subscribers (ADR 306): how many are confirmed and
 * waiting for confirmation, the newest few, and Delete (audited) for one who asks by other means.
 */
import { useId, useState } from "react";
import { formatNumber } from "#contract/format.ts";
import { Button } from "../../components/ui/button";
import { useDeleteSubscriber, useSubscribers } from "./admin-api";
import { DateTime } from "./admin-ui";
import { ConfirmDelete } from "./confirm-delete";

export function SubscribersPanel() {
  const subscribers = useSubscribers();
  const remove = useDeleteSubscriber();
  const headingId = useId();
  const [deleting, setDeleting] = useState<number | null>(null);
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        Blog subscribers
      </h2>
      {subscribers.isPending ? (
        <p className="text-sm text-muted-foreground">Loading subscribers...</p>
      ) : subscribers.isError ? (
        <p className="text-sm text-destructive">Failed to load the subscribers.</p>
      ) : (
        <>
          <p className="mt-1 text-sm">
            {formatNumber(subscribers.data.confirmed)} confirmed, {formatNumber(subscribers.data.pending)} waiting for confirmation (deleted
            after three days unconfirmed).
          </p>
          {subscribers.data.newest.length > 0 ? (
            <ul aria-label="Newest subscribers" className="mt-3 grid gap-2 text-sm">
              {subscribers.data.newest.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium break-all">{row.email}</span>
                  <span className="text-muted-foreground">
                    {row.status === "confirmed" ? "Confirmed" : "Pending"}, <DateTime iso={row.confirmedAt ?? row.createdAt} />
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Delete subscriber ${row.email}`}
                    disabled={remove.isPending}
                    onClick={() => setDeleting(row.id)}
                  >
                    Delete
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      <ConfirmDelete
        entity="subscriber"
        open={deleting !== null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </section>
  );
}
