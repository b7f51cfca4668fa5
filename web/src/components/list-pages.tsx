/**
 * The parts of a paged public list (/blog, /projects): the page links, and what a page past the
 * last (or a malformed one) shows. Links are real <a href>s, so paging works without JavaScript
 * and crawlers reach every page (docs/decisions/250-paging-public-lists.md).
 */
import { lazy, Suspense } from "react";
import { Link } from "./link";
import { PageMeta } from "./page-meta";
import { buttonStyles } from "./ui/button";

// The way on (ADR 308), fetched only when the missing state shows; the server renders it whole.
const FindYourWay = lazy(() => import("./search/find-your-way"));

/** Page numbers to link: the first, the last, and two either side of the current one; null is a gap. */
function pageNumbers(page: number, totalPages: number): (number | null)[] {
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, i) => (i > 0 && n - (shown[i - 1] ?? n) > 1 ? [null, n] : [n]));
}

/** Previous, numbered and Next links of a list with more than one page. */
export function Pager({
  page,
  totalPages,
  hrefOf,
  label,
}: {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
  label: string;
}) {
  if (totalPages <= 1) return null;
  // The links' looks are the pager classes in styles.css (ADR 252): a list page at scale repeats no button classes.
  return (
    <nav aria-label={label} className="pager mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)} rel="prev">
          <span aria-hidden="true">←</span> Previous
        </Link>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pageNumbers(page, totalPages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={n}>
              <Link to={hrefOf(n)} aria-label={`Page ${n}`} aria-current={n === page ? "page" : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link to={hrefOf(page + 1)} rel="next">
          Next <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** A list page that does not exist (past the last, or not a page number): the Worker answers it 404. */
export function MissingListPage({ firstPage, backLabel }: { firstPage: string; backLabel: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <PageMeta title="Page Not Found" noindex />
      <h1 className="text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">This list has no such page.</p>
      <Link to={firstPage} className={`${buttonStyles()} mt-8`}>
        {backLabel}
      </Link>
      <Suspense fallback={null}>
        <FindYourWay />
      </Suspense>
    </section>
  );
}
