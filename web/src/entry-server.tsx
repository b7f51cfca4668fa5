/**
 * The page renderer the Worker runs (worker/pages/render-page.ts): the same routes and components
 * as the browser's app, rendered to HTML for one URL with the API reads the Worker fetched for it.
 * It waits for every lazy page and section, so the HTML holds the whole page, never a fallback.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { AppRoutes } from "./app/router";
import { ThemeProvider } from "./components/layout/theme-provider";
import { PageReadsContext, type PageReads } from "./lib/page-reads";

export interface RenderedPage {
  /** The page's own head tags (title, description, canonical, Open Graph…), for <head>. */
  head: string;
  /** The app's markup, for <div id="root">. */
  body: string;
}

export async function renderPage(location: string, reads: PageReads): Promise<RenderedPage> {
  // The tree mirrors main.tsx (StrictMode, theme, router, reads), so hydration finds the same markup.
  const app = (
    <StrictMode>
      <ThemeProvider>
        <StaticRouter location={location}>
          <PageReadsContext value={{ reads, search: new URL(location, "http://localhost").search }}>
            <AppRoutes />
          </PageReadsContext>
        </StaticRouter>
      </ThemeProvider>
    </StrictMode>
  );
  let failure: unknown;
  // `prerender` finishes every lazy page and section before it writes anything; the largest chunk
  // size keeps React writing each boundary in place rather than as a separate part revealed by an
  // inline script (which the Content-Security-Policy would block, and which is not needed).
  const { prelude } = await prerender(app, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  // Rendering a part of the document, React writes the hoisted head tags (<title>, <meta>, <link>)
  // first, then the app, whose outermost element is the layout's <div>. Text and attribute values
  // are escaped, so "<div" cannot occur inside a head tag.
  const start = html.indexOf("<div");
  return start < 0 ? { head: "", body: html } : { head: html.slice(0, start), body: html.slice(start) };
}
