import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";

/**
 * Renders its (lazy) children only once the visitor scrolls within `margin` of them, so code for a
 * section far below the fold is not part of the page's first load. Until then it keeps the space
 * the section will take (`reserve`: min-height classes per breakpoint, measured from the rendered
 * section), so nothing on screen moves when it arrives. Without IntersectionObserver it renders at
 * once.
 */
export function WhenNear({ children, reserve, margin = "600px" }: { children: ReactNode; reserve: string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: `${margin} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);

  const placeholder = <div className={reserve} aria-hidden="true" />;
  return <div ref={ref} data-when-near="">{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
