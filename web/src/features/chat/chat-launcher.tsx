import { lazy, Suspense, useState } from "react";
import { assistant } from "#content/site.ts";
import { useDialogTrigger } from "../../lib/use-dialog-trigger";
import { useHydrated } from "../../lib/hydration";

// The panel is fetched on first open (or when the pointer or focus reaches the button), so it is
// not part of any page's first-load JavaScript.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(loadPanel);

/** The floating chat button on every page, bottom right; opens the assistant's side panel. */
export function ChatLauncher() {
  const { open, show, close, buttonRef } = useDialogTrigger();
  // Once opened the panel stays mounted (hidden when closed), so a pending reply is not lost.
  const [used, setUsed] = useState(false);
  // The button does nothing without JavaScript, so server HTML leaves it out; it appears once the
  // page is live (fixed in a corner, it moves nothing).
  const hydrated = useHydrated();
  if (!hydrated) return null;

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={`Chat with ${assistant.name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setUsed(true);
          show();
        }}
        className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg ring-2 ring-background transition hover:scale-105"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width="28"
          height="28"
          className="h-7 w-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
        </svg>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
