import { useQuery } from '@tanstack/react-query';
import { rulePackListResponse, type RulePackList } from '#common/api/compliance.ts';
import { api } from '../../../lib/api-client.ts';
import { complianceQueryKey } from './compliance-keys.ts';

/** The rule packs a check can apply (COBS 4, risk warnings, Consumer Duty, ESG). */
export function getRulePacks(): Promise<RulePackList> {
  return api.get('/api/compliance/packs', { schema: rulePackListResponse });
}

export function useRulePacks() {
  return useQuery({ queryKey: [...complianceQueryKey, 'packs'], queryFn: getRulePacks, staleTime: Infinity });
}
