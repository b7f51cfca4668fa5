/**
 * The Trash of posts or projects (ADR 271): what was deleted in the last TRASH_RETENTION_DAYS,
 * with when it goes for good. Restore puts it back as it was (public again if it was public);
 * Delete permanently asks first (the spec's confirmation) and cannot be undone.
 */
import { useState } from "react";
import { publicSiteMessage } from "#contract/public-site.ts";
import { Button } from "../../../components/ui/button";
import { toast } from "../../../lib/toast";
import { type ContentKind, useDeleteForGood, useTrash, useUntrash } from "../admin-api";
import { AdminTable, DateTime, RowActions } from "../admin-ui";
import { ConfirmDelete } from "../confirm-delete";

const headers = ["Title", "Moved to the trash", "Deleted for good on", "Actions"] as const;

export function TrashView({ kind, entity, noun }: { kind: ContentKind; entity: string; noun: string }) {
  const [page, setPage] = useState(1);
  const trash = useTrash(kind, page);
  const untrash = useUntrash(kind);
  const forGood = useDeleteForGood(kind);
  const [deleting, setDeleting] = useState<number | null>(null);
  const rows = trash.data?.items ?? [];
  const totalPages = trash.data?.totalPages ?? 1;

  return (
    <>
      <p className="mb-4 text-sm text-muted-foreground">
        Deleted {noun} stay here for 30 days, hidden from the public site, then are deleted for good.
      </p>
      <AdminTable
        caption={`Trash of ${noun}`}
        headers={headers}
        noun={`${noun} in the trash`}
        query={trash}
        rows={rows}
        renderRow={(item) => (
          <tr key={item.id}>
            <td className="px-4 py-3 font-medium">{item.title}</td>
            <td className="px-4 py-3 whitespace-nowrap">
              <DateTime iso={item.deletedAt} />
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              <DateTime iso={item.purgeAt} />
            </td>
            <RowActions>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Restore ${item.title}`}
                disabled={untrash.isPending}
                onClick={() =>
                  untrash.mutate(item.id, {
                    onSuccess: ({ publicSite }) =>
                      toast({
                        title: "Restored",
                        description: [`"${item.title}" is back.`, publicSiteMessage(publicSite)].filter(Boolean).join(" "),
                      }),
                  })
                }
              >
                Restore
              </Button>
              <Button size="sm" variant="destructive" aria-label={`Delete ${item.title} permanently`} onClick={() => setDeleting(item.id)}>
                Delete permanently
              </Button>
            </RowActions>
          </tr>
        )}
      />
      {totalPages > 1 ? (
        <nav aria-label={`Pages of the trash of ${noun}`} className="mt-4 flex items-center gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {totalPages}
          </span>
          <Button size="sm" variant="outline" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
      <ConfirmDelete
        entity={entity}
        open={deleting !== null}
        busy={forGood.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) forGood.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
      />
    </>
  );
}
