import { AuthorizationResponseError, ResponseBodyError } from 'openid-client';
import type { OidcErrorCode } from '#common/api/auth.ts';

/** A single sign-on attempt that failed for a reason the user can act on (the message lives in common). */
export class OidcSignInError extends Error {
  constructor(
    readonly code: OidcErrorCode,
    /** For the audit log and server log only: never shown to the user. */
    readonly detail?: string,
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'OidcSignInError';
  }
}

// Entra ID answers interaction_required for several reasons; these AADSTS codes are its MFA demands.
const MFA_HINT = /\bmfa\b|multi-?factor|AADSTS50076|AADSTS50079|AADSTS50074|two-?factor|2fa/i;

/** Maps an OAuth error returned by the provider (RFC 6749 §4.1.2.1, OIDC Core §3.1.2.6) to our codes. */
export function codeForProviderError(error: string, description = ''): OidcErrorCode {
  switch (error) {
    case 'access_denied':
      // Auth0 and others also send access_denied for rules that refuse a user; the description says so.
      return MFA_HINT.test(description) ? 'mfa_required' : 'cancelled';
    case 'login_required':
    case 'account_selection_required':
      return 'login_required';
    case 'consent_required':
      return 'consent_required';
    case 'mfa_required':
    case 'unmet_authentication_requirements':
      return 'mfa_required';
    case 'interaction_required':
      return MFA_HINT.test(description) ? 'mfa_required' : 'login_required';
    case 'temporarily_unavailable':
      return 'timeout';
    case 'invalid_grant':
      return 'code_rejected';
    default:
      return 'provider_error';
  }
}

function isTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'TimeoutError') return true;
    const code = (current as { code?: unknown }).code;
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT')
      return true;
    current = current.cause;
  }
  return false;
}

/** Any failure of the code exchange or the token checks, as one of our codes. */
export function toOidcSignInError(error: unknown): OidcSignInError {
  if (error instanceof OidcSignInError) return error;
  if (error instanceof AuthorizationResponseError || error instanceof ResponseBodyError) {
    return new OidcSignInError(
      codeForProviderError(error.error, error.error_description),
      `${error.error}${error.error_description ? `: ${error.error_description}` : ''}`,
    );
  }
  if (isTimeout(error)) return new OidcSignInError('timeout', 'the provider did not answer in time');
  const message = error instanceof Error ? error.message : String(error);
  // oauth4webapi names the parameter it refused; a state that does not match is the spec's "Invalid state".
  if (/"state"/.test(message)) return new OidcSignInError('state_mismatch', message);
  return new OidcSignInError('provider_error', message);
}
