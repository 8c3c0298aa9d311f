import type { ComponentPropsWithRef } from 'react';
import { FieldFrame, fieldControlClass } from './field-frame.tsx';

export type TextareaFieldProps = Omit<ComponentPropsWithRef<'textarea'>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string;
};

/** A labelled textarea, built like TextField: hint and error tied to it with aria-describedby. */
export function TextareaField({
  label,
  name,
  hint,
  error,
  className,
  required,
  ...rest
}: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <textarea
          {...control}
          name={name}
          required={required}
          rows={3}
          className={fieldControlClass(error)}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
