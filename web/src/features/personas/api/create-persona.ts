import { useMutation, useQueryClient } from '@tanstack/react-query';
import { personaSchema, type CreatePersonaInput, type Persona } from '#common/api/personas.ts';
import { api } from '../../../lib/api-client.ts';
import { PERSONAS_URL, personasQueryKey } from './persona-keys.ts';

/** Adds a persona (administrators only). */
export function createPersona(input: CreatePersonaInput): Promise<Persona> {
  return api.post(PERSONAS_URL, input, { schema: personaSchema });
}

export function useCreatePersona() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPersona,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personasQueryKey }),
  });
}
