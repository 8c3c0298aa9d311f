/** Query keys of the analyses feature: invalidating ['analyses'] refreshes every list and analysis. */
export const analysesQueryKey = ['analyses'] as const;
export const analysisListQueryKey = [...analysesQueryKey, 'list'] as const;
export const analysisQueryKey = (analysisId: string) => [...analysesQueryKey, 'detail', analysisId] as const;

export const ANALYSES_URL = '/api/analyses';
export const analysisUrl = (analysisId: string) => `${ANALYSES_URL}/${encodeURIComponent(analysisId)}`;
/** The whole stored engine result as a JSON attachment (a plain link: the session cookie authenticates it). */
export const analysisExportUrl = (analysisId: string) => `${analysisUrl(analysisId)}/export`;
export const startAnalysisUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/analyses`;
