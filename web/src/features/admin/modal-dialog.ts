/**
 * A native <dialog> shown as a modal while `open` (focus trapped, Escape reported through the
 * element's cancel event, focus returned to the opener on close): the admin's confirmations and
 * the stale-edit dialog.
 */
import { useEffect, useRef } from "react";

export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
