import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '#common/api/auth.ts';
import { setCsrfToken } from '../../../lib/api-client.ts';
import { meQueryKey } from '../../../lib/auth/get-me.ts';

// Set when the server ends a session under the user's feet (a 401 on an authenticated call): the page's
// guard then sends the user to /login, with a way back, instead of to the landing page.
let expiredFrom: string | null = null;

/** The page the user was on when their session expired, or null. */
export function sessionExpiredFrom(): string | null {
  return expiredFrom;
}

/** Drops everything cached for the previous user; only the session query itself survives. */
function removeUserData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}

/** After a login or registration: remember the CSRF token and the user. */
export function startSession(queryClient: QueryClient, me: MeResponse): void {
  expiredFrom = null;
  setCsrfToken(me.csrfToken);
  removeUserData(queryClient);
  queryClient.setQueryData(meQueryKey, me);
}

function forget(queryClient: QueryClient): void {
  setCsrfToken(null);
  removeUserData(queryClient);
  queryClient.setQueryData(meQueryKey, null);
}

/** After signing out: nobody is signed in any more. */
export function endSession(queryClient: QueryClient): void {
  expiredFrom = null;
  forget(queryClient);
}

/** The server no longer knows the session: forget it and remember where the user was. */
export function expireSession(queryClient: QueryClient, from: string): void {
  expiredFrom = from;
  forget(queryClient);
}
