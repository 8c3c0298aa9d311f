import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Previous page / Page N of M / Next page; the ends are marked disabled but stay focusable. */
export function PageNavigation({
  currentPage,
  pageCount,
  onPage,
}: {
  currentPage: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={currentPage <= 1 || undefined}
        onClick={() => currentPage > 1 && onPage(currentPage - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Previous page
      </Button>
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        Page {currentPage} of {pageCount}
      </p>
      <Button
        variant="secondary"
        size="sm"
        aria-disabled={currentPage >= pageCount || undefined}
        onClick={() => currentPage < pageCount && onPage(currentPage + 1)}
      >
        Next page
        <ChevronRight className="size-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
