import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '../../../components/ui/cn.ts';

type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  name: string;
  hint?: string;
  error?: string;
};

/** A labelled textarea built like TextField: hint and error tied to it with aria-describedby. */
export function TextareaField({
  label,
  name,
  hint,
  error,
  className,
  required,
  ...rest
}: TextareaFieldProps) {
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
      <textarea
        id={id}
        name={name}
        required={required}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={cn(
          'block w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 shadow-sm',
          error ? 'border-red-700' : 'border-slate-500',
        )}
        {...rest}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
