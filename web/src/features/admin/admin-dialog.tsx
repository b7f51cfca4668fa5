/**
 * A titled native modal dialog (focus trapped, Escape closes, focus back to the opener) for the
 * editor's link, video and media library dialogs. They sit inside the editor's <form>, where a
 * nested <form> is not allowed: their fields act on Enter through `onEnter` instead.
 */
import { useId, type KeyboardEvent, type ReactNode } from "react";
import { useModalDialog } from "./modal-dialog";

export function AdminDialog({
  open,
  title,
  description,
  onClose,
  onEnter,
  wide = false,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  /** Enter in a text field of the dialog (the dialog's main action). */
  onEnter?: () => void;
  wide?: boolean;
  children: ReactNode;
}) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const textId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || !onEnter) return;
    const target = event.target as HTMLElement;
    if (target.tagName !== "INPUT" || (target as HTMLInputElement).type === "file") return;
    // Not the editor form's submit: the dialog's own action.
    event.preventDefault();
    onEnter();
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className={`m-auto ${wide ? "w-[min(44rem,calc(100vw-2rem))]" : "w-[min(28rem,calc(100vw-2rem))]"} overflow-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p id={textId} className="mt-1 text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {open ? <div className="mt-4">{children}</div> : null}
    </dialog>
  );
}
