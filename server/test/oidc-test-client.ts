// Clarion's registration at the test identity provider; kept apart from oidc-provider.ts so that the
// Playwright config can read it without loading the provider.
export const TEST_CLIENT_ID = 'clarion';
export const TEST_CLIENT_SECRET = 'clarion-test-secret-0123456789abcdef';
