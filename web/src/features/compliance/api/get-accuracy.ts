import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { accuracyResponse, type AccuracyResponse } from '#common/api/accuracy.ts';
import { api } from '../../../lib/api-client.ts';
import { complianceQueryKey } from './compliance-keys.ts';

/** The checker's precision and recall estimate per rule, from the firm's decisions. */
export function getAccuracy(firmId?: string): Promise<AccuracyResponse> {
  const query = firmId ? `?firmId=${encodeURIComponent(firmId)}` : '';
  return api.get(`/api/compliance/accuracy${query}`, { schema: accuracyResponse });
}

export function useAccuracy(firmId?: string) {
  return useQuery({
    queryKey: [...complianceQueryKey, 'accuracy', firmId ?? 'all'],
    queryFn: () => getAccuracy(firmId),
  });
}

const firmRecallSchema = z.object({ decided: z.number().int(), recall: z.number().nullable() });

/** The firm's own recall estimate for the check report (null until it has enough decisions). */
export function useFirmRecall(enabled: boolean) {
  return useQuery({
    queryKey: [...complianceQueryKey, 'firm-recall'],
    queryFn: () => api.get('/api/compliance/accuracy/firm-recall', { schema: firmRecallSchema }),
    enabled,
  });
}
