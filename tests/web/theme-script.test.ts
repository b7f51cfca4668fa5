// The inline theme script (worker/pages/theme-script.ts) colours the page before the first paint
// and handles the theme buttons until (and after) React does, so a tap before hydration counts.
import { afterEach, describe, expect, it, vi } from "vitest";
import { THEME_SCRIPT } from "#worker/pages/theme-script.ts";

function prefersDark(dark: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: dark && query.includes("dark"), media: query }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.documentElement.className = "";
});

describe("the inline theme script", () => {
  it("applies the stored choice, and the system's when none is stored", () => {
    prefersDark(true);
    localStorage.setItem("theme", "light");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    localStorage.removeItem("theme");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("makes the theme buttons work before the page's code: applies, stores and marks the choice", () => {
    prefersDark(false);
    document.body.innerHTML = ["light", "dark", "system"]
      .map((t) => `<button type="button" data-theme-choice="${t}" aria-pressed="${t === "system"}"><svg><path/></svg></button>`)
      .join("");
    new Function(THEME_SCRIPT)();
    document.querySelector<SVGElement>('[data-theme-choice="dark"] path')?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(localStorage.getItem("theme")).toBe("dark");
    const pressed = [...document.querySelectorAll("[data-theme-choice]")].map((b) => b.getAttribute("aria-pressed"));
    expect(pressed).toEqual(["false", "true", "false"]);
  });
});
