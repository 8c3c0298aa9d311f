import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { getCsrfToken, setCsrfToken } from '../lib/api-client.ts';
import { meQueryKey } from '../lib/auth/get-me.ts';
import { endSession, sessionExpiredFrom } from '../features/auth/lib/session.ts';
import type { AppRouter } from './router.tsx';
import { createSessionExpiryHandler } from './session-expiry.ts';

function setup(pathname: string, search = '') {
  const navigate = vi.fn().mockResolvedValue(undefined);
  const router = { state: { location: { pathname, search } }, navigate } as unknown as AppRouter;
  const queryClient = new QueryClient();
  queryClient.setQueryData(meQueryKey, { user: { role: 'client' } });
  queryClient.setQueryData(['dashboard', 'client'], { counts: {} });
  setCsrfToken('token');
  return { handle: createSessionExpiryHandler(router, queryClient), navigate, queryClient };
}

describe(createSessionExpiryHandler.name, () => {
  it('forgets the session and remembers the page, leaving the redirect to the guard of a protected page', () => {
    const { handle, navigate, queryClient } = setup('/client/compliance', '?tab=2');
    handle();
    expect(queryClient.getQueryData(meQueryKey)).toBeNull();
    expect(queryClient.getQueryData(['dashboard', 'client'])).toBeUndefined();
    expect(getCsrfToken()).toBeNull();
    expect(sessionExpiredFrom()).toBe('/client/compliance?tab=2');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('navigates to /login itself from a page without a guard', () => {
    const { handle, navigate } = setup('/privacy-policy');
    handle();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { from: '/privacy-policy' } });
  });

  it('does nothing more once the session is already gone', () => {
    const { handle, navigate } = setup('/terms-of-service');
    handle();
    handle();
    handle();
    expect(navigate).toHaveBeenCalledTimes(1);
  });

  it('is cleared by a deliberate sign-out', () => {
    const { handle, queryClient } = setup('/admin/admin-dashboard');
    handle();
    endSession(queryClient);
    expect(sessionExpiredFrom()).toBeNull();
  });
});
