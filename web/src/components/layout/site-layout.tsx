import { Suspense, type ReactNode } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLive } from "../../lib/page-live";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useScrollRestoration } from "../../lib/use-scroll-restoration";
import { ToasterSlot } from "../ui/toaster-slot";
import { Footer } from "./footer";
import { Header } from "./header";
import { PageErrorBoundary } from "./page-error-boundary";

/**
 * The chrome around every page: header, page, footer, toasts, and the floating widgets the app
 * passes in (the chat button), so the layout imports no feature.
 */
export function SiteLayout({ floating }: { floating?: ReactNode }) {
  useHashScroll();
  useScrollRestoration();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:p-3"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a page's data arrives (layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <PageErrorBoundary resetKey={pathname}>
          {/* Only the first page of a visit waits here (its code is preloaded with the entry); later
              navigations keep the current page on screen until the next one is ready. */}
          <Suspense fallback={null}>
            <Outlet />
            <PageLive />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ToasterSlot />
      {floating}
    </div>
  );
}
