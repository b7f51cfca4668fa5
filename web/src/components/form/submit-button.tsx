import { noScriptNotes } from "#content/site.ts";
import { useHydrated } from "../../lib/hydration";
import { Button } from "../ui/button";
import { NoScriptNote } from "./no-script-note";
import { PrivacyNote } from "./privacy-note";

/**
 * The form's submit button: disabled with its busy label (e.g. 'Sending...') while the call is
 * pending. Forms send through JavaScript, so until the page is live the button is disabled (a
 * press would otherwise put the visitor's details in the URL), and without JavaScript a note says why.
 * Every lead form sends through it, so each shows the privacy note beside its button.
 */
export function SubmitButton({
  submitting,
  label,
  busyLabel,
  className = "",
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <>
      <Button type="submit" size="lg" disabled={submitting || !hydrated} aria-busy={submitting || undefined} className={className}>
        {submitting ? busyLabel : label}
      </Button>
      <NoScriptNote text={noScriptNotes.form} />
      <PrivacyNote />
    </>
  );
}
