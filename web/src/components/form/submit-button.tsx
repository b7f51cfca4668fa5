import { Button } from "../ui/button";

/** The form's submit button: disabled with its busy label (e.g. 'Sending...') while the call is pending. */
export function SubmitButton({ submitting, label, busyLabel, className = "" }: { submitting: boolean; label: string; busyLabel: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={submitting} aria-busy={submitting || undefined} className={className}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
