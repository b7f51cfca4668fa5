/**
 * The notices at the top of an editor: unsaved text found in this browser (restore or discard),
 * and a save that failed because the Access session expired (the text is kept; how to sign in).
 */
import { Button } from "../../../components/ui/button";
import { adminDateTime } from "../admin-dates";

const SIGNED_OUT_MESSAGE =
  "Your text is kept in this browser. Open /admin in a new tab and sign in again through Cloudflare Access, then come back to this tab and press Save.";

export function EditorNotices({
  autosave,
  signedOut,
  onDismissSignedOut,
}: {
  autosave: { found: { savedAt: string } | null; restore: () => void; discard: () => void };
  signedOut: boolean;
  onDismissSignedOut: () => void;
}) {
  return (
    <>
      {autosave.found ? (
        <div role="status" className="grid gap-3 rounded-md border border-border bg-muted p-4 text-sm">
          <p>
            <strong>Unsaved text found.</strong> This browser kept changes you made on {adminDateTime(autosave.found.savedAt)} that were
            never saved.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={autosave.restore}>
              Restore unsaved text
            </Button>
            <Button size="sm" variant="outline" onClick={autosave.discard}>
              Discard it
            </Button>
          </div>
        </div>
      ) : null}
      {signedOut ? (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive p-4 text-sm">
          <p>
            <strong>Not saved: your sign-in has expired.</strong> {SIGNED_OUT_MESSAGE}
          </p>
          <div>
            <Button size="sm" variant="outline" onClick={onDismissSignedOut}>
              Dismiss
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}
