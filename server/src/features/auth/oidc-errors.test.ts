import { describe, expect, it } from 'vitest';
import { AuthorizationResponseError, ResponseBodyError } from 'openid-client';
import { OIDC_ERROR_CODES, OIDC_ERROR_MESSAGES } from '#common/api/auth.ts';
import { OidcSignInError, codeForProviderError, toOidcSignInError } from './oidc-errors.ts';
import { readClaim, roleFromClaim, returnPathFor } from './oidc.service.ts';

describe(codeForProviderError.name, () => {
  it("maps the providers' error answers to the spec's identity error codes", () => {
    expect(codeForProviderError('access_denied')).toBe('cancelled');
    expect(codeForProviderError('login_required')).toBe('login_required');
    expect(codeForProviderError('consent_required')).toBe('consent_required');
    expect(codeForProviderError('mfa_required')).toBe('mfa_required');
    expect(codeForProviderError('unmet_authentication_requirements')).toBe('mfa_required');
    expect(codeForProviderError('temporarily_unavailable')).toBe('timeout');
    expect(codeForProviderError('invalid_grant')).toBe('code_rejected');
    expect(codeForProviderError('server_error')).toBe('provider_error');
  });

  it("reads Entra ID's MFA demand out of interaction_required", () => {
    expect(
      codeForProviderError(
        'interaction_required',
        'AADSTS50076: Due to a configuration change made by your administrator, you must use multi-factor authentication',
      ),
    ).toBe('mfa_required');
    expect(codeForProviderError('interaction_required', 'AADSTS50058: no session')).toBe('login_required');
  });
});

describe(toOidcSignInError.name, () => {
  it('treats a request that ran past the 10 s time-out as a time-out', () => {
    const timeout = new Error('fetch failed', {
      cause: new DOMException('The operation was aborted due to timeout', 'TimeoutError'),
    });
    expect(toOidcSignInError(timeout).code).toBe('timeout');
    expect(toOidcSignInError(new DOMException('aborted', 'TimeoutError')).code).toBe('timeout');
  });

  it("maps the token endpoint's and the authorization response's errors by their OAuth code", () => {
    const body = new ResponseBodyError('server responded with an error', {
      cause: { error: 'invalid_grant', error_description: 'grant request is invalid' },
      response: new Response(null, { status: 400 }),
    });
    expect(toOidcSignInError(body)).toMatchObject({
      code: 'code_rejected',
      detail: 'invalid_grant: grant request is invalid',
    });
    const auth = new AuthorizationResponseError('authorization response error', {
      cause: new URLSearchParams({ error: 'consent_required' }),
    });
    expect(toOidcSignInError(auth).code).toBe('consent_required');
  });

  it('keeps our own errors and turns anything else into a generic provider error', () => {
    expect(toOidcSignInError(new OidcSignInError('no_account')).code).toBe('no_account');
    expect(toOidcSignInError(new Error('unexpected JWT "aud" (audience) claim value')).code).toBe(
      'provider_error',
    );
    expect(toOidcSignInError('weird').code).toBe('provider_error');
  });

  it('has a message for every code, and the spec\'s "Invalid state" for a state mismatch', () => {
    for (const code of OIDC_ERROR_CODES) expect(OIDC_ERROR_MESSAGES[code].length).toBeGreaterThan(20);
    expect(OIDC_ERROR_MESSAGES.state_mismatch).toMatch(/^Invalid state/);
  });
});

describe(readClaim.name, () => {
  it("finds Auth0's namespaced claims by their full name and Keycloak's by a dotted path", () => {
    const claims = {
      'https://clarion.example/roles': ['admin'],
      realm_access: { roles: ['client', 'admin'] },
    };
    expect(readClaim(claims, 'https://clarion.example/roles')).toEqual(['admin']);
    expect(readClaim(claims, 'realm_access.roles')).toEqual(['client', 'admin']);
    expect(readClaim(claims, 'resource_access.clarion.roles')).toBeUndefined();
  });
});

describe(roleFromClaim.name, () => {
  it('makes an administrator only when the claim holds an admin value; anything else is a client', () => {
    expect(roleFromClaim(['Admin'], ['admin'])).toBe('admin');
    expect(roleFromClaim('viewer admin', ['admin'])).toBe('admin');
    expect(roleFromClaim(['Clarion.Admin'], ['clarion.admin'])).toBe('admin');
    expect(roleFromClaim(['viewer'], ['admin'])).toBe('client');
    expect(roleFromClaim(undefined, ['admin'])).toBe('client');
    expect(roleFromClaim({ admin: true }, ['admin'])).toBe('client');
  });
});

describe(returnPathFor.name, () => {
  it("returns only to paths in the user's own area", () => {
    expect(returnPathFor('client', '/client/compliance')).toBe('/client/compliance');
    expect(returnPathFor('client', '/admin/create-client')).toBe('/client/dashboard');
    expect(returnPathFor('admin', null)).toBe('/admin/admin-dashboard');
    // A stored value from before the login check: a control character would make the redirect throw.
    expect(returnPathFor('client', '/client/x\r\nSet-Cookie: a=b')).toBe('/client/dashboard');
    expect(returnPathFor('client', '/client/x\u0000')).toBe('/client/dashboard');
  });
});
