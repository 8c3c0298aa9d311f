import { useMutation, useQueryClient } from '@tanstack/react-query';
import { analysisSchema, type Analysis } from '#common/api/analyses.ts';
import { api } from '../../../lib/api-client.ts';
import { documentsQueryKey } from '../../../lib/documents/api/document-keys.ts';
import { analysesQueryKey, startAnalysisUrl } from './analysis-keys.ts';

/** Queues an analysis of a document (202 with the analysis, status pending). */
export function startAnalysis(documentId: string): Promise<Analysis> {
  return api.post(startAnalysisUrl(documentId), undefined, { schema: analysisSchema });
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
