import { useState, type ChangeEvent } from 'react';

/** Controlled form values keyed by input name; what the user typed survives any error. */
export function useFormValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const { name, value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
  }
  return { values, onChange, setValues };
}

/** Focus the first field (in form order) that has an error, so keyboard users land on it. */
export function focusFirstError(
  form: HTMLFormElement,
  order: readonly string[],
  errors: Record<string, unknown>,
) {
  const first = order.find((name) => errors[name]);
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
