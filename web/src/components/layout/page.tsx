import type { ReactNode } from 'react';
import { cn } from '../ui/cn.ts';
import { useDocumentTitle } from './use-document-title.ts';

type PageProps = {
  /** The page's one h1, also its document title. */
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'default' | 'wide';
};

const WIDTHS = { narrow: 'max-w-md', default: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/** The frame of every page inside <main>: a heading, an optional lead and actions, then content. */
export function Page({ title, description, actions, children, width = 'wide' }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto w-full px-4 py-8 sm:px-6 lg:px-8', WIDTHS[width])}>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
            {title}
          </h1>
          {description && <div className="mt-2 text-slate-700">{description}</div>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
