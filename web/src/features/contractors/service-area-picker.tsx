/**
 * The contractor form's service areas: the 50 US states and 19 European countries as a searchable
 * list of checkboxes. Typing filters the list; Enter in the search box ticks the first match (and
 * never submits the form); chosen areas show as removable chips. Every step works by keyboard.
 */
import { forwardRef, useId, useState, type KeyboardEvent } from "react";
import { europeanCountries, usStates, type ServiceArea } from "#contract/enums.ts";
import { LabelText, controlClass } from "../../components/form/form-fields";

const groups: { label: string; areas: readonly ServiceArea[] }[] = [
  { label: "United States", areas: usStates },
  { label: "Europe", areas: europeanCountries },
];

interface Props {
  value: readonly string[];
  onChange: (next: string[]) => void;
  onBlur: () => void;
  error?: string;
}

export const ServiceAreaPicker = forwardRef<HTMLInputElement, Props>(function ServiceAreaPicker({ value, onChange, onBlur, error }, ref) {
  const id = useId();
  const [query, setQuery] = useState("");
  const needle = query.trim().toLowerCase();
  const visible = groups.map((group) => ({ ...group, areas: group.areas.filter((area) => area.toLowerCase().includes(needle)) }));
  const matches = visible.flatMap((group) => group.areas);

  const toggle = (area: string) => onChange(value.includes(area) ? value.filter((a) => a !== area) : [...value, area]);

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const first = matches[0];
    if (first && needle) {
      if (!value.includes(first)) onChange([...value, first]);
      setQuery("");
    }
  };

  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : ""].filter(Boolean).join(" ");

  return (
    <fieldset className="sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">
        <LabelText label="Service Areas" required />
      </legend>
      <label htmlFor={`${id}-search`} className="sr-only">
        Search service areas
      </label>
      <input
        ref={ref}
        id={`${id}-search`}
        type="search"
        value={query}
        placeholder="Search states and countries"
        autoComplete="off"
        aria-controls={`${id}-list`}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onSearchKey}
        onBlur={onBlur}
        className={controlClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
        Type to filter, press Enter to add the first match, or tick the areas below.
      </p>
      <p id={`${id}-count`} aria-live="polite" className="mt-1 text-sm">
        {value.length === 0 ? "No service areas selected." : `${value.length} selected.`}
      </p>
      {value.length > 0 ? (
        <ul aria-label="Selected service areas" className="mt-2 flex flex-wrap gap-2">
          {value.map((area) => (
            <li key={area}>
              <button
                type="button"
                onClick={() => toggle(area)}
                className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-sm hover:bg-muted"
                aria-label={`Remove ${area}`}
              >
                {area} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div id={`${id}-list`} className="mt-2 max-h-64 overflow-y-auto rounded-md border border-border bg-card p-3">
        {matches.length === 0 ? <p className="text-sm text-muted-foreground">No state or country matches “{query}”.</p> : null}
        {visible.map((group) =>
          group.areas.length > 0 ? (
            <fieldset key={group.label} className="mb-3 last:mb-0">
              <legend className="mb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{group.label}</legend>
              <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
                {group.areas.map((area) => (
                  <label key={area} className="flex items-center gap-2 rounded px-1 py-0.5 text-sm hover:bg-muted">
                    <input type="checkbox" className="size-4 accent-primary" checked={value.includes(area)} onChange={() => toggle(area)} />
                    {area}
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null,
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
