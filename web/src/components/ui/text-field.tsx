import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn.ts';
import { FieldFrame, fieldControlClass } from './field-frame.tsx';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string;
};

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({ label, name, hint, error, className, required, ...rest }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required} className={className}>
      {(control) => (
        <input
          {...control}
          name={name}
          required={required}
          className={cn(fieldControlClass(error), 'placeholder:text-slate-500')}
          {...rest}
        />
      )}
    </FieldFrame>
  );
}
