import { useId, type ReactNode } from "react";

/** A page section with its heading (h2) and optional supporting line; `id` makes it an anchor. */
export function Section({
  id,
  heading,
  subheading,
  children,
  className = "",
  muted = false,
}: {
  id?: string;
  heading: string;
  subheading?: string;
  children?: ReactNode;
  className?: string;
  muted?: boolean;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={`${muted ? "bg-muted/60" : ""} ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-12 md:py-16">
        <h2 id={headingId} className="text-3xl font-bold md:text-4xl">
          {heading}
        </h2>
        {subheading ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{subheading}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
