import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { applyTheme, DARK_QUERY, readStoredTheme, resolveTheme, storeTheme, type Theme } from "../../lib/theme";

interface ThemeContextValue {
  theme: Theme;
  resolvedTheme: "light" | "dark";
  setTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches;
}

/**
 * Holds the theme preference, applies it to <html>, and follows the system while set to "system".
 * The server (and so the HTML being hydrated) knows no stored choice and renders "system"; the
 * stored one is read before the first paint. The inline theme script has already coloured the page
 * by then, so the provider only touches <html> once it knows the choice.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [known, setKnown] = useState<{ theme: Theme; prefersDark: boolean } | null>(null);

  useLayoutEffect(() => {
    setKnown({ theme: readStoredTheme(), prefersDark: systemPrefersDark() });
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setKnown((current) => ({ theme: current?.theme ?? readStoredTheme(), prefersDark: query.matches }));
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const theme = known?.theme ?? "system";
  const resolvedTheme = resolveTheme(theme, known?.prefersDark ?? false);
  useEffect(() => {
    if (known) applyTheme(resolvedTheme);
  }, [known, resolvedTheme]);

  const setTheme = useCallback((next: Theme) => {
    storeTheme(next);
    setKnown({ theme: next, prefersDark: systemPrefersDark() });
  }, []);

  const value = useMemo(() => ({ theme, resolvedTheme, setTheme }), [theme, resolvedTheme, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs a ThemeProvider");
  return value;
}
