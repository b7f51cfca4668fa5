import type { Theme } from "../../lib/theme";
import { useTheme } from "./theme-provider";

const options: { value: Theme; label: string; icon: string }[] = [
  {
    value: "light",
    label: "Light theme",
    icon: "M12 4V2m0 20v-2m8-8h2M2 12h2m13.66-5.66 1.41-1.41M4.93 19.07l1.41-1.41m0-11.32L4.93 4.93m14.14 14.14-1.41-1.41M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10Z",
  },
  { value: "dark", label: "Dark theme", icon: "M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" },
  { value: "system", label: "System theme", icon: "M3 5h18v11H3zM8 20h8M12 16v4" },
];

/** Light / dark / system as a group of three pressed-state buttons; they work before hydration too (see above). */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields; a fieldset would need a legend and form styling.
    <div role="group" aria-label="Colour theme" className={`inline-flex rounded-full border border-border p-0.5 ${className}`}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-label={option.label}
          aria-pressed={theme === option.value}
          // The inline theme script (worker/pages/theme-script.ts) reads this to apply a choice made
          // before the page's code has arrived.
          data-theme-choice={option.value}
          title={option.label}
          onClick={() => setTheme(option.value)}
          className="rounded-full p-1.5 text-muted-foreground hover:text-foreground aria-pressed:bg-primary aria-pressed:text-primary-foreground"
        >
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d={option.icon} />
          </svg>
        </button>
      ))}
    </div>
  );
}
