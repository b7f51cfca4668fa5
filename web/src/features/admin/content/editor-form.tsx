/** The frame of the post and project editors: the heading, the form, and its Save / Cancel row under the fields. */
import type { FormEventHandler, ReactNode } from "react";
import { Button } from "../../../components/ui/button";

export function EditorForm({
  headingId,
  heading,
  saveLabel,
  saving,
  onSubmit,
  onClose,
  children,
}: {
  headingId: string;
  heading: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-6">
      <h2 id={headingId} className="text-2xl font-semibold">
        {heading}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-6 grid gap-5">
        {children}
        <div className="flex gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? "Saving..." : saveLabel}
          </Button>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
