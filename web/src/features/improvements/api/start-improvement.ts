import { useMutation, useQueryClient } from '@tanstack/react-query';
import { improvementSchema, type Improvement } from '#common/api/improvements.ts';
import { api } from '../../../lib/api-client.ts';
import { documentsQueryKey } from '../../../lib/documents/api/document-keys.ts';
import { improvementsQueryKey, startImprovementUrl } from './improvement-keys.ts';

/** Queues an improvement run for a document (202 with the run, status pending). */
export function startImprovement(documentId: string): Promise<Improvement> {
  return api.post(startImprovementUrl(documentId), undefined, { schema: improvementSchema });
}

export function useStartImprovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startImprovement,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: improvementsQueryKey });
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey });
    },
  });
}
