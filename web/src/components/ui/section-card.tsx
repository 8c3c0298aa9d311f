import { useId, type ReactNode } from 'react';
import { cn } from './cn.ts';

type SectionCardProps = {
  title: string;
  /** Controls or links shown at the right of the heading. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** A titled panel of a page: a section named by its h2, so landmarks and headings agree. */
export function SectionCard({ title, actions, children, className }: SectionCardProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn('rounded-lg border border-slate-200 bg-white shadow-sm', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
