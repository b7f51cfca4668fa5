/**
 * A button that opens a dialog: whether it is open, and a close that hands focus back to the
 * button, as a keyboard or screen-reader user expects when a dialog goes away.
 */
import { useCallback, useRef, useState } from "react";

export function useDialogTrigger() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  return { open, show, close, setOpen, buttonRef };
}
