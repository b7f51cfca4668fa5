import { useLocation } from "react-router";
import { pageHead, titleWithSuffix } from "#contract/meta.ts";
import { company } from "#content/site.ts";
import { HeadMeta } from "./head-meta";
import { homeShareCard, shareCardOfPath } from "./share-card";

/**
 * A page's head from its title and description: the document title with the company suffix,
 * description, canonical (this path on the site's own origin), Open Graph and Twitter tags, and
 * its JSON-LD graph (its breadcrumb named by `title`, plus `entities`, what the page is about), and
 * its share card.
 * `noindex` keeps not-found and error screens out of search results (they share the home page's
 * card); `unlisted` keeps a real page out of them (the site search's results) with its own card.
 * `search`: the query string
 * the canonical keeps (a page of a list is its own page; by default the canonical has none).
 */
export function PageMeta({
  title,
  description,
  noindex = false,
  unlisted = false,
  search = "",
  entities,
}: {
  title: string;
  description?: string;
  noindex?: boolean;
  unlisted?: boolean;
  search?: string;
  entities?: Record<string, unknown>[];
}) {
  const { pathname } = useLocation();
  return (
    <HeadMeta
      head={pageHead({
        title: titleWithSuffix(title),
        name: title,
        description,
        path: pathname,
        search,
        siteUrl: company.siteUrl,
        image: noindex ? homeShareCard() : shareCardOfPath(pathname, title),
        noindex: noindex || unlisted,
        entities,
      })}
    />
  );
}
