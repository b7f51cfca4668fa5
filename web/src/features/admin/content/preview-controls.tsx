/**
 * The editor's Preview (ADR 313): checks the form as Save does, sends what it holds (saved or not)
 * and shows the preview's address: Open preview (a new tab, the real public page) and Copy link
 * for a colleague, with when the link stops working. Nothing is saved.
 */
import { useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { PreviewLink, PreviewRequest } from "#contract/previews.ts";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api";
import { useCreatePreview } from "../admin-api";
import { adminDateTime } from "../admin-dates";

const FAILED = "The preview could not be made. Check the fields above, then try again.";

export function PreviewControls<TForm extends FieldValues, TInput>({
  form,
  request,
}: {
  form: UseFormReturn<TForm, unknown, TInput>;
  /** The preview request for the form's checked values (the kind and the record edited). */
  request: (input: TInput) => PreviewRequest;
}) {
  const create = useCreatePreview();
  const [link, setLink] = useState<PreviewLink | null>(null);
  const [copied, setCopied] = useState("");

  const preview = form.handleSubmit((input) => {
    setCopied("");
    create.mutate(request(input), { onSuccess: setLink });
  });
  const address = link ? new URL(link.url, window.location.origin).href : "";

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied("Preview link copied.");
    } catch {
      setCopied(`Copy this link: ${address}`);
    }
  }

  return (
    <div className="grid gap-2 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => void preview()} disabled={create.isPending}>
          {create.isPending ? "Making preview..." : "Preview"}
        </Button>
        {link ? (
          <>
            <a className="text-sm font-medium text-primary underline" href={link.url} target="_blank" rel="noopener">
              Open preview
            </a>
            {link.shareable ? (
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                Copy link
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {create.isError
          ? create.error instanceof ApiRequestError && create.error.status < 500
            ? FAILED
            : "The preview could not be made. Please try again."
          : link
            ? `${link.shareable ? "Anyone with the link can see this preview" : "Signed-in admins can see this preview"} until ${adminDateTime(link.expiresAt)}; it is not indexed. ${copied}`
            : "See the page as it will look, before you save or publish."}
      </p>
    </div>
  );
}
