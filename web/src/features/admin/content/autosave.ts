/**
 * Autosave of an editor's unsaved text in this browser (localStorage), one entry per admin and
 * item (`kilbride-autosave:<e-mail>:<post|project>:<id|new>`), so a closed tab, a crash or an
 * expired Access session loses nothing. Written half a second after the last change while the
 * form differs from what was opened; offered when the editor opens again; cleared after a save.
 */
import { useEffect, useRef, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";

interface Stored<T> {
  values: T;
  savedAt: string;
}

const WRITE_DELAY_MS = 500;

export const autosaveKey = (email: string, kind: "post" | "project", id: number | null) =>
  `kilbride-autosave:${email}:${kind}:${id ?? "new"}`;

function read<T>(key: string): Stored<T> | null {
  try {
    const raw = localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as Partial<Stored<T>>) : null;
    return parsed?.values && typeof parsed.savedAt === "string" ? (parsed as Stored<T>) : null;
  } catch {
    // Storage off (private mode) or an unreadable entry: nothing to offer.
    return null;
  }
}

function write(key: string, value: Stored<unknown> | null): void {
  try {
    if (value) localStorage.setItem(key, JSON.stringify(value));
    else localStorage.removeItem(key);
  } catch {
    // Storage full or off: the editor works as before, without the safety net.
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function useAutosave<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, key: string) {
  const [found, setFound] = useState<Stored<T> | null>(() => {
    const stored = read<T>(key);
    return stored && !same(stored.values, form.getValues()) ? stored : null;
  });
  // While an older entry is on offer, typing must not overwrite it before the admin decides.
  const offering = useRef(found !== null);
  offering.current = found !== null;

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = form.watch(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (offering.current) return;
        const values = form.getValues();
        write(key, same(values, form.formState.defaultValues) ? null : { values, savedAt: new Date().toISOString() });
      }, WRITE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
    };
  }, [form, key]);

  return {
    found,
    restore() {
      if (found) form.reset(found.values, { keepDefaultValues: true });
      setFound(null);
    },
    discard() {
      write(key, null);
      setFound(null);
    },
    clear() {
      write(key, null);
    },
  };
}
