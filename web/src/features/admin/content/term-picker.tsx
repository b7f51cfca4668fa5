/**
 * Pickers for the post editor's category, author and tags (issue 35): an ARIA 1.2 combobox whose
 * list offers the values already in use, filtered as the admin types, and "Create “…”" for a new
 * one. A typed value becomes the field's value only when chosen (click, or Enter on the highlighted
 * option), or when it is exactly an existing one; anything else is not silently created: the field
 * says how to create it. The author is free text: its list only suggests. Keyboard: ↓/↑ move, Enter chooses, Escape closes, Tab leaves.
 */
import { type KeyboardEvent, type ReactNode, useId, useState } from "react";
import { controlClass, LabelText } from "../../../components/form/form-fields";

interface ComboboxProps {
  label: string;
  required?: boolean;
  hint?: string;
  /** The form's message for the field. */
  error?: string;
  options: readonly string[];
  /** How a stored value reads ("solar_energy" → "solar energy"). */
  display?: (value: string) => string;
  /** The noun in the refusal: "category", "author", "tag". */
  noun: string;
  /** The chosen value's text in the input; "" for none. */
  value: string;
  /** Called with the chosen value (an option, or the typed text when "Create" was chosen). */
  onChoose: (value: string) => void;
  /** Called when the admin leaves the field with text that matches nothing and was not created. */
  onUnchosen?: () => void;
  /** Typed text is a value as it is (the author: any name goes; the list only suggests). */
  freeText?: boolean;
  /** Clear the input after a choice (the tags picker adds to a list). */
  clearOnChoose?: boolean;
  /** Under the input, above the hint (the chosen tags). */
  children?: ReactNode;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function TermCombobox({
  label,
  required,
  hint,
  error,
  options,
  display = (value) => value,
  noun,
  value,
  onChoose,
  onUnchosen,
  freeText = false,
  clearOnChoose = false,
  children,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(display(value));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The form changed the value itself (reload theirs, a restored revision, an autosave): show it.
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    if (!clearOnChoose) setText(display(value));
  }
  const typed = text.trim();
  const matches = options.filter((option) => !typed || display(option).toLowerCase().includes(typed.toLowerCase())).slice(0, 8);
  const exact = options.find((option) => same(display(option), typed) || same(option, typed));
  const items: { key: string; label: string; value: string; create: boolean }[] = [
    ...matches.map((option) => ({ key: option, label: display(option), value: option, create: false })),
    ...(typed && !exact && !freeText ? [{ key: `create:${typed}`, label: `Create “${typed}”`, value: typed, create: true }] : []),
  ];
  const shown = open && items.length > 0;
  const activeIndex = Math.min(active, items.length - 1);

  const choose = (item: { value: string }) => {
    onChoose(item.value);
    setText(clearOnChoose ? "" : display(item.value));
    setRefusal(null);
    setOpen(false);
    setActive(0);
  };

  const leave = () => {
    setOpen(false);
    if (!typed) {
      if (!clearOnChoose) onChoose("");
      setRefusal(null);
      return;
    }
    if (exact) return choose({ value: exact });
    if (freeText) return choose({ value: typed });
    if (!clearOnChoose && same(display(value), typed)) return;
    setRefusal(`“${typed}” is not a ${noun} yet: choose Create “${typed}” in the list to add it, or pick an existing one.`);
    onUnchosen?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + items.length) % Math.max(items.length, 1));
    } else if (event.key === "Enter") {
      // Enter chooses in the list; it never submits the editor from here.
      event.preventDefault();
      const item = shown ? items[activeIndex] : undefined;
      if (item) choose(item);
      else if (typed) setOpen(true);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const message = refusal ?? error;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required={required} />
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown ? `${id}-option-${activeIndex}` : undefined}
        aria-required={required || undefined}
        aria-invalid={message ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={controlClass}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(0);
          setRefusal(null);
        }}
        onFocus={() => setOpen(true)}
        onBlur={leave}
        onKeyDown={onKeyDown}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={`${label} options`}
        hidden={!shown}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-border bg-card p-1 text-card-foreground shadow-lg"
      >
        {items.map((item, index) => (
          // The options are reached with the arrow keys from the input (aria-activedescendant), as
          // the combobox pattern has it, so none takes focus itself.
          <div
            key={item.key}
            id={`${id}-option-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === activeIndex}
            className={`cursor-pointer rounded px-3 py-2 text-sm ${index === activeIndex ? "bg-muted outline outline-2 outline-primary" : ""} ${item.create ? "font-medium text-primary" : ""}`}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(item);
            }}
          >
            {item.label}
          </div>
        ))}
      </div>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The tags: the chosen ones as removable chips, and a combobox to add one (existing, or created). */
export function TagsPicker({
  value,
  options,
  error,
  onChange,
}: {
  /** The form's value: tags separated by commas. */
  value: string;
  options: readonly string[];
  error?: string;
  onChange: (value: string) => void;
}) {
  const tags = value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  const set = (next: string[]) => onChange([...new Set(next)].join(", "));
  return (
    <TermCombobox
      label="Tags"
      noun="tag"
      hint="Pick a tag in use or create one; each shows on the post and links to its posts."
      error={error}
      options={options.filter((option) => !tags.some((tag) => same(tag, option)))}
      value=""
      clearOnChoose
      onChoose={(tag) => {
        if (tag) set([...tags, tag]);
      }}
    >
      {tags.length > 0 ? (
        <ul aria-label="Chosen tags" className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-sm">
              {tag}
              <button
                type="button"
                aria-label={`Remove tag ${tag}`}
                className="rounded-full px-1 hover:bg-muted"
                onClick={() => set(tags.filter((t) => t !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </TermCombobox>
  );
}
