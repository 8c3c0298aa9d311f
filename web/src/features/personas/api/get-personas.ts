import { queryOptions, useQuery } from '@tanstack/react-query';
import { personaListResponse, type KnowledgeLevel, type PersonaListResponse } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { PERSONAS_URL, personaListQueryKey } from './persona-keys.ts';

export type PersonaListParams = { knowledgeLevel?: KnowledgeLevel; vulnerability?: boolean };

/** The investor personas, ordered by name (spec §7.5). */
export function getPersonas(
  params: PersonaListParams = {},
  { signal }: { signal?: AbortSignal } = {},
): Promise<PersonaListResponse> {
  const search = new URLSearchParams();
  if (params.knowledgeLevel) search.set('knowledgeLevel', params.knowledgeLevel);
  if (params.vulnerability !== undefined) search.set('vulnerability', String(params.vulnerability));
  const query = search.size > 0 ? `?${search}` : '';
  return api.get(`${PERSONAS_URL}${query}`, { schema: personaListResponse, signal });
}

export const personasQueryOptions = (params: PersonaListParams = {}) =>
  queryOptions({
    queryKey: [...personaListQueryKey, params],
    queryFn: ({ signal }) => getPersonas(params, { signal }),
    // Personas change only when an administrator edits them.
    staleTime: 60_000,
  });

export function usePersonas(params: PersonaListParams = {}) {
  return useQuery(personasQueryOptions(params));
}
