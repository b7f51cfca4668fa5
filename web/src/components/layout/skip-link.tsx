/** The first stop of the keyboard: straight to the page's `main` (id "main"). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:p-3"
    >
      Skip to content
    </a>
  );
}
