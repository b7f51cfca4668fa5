/**
 * An editor's image or video field: pick an image from the media library (media-picker.tsx), paste a
 * URL as before, or choose (or drop) a file, describe it
 * (alt text, required for images), upload it with a progress bar, and the field then holds the
 * file's /media/ URL. A preview shows the chosen file before upload and the field's file after.
 */
import { useEffect, useId, useState, type DragEvent } from "react";
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import {
  ALT_REQUIRED_MESSAGE,
  IMAGE_TYPES_TEXT,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  MIB,
  mediaKeyOf,
  VIDEO_TYPES_TEXT,
} from "#contract/media.ts";
import { TextField } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { ApiRequestError } from "../../../lib/api";
import { fieldProps } from "../../../lib/field-props";
import { useMediaItem } from "../admin-api";
import { ImagePreview } from "./image-preview";
import { MediaPicker } from "./media-picker";
import { AltTextInput } from "./alt-text-input";
import { formatBytes, precheck, uploadMedia } from "./media-upload";

const accepts = {
  image: {
    accept: "image/jpeg,image/png,image/webp,image/avif,image/svg+xml",
    text: `${IMAGE_TYPES_TEXT}, up to ${MAX_IMAGE_BYTES / MIB} MB`,
  },
  video: { accept: "video/mp4,video/webm", text: `${VIDEO_TYPES_TEXT}, up to ${MAX_VIDEO_BYTES / MIB} MB` },
} as const;

/** An object URL for a chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function Preview({ kind, src, alt }: { kind: "image" | "video"; src: string; alt: string }) {
  if (kind === "image") return <ImagePreview url={src} alt={alt} />;
  return src ? (
    <video
      src={src}
      controls
      muted
      preload="metadata"
      className="max-h-40 w-auto rounded-md border border-border bg-muted"
      aria-label={alt}
    />
  ) : null;
}

/** The props that tie a MediaField to a form's URL field: its registration, value, message and the setter an upload calls. */
export function mediaFieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, "register" | "setValue" | "watch" | "formState">,
  name: Path<T>,
) {
  const value: unknown = form.watch(name);
  return {
    ...fieldProps(form)(name),
    value: typeof value === "string" ? value : "",
    // The field holds strings; the cast is what react-hook-form's generic setter needs to accept one.
    onUploaded: (url: string) => form.setValue(name, url as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true }),
  };
}

export function MediaField({
  label,
  kind,
  hint,
  error,
  registration,
  value,
  previewAlt,
  onUploaded,
}: {
  label: string;
  kind: "image" | "video";
  hint: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** The field's current value (watched). */
  value: string;
  /** The preview's accessible name, e.g. "Preview of the post image". */
  previewAlt: string;
  onUploaded: (url: string) => void;
}) {
  const ids = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState("");
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [picking, setPicking] = useState(false);
  const localUrl = useObjectUrl(file);
  const key = mediaKeyOf(value.trim());
  const library = useMediaItem(key);
  const current = library.data;

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setProblem(precheck(chosen));
  };

  const upload = async () => {
    if (!file) return;
    if (kind === "image" && !alt.trim()) return setProblem(ALT_REQUIRED_MESSAGE);
    setProblem(null);
    setProgress(0);
    try {
      const item = await uploadMedia(file, alt.trim(), setProgress);
      onUploaded(item.url);
      setFile(null);
      setAlt("");
      // The same file again keeps its URL: read its new alt text.
      if (item.key === key) await library.refetch();
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

  const noun = kind === "image" ? "image" : "video";
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <div className="grid content-start gap-3">
        <TextField label={label} hint={hint} error={error} registration={registration} />
        {kind === "image" ? (
          <div>
            <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
              Choose from the media library
            </Button>
            <MediaPicker open={picking} action="Use this image" onClose={() => setPicking(false)} onPick={({ url }) => onUploaded(url)} />
          </div>
        ) : null}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer extra; the file input inside is the accessible way in. */}
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`rounded-md border-2 border-dashed p-4 ${dragging ? "border-primary bg-accent-soft" : "border-border"}`}
        >
          <label htmlFor={`${ids}-file`} className="block text-sm font-medium">
            Upload {kind === "image" ? "an image" : "a video"}
          </label>
          <p id={`${ids}-types`} className="text-sm text-muted-foreground">
            Choose a file or drop it here: {accepts[kind].text}.
          </p>
          <input
            id={`${ids}-file`}
            type="file"
            accept={accepts[kind].accept}
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
              {kind === "image" ? (
                <div>
                  <AltTextInput label="Alt text" value={alt} onChange={setAlt} />
                  <p className="mt-1 text-sm text-muted-foreground">What the image shows, for readers who cannot see it.</p>
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                <Button size="sm" onClick={() => void upload()} disabled={progress !== null}>
                  {progress !== null ? "Uploading..." : `Upload ${noun}`}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={progress !== null}
                  onClick={() => {
                    setFile(null);
                    setProblem(null);
                  }}
                >
                  Cancel
                </Button>
              </div>
              {progress !== null ? (
                <div className="flex items-center gap-2 text-sm">
                  <progress max={1} value={progress} aria-label={`Uploading ${file.name}`} className="h-2 w-full" />
                  <span aria-hidden="true">{Math.round(progress * 100)}%</span>
                </div>
              ) : null}
            </div>
          ) : null}
          {problem ? (
            <p role="alert" className="mt-2 text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
        {current ? (
          <p className="text-sm text-muted-foreground">
            Uploaded {current.kind}: {formatBytes(current.size)}
            {current.width && current.height ? `, ${current.width}×${current.height}` : ""}
            {current.alt ? `, alt text "${current.alt}"` : ""} (change it in the Media library)
          </p>
        ) : null}
      </div>
      <div className="self-start">
        <Preview kind={kind} src={localUrl ?? value} alt={file ? `Preview of ${file.name}` : previewAlt} />
      </div>
    </div>
  );
}
