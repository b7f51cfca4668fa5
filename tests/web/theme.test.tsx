import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ThemeProvider } from "#web/components/layout/theme-provider.tsx";
import { ThemeToggle } from "#web/components/layout/theme-toggle.tsx";
import { THEME_STORAGE_KEY } from "#web/lib/theme.ts";

/** Makes the "system" setting report dark or light, and lets a test flip it. */
function mockSystemDark(initial: boolean) {
  let dark = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal("matchMedia", (query: string) => ({
    get matches() {
      return query.includes("dark") ? dark : false;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  }));
  return (next: boolean) => {
    dark = next;
    for (const fn of listeners) fn();
  };
}

function renderToggle() {
  return render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );
}

const html = () => document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  html().classList.remove("dark");
});

describe("theme", () => {
  it("defaults to the system setting and follows it while nothing is chosen", () => {
    const setSystemDark = mockSystemDark(true);
    renderToggle();
    expect(screen.getByRole("button", { name: "System theme" })).toHaveAttribute("aria-pressed", "true");
    expect(html().classList.contains("dark")).toBe(true);
    act(() => setSystemDark(false));
    expect(html().classList.contains("dark")).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it("stores the chosen theme under 'theme' and applies it", async () => {
    mockSystemDark(false);
    renderToggle();
    await userEvent.click(screen.getByRole("button", { name: "Dark theme" }));
    expect(localStorage.getItem("theme")).toBe("dark");
    expect(html().classList.contains("dark")).toBe(true);
    expect(screen.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  });

  it("reads the stored choice back on the next visit, ignoring the system", () => {
    mockSystemDark(true);
    localStorage.setItem("theme", "light");
    renderToggle();
    expect(screen.getByRole("button", { name: "Light theme" })).toHaveAttribute("aria-pressed", "true");
    expect(html().classList.contains("dark")).toBe(false);
  });

  it("treats an unreadable stored value as system", () => {
    mockSystemDark(true);
    localStorage.setItem("theme", "purple");
    renderToggle();
    expect(screen.getByRole("button", { name: "System theme" })).toHaveAttribute("aria-pressed", "true");
    expect(html().classList.contains("dark")).toBe(true);
  });
});
