import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import { cn } from './cn.ts';

/** An error announced as soon as it appears (role="alert"). */
export function ErrorAlert({
  children,
  className,
  id,
}: {
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <div
      id={id}
      role="alert"
      className={cn(
        'flex gap-3 rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-900',
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}

/** A confirmation read out politely (role="status"). */
export function SuccessMessage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={cn(
        'flex gap-3 rounded-md border border-green-300 bg-green-50 p-4 text-sm text-green-900',
        className,
      )}
    >
      <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
