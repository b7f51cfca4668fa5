import * as Toast from "@radix-ui/react-toast";
import { dismissToast, TOAST_DURATION_MS, useToasts } from "../../lib/toast";

const variantClass = {
  default: "border-border bg-card text-card-foreground",
  destructive: "border-destructive bg-destructive text-destructive-foreground",
} as const;

/** Renders the toast store with Radix: swipe right to dismiss (50 px), F8 to focus the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={`relative grid gap-1 rounded-lg border p-4 pr-10 shadow-lg data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 ${variantClass[t.variant]}`}
        >
          <Toast.Title className="font-semibold">{t.title}</Toast.Title>
          {t.description ? <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description> : null}
          <Toast.Close aria-label="Close" className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100">
            <span aria-hidden="true">×</span>
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Top right, below the header: a notice never covers the floating chat launcher or cart. */}
      <Toast.Viewport className="fixed top-16 right-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none sm:right-4" />
    </Toast.Provider>
  );
}
