import { ChevronLeft, ChevronRight } from 'lucide-react';
import { hasNextPage, hasPreviousPage, pageRangeText, type PageWindow } from '../../lib/pagination.ts';
import { Button } from './button.tsx';

type PaginationProps = {
  window: PageWindow;
  /** Names the navigation landmark, e.g. "Clients pages". */
  label: string;
  onPrevious: () => void;
  onNext: () => void;
};

/**
 * "Showing 26–50 of 120" with Previous and Next. An unavailable button is aria-disabled rather than
 * disabled, so the focus stays on it after reaching the first or last page.
 */
export function Pagination({ window, label, onPrevious, onNext }: PaginationProps) {
  const canGoBack = hasPreviousPage(window);
  const canGoOn = hasNextPage(window);
  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-5 py-3"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {pageRangeText(window)}
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={!canGoBack || undefined}
          onClick={() => canGoBack && onPrevious()}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-disabled={!canGoOn || undefined}
          onClick={() => canGoOn && onNext()}
        >
          Next
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
