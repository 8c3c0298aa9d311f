import crypto from 'node:crypto';
import {
  SSO_LOGIN_PATH,
  type InvitationDetails,
  type LoginInput,
  type MeResponse,
  type PasswordResetConfirmInput,
  type PasswordStrengthInput,
  type ProvidersResponse,
  type RegisterInput,
  type User,
} from '#common/api/auth.ts';
import type { PasswordStrength } from '#common/password-strength.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { hashToken } from '../../plugins/auth.ts';
import {
  createSession,
  deleteSession,
  deleteSessionsOfUser,
  findSessionIdToken,
} from '../../sessions/sessions.repository.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  consumePasswordReset,
  expirePasswordResetsOfUser,
  findLiveInvitation,
  findPasswordResetUser,
} from './auth.repository.ts';
import { isInvitation, type AccountMailKind } from './account-mails.ts';
import { sendAccountMailJob } from './send-account-mail.job.ts';
import {
  createUser,
  toUser,
  findAnyAdmin,
  findUserByEmail,
  findUserById,
  updatePasswordHash,
} from '../../users/users.repository.ts';
import { clearSignInFailures, recordSignInFailure, refuseIfLocked } from './sign-in-lock.service.ts';
import { beginChallenge, isMfaSetupRequired, verifyChallenge } from './mfa.service.ts';
import { assertStrongPassword, ratePassword, warnIfWeakAdminPassword } from './password-policy.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { providerLogoutUrl } from './oidc-client.ts';

export const REGISTER_MESSAGE =
  'Check your e-mail to finish creating your account. We have sent a link to choose your password; it works once and expires in one hour.';
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail address, we have sent a link to choose a new password. The link works once and expires in one hour.';

export type SignedIn = { token: string; me: MeResponse };
/** A right password for an account with two-factor sign-in: the token of the pending state, no session. */
export type MfaPending = { mfaChallengeToken: string };

/** A server-side session; for single sign-on the ID token stays here, as the provider's logout hint. */
export async function startSession(deps: AppDeps, user: User, oidcIdToken?: string): Promise<SignedIn> {
  const token = crypto.randomBytes(32).toString('base64url');
  const csrfToken = crypto.randomBytes(24).toString('base64url');
  await createSession(deps.database.db, {
    id: hashToken(token),
    userId: user.id,
    csrfToken,
    expiresAt: new Date(Date.now() + deps.config.sessionTtlMs),
    oidcIdToken: oidcIdToken ?? null,
  });
  return { token, me: await getMe(deps, user, csrfToken) };
}

export async function getMe(deps: AppDeps, user: User, csrfToken: string): Promise<MeResponse> {
  const mfaEnabled = Boolean((await findUserById(deps.database.db, user.id))?.mfaEnabledAt);
  return {
    user,
    modules: await deps.access.getModuleMap(user),
    csrfToken,
    modulePermissions: deps.access.isEnabled,
    mfa: { enabled: mfaEnabled, setupRequired: isMfaSetupRequired(deps, user, mfaEnabled) },
  };
}

/** What the login page offers (GET /api/auth/providers). */
export function getProviders(deps: AppDeps): ProvidersResponse {
  return {
    password: deps.config.passwordLogin,
    signup: deps.config.passwordLogin && deps.config.allowSignup,
    sso: deps.oidc ? { name: deps.oidc.settings.providerName, loginUrl: SSO_LOGIN_PATH } : null,
  };
}

/** PASSWORD_LOGIN=false: every password route answers with where to sign in instead. */
function requirePasswordLogin(deps: AppDeps, refused: string): void {
  if (deps.config.passwordLogin) return;
  const provider = deps.oidc?.settings.providerName ?? 'single sign-on';
  throw new AppError('FORBIDDEN', `${refused} Use "Sign in with ${provider}" on the sign-in page.`);
}

export async function login(deps: AppDeps, input: LoginInput, ip: string): Promise<SignedIn | MfaPending> {
  if (!deps.config.passwordLogin) {
    await recordAudit(deps.database.db, {
      actorEmail: input.email,
      action: 'auth.sign_in_failed',
      details: { method: 'password', reason: 'password_login_off' },
      ip,
    });
    requirePasswordLogin(deps, 'Password sign-in is turned off on this Clarion installation.');
  }
  const email = input.email.trim().toLowerCase();
  // Before the password is checked: during a lock-out even the right password is refused.
  await refuseIfLocked(deps, email, ip);
  const row = await findUserByEmail(deps.database.db, input.email);
  const valid = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !valid) {
    await recordSignInFailure(deps, email);
    await recordAudit(deps.database.db, {
      actorId: row?.id ?? null,
      actorEmail: input.email,
      action: 'auth.sign_in_failed',
      details: { method: 'password', reason: row ? 'wrong_password' : 'unknown_email' },
      ip,
    });
    throw new AppError('UNAUTHORIZED', 'Incorrect e-mail address or password.');
  }
  if (row.disabledAt) {
    await recordAudit(deps.database.db, {
      actorId: row.id,
      actorEmail: row.email,
      action: 'auth.sign_in_failed',
      details: { method: 'password', reason: 'disabled' },
      ip,
    });
    throw new AppError('FORBIDDEN', 'This account has been disabled. Contact your administrator.');
  }
  // Two-factor sign-in: no session until the second step (completeMfaSignIn) succeeds.
  if (row.mfaEnabledAt) return { mfaChallengeToken: await beginChallenge(deps, row.id) };
  const user = toUser(row);
  await clearSignInFailures(deps.database.db, email);
  await recordAudit(deps.database.db, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'auth.sign_in',
    details: { method: 'password' },
    ip,
  });
  return startSession(deps, user);
}

/** The second step of a password sign-in with two-factor sign-in on: a right code starts the session. */
export async function completeMfaSignIn(
  deps: AppDeps,
  challengeToken: string | undefined,
  code: string,
  ip: string,
): Promise<SignedIn> {
  const { user, method } = await verifyChallenge(deps, challengeToken, code, ip);
  await recordAudit(deps.database.db, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'auth.sign_in',
    details: { method: 'password', secondFactor: method },
    ip,
  });
  return startSession(deps, user);
}

/**
 * Ends the Clarion session. For a single sign-on session whose provider supports RP-initiated logout, also
 * returns the provider's logout address for the browser to visit; otherwise the sign-out is local only.
 */
export async function logout(
  deps: AppDeps,
  user: User,
  sessionId: string,
  ip: string,
): Promise<{ logoutUrl: string | null }> {
  const idToken = await findSessionIdToken(deps.database.db, sessionId);
  await deleteSession(deps.database.db, sessionId);
  const logoutUrl = providerLogoutUrl(deps.oidc, idToken);
  await recordAudit(deps.database.db, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'auth.sign_out',
    details: idToken ? { method: 'oidc', providerLogout: logoutUrl !== null } : undefined,
    ip,
  });
  return { logoutUrl };
}

/**
 * Self-registration answers the same for a new and a taken address (ADR 010), so it cannot tell anyone
 * which addresses have accounts: a new address gets an account without a password and a link to choose
 * one; the owner of a taken address gets a mail saying someone tried, and their account is left as it is.
 */
export async function register(deps: AppDeps, input: RegisterInput, ip: string): Promise<string> {
  requirePasswordLogin(deps, 'Accounts are not created with a password here.');
  if (!deps.config.allowSignup) {
    throw new AppError(
      'FORBIDDEN',
      'Self-registration is turned off. Ask your administrator for an account.',
    );
  }
  const existing = await findUserByEmail(deps.database.db, input.email);
  await deps.database.db.transaction(async (tx) => {
    if (existing) {
      await recordAudit(tx, {
        actorEmail: input.email,
        action: 'auth.register_existing_email',
        targetType: 'user',
        targetId: existing.id,
        targetName: existing.email,
        ip,
      });
      if (!existing.disabledAt) await enqueueAccountMail(deps, tx, existing.id, 'signup_existing');
      return;
    }
    const row = await createUser(tx, {
      email: input.email,
      name: input.name,
      role: 'client',
      passwordHash: null,
    });
    await recordAudit(tx, {
      actorId: row.id,
      actorEmail: row.email,
      action: 'account.created',
      targetType: 'user',
      targetId: row.id,
      details: { method: 'self-registration', role: 'client' },
      ip,
    });
    await enqueueAccountMail(deps, tx, row.id, 'signup');
  });
  deps.queue.wake(sendAccountMailJob.name);
  return REGISTER_MESSAGE;
}

/** The mail job gets ids only; it builds the mail (and mints any link) when it sends it. */
async function enqueueAccountMail(
  deps: AppDeps,
  tx: DbOrTx,
  userId: string,
  kind: AccountMailKind,
  invitedBy?: string,
): Promise<void> {
  await deps.queue.send(sendAccountMailJob, { userId, kind, ...(invitedBy ? { invitedBy } : {}) }, { tx });
}

export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<string> {
  requirePasswordLogin(deps, 'Passwords are not used to sign in here.');
  const row = await findUserByEmail(deps.database.db, email);
  if (!row || row.disabledAt) return RESET_REQUESTED_MESSAGE;
  await sendPasswordLink(deps, row, 'reset', ip);
  return RESET_REQUESTED_MESSAGE;
}

/** A single-use link to /reset-password; or to /accept-invitation when an admin creates an account ('welcome')
 * or a firm admin invites a member ('invite'). */
export async function sendPasswordLink(
  deps: AppDeps,
  user: { id: string; email: string },
  kind: 'reset' | 'welcome' | 'invite',
  ip: string,
  /** Who caused the mail: the user themselves, or the administrator who created the account. */
  actor: { id: string; email: string } = user,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: kind === 'reset' ? 'auth.password_reset_requested' : 'auth.password_link_sent',
      targetType: 'user',
      targetId: user.id,
      targetName: user.email,
      ip,
    });
    await enqueueAccountMail(deps, tx, user.id, kind, isInvitation(kind) ? actor.id : undefined);
  });
  deps.queue.wake(sendAccountMailJob.name);
}

/**
 * The strength hint of the page an e-mailed link opens: rated with the link owner's name and e-mail, as
 * confirmPasswordReset will rate it. An unknown or used link is rated without them (its confirmation fails
 * anyway), and says nothing about whose link it was.
 */
export async function ratePasswordForReset(
  deps: AppDeps,
  input: PasswordStrengthInput,
): Promise<PasswordStrength> {
  requirePasswordLogin(deps, 'Passwords are not used to sign in here.');
  const owner = await findPasswordResetUser(deps.database.db, hashToken(input.token));
  return ratePassword(input.password, owner ? [owner.email, owner.name] : []);
}

/**
 * What the accept-invitation page shows before the password is chosen: the firm, who invited and the account.
 * A reset link, or a used, expired or unknown one, gets one message that says nothing about whose link it was.
 */
export async function getInvitation(deps: AppDeps, token: string): Promise<InvitationDetails> {
  requirePasswordLogin(deps, 'Passwords are not used to sign in here.');
  const invitation = await findLiveInvitation(deps.database.db, hashToken(token));
  if (!invitation) {
    throw new AppError(
      'INVALID_INPUT',
      'This invitation has expired or has already been used. Ask whoever invited you to send a new one.',
    );
  }
  return invitation;
}

export async function confirmPasswordReset(
  deps: AppDeps,
  input: PasswordResetConfirmInput,
  ip: string,
): Promise<string> {
  requirePasswordLogin(deps, 'Passwords are not used to sign in here.');
  // Checked before the link is used up, so a refused password can be replaced on the same page.
  const owner = await findPasswordResetUser(deps.database.db, hashToken(input.token));
  if (owner) assertStrongPassword(input.password, [owner.email, owner.name]);
  const passwordHash = await hashPassword(input.password);
  const done = await deps.database.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token));
    if (!reset) return null;
    // Any other link of this user (an older request, an intercepted mail) ends with this one.
    await expirePasswordResetsOfUser(tx, reset.userId);
    await updatePasswordHash(tx, reset.userId, passwordHash);
    // Whoever can read the account's mail may sign in at once, lock-out or not.
    const user = await findUserById(tx, reset.userId);
    if (user) await clearSignInFailures(tx, user.email);
    // A new password ends every existing session (someone else may hold one).
    await deleteSessionsOfUser(tx, reset.userId);
    await recordAudit(tx, {
      actorId: reset.userId,
      // Nobody is signed in here, so the trail names the owner itself (else it reads "Unknown user").
      actorEmail: user?.email ?? null,
      action: 'auth.password_changed',
      targetType: 'user',
      targetId: reset.userId,
      targetName: user?.email ?? null,
      details: { method: 'reset-link' },
      ip,
    });
    return { purpose: reset.purpose, email: user?.email ?? '' };
  });
  if (!done) {
    throw new AppError(
      'INVALID_INPUT',
      'This link has expired or has already been used. Ask for a new link on the reset password page.',
    );
  }
  return done.purpose === 'invitation'
    ? `Your account is ready. Sign in with ${done.email} and the password you have just chosen.`
    : 'Your password has been changed. Sign in with your new password.';
}

/** First start: make sure an administrator exists (ADMIN_EMAIL / ADMIN_PASSWORD, or a printed one-time password). */
export async function ensureFirstAdmin(deps: AppDeps): Promise<void> {
  warnIfWeakAdminPassword(deps);
  if (await findAnyAdmin(deps.database.db)) return;
  const existing = await findUserByEmail(deps.database.db, deps.config.adminEmail);
  if (existing) {
    deps.log.warn(
      { email: deps.config.adminEmail },
      'ADMIN_EMAIL belongs to a client account; no admin was created',
    );
    return;
  }
  const password = deps.config.adminPassword ?? crypto.randomBytes(12).toString('base64url');
  await deps.database.db.transaction(async (tx) => {
    const row = await createUser(tx, {
      email: deps.config.adminEmail,
      name: 'Administrator',
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    await recordAudit(tx, {
      action: 'account.created',
      targetType: 'user',
      targetId: row.id,
      details: { method: 'first-start', role: 'admin' },
    });
  });
  if (deps.config.adminPassword) {
    deps.log.info(
      { email: deps.config.adminEmail },
      'first administrator created from ADMIN_EMAIL/ADMIN_PASSWORD',
    );
  } else {
    // Printed once, on the console rather than only in the log stream, so the operator sees it.
    process.stdout.write(
      `\n  Clarion: first administrator created\n    e-mail:   ${deps.config.adminEmail}\n    password: ${password}\n` +
        '  This password is shown only once. Sign in and change it via "Forgot password", or set ADMIN_PASSWORD.\n\n',
    );
  }
}
