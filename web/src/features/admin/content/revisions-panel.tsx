/**
 * The revisions of the item in the editor (ADR 271): each stored earlier version with when and
 * who saved it; Compare shows an inline diff of its texts against the current version, and
 * Restore saves it as a new version (from the version the editor holds, so a restore over someone
 * else's newer save is refused with their message).
 */
import { useState } from "react";
import { toast } from "../../../lib/toast";
import { ApiRequestError } from "../../../lib/api";
import { Button } from "../../../components/ui/button";
import { type ContentKind, useRestoreRevision, useRevision, useRevisions } from "../admin-api";
import { adminDateTime } from "../admin-dates";
import { DiffView } from "./diff-view";
import type { ComparedText, EditedItem } from "./use-editor-save";

export function RevisionsPanel<TForm, TSaved extends EditedItem>({
  kind,
  server,
  toForm,
  texts,
  onRestored,
}: {
  kind: ContentKind;
  /** The current version (what a revision is compared with and restored over). */
  server: TSaved;
  toForm: (item: TSaved) => TForm;
  texts: ComparedText<TForm>[];
  onRestored: (item: TSaved) => void;
}) {
  const revisions = useRevisions(kind, server.id);
  const [open, setOpen] = useState<number | null>(null);
  const detail = useRevision(kind, server.id, open);
  const restore = useRestoreRevision<TSaved>(kind, server.id);
  const headingId = `${kind}-revisions-title`;
  const rows = revisions.data ?? [];

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        Revisions
      </h2>
      {revisions.isPending ? (
        <p className="mt-2 text-sm text-muted-foreground">Loading revisions...</p>
      ) : revisions.isError ? (
        <p className="mt-2 text-sm text-destructive">Failed to load revisions.</p>
      ) : rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">No earlier versions yet: each save keeps the version it replaces.</p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {rows.map((row) => (
            <li key={row.revision} className="grid gap-2 rounded-md border border-border p-3">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
                <span className="font-medium">Version {row.revision}</span>
                <span>{adminDateTime(row.savedAt)}</span>
                <span className="text-muted-foreground">{row.savedBy ?? "saved before revisions were kept"}</span>
                <span className="truncate">“{row.title}”</span>
                <span className="ml-auto flex gap-2">
                  <Button
                    size="sm"
                    variant="outline"
                    aria-expanded={open === row.revision}
                    aria-label={`Compare version ${row.revision} with the current one`}
                    onClick={() => setOpen(open === row.revision ? null : row.revision)}
                  >
                    Compare
                  </Button>
                  <Button
                    size="sm"
                    aria-label={`Restore version ${row.revision}`}
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(
                        { revision: row.revision, version: server.revision },
                        {
                          onSuccess: (item) => {
                            onRestored(item);
                            setOpen(null);
                            toast({ title: `Version ${row.revision} restored`, description: "It was saved as the newest version." });
                          },
                          onError: (error) =>
                            toast({
                              title: "Not restored",
                              description: error instanceof ApiRequestError ? (error.serverMessage ?? error.message) : "Please try again.",
                              variant: "destructive",
                            }),
                        },
                      )
                    }
                  >
                    Restore
                  </Button>
                </span>
              </div>
              {open === row.revision ? (
                detail.data ? (
                  <div className="grid gap-2">
                    <p className="text-sm text-muted-foreground">From version {row.revision} to the current version:</p>
                    <DiffView
                      fields={texts.map((text) => ({
                        label: text.label,
                        before: text.of(toForm({ ...server, ...detail.data.data } as TSaved)),
                        after: text.of(toForm(server)),
                      }))}
                    />
                  </div>
                ) : (
                  <p className="text-sm text-muted-foreground">{detail.isError ? "Failed to load this version." : "Loading..."}</p>
                )
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
