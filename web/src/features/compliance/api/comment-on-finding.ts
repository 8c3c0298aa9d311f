import { useMutation, useQueryClient } from '@tanstack/react-query';
import { complianceCheckSchema, type ComplianceCheck } from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { checkUrl, complianceQueryKey } from './compliance-keys.ts';

/** Adds a comment to a finding's thread (kept across re-runs, and in the audit trail). */
export function commentOnFinding(checkId: string, ruleId: string, body: string): Promise<ComplianceCheck> {
  return api.post(
    `${checkUrl(checkId)}/findings/${encodeURIComponent(ruleId)}/comments`,
    { body },
    { schema: complianceCheckSchema },
  );
}

export function useCommentOnFinding(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, body }: { ruleId: string; body: string }) =>
      commentOnFinding(checkId, ruleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
