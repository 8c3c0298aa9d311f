import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  fundSchema,
  scanResponse,
  type CreateFundInput,
  type DisagreementDecisionInput,
  type Fund,
} from '#common/api/funds.ts';
import { api } from '../../../lib/api-client.ts';
import { FUNDS_KEY, fundUrl } from './fund-keys.ts';

// Create a fund, change its documents, decide a disagreement, scan: small mutations of one resource, kept
// together; each refreshes every funds query when it succeeds.

export const createFund = (input: CreateFundInput): Promise<Fund> =>
  api.post('/api/funds', input, { schema: fundSchema });

export type LinkAction = 'link' | 'confirm' | 'unlink';

export function changeLink(fundId: string, documentId: string, action: LinkAction): Promise<Fund> {
  const docUrl = `${fundUrl(fundId)}/documents/${encodeURIComponent(documentId)}`;
  if (action === 'link')
    return api.post(`${fundUrl(fundId)}/documents`, { documentId }, { schema: fundSchema });
  if (action === 'confirm') return api.post(`${docUrl}/confirm`, undefined, { schema: fundSchema });
  return api.delete(docUrl, { schema: fundSchema });
}

export const decideDisagreement = (
  fundId: string,
  key: string,
  input: DisagreementDecisionInput,
): Promise<Fund> =>
  api.post(`${fundUrl(fundId)}/disagreements/${encodeURIComponent(key)}/decision`, input, {
    schema: fundSchema,
  });

export const scanDocuments = () => api.post('/api/funds/scan', undefined, { schema: scanResponse });

function useFundsMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FUNDS_KEY }),
  });
}

export const useCreateFund = () => useFundsMutation(createFund);
export const useChangeLink = (fundId: string) =>
  useFundsMutation((input: { documentId: string; action: LinkAction }) =>
    changeLink(fundId, input.documentId, input.action),
  );
export const useDecideDisagreement = (fundId: string) =>
  useFundsMutation((input: { key: string } & DisagreementDecisionInput) =>
    decideDisagreement(fundId, input.key, { status: input.status, reason: input.reason }),
  );
export const useScanDocuments = () => useFundsMutation(scanDocuments);
