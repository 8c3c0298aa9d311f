import * as client from 'openid-client';
import type { OidcConfig } from '../../config.ts';

// Spec §9 (identity session): HTTP time-out 10 s and ID-token clock leeway 60 s.
export const OIDC_HTTP_TIMEOUT_S = 10;
export const OIDC_CLOCK_TOLERANCE_S = 60;

/** The discovered provider and this app's registration with it; built once at start-up. */
export type OidcClient = {
  settings: OidcConfig;
  configuration: client.Configuration;
  /** Whether the provider offers RP-initiated logout (an end_session_endpoint). */
  hasEndSession: boolean;
};

export class OidcDiscoveryError extends Error {
  constructor(issuer: string, cause: unknown) {
    const reason = describe(cause);
    super(
      `OIDC_ISSUER ${issuer} could not be used for single sign-on: ${reason}. Check OIDC_ISSUER (its ` +
        '/.well-known/openid-configuration must be reachable from this server), or unset it to use built-in accounts only.',
      { cause },
    );
    this.name = 'OidcDiscoveryError';
  }
}

function describe(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 4) {
    parts.push(
      current.name === 'TimeoutError' ? `no answer within ${OIDC_HTTP_TIMEOUT_S} s` : current.message,
    );
    current = current.cause;
  }
  return parts.filter(Boolean).join(': ') || String(error);
}

/** OpenID Connect discovery from the issuer; fails with a message naming OIDC_ISSUER. */
export async function discoverOidc(settings: OidcConfig): Promise<OidcClient> {
  const auth = !settings.clientSecret
    ? client.None()
    : settings.clientAuth === 'client_secret_post'
      ? client.ClientSecretPost(settings.clientSecret)
      : client.ClientSecretBasic(settings.clientSecret);
  let configuration: client.Configuration;
  try {
    configuration = await client.discovery(
      new URL(settings.issuer),
      settings.clientId,
      { [client.clockTolerance]: OIDC_CLOCK_TOLERANCE_S },
      auth,
      {
        timeout: OIDC_HTTP_TIMEOUT_S,
        // Config only allows plain http for a provider on this machine (or in tests).
        execute: settings.allowInsecureRequests ? [client.allowInsecureRequests] : [],
      },
    );
  } catch (error) {
    throw new OidcDiscoveryError(settings.issuer, error);
  }
  const metadata = configuration.serverMetadata();
  return { settings, configuration, hasEndSession: Boolean(metadata.end_session_endpoint) };
}

/** The provider's logout address for a single sign-on session, or null to sign out locally only. */
export function providerLogoutUrl(oidc: OidcClient | null, idToken: string | null): string | null {
  if (!oidc?.hasEndSession || !idToken) return null;
  return client.buildEndSessionUrl(oidc.configuration, {
    id_token_hint: idToken,
    post_logout_redirect_uri: oidc.settings.postLogoutRedirectUri,
  }).href;
}
