/**
 * The React page renderer (web/src/entry-server.tsx), reached through a build alias
 * (vite.config.ts, vitest.config.ts) so the Worker's type-check does not walk into browser code.
 * Its shape is checked where it is written, against the web app's types.
 */
declare module "virtual:kilbride/page-renderer" {
  export interface RenderedPage {
    head: string;
    body: string;
  }
  export function renderPage(location: string, reads: Readonly<Record<string, unknown>>): Promise<RenderedPage>;
  export function renderPageInOnePass(location: string, reads: Readonly<Record<string, unknown>>): RenderedPage | null;
  export function renderPageWaitingForCode(location: string, reads: Readonly<Record<string, unknown>>): Promise<RenderedPage>;
}
