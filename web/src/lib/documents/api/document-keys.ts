/** Query keys of the documents feature: invalidating ['documents'] refreshes every list and view. */
export const documentsQueryKey = ['documents'] as const;
export const documentListQueryKey = [...documentsQueryKey, 'list'] as const;
export const documentQueryKey = (documentId: string) => [...documentsQueryKey, 'detail', documentId] as const;
export const extractionQueryKey = (documentId: string) =>
  [...documentsQueryKey, 'extraction', documentId] as const;
export const versionsQueryKey = (documentId: string) =>
  [...documentsQueryKey, 'versions', documentId] as const;
export const measuresQueryKey = (documentId: string) =>
  [...documentsQueryKey, 'measures', documentId] as const;
export const compareQueryKey = (documentId: string, from: number, to: number) =>
  [...documentsQueryKey, 'compare', documentId, from, to] as const;

/** The dashboards count documents too. */
export const dashboardQueryKey = ['dashboard'] as const;

export const documentUrl = (documentId: string) => `/api/documents/${encodeURIComponent(documentId)}`;
/** The original file, served inline (the download attribute of a link saves it). */
export const documentFileUrl = (documentId: string) => `${documentUrl(documentId)}/file`;
/** A kept version's own file (ADR 015), served inline like the current one. */
export const versionFileUrl = (documentId: string, n: number) =>
  `${documentUrl(documentId)}/versions/${n}/file`;
