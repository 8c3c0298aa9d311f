import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

/** What a field's control needs to be tied to its label, hint and error. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export const fieldControlClass = (error: string | undefined) =>
  cn(
    'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
    error ? 'border-red-700' : 'border-slate-500',
  );

/**
 * The frame every form field shares: a label (with a visual asterisk when required), an optional hint and
 * an error announced as an alert, both tied to the control with aria-describedby.
 */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  className,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
        {required && (
          <span className="text-red-800" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
