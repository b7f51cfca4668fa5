/**
 * A section whose code arrives after the page's (React.lazy inside a Suspense boundary, such as the
 * home page's calculators and contact form). Until it has hydrated, the boot script holds what is
 * tapped or typed in it, even once the page is live, and replays it when the section is React's
 * (worker/pages/boot-script.ts, ADR 142). Render it inside the boundary: it hydrates with the section.
 */
import { type ReactNode, useEffect, useRef } from "react";

export function HeldSection({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.removeAttribute("data-boot-hold");
  }, []);
  return (
    <div ref={ref} data-boot-hold="" className="contents">
      {children}
    </div>
  );
}
