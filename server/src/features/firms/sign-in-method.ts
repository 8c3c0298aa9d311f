import type { ClientSummary } from '#common/api/admin.ts';

/**
 * How an account signs in: a password, single sign-on, both (an account linked to SSO by e-mail keeps its
 * password), or not yet (its set-password or invitation link not used).
 */
export const signInMethodOf = (row: {
  hasPassword: boolean;
  oidcSubject: string | null;
}): ClientSummary['signInMethod'] =>
  row.oidcSubject ? (row.hasPassword ? 'password_and_sso' : 'sso') : row.hasPassword ? 'password' : 'pending';
