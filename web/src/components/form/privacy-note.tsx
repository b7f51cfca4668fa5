import { formPrivacyNote, retention } from "#content/privacy-note.ts";
import { paths } from "#contract/routes.ts";

/**
 * Beside every lead form's submit button (SubmitButton renders it): how the details are used, and
 * the notice. A plain link: the notice is a prerendered page, and a form works outside the router too.
 */
export function PrivacyNote() {
  return (
    <p className="mt-3 text-sm text-muted-foreground">
      {formPrivacyNote.before}
      {retention.leadMonths}
      {formPrivacyNote.after}
      <a href={paths.privacy} className="font-medium text-primary underline underline-offset-4">
        {formPrivacyNote.link}
      </a>
      .
    </p>
  );
}
