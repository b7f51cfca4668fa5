import { useState } from "react";
import type { MediaImageInfo } from "#contract/media-image.ts";
import { useMediaFailure } from "../../lib/use-media-failure";

/**
 * A post's image, or a neutral placeholder when it has none or it fails to load (failures are logged).
 * `priority`: the image is the page's largest, above the fold (a post's header image), so it is
 * fetched at once and first instead of lazily. `image`: an uploaded file's size and variants (its
 * width and height, so the box is reserved before it loads; the 16:9 box size otherwise).
 */
export function PostImage({
  src,
  alt,
  image,
  sizes = "100vw",
  className = "",
  priority = false,
}: {
  src: string | null;
  alt: string;
  image?: MediaImageInfo | undefined;
  sizes?: string;
  className?: string;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const onFail = () => {
    console.warn(`Blog image failed to load: ${src}`);
    setFailed(true);
  };
  const ref = useMediaFailure<HTMLImageElement>(failed ? null : src, onFail);
  const box = className ? `card-media ${className}` : "card-media";
  if (!src || failed) {
    return (
      <div
        className={`${box} flex items-center justify-center text-muted-foreground`}
        // A decorative image (empty alt) stays decorative as a placeholder too.
        {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
        data-testid="image-placeholder"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="40"
          height="40"
          className="h-10 w-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        >
          <rect x="3" y="4" width="18" height="16" rx="2" />
          <circle cx="9" cy="10" r="2" />
          <path d="m21 17-5-5-9 8" />
        </svg>
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={image?.width ?? 1200}
      height={image?.height ?? 675}
      srcSet={image?.srcset ?? undefined}
      sizes={image?.srcset ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      // "auto" is the default: left out, as a list page carries up to twelve of these (ADR 256).
      fetchPriority={priority ? "high" : undefined}
      className={box}
      onError={onFail}
    />
  );
}
