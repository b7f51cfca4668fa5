import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import { rememberLanding } from "./lib/lead-source";
import { PageReadsContext, readEmbeddedPageReads, readEmbeddedSearch } from "./lib/page-reads";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// Hydration starts in a task of its own, after the one that evaluated the app's modules (which the
// browser cannot split): reading the page's embedded reads and the landing page and starting the
// root in that task too made it long enough to count as blocking on a phone (ADR 145).
setTimeout(() => {
  // The visit's landing page, referrer and UTM parameters, for the lead forms' source (ADR 262).
  rememberLanding();

  const app = (
    <StrictMode>
      <Providers>
        <PageReadsContext value={{ reads: readEmbeddedPageReads(), search: readEmbeddedSearch() }}>
          <AppRoutes />
        </PageReadsContext>
      </Providers>
    </StrictMode>
  );

  // Public pages arrive rendered (by the Worker or at build) and are hydrated; the admin pages
  // arrive as the empty shell and are rendered here. As a transition, either yields to the browser
  // every few milliseconds instead of holding the main thread for the whole page.
  startTransition(() => {
    if (root.hasChildNodes()) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
});
