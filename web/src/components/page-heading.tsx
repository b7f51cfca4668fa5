import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Breadcrumbs } from "./breadcrumbs";
import { PageMeta } from "./page-meta";

/**
 * The title block of a page, with its <title>. `search`: the query string its canonical keeps (see
 * PageMeta). `breadcrumb`: show the page's trail (Home / title) above the heading, as the programme
 * pages do; every page below home has it in its JSON-LD anyway. `unlisted`: see PageMeta.
 */
export function PageHeading({
  title,
  intro,
  search,
  breadcrumb = false,
  unlisted,
  children,
}: {
  title: string;
  intro?: string;
  search?: string;
  breadcrumb?: boolean;
  unlisted?: boolean;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <section className="border-b border-border bg-muted/60">
      <PageMeta title={title} description={intro} search={search} unlisted={unlisted} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {breadcrumb ? (
          <div className="mb-6">
            <Breadcrumbs trail={[{ name: title, path: pathname }]} />
          </div>
        ) : null}
        <h1 className="text-4xl font-bold md:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
