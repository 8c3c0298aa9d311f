/** Query keys and URLs of the funds screens: every fund query starts with FUNDS_KEY, so one invalidation refreshes them all. */
export const FUNDS_KEY = ['funds'] as const;
export const fundListKey = (q: string, page: number) => [...FUNDS_KEY, 'list', q, page] as const;
export const fundKey = (fundId: string) => [...FUNDS_KEY, 'fund', fundId] as const;
export const unlinkedKey = (page: number) => [...FUNDS_KEY, 'unlinked', page] as const;

export const fundUrl = (fundId: string) => `/api/funds/${encodeURIComponent(fundId)}`;
export const factsCsvUrl = (fundId: string) => `${fundUrl(fundId)}/facts.csv`;
export const disagreementsCsvUrl = (fundId: string) => `${fundUrl(fundId)}/disagreements.csv`;
