import type { ReactNode } from "react";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { useScrollRestoration } from "../../lib/use-scroll-restoration";
import { ToasterSlot } from "../ui/toaster-slot";
import { Footer } from "./footer";
import { Header } from "./header";
import { PageOutlet } from "./page-outlet";
import { SkipLink } from "./skip-link";

/**
 * The chrome around every public page: header, page, footer, toasts, and the floating widgets the
 * app passes in (the chat button), so the layout imports no feature.
 */
export function SiteLayout({ floating }: { floating?: ReactNode }) {
  useHashScroll();
  useScrollRestoration();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a page's data arrives (layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <PageOutlet />
      </main>
      <Footer />
      <ToasterSlot />
      {floating}
    </div>
  );
}

/**
 * The admin pages' layout (ADR 265): none of the public chrome (no public menu, footer, "Get
 * Estimate" or chat button); each admin page draws the admin's own header and `main` in its frame.
 */
export function BareLayout() {
  useScrollRestoration();
  return (
    <div className="min-h-screen bg-background">
      <SkipLink />
      <PageOutlet />
      <ToasterSlot />
    </div>
  );
}
