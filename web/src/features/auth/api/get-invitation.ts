import { useQuery } from '@tanstack/react-query';
import { invitationResponse, type InvitationDetails } from '#common/api/auth.ts';
import { api } from '../../../lib/api-client.ts';

/** Who is invited, to which firm and by whom; POSTed so the link's token stays out of request logs. */
export function getInvitation(token: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return api.post(
    '/api/auth/invitation',
    { token },
    { schema: invitationResponse, authenticated: false, signal },
  );
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['auth', 'invitation', token] as const,
    queryFn: ({ signal }) => getInvitation(token, signal),
    // An expired or used link stays so; asking again only repeats the message.
    retry: false,
    staleTime: Infinity,
  });
}
