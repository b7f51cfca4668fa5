import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { PageLive } from "../../lib/page-live";
import { PageErrorBoundary } from "./page-error-boundary";

/** The page a layout shows: its route's element, behind the error screen and the page's Suspense boundary. */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      {/* Only the first page of a visit waits here (its code is preloaded with the entry); later
          navigations keep the current page on screen until the next one is ready. */}
      <Suspense fallback={null}>
        <Outlet />
        <PageLive />
      </Suspense>
    </PageErrorBoundary>
  );
}
