/** Query keys of the improvements feature: invalidating ['improvements'] refreshes every list and run. */
export const improvementsQueryKey = ['improvements'] as const;
export const improvementListQueryKey = [...improvementsQueryKey, 'list'] as const;
export const improvementQueryKey = (id: string) => [...improvementsQueryKey, 'detail', id] as const;

export const IMPROVEMENTS_URL = '/api/improvements';
export const improvementUrl = (id: string) => `${IMPROVEMENTS_URL}/${encodeURIComponent(id)}`;
export const suggestionUrl = (id: string, suggestionId: string) =>
  `${improvementUrl(id)}/suggestions/${encodeURIComponent(suggestionId)}`;
/** Plain links: the session cookie authenticates them. */
export const improvedDocxUrl = (id: string) => `${improvementUrl(id)}/export.docx`;
export const changeReportUrl = (id: string) => `${improvementUrl(id)}/report`;
export const startImprovementUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/improvements`;
