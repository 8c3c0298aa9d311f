import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, pageOffset, pageRangeText, parsePage } from './pagination.ts';

describe(pageRangeText.name, () => {
  it('names the first and last item shown and the total, with an en dash', () => {
    expect(pageRangeText({ offset: 0, count: 25, total: 120 })).toBe('Showing 1–25 of 120');
    expect(pageRangeText({ offset: 100, count: 20, total: 120 })).toBe('Showing 101–120 of 120');
    expect(pageRangeText({ offset: 0, count: 1, total: 1 })).toBe('Showing 1–1 of 1');
  });

  it('groups thousands', () => {
    expect(pageRangeText({ offset: 1000, count: 50, total: 12345 })).toBe('Showing 1,001–1,050 of 12,345');
  });

  it('says nothing is shown for an empty list, or a page past the end', () => {
    expect(pageRangeText({ offset: 0, count: 0, total: 0 })).toBe('Showing 0 of 0');
    expect(pageRangeText({ offset: 50, count: 0, total: 30 })).toBe('Showing 0 of 30');
  });
});

describe('previous and next', () => {
  it('offers Previous after the first page and Next before the last', () => {
    expect(hasPreviousPage({ offset: 0, count: 25, total: 60 })).toBe(false);
    expect(hasNextPage({ offset: 0, count: 25, total: 60 })).toBe(true);
    expect(hasPreviousPage({ offset: 50, count: 10, total: 60 })).toBe(true);
    expect(hasNextPage({ offset: 50, count: 10, total: 60 })).toBe(false);
    expect(hasNextPage({ offset: 25, count: 25, total: 50 })).toBe(false);
  });
});

describe(parsePage.name, () => {
  it('reads positive whole page numbers and falls back to page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
  });

  it('turns a page into an API offset', () => {
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
    expect(pageOffset(0, 25)).toBe(0);
  });
});
