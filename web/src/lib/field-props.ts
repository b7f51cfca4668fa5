/**
 * What a labelled field (components/form/form-fields.tsx) takes from its form: the registration
 * and the field's message. `fieldProps(form)` gives `field(name)`, so a form names each field once
 * instead of spelling out `register("x")` and `errors.x?.message` beside each other.
 */
import { get, type FieldError, type FieldValues, type Path, type UseFormRegisterReturn, type UseFormReturn } from "react-hook-form";

interface FieldBinding<TName extends string = string> {
  registration: UseFormRegisterReturn<TName>;
  error: string | undefined;
}

/** `never` as the transformed values so forms with any output type (lead forms, editors) fit. */
export function fieldProps<T extends FieldValues>(form: Pick<UseFormReturn<T, unknown, never>, "register" | "formState">) {
  // Called during render, so reading formState.errors subscribes the form to its messages as before.
  return <TName extends Path<T>>(name: TName): FieldBinding<TName> => ({
    registration: form.register(name),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  });
}
