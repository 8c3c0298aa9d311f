import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_MESSAGE,
  auditApiUrl,
  auditExportUrl,
  auditFiltersFromSearch,
  auditPagePath,
  dateRangeError,
} from './audit-filters.ts';

const USER = '00000000-0000-4000-8000-000000000001';

describe(auditExportUrl.name, () => {
  it('carries every filter that is set, and nothing else', () => {
    expect(
      auditExportUrl({ userId: USER, action: 'auth.sign_in', from: '2025-05-01', to: '2025-05-31' }),
    ).toBe(`/api/admin/audit/export.csv?userId=${USER}&action=auth.sign_in&from=2025-05-01&to=2025-05-31`);
    expect(auditExportUrl({ action: 'access.changed' })).toBe(
      '/api/admin/audit/export.csv?action=access.changed',
    );
  });

  it('is the bare export address without filters, and skips empty ones', () => {
    expect(auditExportUrl({})).toBe('/api/admin/audit/export.csv');
    expect(auditExportUrl({ userId: '', action: '  ', from: undefined })).toBe('/api/admin/audit/export.csv');
  });

  it('never adds paging: the download holds every matching row', () => {
    expect(auditExportUrl({ from: '2025-01-01' })).not.toMatch(/limit|offset/);
  });

  it('encodes values', () => {
    expect(auditExportUrl({ action: 'a&b=c' })).toBe('/api/admin/audit/export.csv?action=a%26b%3Dc');
  });
});

describe('audit page and API addresses', () => {
  it('adds limit and offset for the API', () => {
    expect(auditApiUrl({ action: 'auth.sign_in' }, { limit: 50, offset: 100 })).toBe(
      '/api/admin/audit?action=auth.sign_in&limit=50&offset=100',
    );
  });

  it('keeps page 1 out of the page URL', () => {
    expect(auditPagePath({})).toBe('/admin/audit');
    expect(auditPagePath({ userId: USER }, 1)).toBe(`/admin/audit?userId=${USER}`);
    expect(auditPagePath({ userId: USER }, 3)).toBe(`/admin/audit?userId=${USER}&page=3`);
  });
});

describe(auditFiltersFromSearch.name, () => {
  it('reads the filters and drops empty values and impossible dates', () => {
    const search = new URLSearchParams({
      userId: USER,
      action: '',
      from: '2025-02-30',
      to: '2025-03-01',
      page: '2',
    });
    expect(auditFiltersFromSearch(search)).toEqual({ userId: USER, to: '2025-03-01' });
    expect(auditFiltersFromSearch(new URLSearchParams('from=5%20May'))).toEqual({});
  });
});

describe(dateRangeError.name, () => {
  it('objects only to a range that ends before it starts', () => {
    expect(dateRangeError({ from: '2025-05-02', to: '2025-05-01' })).toBe(DATE_RANGE_MESSAGE);
    expect(dateRangeError({ from: '2025-05-01', to: '2025-05-01' })).toBeUndefined();
    expect(dateRangeError({ from: '2025-05-01' })).toBeUndefined();
  });
});
