import type { ReactNode } from "react";
import { BrowserRouter } from "./browser-router";
import { ThemeProvider } from "../components/layout/theme-provider";

/**
 * App-wide providers: the theme and the router. React Query has no provider here: its hooks take
 * the one client from lib/query-client.ts, so pages without data never load it (ADR 091).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <BrowserRouter>{children}</BrowserRouter>
    </ThemeProvider>
  );
}
