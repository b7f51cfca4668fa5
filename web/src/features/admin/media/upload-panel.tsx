/**
 * Upload one image into the media library: choose a file or drop it, give its alt text (required),
 * Upload. Used by the media library dialog and the Media page; the server checks the file again.
 */
import { useId, useState, type DragEvent } from "react";
import { ALT_REQUIRED_MESSAGE, IMAGE_TYPES_TEXT, MAX_IMAGE_BYTES, MIB } from "#contract/media.ts";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api";
import { refreshMedia } from "../admin-api";
import { AltTextInput } from "./alt-text-input";
import { formatBytes, precheck, uploadMedia } from "./media-upload";

const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml";

export function UploadPanel({ onUploaded }: { onUploaded: (uploaded: { url: string; alt: string; name: string }) => void }) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setProblem(precheck(chosen));
  };
  const upload = async () => {
    if (!file) return;
    if (!alt.trim()) return setProblem(ALT_REQUIRED_MESSAGE);
    setProblem(null);
    setProgress(0);
    try {
      const item = await uploadMedia(file, alt.trim(), setProgress);
      void refreshMedia();
      onUploaded({ url: item.url, alt: item.alt ?? alt.trim(), name: item.name ?? file.name });
      setFile(null);
      setAlt("");
    } catch (failure) {
      setProblem(failure instanceof ApiRequestError ? (failure.serverMessage ?? failure.message) : "The upload failed. Please try again.");
    } finally {
      setProgress(null);
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer extra; the file input is the accessible way in.
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`rounded-md border-2 border-dashed p-3 ${dragging ? "border-primary bg-accent-soft" : "border-border"}`}
    >
      <label htmlFor={`${ids}-file`} className="block text-sm font-medium">
        Upload a new image
      </label>
      <p id={`${ids}-types`} className="text-sm text-muted-foreground">
        Choose a file or drop it here: {IMAGE_TYPES_TEXT}, up to {MAX_IMAGE_BYTES / MIB} MB.
      </p>
      <input
        id={`${ids}-file`}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-describedby={`${ids}-types`}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = "";
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:font-semibold file:text-secondary-foreground"
      />
      {file ? (
        <div className="mt-3 grid gap-2">
          <p className="text-sm">
            {file.name} · {formatBytes(file.size)}
          </p>
          <AltTextInput label="Alt text of the new image" value={alt} onChange={setAlt} />
          <div className="flex items-center gap-2">
            <Button size="sm" onClick={() => void upload()} disabled={progress !== null}>
              {progress !== null ? `Uploading... ${Math.round(progress * 100)}%` : "Upload"}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setFile(null)} disabled={progress !== null}>
              Cancel upload
            </Button>
          </div>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
