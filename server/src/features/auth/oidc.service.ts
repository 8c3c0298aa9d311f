import crypto from 'node:crypto';
import * as client from 'openid-client';
import type { OidcErrorCode, Role, User } from '#common/api/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { hashToken } from '../../plugins/auth.ts';
import {
  createOidcUser,
  findUserByEmail,
  findUserByOidcIdentity,
  linkOidcIdentity,
  updateUserRole,
  findFirmByEmailDomain,
  findUserById,
  toUser,
} from '../../users/users.repository.ts';
import { startSession, type SignedIn } from './auth.service.ts';
import type { OidcClient } from './oidc-client.ts';
import { OidcSignInError, codeForProviderError, toOidcSignInError } from './oidc-errors.ts';
import {
  consumeOidcTransaction,
  createOidcTransaction,
  deleteExpiredOidcTransactions,
} from './oidc.repository.ts';

// Spec §9: the identity provider's transaction storage lasts one day. The row is single-use, so the long
// life only lets a slow sign-in (a password reset at the provider, say) still complete.
export const OIDC_TRANSACTION_TTL_MS = 24 * 60 * 60 * 1000;

// Where each role lands after signing in (the web's paths.ts names the same screens).
const DASHBOARD_PATH: Record<Role, string> = { admin: '/admin/admin-dashboard', client: '/client/dashboard' };
const LOGIN_PATH = '/login';

function requireOidc(deps: AppDeps): OidcClient {
  if (!deps.oidc) {
    throw new AppError('NOT_FOUND', 'Single sign-on is not configured on this Clarion installation.');
  }
  return deps.oidc;
}

/** Step one: remember state, nonce and PKCE verifier server-side and send the browser to the provider. */
export async function startOidcLogin(
  deps: AppDeps,
  returnTo: string | undefined,
): Promise<{ transactionToken: string; authorizationUrl: string }> {
  const oidc = requireOidc(deps);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const transactionToken = crypto.randomBytes(32).toString('base64url');
  await deleteExpiredOidcTransactions(deps.database.db);
  await createOidcTransaction(deps.database.db, {
    id: hashToken(transactionToken),
    state,
    nonce,
    codeVerifier,
    returnTo: returnTo ?? null,
    expiresAt: new Date(Date.now() + OIDC_TRANSACTION_TTL_MS),
  });
  const authorizationUrl = client.buildAuthorizationUrl(oidc.configuration, {
    redirect_uri: oidc.settings.redirectUri,
    scope: oidc.settings.scopes,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { transactionToken, authorizationUrl: authorizationUrl.href };
}

export type OidcCallbackResult =
  | { ok: true; signedIn: SignedIn; redirectTo: string }
  | { ok: false; code: OidcErrorCode; redirectTo: string };

/**
 * Step two, the provider's redirect back. Never throws for a failed sign-in: every failure is audit-logged
 * and becomes a code for the login page, which shows the matching message (spec §8).
 */
export async function completeOidcLogin(
  deps: AppDeps,
  input: { transactionToken: string | undefined; query: string; ip: string },
): Promise<OidcCallbackResult> {
  const oidc = requireOidc(deps);
  let identity: Identity | null = null;
  try {
    const transaction = input.transactionToken
      ? await consumeOidcTransaction(deps.database.db, hashToken(input.transactionToken))
      : null;
    if (!transaction) {
      throw new OidcSignInError(
        'missing_transaction',
        input.transactionToken ? 'unknown, used or expired transaction' : 'no transaction cookie',
      );
    }
    const params = new URLSearchParams(input.query);
    if (!safeEqual(params.get('state') ?? '', transaction.state)) {
      throw new OidcSignInError('state_mismatch', 'the state parameter does not match the transaction');
    }
    const providerError = params.get('error');
    if (providerError) {
      const description = params.get('error_description') ?? '';
      throw new OidcSignInError(
        codeForProviderError(providerError, description),
        `${providerError}${description ? `: ${description}` : ''}`,
      );
    }
    // The redirect URI is rebuilt from PUBLIC_URL, not from the request's Host header, which a proxy or an
    // attacker may change; the provider compares it with the one sent in step one.
    const currentUrl = new URL(oidc.settings.redirectUri);
    currentUrl.search = input.query;
    const tokens = await client.authorizationCodeGrant(oidc.configuration, currentUrl, {
      pkceCodeVerifier: transaction.codeVerifier,
      expectedState: transaction.state,
      expectedNonce: transaction.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims || !tokens.id_token) throw new OidcSignInError('provider_error', 'no ID token');
    identity = await readIdentity(oidc, idClaims, tokens.access_token);
    const user = await findOrCreateUser(deps, oidc, identity, input.ip);
    await recordAudit(deps.database.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.sign_in',
      details: { method: 'oidc', issuer: identity.issuer },
      ip: input.ip,
    });
    const signedIn = await startSession(deps, user, tokens.id_token);
    return { ok: true, signedIn, redirectTo: returnPathFor(user.role, transaction.returnTo) };
  } catch (error) {
    const failure = toOidcSignInError(error);
    if (failure.code === 'provider_error') deps.log.warn({ err: error }, 'single sign-on failed');
    await recordAudit(deps.database.db, {
      actorId: identity?.userId ?? null,
      actorEmail: identity?.email ?? null,
      action: 'auth.sign_in_failed',
      details: { method: 'oidc', reason: failure.code, detail: failure.detail ?? null },
      ip: input.ip,
    });
    const query = new URLSearchParams({ sso_error: failure.code });
    return { ok: false, code: failure.code, redirectTo: `${LOGIN_PATH}?${query.toString()}` };
  }
}

// --- identity -------------------------------------------------------------------------------------------

type Identity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  /** The role the roles claim gives, or undefined when OIDC_ROLES_CLAIM is not set. */
  role: Role | undefined;
  /** Filled in once the Clarion account is known, for the audit log. */
  userId?: string;
};

type Claims = Record<string, unknown>;

async function readIdentity(oidc: OidcClient, idClaims: Claims, accessToken: string): Promise<Identity> {
  let claims: Claims = idClaims;
  const { rolesClaim } = oidc.settings;
  // Some providers (Okta, oidc-provider) put profile claims only in the userinfo answer unless told
  // otherwise; ask for it when the ID token lacks what we need. ID token claims win where both have one.
  const missing = claims.email === undefined || (rolesClaim && readClaim(claims, rolesClaim) === undefined);
  if (missing && oidc.configuration.serverMetadata().userinfo_endpoint) {
    const userinfo = await client.fetchUserInfo(oidc.configuration, accessToken, String(idClaims.sub));
    claims = { ...userinfo, ...idClaims };
  }
  const email =
    typeof claims.email === 'string' && claims.email.includes('@') ? claims.email.trim().toLowerCase() : null;
  const given = [claims.given_name, claims.family_name].filter((v) => typeof v === 'string').join(' ');
  const name =
    (typeof claims.name === 'string' && claims.name.trim()) ||
    given.trim() ||
    (email ? email.split('@')[0]! : '');
  return {
    issuer: String(idClaims.iss),
    subject: String(idClaims.sub),
    email,
    // Some providers send "true" as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: name.slice(0, 120),
    role: rolesClaim ? roleFromClaim(readClaim(claims, rolesClaim), oidc.settings.adminRoles) : undefined,
  };
}

/** The claim with this exact name (Auth0's namespaced URLs contain dots), else a dotted path into objects. */
export function readClaim(claims: Claims, name: string): unknown {
  if (name in claims) return claims[name];
  let current: unknown = claims;
  for (const part of name.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Claims)[part];
  }
  return current;
}

/** Spec §3 and §6: the roles claim may make an administrator; anything else, or nothing, is a client. */
export function roleFromClaim(value: unknown, adminRoles: readonly string[]): Role {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const isAdmin = values.some((v) => typeof v === 'string' && adminRoles.includes(v.trim().toLowerCase()));
  return isAdmin ? 'admin' : 'client';
}

function checkDomain(oidc: OidcClient, identity: Identity): void {
  const allowed = oidc.settings.allowedDomains;
  if (allowed.length === 0) return;
  if (!identity.email)
    throw new OidcSignInError('email_missing', 'no email claim; OIDC_ALLOWED_DOMAINS is set');
  // An unverified address proves nothing about the domain the user belongs to.
  if (!identity.emailVerified) throw new OidcSignInError('email_unverified', identity.email);
  const domain = identity.email.split('@').pop()!;
  if (!allowed.includes(domain)) throw new OidcSignInError('domain_not_allowed', domain);
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** Issuer + subject first; then, only if allowed, an existing account by verified e-mail; then sign-up. */
async function findOrCreateUser(
  deps: AppDeps,
  oidc: OidcClient,
  identity: Identity,
  ip: string,
): Promise<User> {
  const db = deps.database.db;
  checkDomain(oidc, identity);
  const known = await findUserByOidcIdentity(db, identity.issuer, identity.subject);
  if (known) {
    identity.userId = known.id;
    if (known.disabledAt) throw new OidcSignInError('account_disabled', known.email);
    return toUser(await syncRole(deps, known, identity, ip));
  }
  if (!identity.email) throw new OidcSignInError('email_missing', 'no email claim');
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    identity.userId = byEmail.id;
    if (byEmail.oidcSubject || !oidc.settings.linkExistingByEmail) {
      throw new OidcSignInError(
        'account_exists',
        byEmail.oidcSubject ? 'the account is linked to another identity' : 'linking by e-mail is off',
      );
    }
    if (!identity.emailVerified) throw new OidcSignInError('email_unverified', identity.email);
    if (byEmail.disabledAt) throw new OidcSignInError('account_disabled', byEmail.email);
    await db.transaction(async (tx) => {
      await linkOidcIdentity(tx, byEmail.id, { oidcIssuer: identity.issuer, oidcSubject: identity.subject });
      await recordAudit(tx, {
        actorId: byEmail.id,
        actorEmail: byEmail.email,
        action: 'account.sso_linked',
        targetType: 'user',
        targetId: byEmail.id,
        targetName: byEmail.email,
        details: { method: 'oidc', issuer: identity.issuer, subject: identity.subject },
        ip,
      });
    });
    return toUser(await syncRole(deps, byEmail, identity, ip));
  }
  const role = identity.role ?? 'client';
  // A verified address at a domain the platform admin mapped to a firm joins that firm as a member (ADR 018):
  // the mapping is the platform admin's consent, so it needs no open sign-up.
  const domainFirm =
    role === 'client' && identity.emailVerified
      ? await findFirmByEmailDomain(db, identity.email.split('@').pop()!)
      : null;
  if (domainFirm?.disabledAt) throw new OidcSignInError('account_disabled', identity.email);
  if (!domainFirm && !deps.config.allowSignup) throw new OidcSignInError('no_account', identity.email);
  const row = await db.transaction(async (tx) => {
    const created = await createOidcUser(
      tx,
      {
        email: identity.email!,
        name: identity.name,
        role,
        oidcIssuer: identity.issuer,
        oidcSubject: identity.subject,
      },
      domainFirm ? { firmId: domainFirm.id, firmRole: 'member' } : undefined,
    );
    await recordAudit(tx, {
      actorId: created.id,
      actorEmail: created.email,
      action: 'account.created',
      targetType: 'user',
      targetId: created.id,
      details: {
        method: 'oidc',
        role,
        issuer: identity.issuer,
        ...(domainFirm && { firmId: domainFirm.id }),
      },
      ip,
    });
    return created;
  });
  identity.userId = row.id;
  return toUser(row);
}

/** With a roles claim configured the provider is the source of truth for the role, at every sign-in. */
async function syncRole(deps: AppDeps, row: UserRow, identity: Identity, ip: string): Promise<UserRow> {
  if (!identity.role || identity.role === row.role) return row;
  const role = identity.role;
  const updated = await deps.database.db.transaction(async (tx) => {
    await updateUserRole(tx, row, role);
    await recordAudit(tx, {
      actorId: row.id,
      actorEmail: row.email,
      action: 'account.role_changed',
      targetType: 'user',
      targetId: row.id,
      details: { method: 'oidc', before: { role: row.role }, after: { role } },
      ip,
    });
    return findUserById(tx, row.id);
  });
  if (!updated) throw new OidcSignInError('no_account', row.email);
  return updated;
}

/** Back to the page the user asked for when it is in their role's area; otherwise their dashboard. */
export function returnPathFor(role: Role, returnTo: string | null): string {
  // Printable ASCII only, as the login route checks: a control character would make the redirect throw.
  const isPrintable = returnTo !== null && /^[\x21-\x7e]+$/.test(returnTo);
  if (returnTo && isPrintable && returnTo.startsWith(`/${role}/`) && !returnTo.startsWith('//'))
    return returnTo;
  return DASHBOARD_PATH[role];
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
