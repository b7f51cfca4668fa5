/**
 * /search?q= — the site search's results as a page (docs/decisions/308-search-page-and-not-found.md).
 * Rendered by the Worker with its results, so it works fully without JavaScript: a GET form and
 * real links. Search engines are told not to index it, and the sitemap leaves it out.
 */
import { readPaths } from "#contract/read-paths.ts";
import { resultCountText } from "#contract/site-search.ts";
import { searchQueryOf } from "#contract/site-search-query.ts";
import { searchPage } from "#content/search.ts";
import { PageHeading } from "../../components/page-heading";
import FindYourWay from "../../components/search/find-your-way";
import { SearchResultList } from "../../components/search/search-result-list";
import { SiteSearchForm } from "../../components/search/site-search-form";
import { useClientSearchParams } from "../../lib/use-client-location";
import { usePublicRead } from "../../lib/public-read";

export default function SearchPage() {
  const [params] = useClientSearchParams();
  const query = searchQueryOf(params);
  return (
    <>
      <PageHeading title={searchPage.heading} intro={searchPage.intro} unlisted>
        <SiteSearchForm query={query} className="mt-8 max-w-2xl" />
      </PageHeading>
      <div className="mx-auto max-w-3xl px-4 py-10">{query ? <Results query={query} /> : <FindYourWay search={false} />}</div>
    </>
  );
}

function Results({ query }: { query: string }) {
  const { data, error, isPending } = usePublicRead(readPaths.search(query), (reads) => reads.search(query), searchPage.failed, true);
  if (error) {
    return (
      <p role="alert" className="font-medium text-destructive">
        {searchPage.failed}
      </p>
    );
  }
  if (isPending || !data) {
    return <p role="status">{searchPage.loading}</p>;
  }
  return (
    <>
      {/* A live region, so a search made on this page says how many it found. */}
      <div role="status">
        <h2 className="text-xl font-semibold">{resultCountText(data)}</h2>
      </div>
      {data.results.length > 0 ? (
        <div className="mt-4">
          <SearchResultList results={data.results} />
        </div>
      ) : (
        <>
          <p className="mt-2 text-muted-foreground">{searchPage.noResultsHint}</p>
          <FindYourWay search={false} />
        </>
      )}
    </>
  );
}
