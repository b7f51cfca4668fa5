import { Fragment } from "react";
import { Link } from "./link";
import type { Crumb } from "#contract/meta.ts";

/**
 * A visible breadcrumb trail: Home, the pages above, then this page (not a link). The same trail
 * as the page's BreadcrumbList (contract/meta.ts), so what a reader sees is what search engines read.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const crumbs = [{ name: "Home", path: "/" }, ...trail];
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => (
          <Fragment key={crumb.path}>
            {i > 0 ? <li aria-hidden="true">/</li> : null}
            {i < crumbs.length - 1 ? (
              <li>
                <Link to={crumb.path} className="underline-offset-4 hover:underline">
                  {crumb.name}
                </Link>
              </li>
            ) : (
              <li aria-current="page" className="text-foreground">
                {crumb.name}
              </li>
            )}
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
