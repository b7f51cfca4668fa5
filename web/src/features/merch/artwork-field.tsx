/**
 * The quote's artwork: uploaded as soon as the visitor chooses the file (so a refusal shows at once,
 * beside the field), then named by the quote when it is sent. The Worker checks the file as the
 * media library checks images; a file never sent with a quote is removed after a day.
 */
import { useId, useState } from "react";
import { formatBytes } from "#contract/format.ts";
import { MAX_IMAGE_BYTES } from "#contract/media.ts";
import { Button } from "../../components/ui/button";
import { ApiRequestError, client, data } from "../../lib/api";

export interface UploadedArtwork {
  key: string;
  name: string;
  bytes: number;
}

const FAILED = "The file could not be uploaded. Please try again.";

export function ArtworkField({
  value,
  onChange,
  error,
}: {
  value: UploadedArtwork | null;
  onChange: (artwork: UploadedArtwork | null) => void;
  error?: string;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = refusal ?? error;

  async function upload(file: File) {
    setRefusal(null);
    if (file.size > MAX_IMAGE_BYTES) {
      setRefusal(`Images must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB.`);
      return;
    }
    setUploading(true);
    try {
      const stored = await data(client.merch.artwork.$post({ form: { file } }));
      onChange({ key: stored.key, name: stored.name, bytes: stored.bytes });
    } catch (failure) {
      setRefusal(failure instanceof ApiRequestError ? (failure.serverMessage ?? FAILED) : FAILED);
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="sm:col-span-2">
      {value ? (
        <p className="text-sm font-medium">Artwork (your logo)</p>
      ) : (
        <label htmlFor={`${id}-file`} className="block text-sm font-medium">
          Artwork (your logo)
        </label>
      )}
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
        JPEG, PNG, WebP, AVIF or SVG, up to {MAX_IMAGE_BYTES / (1024 * 1024)} MB. Optional: you can also send it later.
      </p>
      {value ? (
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <p role="status">
            Uploaded: {value.name} ({formatBytes(value.bytes)})
          </p>
          <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
            Remove artwork
          </Button>
        </div>
      ) : (
        <input
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/svg+xml"
          aria-describedby={[`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(" ")}
          aria-invalid={message ? true : undefined}
          disabled={uploading}
          className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:py-2"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
      )}
      {uploading ? (
        <p role="status" className="mt-1 text-sm">
          Uploading…
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
