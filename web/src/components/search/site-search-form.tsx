/**
 * The site search as a plain GET form to /search: it works before the page's code has arrived and
 * without JavaScript (the Worker renders the results); once the page is live, a search is a
 * client-side navigation to the same address.
 */
import { useId } from "react";
import { useNavigate } from "react-router";
import { paths } from "#contract/routes.ts";
import { SITE_SEARCH_MAX, SITE_SEARCH_PARAM } from "#contract/site-search-query.ts";
import { searchPage } from "#content/search.ts";
import { controlClass } from "../form/form-fields";
import { buttonStyles } from "../ui/button";

/** The address of the results for a search ("/search" for none). */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `${paths.search}?${new URLSearchParams({ [SITE_SEARCH_PARAM]: q }).toString()}` : paths.search;
}

export function SiteSearchForm({ query = "", className = "" }: { query?: string; className?: string }) {
  const id = useId();
  const navigate = useNavigate();
  return (
    <search className={`block ${className}`}>
      <form
        action={paths.search}
        method="get"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(searchHref(String(new FormData(event.currentTarget).get(SITE_SEARCH_PARAM) ?? "")));
        }}
      >
        <label htmlFor={id} className="w-full text-sm font-medium">
          {searchPage.label}
        </label>
        {/* Keyed by the search shown, so the field follows Back and Forward between searches. */}
        <input
          key={query}
          id={id}
          name={SITE_SEARCH_PARAM}
          type="search"
          defaultValue={query}
          maxLength={SITE_SEARCH_MAX}
          placeholder={searchPage.placeholder}
          className={`${controlClass} min-w-0 flex-1 basis-48`}
        />
        <button type="submit" className={buttonStyles()}>
          {searchPage.submit}
        </button>
      </form>
    </search>
  );
}
