/**
 * Theme preference: "light", "dark" or "system" (the default), kept in localStorage under
 * "theme". The inline script in worker/pages/theme-script.ts applies the same rule before paint.
 */
export type Theme = "light" | "dark" | "system";

export const THEME_STORAGE_KEY = "theme";
const themes: readonly Theme[] = ["light", "dark", "system"];

function isTheme(value: unknown): value is Theme {
  return typeof value === "string" && (themes as readonly string[]).includes(value);
}

/** The stored preference, or "system" when none (or something unreadable) is stored. */
export function readStoredTheme(storage: Pick<Storage, "getItem"> = localStorage): Theme {
  try {
    const value = storage.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : "system";
  } catch {
    return "system";
  }
}

export function storeTheme(theme: Theme, storage: Pick<Storage, "setItem"> = localStorage): void {
  try {
    storage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be disabled (private modes); the choice then lasts for this page only.
  }
}

export const DARK_QUERY = "(prefers-color-scheme: dark)";

/** Whether a preference shows dark, given the system setting. */
export function resolveTheme(theme: Theme, systemPrefersDark: boolean): "light" | "dark" {
  if (theme === "system") return systemPrefersDark ? "dark" : "light";
  return theme;
}

/** Puts the resolved theme on <html>. */
export function applyTheme(resolved: "light" | "dark", root: HTMLElement = document.documentElement): void {
  root.classList.toggle("dark", resolved === "dark");
  root.style.colorScheme = resolved;
}
