import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';
import { FieldFrame, fieldControlClass } from './field-frame.tsx';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> & {
  label: string;
  name: string;
  options: readonly SelectOption[];
  hint?: string;
  error?: string;
};

/** A labelled select, built like TextField: hint and error tied to it with aria-describedby. */
export function SelectField({ label, name, options, hint, error, className, ...rest }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <select {...control} name={name} className={cn(fieldControlClass(error), 'h-[2.625rem]')} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
