/**
 * A modal dialog (the merch cart drawer and lookbook use it): backdrop, focus moved inside on open
 * and kept there (Tab wraps), Escape or the close button closes, page scroll locked meanwhile.
 * Returning focus to the opening button is the caller's job (it owns that button).
 */
import { useEffect, useId, useRef, type ReactNode } from "react";
import { buttonStyles } from "./button";
import { useFocusTrap } from "../../lib/use-focus-trap";

export function ModalPanel({
  title,
  onClose,
  placement,
  children,
  footer,
}: {
  title: string;
  onClose: () => void;
  /** "side": a drawer from the right; "center": a large centred dialog. */
  placement: "side" | "center";
  children: ReactNode;
  footer?: ReactNode;
}) {
  const panel = useRef<HTMLElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useFocusTrap(panel, true, onClose);

  useEffect(() => {
    closeButton.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const frame = placement === "side" ? "flex justify-end" : "flex items-center justify-center p-2 sm:p-6";
  const box = placement === "side" ? "h-full w-full max-w-md border-l" : "max-h-full w-full max-w-5xl rounded-lg border";

  return (
    <div className={`fixed inset-0 z-50 ${frame}`}>
      <div className="absolute inset-0 bg-black/50" aria-hidden="true" onClick={onClose} />
      <section
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative flex flex-col border-border bg-card text-card-foreground shadow-2xl ${box}`}
      >
        <header className="flex items-center justify-between gap-2 border-b border-border px-4 py-3">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button
            ref={closeButton}
            type="button"
            className={buttonStyles({ variant: "ghost", size: "sm" })}
            onClick={onClose}
            aria-label={`Close ${title.toLowerCase()}`}
          >
            <span aria-hidden="true" className="text-2xl leading-none">
              ×
            </span>
          </button>
        </header>
        <div className="flex-1 overflow-y-auto p-4">{children}</div>
        {footer ? <div className="border-t border-border p-4">{footer}</div> : null}
      </section>
    </div>
  );
}
