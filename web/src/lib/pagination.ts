import { formatCount } from './format.ts';

/** The 1-based page number in a URL (`?page=3`); anything missing or unreadable is page 1. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export type PageWindow = {
  /** Index of the first item shown (the API's offset). */
  offset: number;
  /** How many items this page holds. */
  count: number;
  total: number;
};

/** "Showing 26–50 of 120"; an empty list reads "Showing 0 of 0". */
export function pageRangeText({ offset, count, total }: PageWindow): string {
  if (count === 0 || total === 0) return `Showing 0 of ${formatCount(total)}`;
  return `Showing ${formatCount(offset + 1)}–${formatCount(offset + count)} of ${formatCount(total)}`;
}

export function hasPreviousPage({ offset }: PageWindow): boolean {
  return offset > 0;
}

export function hasNextPage({ offset, count, total }: PageWindow): boolean {
  return offset + count < total;
}
