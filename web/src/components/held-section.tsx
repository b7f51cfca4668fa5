/**
 * A section whose code arrives after the page's: server HTML on screen from the start, made live
 * once its code has come (an island; ADR 142, ADR 143). Until then the boot script holds what is
 * tapped or typed in it, even once the page is live, and replays it when the section is React's
 * (worker/pages/boot-script.ts: `data-boot-hold`, removed here once the section has hydrated).
 */
import { type ComponentType, lazy, memo, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useHydrated } from "../lib/hydration";
import { whenNeeded } from "../lib/when-needed";

function HeldSection({ children }: { children: ReactNode }) {
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

export interface LazySectionOptions<P> {
  /** The section's component, from a module of its own (`() => import("./x").then((m) => m.X)`). */
  load: () => Promise<ComponentType<P>>;
  /** Classes of the placeholder shown only when the section is rendered in the browser before its code came (its height). */
  fallback: string;
  /** Also fetch the code when the element with this id comes within a screen of the viewport (a section far down the page). */
  nearId?: string;
}

/**
 * The component `load` gives, as a lazily loaded section that hydrates from the server HTML: its
 * code is fetched when it is needed (web/src/lib/when-needed.ts: the first interaction with the
 * page, or the section coming near), or at once when it is rendered in the browser rather than
 * hydrated (a client-side visit, a new key), where there is no HTML to show meanwhile.
 *
 * Its props must keep their identity while nothing changes (memoised values, stable callbacks): React
 * treats any update that reaches a boundary still waiting for its code (new props, or a context it
 * might read) as a reason to drop the server HTML for the placeholder, or, in a transition, holds the
 * transition until the code has come. The component is memoised, and it renders the same element while
 * its props are the same, so the page's own re-renders do not reach the boundary.
 */
export function lazySection<P extends object>({ load, fallback, nearId }: LazySectionOptions<P>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const Section = lazy(() =>
    Promise.race([whenNeeded(nearId), released])
      .then(load)
      .then((component) => ({ default: component })),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per section at module load (as React.lazy is), never during a render.
  function LazySection(props: P) {
    // False while hydrating server HTML; true when first rendered in the browser.
    const hydrated = useHydrated();
    const [renderedInBrowser] = useState(hydrated);
    // In render, not in an effect: a transition rendering it waits for the code before committing.
    if (renderedInBrowser) release();
    return useMemo(
      () => (
        <Suspense fallback={<div className={fallback} />}>
          <HeldSection>
            <Section {...props} />
          </HeldSection>
        </Suspense>
      ),
      [props],
    );
  }
  return memo(LazySection);
}
