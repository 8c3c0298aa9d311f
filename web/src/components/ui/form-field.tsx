import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useController,
  useForm,
  type Control,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormHandleSubmit,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorsFromApi } from '../../lib/form.ts';
import { SelectField, type SelectFieldProps } from './select-field.tsx';

// The forms' own types don't matter to the helpers below, only their field names.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm<T extends FieldValues> = UseFormReturn<T, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyControl<T extends FieldValues> = Control<T, any, any>;

/**
 * A form checked with a zod schema, usually the API's own request schema so the client uses the server's
 * rules and messages; submit handlers receive the parsed values. As the hand-written forms did, messages
 * change only on the next submit (not while typing), and a failed submit focuses the first invalid field in
 * the order the form shows them (react-hook-form's own focus follows the order fields registered, which
 * differs once some fields are controlled); `shouldFocusError: false` turns that off.
 */
export function useZodForm<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  { shouldFocusError = true, ...options }: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'> = {},
): UseFormReturn<TIn, unknown, TOut> {
  const form = useForm<TIn, unknown, TOut>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
    shouldFocusError: false,
    resolver: zodResolver(schema),
  });
  const handleSubmit: UseFormHandleSubmit<TIn, TOut> = (onValid, onInvalid) => (event) => {
    const target = event?.currentTarget;
    return form.handleSubmit(onValid, (errors, e) => {
      if (shouldFocusError && target instanceof HTMLFormElement) focusFirstInvalid(target, errors);
      return onInvalid?.(errors, e);
    })(event);
  };
  return { ...form, handleSubmit };
}

/** Focuses the form's first control (in document order) whose name has an error. */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    const name = element.getAttribute('name');
    if (name && get(errors, name) && element instanceof HTMLElement) {
      element.focus();
      return;
    }
  }
}

/**
 * Everything a TextField or TextareaField needs from the form: the registered name, ref and
 * handlers, and the message to show under it (the client's check first, else `fallback`, e.g. the server's).
 * The field component ties that message to the control with aria-invalid and aria-describedby.
 *
 *   <TextField label="Email address" type="email" {...formField(form, 'email', fromServer.email)} />
 */
export function formField<T extends FieldValues>(form: AnyForm<T>, name: FieldPath<T>, fallback?: string) {
  const error = get(form.formState.errors, name) as FieldError | undefined;
  return { ...form.register(name), error: error?.message ?? fallback };
}

/**
 * Puts the field messages of a server INVALID_INPUT error on the form's fields (cleared by the next submit);
 * other errors set nothing, and the form shows their message itself.
 */
export function setServerErrors<T extends FieldValues>(
  form: AnyForm<T>,
  error: unknown,
  fields: readonly FieldPath<T>[],
) {
  const found = fieldErrorsFromApi(error, fields);
  for (const name of fields) {
    const message = found[name];
    if (message) form.setError(name, { type: 'server', message });
  }
}

/**
 * A SelectField bound to a form field. Selects are controlled, so the shown option always follows the form's
 * value, including when the options arrive after the form (e.g. from a query).
 */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  fallbackError,
  ...rest
}: Omit<SelectFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: AnyControl<T>;
  name: FieldPath<T>;
  fallbackError?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <SelectField
      {...rest}
      {...field}
      value={field.value as string}
      error={fieldState.error?.message ?? fallbackError}
    />
  );
}
