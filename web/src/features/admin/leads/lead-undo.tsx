/**
 * The undo notice after a status or owner change: what changed and an Undo button that puts back
 * what was there before, on screen for UNDO_MS (a live region, so a screen reader hears it).
 */
import { useEffect, useState } from "react";
import { Button } from "../../../components/ui/button";

const UNDO_MS = 10_000;

export interface UndoOffer {
  /** "Marked responded.", "Assigned to …" */
  text: string;
  undo: () => void;
}

/** The offer on screen and how to make one; a new change replaces the last offer. */
export function useUndo() {
  const [offer, setOffer] = useState<(UndoOffer & { key: number }) | null>(null);
  useEffect(() => {
    if (!offer) return;
    const timer = setTimeout(() => setOffer(null), UNDO_MS);
    return () => clearTimeout(timer);
  }, [offer]);
  return {
    offer: (next: UndoOffer) => setOffer({ ...next, key: Date.now() }),
    notice: (
      <div role="status" aria-live="polite" className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2">
        {offer ? (
          <div className="flex items-center gap-3 rounded-lg border border-border bg-card px-4 py-3 text-sm text-card-foreground shadow-lg">
            <span>{offer.text}</span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                offer.undo();
                setOffer(null);
              }}
            >
              Undo
            </Button>
          </div>
        ) : null}
      </div>
    ),
  };
}
