import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  complianceCheckSchema,
  ruleListResponse,
  type ComplianceCheck,
  type RaiseFindingInput,
  type RuleList,
} from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { checkUrl, complianceQueryKey } from './compliance-keys.ts';

/** Every rule of the packs, for the reviewer's picker. */
export function getRules(): Promise<RuleList> {
  return api.get('/api/compliance/rules', { schema: ruleListResponse });
}

export function useRules() {
  return useQuery({ queryKey: [...complianceQueryKey, 'rules'], queryFn: getRules, staleTime: Infinity });
}

/** A reviewer raises a finding the checker missed on a passage of the checked version. */
export function raiseFinding(checkId: string, input: RaiseFindingInput): Promise<ComplianceCheck> {
  return api.post(`${checkUrl(checkId)}/findings`, input, { schema: complianceCheckSchema });
}

export function useRaiseFinding(checkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RaiseFindingInput) => raiseFinding(checkId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: complianceQueryKey }),
  });
}
