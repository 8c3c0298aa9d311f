import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceCheckSchema, type ComplianceCheck } from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { CHECKS_URL, checkListQueryKey } from './compliance-keys.ts';

/** Queues a compliance check of a document (202 with the check, status pending). */
export function createCheck(input: { documentId: string; packs?: string[] }): Promise<ComplianceCheck> {
  return api.post(CHECKS_URL, input, { schema: complianceCheckSchema });
}

export function useCreateCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCheck,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checkListQueryKey }),
  });
}
