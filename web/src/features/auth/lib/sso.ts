import { OIDC_ERROR_CODES, OIDC_ERROR_MESSAGES, type OidcErrorCode } from '#common/api/auth.ts';

/** The single sign-on start address, asking to come back to `from` when it is a page of this app's areas. */
export function ssoLoginHref(loginUrl: string, from: unknown): string {
  if (typeof from === 'string' && /^\/(admin|client)\/[^/\\]/.test(from)) {
    return `${loginUrl}?${new URLSearchParams({ returnTo: from }).toString()}`;
  }
  return loginUrl;
}

/** The message for the callback's error code (spec §8), or null when there is none or it is unknown. */
export function ssoErrorMessage(code: string | null): string | null {
  if (!code || !(OIDC_ERROR_CODES as readonly string[]).includes(code)) return null;
  return OIDC_ERROR_MESSAGES[code as OidcErrorCode];
}
