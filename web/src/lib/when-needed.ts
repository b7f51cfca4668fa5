/**
 * Holds back a below-the-fold section's code (a form's: react-hook-form and the schemas) until the
 * section is needed, so it is not part of the page's first load (issue 32's JavaScript budgets).
 * Use it inside a `React.lazy` factory: while React hydrates the server HTML, a lazy component that
 * has not resolved keeps its Suspense boundary's HTML as it is, so the section is on screen all the
 * while; its code is fetched once the section comes within a screen of the viewport or the visitor
 * first presses, focuses or types anywhere on the page (what they do in the section meanwhile is
 * held by the boot script, see held-section.tsx). Anywhere, not only in the section: an update that
 * reaches the section while it is still server HTML (choosing a merch collection changes the
 * location every part of the page may read) makes React hold that update until the section's code
 * has come, so the code must be on its way by then. Where the section is not server HTML on screen
 * (the server, a client-side visit, a browser without IntersectionObserver) it is fetched at once.
 */
export function whenNeeded(sectionId: string): Promise<void> {
  const section = typeof document === "undefined" ? null : document.getElementById(sectionId);
  if (!section || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const events = ["pointerdown", "focusin", "keydown"] as const;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
      rootMargin: "100% 0px",
    });
    function done() {
      observer.disconnect();
      for (const type of events) document.removeEventListener(type, done, true);
      resolve();
    }
    observer.observe(section);
    for (const type of events) document.addEventListener(type, done, true);
  });
}
