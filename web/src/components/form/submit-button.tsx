import { noScriptNotes } from "#content/site.ts";
import { useHydrated } from "../../lib/hydration";
import { Button } from "../ui/button";
import { NoScriptNote } from "./no-script-note";
import { PrivacyNote } from "./privacy-note";

/**
 * The form's submit button: disabled with its busy label (e.g. 'Sending...') while the call is
 * pending. Forms send through JavaScript: without it the button stays disabled (a press would
 * put the visitor's details in the URL) and a note says why. With it, the boot script enables the
 * button at once (`data-boot-enable`) and holds a press made before the page is live, with what was
 * typed, and replays both once it is (worker/pages/boot-script.ts, ADR 142).
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
      <Button
        type="submit"
        size="lg"
        disabled={submitting || !hydrated}
        aria-busy={submitting || undefined}
        className={className}
        data-boot-enable=""
      >
        {submitting ? busyLabel : label}
      </Button>
      <NoScriptNote text={noScriptNotes.form} />
      <PrivacyNote />
    </>
  );
}
