import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  complianceCheckSchema,
  type ComplianceCheck,
  type DismissalCategory,
} from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { checkUrl, complianceQueryKey } from './compliance-keys.ts';

export type FindingDecision = {
  status: 'dismissed' | 'resolved' | 'open';
  reason: string;
  category?: DismissalCategory;
};

/** Dismisses (with a reason), resolves or reopens a finding; the decision is kept across re-runs. */
export function decideFinding(
  checkId: string,
  ruleId: string,
  decision: FindingDecision,
): Promise<ComplianceCheck> {
  return api.patch(`${checkUrl(checkId)}/findings/${encodeURIComponent(ruleId)}`, decision, {
    schema: complianceCheckSchema,
  });
}

export function useDecideFinding(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ruleId, ...decision }: FindingDecision & { ruleId: string }) =>
      decideFinding(checkId, ruleId, decision),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
