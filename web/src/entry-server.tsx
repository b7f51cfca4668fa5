/**
 * The page renderer the Worker runs (worker/pages/render-page.ts): the same routes and components
 * as the browser's app, rendered to HTML for one URL with the API reads the Worker fetched for it.
 * The HTML holds the whole page, never a fallback: a page whose code has not loaded yet in this
 * isolate is rendered by `prerender`, which waits for every lazy page and section.
 */
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
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

/**
 * What a Suspense boundary left unfinished looks like in `renderToString`'s output: the boundary
 * marked for the browser to render. Page text never contains it (text and attribute values are
 * escaped, and a post body is sanitised with comments removed), so only React writes it.
 */
const UNFINISHED_BOUNDARY = "<!--$!-->";

function appFor(location: string, reads: PageReads) {
  // The tree mirrors main.tsx (StrictMode, theme, router, reads), so hydration finds the same markup.
  return (
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
}

/**
 * The whole page in one synchronous pass, or null when a lazy page or section had not loaded yet
 * (its boundary would be left to the browser). Once an isolate has loaded a page's code, every
 * render of that page takes this path: React builds the markup as one string, where `prerender`
 * encodes each small piece to bytes for a stream that is then decoded again (most of a render's
 * cost beyond the components themselves: ADR 257).
 */
function renderInOnePass(location: string, reads: PageReads): string | null {
  let html: string;
  try {
    html = renderToString(appFor(location, reads));
  } catch {
    // The root itself suspended (its code is loading) or a component threw: `prerender` decides.
    return null;
  }
  return html.includes(UNFINISHED_BOUNDARY) ? null : html;
}

/** `prerender` finishes every lazy page and section before it writes anything (and loads their code for later renders). */
async function renderWaitingForCode(location: string, reads: PageReads): Promise<string> {
  let failure: unknown;
  // The largest chunk size keeps React writing each boundary in place rather than as a separate
  // part revealed by an inline script (which the Content-Security-Policy would block, and which is
  // not needed).
  const { prelude } = await prerender(appFor(location, reads), {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}

export async function renderPage(location: string, reads: PageReads): Promise<RenderedPage> {
  return splitHead(renderInOnePass(location, reads) ?? (await renderWaitingForCode(location, reads)));
}

/** The one-pass render alone (null when some code had not loaded), for the test that holds both paths equal. */
export function renderPageInOnePass(location: string, reads: PageReads): RenderedPage | null {
  const html = renderInOnePass(location, reads);
  return html === null ? null : splitHead(html);
}

/** The waiting render alone, for the same test. */
export async function renderPageWaitingForCode(location: string, reads: PageReads): Promise<RenderedPage> {
  return splitHead(await renderWaitingForCode(location, reads));
}

function splitHead(html: string): RenderedPage {
  // Rendering a part of the document, React writes the hoisted head tags (<title>, <meta>, <link>)
  // first, then the app, whose outermost element is the layout's <div>. Text and attribute values
  // are escaped, so "<div" cannot occur inside a head tag.
  const start = html.indexOf("<div");
  return start < 0 ? { head: "", body: html } : { head: html.slice(0, start), body: html.slice(start) };
}
