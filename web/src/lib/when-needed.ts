/**
 * When a section whose code is held back (a form's: react-hook-form, valibot, the schema) is
 * needed, so that code is not part of the page's first load (issue 32's JavaScript budgets, ADR 143).
 * Used inside a `React.lazy` factory (web/src/components/held-section.tsx `lazySection`): while
 * React hydrates the server HTML, a lazy component that has not resolved keeps its Suspense
 * boundary's HTML as it is, so the section is on screen all the while, and what the visitor does in
 * it meanwhile is held by the boot script and replayed once it is live.
 *
 * Needed means: the visitor's first interaction with the page (a press, a click, a focus, a key,
 * typed input), also one made before the page's code ran (the boot script marks it on the root
 * element); or, for a section given by id, that section coming within a screen of the viewport.
 * Anywhere on the page, not only in the section: an update that reaches the section while it is
 * still server HTML (a link changing the location, which every part of the page may read) makes
 * React hold that update until the section's code has come, so the code must be on its way by the
 * time anything the visitor does can cause one. Without a document (the server) it is at once.
 */

/** Set on the root element by the boot script (worker/pages/boot-script.ts) at the first interaction. */
const USED_ATTRIBUTE = "data-boot-used";
const INTERACTIONS = ["pointerdown", "click", "focusin", "keydown", "input"] as const;

let used: Promise<void> | undefined;

/** The visitor's first interaction with the page (before or after its code ran). */
function whenUsed(): Promise<void> {
  used ??= new Promise((resolve) => {
    if (document.documentElement.hasAttribute(USED_ATTRIBUTE)) return resolve();
    function done() {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    }
    for (const type of INTERACTIONS) document.addEventListener(type, done, true);
  });
  return used;
}

/** The section with this id within a screen of the viewport; at once where it cannot be watched. */
function whenNear(sectionId: string): Promise<void> {
  const section = document.getElementById(sectionId);
  if (!section || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: "100% 0px" },
    );
    observer.observe(section);
  });
}

/** Resolves when the section is needed: at the first interaction, or (given `nearId`) when that element is near. */
export function whenNeeded(nearId?: string): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  return nearId === undefined ? whenUsed() : Promise.race([whenUsed(), whenNear(nearId)]);
}
