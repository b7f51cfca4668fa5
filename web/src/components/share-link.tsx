import { useState } from "react";
import { Button } from "./ui/button";

/**
 * Shares a page's address: the phone's share sheet where there is one (Web Share), otherwise the
 * link is copied and the copy is announced. `path` is site-relative; the button resolves it against
 * the page's origin, so a shared link opens the same state (a calculation, a post, a project).
 */
export function ShareLink({ title, path, className = "" }: { title: string; path: string; className?: string }) {
  const [status, setStatus] = useState("");

  async function share() {
    const url = new URL(path, window.location.origin).href;
    // Touch devices get the share sheet; a desktop's sheet (where one exists) is less useful than a copy.
    if (typeof navigator.share === "function" && window.matchMedia("(pointer: coarse)").matches) {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // closed by the visitor
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus("Link copied.");
    } catch {
      // No clipboard (an insecure page, a refused permission): the address itself, to copy by hand.
      setStatus(`Copy this link: ${url}`);
    }
  }

  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
        </svg>
        Share link
      </Button>
      <span role="status" className="text-sm text-muted-foreground">
        {status}
      </span>
    </span>
  );
}
