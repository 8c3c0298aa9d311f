import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export const TH_CLASS =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-700 uppercase';
export const TD_CLASS = 'px-4 py-3 align-top text-sm text-slate-800';

type DataTableProps = {
  /** The table's caption: its accessible name, and the name of the scrolling region around it. */
  caption: string;
  /** Show the caption (default) or keep it for assistive technology only. */
  captionHidden?: boolean;
  head: ReactNode;
  children: ReactNode;
  className?: string;
};

/**
 * A table in a horizontally scrolling region. The region takes keyboard focus, so a keyboard user can
 * scroll a wide table even when it holds no links (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function DataTable({ caption, captionHidden = false, head, children, className }: DataTableProps) {
  return (
    // Positioned, so absolutely placed content in cells (visually hidden text, tooltips) stays inside the
    // scrolling region instead of widening the page on small screens.
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className={cn('relative overflow-x-auto', className)}
    >
      <table className="min-w-full divide-y divide-slate-200">
        <caption
          className={
            captionHidden ? 'sr-only' : 'px-4 pt-3 pb-2 text-left text-sm font-medium text-slate-700'
          }
        >
          {caption}
        </caption>
        <thead className="bg-slate-50">{head}</thead>
        <tbody className="divide-y divide-slate-200 bg-white">{children}</tbody>
      </table>
    </div>
  );
}
