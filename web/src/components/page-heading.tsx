import type { ReactNode } from "react";
import { PageMeta } from "./page-meta";

/** The title block of a page, with its <title>; `search`: the query string its canonical keeps (see PageMeta). */
export function PageHeading({ title, intro, search, children }: { title: string; intro?: string; search?: string; children?: ReactNode }) {
  return (
    <section className="border-b border-border bg-muted/60">
      <PageMeta title={title} description={intro} search={search} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        <h1 className="text-4xl font-bold md:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
