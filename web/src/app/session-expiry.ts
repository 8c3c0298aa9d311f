import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths.ts';
import { meQueryKey } from '../lib/auth/get-me.ts';
import { expireSession } from '../features/auth/lib/session.ts';
import type { AppRouter } from './router.tsx';

const isGuarded = (pathname: string) =>
  [paths.client.root, paths.admin.root].some((root) => pathname === root || pathname.startsWith(`${root}/`));

/**
 * A 401 on an authenticated call means the session ended (expired, signed out elsewhere, revoked): forget
 * it and send the user to /login. On a /client or /admin page the page's RoleGuard does the redirect as
 * soon as the session is gone (navigating from here as well would race it); elsewhere we navigate.
 */
export function createSessionExpiryHandler(router: AppRouter, queryClient: QueryClient): () => void {
  return () => {
    if (queryClient.getQueryData(meQueryKey) === null) return;
    const { pathname, search } = router.state.location;
    const from = `${pathname}${search}`;
    expireSession(queryClient, from);
    if (!isGuarded(pathname) && pathname !== paths.login) {
      void router.navigate(paths.login, { replace: true, state: { from } });
    }
  };
}
