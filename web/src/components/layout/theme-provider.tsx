import { createContext, useContext, useLayoutEffect, useState, useSyncExternalStore, type ReactNode } from "react";
import { applyTheme, DARK_QUERY, readStoredTheme, resolveTheme, storeTheme, type Theme } from "../../lib/theme";

interface ThemeState {
  readonly theme: Theme;
  readonly resolvedTheme: "light" | "dark";
}

/** The preference as a small store: components read it with useSyncExternalStore. */
interface ThemeStore {
  get(): ThemeState;
  subscribe(listener: () => void): () => void;
  choose(theme: Theme): void;
  /** Reads the preference and the system setting again; applies and announces a change. */
  refresh(): void;
}

// What the server renders (it knows no stored choice and no system setting), so the browser's
// hydrating render matches the HTML.
const SERVER_STATE: ThemeState = { theme: "system", resolvedTheme: "light" };

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

function createThemeStore(): ThemeStore {
  // A choice that storage refused (private modes) still lasts for this page.
  let chosen: Theme | null = null;
  let state: ThemeState | null = null;
  const listeners = new Set<() => void>();
  const read = (): ThemeState => {
    const theme = chosen ?? readStoredTheme();
    return { theme, resolvedTheme: resolveTheme(theme, systemPrefersDark()) };
  };
  const refresh = () => {
    const next = read();
    if (state && state.theme === next.theme && state.resolvedTheme === next.resolvedTheme) return;
    state = next;
    applyTheme(next.resolvedTheme);
    for (const listener of listeners) listener();
  };
  return {
    get: () => {
      state ??= read();
      return state;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose: (theme) => {
      chosen = theme;
      storeTheme(theme);
      refresh();
    },
    refresh,
  };
}

const ThemeStoreContext = createContext<ThemeStore | null>(null);

/**
 * Holds the theme preference, applies it to <html>, and follows the system while set to "system".
 * The inline theme script has already coloured the page before the first paint.
 *
 * The context carries the store, which never changes, not the theme: a context value that changed
 * right after hydration (a stored or system dark theme) would reach every Suspense boundary whose
 * code is still loading, and React would swap their server HTML for the fallback until it came
 * (the home page's calculators and contact form went blank in dark mode). Through the store only
 * the components that read the theme re-render.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createThemeStore);

  useLayoutEffect(() => {
    applyTheme(store.get().resolvedTheme);
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    query.addEventListener("change", store.refresh);
    return () => query.removeEventListener("change", store.refresh);
  }, [store]);

  return <ThemeStoreContext.Provider value={store}>{children}</ThemeStoreContext.Provider>;
}

export function useTheme(): ThemeState & { setTheme: (theme: Theme) => void } {
  const store = useContext(ThemeStoreContext);
  if (!store) throw new Error("useTheme needs a ThemeProvider");
  const state = useSyncExternalStore(store.subscribe, store.get, () => SERVER_STATE);
  return { ...state, setTheme: store.choose };
}
