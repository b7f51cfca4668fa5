/**
 * FindYourWay for the not-found states inside other pages (a missing post, project or list page):
 * its code comes only when such a state is shown, so those pages' first load does not carry it.
 * The server renders it whole; its own Suspense boundary keeps the rest of the page hydrating
 * while its code arrives.
 */
import { lazy, Suspense } from "react";

const FindYourWay = lazy(() => import("./find-your-way").then((m) => ({ default: m.FindYourWay })));

export function FindYourWayLater() {
  return (
    <Suspense fallback={null}>
      <FindYourWay />
    </Suspense>
  );
}
