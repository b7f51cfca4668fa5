/**
 * The way on from a page that does not exist (or a search that found nothing): the search form and
 * the site's main destinations, as real links (docs/decisions/308-search-page-and-not-found.md).
 */
import { useId } from "react";
import { Link } from "../link";
import { findYourWay, mainDestinations } from "#content/search.ts";
import { SiteSearchForm } from "./site-search-form";

/**
 * Default export: the not-found states inside other pages (a missing post, project or list page)
 * load it lazily, so those pages' first load does not carry it.
 */
export default function FindYourWay({ search = true }: { search?: boolean }) {
  const id = useId();
  return (
    <div className="mx-auto mt-12 w-full max-w-3xl text-left">
      {search ? (
        <section aria-labelledby={`${id}-search`}>
          <h2 id={`${id}-search`} className="sr-only">
            {findYourWay.searchHeading}
          </h2>
          <SiteSearchForm />
        </section>
      ) : null}
      <nav aria-labelledby={`${id}-destinations`} className={search ? "mt-10" : ""}>
        <h2 id={`${id}-destinations`} className="text-xl font-semibold">
          {findYourWay.heading}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {mainDestinations.map((destination) => (
            <li key={destination.to}>
              <Link to={destination.to} className="block h-full rounded-lg border border-border bg-card p-4 hover:bg-muted">
                <span className="font-semibold text-primary">{destination.label}</span>
                <span className="mt-1 block text-sm text-muted-foreground">{destination.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
