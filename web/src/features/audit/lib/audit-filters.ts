import { paths } from '../../../config/paths.ts';

export const AUDIT_PAGE_SIZE = 50;

/** The audit trail's filters, as in the URL and the API: every one optional; dates are YYYY-MM-DD. */
export type AuditFilters = { userId?: string; action?: string; from?: string; to?: string };

const FILTER_KEYS = ['userId', 'action', 'from', 'to'] as const;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads the filters from a page URL, dropping empty values and dates that are not real days. */
export function auditFiltersFromSearch(search: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (!value) continue;
    if ((key === 'from' || key === 'to') && !isIsoDay(value)) continue;
    filters[key] = value;
  }
  return filters;
}

/** The filters as query parameters, in a fixed order, skipping empty ones. */
export function auditFilterParams(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) params.set(key, value);
  }
  return params;
}

function withQuery(base: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/** The audit page's own URL for these filters and page (page 1 is left out). */
export function auditPagePath(filters: AuditFilters, page = 1): string {
  const params = auditFilterParams(filters);
  if (page > 1) params.set('page', String(page));
  return withQuery(paths.admin.audit, params);
}

export function auditApiUrl(filters: AuditFilters, page: { limit: number; offset: number }): string {
  const params = auditFilterParams(filters);
  params.set('limit', String(page.limit));
  params.set('offset', String(page.offset));
  return withQuery('/api/admin/audit', params);
}

/** The CSV download of everything matching the filters (the export has no paging). */
export function auditExportUrl(filters: AuditFilters): string {
  return withQuery('/api/admin/audit/export.csv', auditFilterParams(filters));
}

export const DATE_RANGE_MESSAGE = 'The "to" date must be on or after the "from" date.';

/** A message when the range is back to front; ISO days compare correctly as strings. */
export function dateRangeError(filters: Pick<AuditFilters, 'from' | 'to'>): string | undefined {
  if (filters.from && filters.to && filters.from > filters.to) return DATE_RANGE_MESSAGE;
  return undefined;
}
