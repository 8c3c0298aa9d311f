import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCsrfToken, setCsrfToken } from '../api-client.ts';
import { getMe } from './get-me.ts';

const ME = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@example.com',
    name: 'A',
    role: 'client',
    firmId: '00000000-0000-4000-8000-000000000001',
    firmRole: 'firm_admin',
  },
  modules: { aov_analysis: true, compliance: true, personas: true, document_improvements: true, funds: true },
  csrfToken: 'csrf-abc',
  modulePermissions: false,
  mfa: { enabled: false, setupRequired: false },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => setCsrfToken(null));
afterEach(() => vi.unstubAllGlobals());

describe(getMe.name, () => {
  it('returns the user and remembers the CSRF token', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(200, ME)));
    await expect(getMe()).resolves.toEqual(ME);
    expect(getCsrfToken()).toBe('csrf-abc');
  });

  it('treats 401 as "nobody is signed in" and forgets the token', async () => {
    setCsrfToken('old');
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(json(401, { code: 'UNAUTHORIZED', message: 'Sign in.' })),
    );
    await expect(getMe()).resolves.toBeNull();
    expect(getCsrfToken()).toBeNull();
  });

  it('passes other failures on', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(getMe()).rejects.toMatchObject({ status: 0 });
  });
});
