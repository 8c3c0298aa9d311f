import { useQuery } from '@tanstack/react-query';
import { personaSchema, type Persona } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { personaQueryKey, personaUrl } from './persona-keys.ts';

/** One persona with its whole profile (the transcript page's profile panel). */
export function getPersona(personaId: string, { signal }: { signal?: AbortSignal } = {}): Promise<Persona> {
  return api.get(personaUrl(personaId), { schema: personaSchema, signal });
}

export function usePersona(personaId: string | undefined) {
  return useQuery({
    queryKey: personaQueryKey(personaId ?? ''),
    queryFn: ({ signal }) => getPersona(personaId!, { signal }),
    enabled: Boolean(personaId),
    staleTime: 60_000,
  });
}
