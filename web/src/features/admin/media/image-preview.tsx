import { useState } from "react";

/** A preview of an image URL as typed, or a note when it does not load. */
export function ImagePreview({ url, alt }: { url: string | null | undefined; alt: string }) {
  const src = (url ?? "").trim();
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return null;
  return (
    <div className="rounded-md border border-border bg-muted p-2" aria-live="polite">
      {failed === src ? (
        <p className="text-sm text-muted-foreground">This image could not be loaded.</p>
      ) : (
        <img src={src} alt={alt} className="max-h-40 w-auto rounded" onError={() => setFailed(src)} />
      )}
    </div>
  );
}
