/** The required alt text field of an image being uploaded or inserted (the media field, the upload panel, the library dialog). */
import { useId } from "react";
import { controlClass, LabelText } from "../../../components/form/form-fields";

export function AltTextInput({ label, value, onChange }: { label: string; value: string; onChange: (alt: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        <LabelText label={label} required />
      </label>
      <input
        id={id}
        type="text"
        aria-required
        value={value}
        maxLength={250}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      />
    </div>
  );
}
