import { describe, expect, it } from 'vitest';
import { ssoErrorMessage, ssoLoginHref } from './sso.ts';

describe(ssoLoginHref.name, () => {
  it('asks to return to the page whose session ended', () => {
    expect(ssoLoginHref('/api/auth/oidc/login', '/client/compliance')).toBe(
      '/api/auth/oidc/login?returnTo=%2Fclient%2Fcompliance',
    );
  });

  it('ignores anything that is not a page of the app', () => {
    expect(ssoLoginHref('/api/auth/oidc/login', '//evil.example/client/x')).toBe('/api/auth/oidc/login');
    expect(ssoLoginHref('/api/auth/oidc/login', 'https://evil.example/')).toBe('/api/auth/oidc/login');
    expect(ssoLoginHref('/api/auth/oidc/login', undefined)).toBe('/api/auth/oidc/login');
  });
});

describe(ssoErrorMessage.name, () => {
  it('turns the callback code into the message the user can act on', () => {
    expect(ssoErrorMessage('state_mismatch')).toMatch(/^Invalid state/);
    expect(ssoErrorMessage('cancelled')).toMatch(/cancelled/);
  });

  it('shows nothing for a missing or made-up code', () => {
    expect(ssoErrorMessage(null)).toBeNull();
    expect(ssoErrorMessage('<script>')).toBeNull();
  });
});
