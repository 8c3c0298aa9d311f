import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportEffectivenessResponse, type ReportEffectiveness } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { reportQueryKey, reportUrl } from './persona-keys.ts';

/**
 * Report Effectiveness of a document: per-category scores of the chosen personas (all with a completed
 * interview when personaIds is absent), averages, knowledge-level groups and the personas the picker offers.
 */
export function getReportEffectiveness(
  documentId: string,
  personaIds: readonly string[] | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ReportEffectiveness> {
  const query = personaIds && personaIds.length > 0 ? `?personaIds=${personaIds.join(',')}` : '';
  return api.get(`${reportUrl(documentId)}${query}`, { schema: reportEffectivenessResponse, signal });
}

export function useReportEffectiveness(documentId: string | null, personaIds?: readonly string[]) {
  return useQuery({
    queryKey: [...reportQueryKey(documentId ?? ''), personaIds ?? null],
    queryFn: ({ signal }) => getReportEffectiveness(documentId!, personaIds, { signal }),
    enabled: Boolean(documentId),
    placeholderData: keepPreviousData,
  });
}
