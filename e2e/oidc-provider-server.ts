import { startTestProvider } from '../server/test/oidc-provider.ts';

// The local OpenID provider of the single sign-on journey, started by playwright.config.ts before the app
// (the app discovers it at start-up). Any user name signs in; the user "sso-admin" gets the admin role.
const port = Number(process.env.E2E_OIDC_PORT);
const appUrl = process.env.E2E_APP_URL;
if (!port || !appUrl) throw new Error('E2E_OIDC_PORT and E2E_APP_URL are required');

const provider = await startTestProvider({ appUrl, port, accounts: { 'sso-admin': { roles: ['admin'] } } });
process.stdout.write(`test identity provider on ${provider.issuer}\n`);
const stop = () => void provider.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
