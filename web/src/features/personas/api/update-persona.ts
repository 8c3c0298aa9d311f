import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personaSchema, type Persona, type UpdatePersonaInput } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { personaUrl, personasQueryKey } from './persona-keys.ts';

/** Changes some fields of a persona (administrators only). */
export function updatePersona(personaId: string, input: UpdatePersonaInput): Promise<Persona> {
  return api.patch(personaUrl(personaId), input, { schema: personaSchema });
}

export function useUpdatePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ personaId, input }: { personaId: string; input: UpdatePersonaInput }) =>
      updatePersona(personaId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  });
}
