import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * The hidden field only bots fill in (contract/fields.ts HONEYPOT_FIELD): off screen rather than
 * display:none (some bots skip hidden inputs), out of the tab order and the accessibility tree.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
