import { useState } from "react";
import type { MediaImageInfo } from "#contract/media-image.ts";
import { useMediaFailure } from "../../lib/use-media-failure";

/**
 * A project's media: the video, falling back to the image if the video fails, then to a grey box.
 * Media errors are logged as warnings, not shown. `image`: an uploaded
 * image's alt text, size and variants. `className`: the box's classes instead of the default
 * rounded one (a list card passes its card-media).
 */
export function ProjectMedia({
  title,
  videoUrl,
  imageUrl,
  image,
  sizes = "100vw",
  className = "",
}: {
  title: string;
  videoUrl: string | null;
  imageUrl: string | null;
  image?: MediaImageInfo | undefined;
  sizes?: string;
  className?: string;
}) {
  const [stage, setStage] = useState<"video" | "image" | "none">(videoUrl ? "video" : imageUrl ? "image" : "none");
  // A card passes its own box (the shared card-media class); the project page keeps the rounded one.
  const box = className || "aspect-video w-full overflow-hidden rounded-lg bg-muted object-cover";
  const videoFailed = () => {
    console.warn(`Project video failed to load: ${videoUrl}`);
    setStage(imageUrl ? "image" : "none");
  };
  const imageFailed = () => {
    console.warn(`Project image failed to load: ${imageUrl}`);
    setStage("none");
  };
  const videoRef = useMediaFailure<HTMLVideoElement>(stage === "video" ? videoUrl : null, videoFailed);
  const imageRef = useMediaFailure<HTMLImageElement>(stage === "image" ? imageUrl : null, imageFailed);

  if (stage === "video" && videoUrl) {
    return (
      <video
        ref={videoRef}
        className={box}
        src={videoUrl}
        poster={imageUrl ?? undefined}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={`Video of ${title}`}
        onError={videoFailed}
      />
    );
  }
  if (stage === "image" && imageUrl) {
    return (
      <img
        ref={imageRef}
        className={box}
        src={imageUrl}
        alt={image?.alt || title}
        width={image?.width ?? 1200}
        height={image?.height ?? 675}
        srcSet={image?.srcset ?? undefined}
        sizes={image?.srcset ? sizes : undefined}
        onError={imageFailed}
      />
    );
  }
  return <div className={box} role="img" aria-label={`No image of ${title}`} data-testid="media-placeholder" />;
}
