/** Query keys of the compliance feature: invalidating ['compliance'] refreshes every list and check. */
export const complianceQueryKey = ['compliance'] as const;
export const checkListQueryKey = [...complianceQueryKey, 'list'] as const;
export const checkQueryKey = (checkId: string) => [...complianceQueryKey, 'detail', checkId] as const;

export const CHECKS_URL = '/api/compliance/checks';
export const checkUrl = (checkId: string) => `${CHECKS_URL}/${encodeURIComponent(checkId)}`;
