import { Outlet, ScrollRestoration } from "react-router";
import { ChatLauncher } from "../../features/chat/chat-launcher";
import { useHashScroll } from "../../lib/use-hash-scroll";
import { ToasterSlot } from "../ui/toaster-slot";
import { Footer } from "./footer";
import { Header } from "./header";

/** The chrome around every page: header, page, footer, toasts and the floating chat button slot. */
export function SiteLayout() {
  useHashScroll();
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-card focus:p-3">
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall, so the footer starts below the fold and never jumps when a page's data arrives (layout shift). */}
      <main id="main" className="min-h-screen flex-1">
        <Outlet />
      </main>
      <Footer />
      <ToasterSlot />
      <ChatLauncher />
      <ScrollRestoration />
    </div>
  );
}
