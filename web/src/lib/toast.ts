/**
 * A tiny toast store: one toast at a time, 5000 ms on screen, removed from memory 1,000,000 ms
 * after it is dismissed. `toast()` can be called from anywhere, e.g. a mutation.
 */
import { useSyncExternalStore } from "react";

export type ToastVariant = "default" | "destructive";

export interface ToastData {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
let counter = 0;

function emit(next: ToastData[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Hides a toast; it is dropped from memory after TOAST_REMOVE_DELAY_MS. */
export function dismissToast(id: string): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), TOAST_REMOVE_DELAY_MS);
}

/** Shows a toast, replacing the one on screen. */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): string {
  counter += 1;
  const id = String(counter);
  const next: ToastData = { id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true };
  emit([next, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
