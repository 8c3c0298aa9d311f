import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  analysisSchema,
  notAovReportDetails,
  type Analysis,
  type NotAovReportDetails,
} from '#common/api/analyses.ts';
import { api, isApiError } from '../../../lib/api-client.ts';
import { documentsQueryKey } from '../../../lib/documents/api/document-keys.ts';
import { analysesQueryKey, startAnalysisUrl } from './analysis-keys.ts';

export type StartAnalysisVariables = {
  documentId: string;
  /** The user was warned that the document does not look like an AoV report and wants it analysed anyway. */
  confirmNotAov?: boolean;
};

/** Queues an analysis of a document (202 with the analysis, status pending). */
export function startAnalysis({ documentId, confirmNotAov }: StartAnalysisVariables): Promise<Analysis> {
  return api.post(startAnalysisUrl(documentId), confirmNotAov ? { confirmNotAov: true } : undefined, {
    schema: analysisSchema,
  });
}

/** The server's 422 for a document that does not look like an AoV report (issue 30), or null. */
export function notAovReportOf(error: unknown): NotAovReportDetails | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const parsed = notAovReportDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

export function useStartAnalysis() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAnalysis,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
