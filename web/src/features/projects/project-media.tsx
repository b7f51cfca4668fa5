import { useState } from "react";

/**
 * A project's media: the video, falling back to the image if the video fails, then to a grey box
 * (spec: project detail). Media errors are logged as warnings, not shown.
 */
export function ProjectMedia({ title, videoUrl, imageUrl, className = "" }: { title: string; videoUrl: string | null; imageUrl: string | null; className?: string }) {
  const [stage, setStage] = useState<"video" | "image" | "none">(videoUrl ? "video" : imageUrl ? "image" : "none");
  const box = `aspect-video w-full overflow-hidden rounded-lg bg-muted object-cover ${className}`;

  if (stage === "video" && videoUrl) {
    return (
      <video
        className={box}
        src={videoUrl}
        poster={imageUrl ?? undefined}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={`Video of ${title}`}
        onError={() => {
          console.warn(`Project video failed to load: ${videoUrl}`);
          setStage(imageUrl ? "image" : "none");
        }}
      />
    );
  }
  if (stage === "image" && imageUrl) {
    return (
      <img
        className={box}
        src={imageUrl}
        alt={title}
        width={1200}
        height={675}
        onError={() => {
          console.warn(`Project image failed to load: ${imageUrl}`);
          setStage("none");
        }}
      />
    );
  }
  return <div className={box} role="img" aria-label={`No image of ${title}`} data-testid="media-placeholder" />;
}
