import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from './cn.ts';

/** What a list shows when it has nothing in it: an icon, a short title and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-5 py-10 text-center', className)}>
      <Icon className="size-8 text-slate-500" aria-hidden="true" />
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <div className="text-sm text-slate-700">{children}</div>}
    </div>
  );
}
