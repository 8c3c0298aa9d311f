import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from './oidc-test-client.ts';

// A real OpenID Connect provider (oidc-provider, the certified implementation) for route tests and the
// browser journey. Its development login form accepts any user name with any password; the account's
// claims come from `accounts`, or are made up from the name.

export type TestAccount = {
  email?: string;
  email_verified?: boolean;
  name?: string;
  roles?: string[];
};

export type TestProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
};

export { TEST_CLIENT_ID, TEST_CLIENT_SECRET };
/** Whom the made-up accounts belong to: alice → alice@firm.example. */
export const TEST_ACCOUNT_DOMAIN = 'firm.example';

export async function startTestProvider(options: {
  /** The app's PUBLIC_URL: the callback and the post-logout address are registered under it. */
  appUrl: string;
  port?: number;
  accounts?: Record<string, TestAccount>;
}): Promise<TestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accounts = options.accounts ?? {};
  const claimsOf = (id: string) => ({
    sub: id,
    email: `${id}@${TEST_ACCOUNT_DOMAIN}`,
    email_verified: true,
    name: id.charAt(0).toUpperCase() + id.slice(1),
    roles: [],
    ...accounts[id],
  });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        client_secret: TEST_CLIENT_SECRET,
        redirect_uris: [`${options.appUrl}/api/auth/oidc/callback`],
        post_logout_redirect_uris: [`${options.appUrl}/`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // A custom "roles" scope releases the roles claim, as Auth0/Okta/Keycloak set-ups do.
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      roles: ['roles'],
    },
    findAccount: (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => claimsOf(id),
    }),
    // First-party client: grant the requested scopes without a consent screen.
    loadExistingGrant: async (ctx: {
      oidc: {
        provider: Provider;
        client: { clientId: string };
        session: { accountId: string; grantIdFor(clientId: string): string | undefined };
        params: { scope?: string };
        result?: { consent?: { grantId?: string } };
      };
    }) => {
      const { oidc } = ctx;
      const existing = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({
        accountId: oidc.session.accountId,
        clientId: oidc.client.clientId,
      });
      grant.addOIDCScope(oidc.params.scope ?? 'openid');
      await grant.save();
      return grant;
    },
    cookies: { keys: ['clarion-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    clientSecret: TEST_CLIENT_SECRET,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
