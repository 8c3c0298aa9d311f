import { useQuery } from '@tanstack/react-query';
import { portraitListResponse, type PortraitListResponse } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { PERSONAS_URL, personasQueryKey } from './persona-keys.ts';

/** The portraits an administrator can give a persona. */
export function getPortraits(): Promise<PortraitListResponse> {
  return api.get(`${PERSONAS_URL}/portraits`, { schema: portraitListResponse });
}

export function usePortraits() {
  return useQuery({
    queryKey: [...personasQueryKey, 'portraits'],
    queryFn: getPortraits,
    staleTime: Infinity,
  });
}
