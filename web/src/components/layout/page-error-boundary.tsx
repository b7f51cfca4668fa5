import { Component, type ReactNode } from "react";
import { PageLive } from "../../lib/page-live";
import { Button } from "../ui/button";

interface Props {
  /** The page's path: moving to another page clears the error. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches a page that fails to load or render, most often its code after a new release replaced
 * the files an open tab still points at, and offers a reload instead of a blank screen.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean; path: string }> {
  override state = { failed: false, path: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { path: string }) {
    return props.resetKey === state.path ? null : { failed: false, path: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error("Page failed:", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section role="alert" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">This page could not be loaded</h1>
        <p className="mt-4 text-muted-foreground">Check your connection, then reload the page.</p>
        <Button className="mt-8" onClick={() => window.location.reload()}>
          Reload
        </Button>
        {/* The page is as live as it gets: the boot script stops holding taps. */}
        <PageLive />
      </section>
    );
  }
}
