import crypto from 'node:crypto';
import {
  SSO_LOGIN_PATH,
  type LoginInput,
  type MeResponse,
  type PasswordResetConfirmInput,
  type ProvidersResponse,
  type RegisterInput,
  type User,
} from '#common/api/auth.ts';
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
import { sendMailJob } from '../../mail/send-mail.job.ts';
import { consumePasswordReset, createPasswordReset } from './auth.repository.ts';
import {
  createUser,
  findAnyAdmin,
  findUserByEmail,
  updatePasswordHash,
} from '../../users/users.repository.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { providerLogoutUrl } from './oidc-client.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_REQUESTED_MESSAGE =
  'If an account exists for that e-mail address, we have sent a link to choose a new password. The link works once and expires in one hour.';

export type SignedIn = { token: string; me: MeResponse };

const toUser = (row: { id: string; email: string; name: string; role: 'admin' | 'client' }): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

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
  return {
    user,
    modules: await deps.access.getModuleMap(user),
    csrfToken,
    modulePermissions: deps.access.isEnabled,
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

export async function login(deps: AppDeps, input: LoginInput, ip: string): Promise<SignedIn> {
  if (!deps.config.passwordLogin) {
    await recordAudit(deps.database.db, {
      actorEmail: input.email,
      action: 'auth.sign_in_failed',
      details: { method: 'password', reason: 'password_login_off' },
      ip,
    });
    requirePasswordLogin(deps, 'Password sign-in is turned off on this Clarion installation.');
  }
  const row = await findUserByEmail(deps.database.db, input.email);
  const valid = await verifyPassword(row?.passwordHash ?? null, input.password);
  if (!row || !valid) {
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
  const user = toUser(row);
  await recordAudit(deps.database.db, {
    actorId: user.id,
    actorEmail: user.email,
    action: 'auth.sign_in',
    details: { method: 'password' },
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

export async function register(deps: AppDeps, input: RegisterInput, ip: string): Promise<SignedIn> {
  requirePasswordLogin(deps, 'Accounts are not created with a password here.');
  if (!deps.config.allowSignup) {
    throw new AppError(
      'FORBIDDEN',
      'Self-registration is turned off. Ask your administrator for an account.',
    );
  }
  if (await findUserByEmail(deps.database.db, input.email)) {
    throw new AppError(
      'CONFLICT',
      'An account with this e-mail address already exists. Sign in or reset your password.',
    );
  }
  const passwordHash = await hashPassword(input.password);
  const user = await deps.database.db.transaction(async (tx) => {
    const row = await createUser(tx, { email: input.email, name: input.name, role: 'client', passwordHash });
    await recordAudit(tx, {
      actorId: row.id,
      actorEmail: row.email,
      action: 'account.created',
      targetType: 'user',
      targetId: row.id,
      details: { method: 'self-registration', role: 'client' },
      ip,
    });
    return toUser(row);
  });
  return startSession(deps, user);
}

export async function requestPasswordReset(deps: AppDeps, email: string, ip: string): Promise<string> {
  requirePasswordLogin(deps, 'Passwords are not used to sign in here.');
  const row = await findUserByEmail(deps.database.db, email);
  if (!row || row.disabledAt) return RESET_REQUESTED_MESSAGE;
  await sendPasswordLink(deps, row, 'reset', ip);
  return RESET_REQUESTED_MESSAGE;
}

/** A single-use link to /reset-password; also used when an admin creates an account ('welcome'). */
export async function sendPasswordLink(
  deps: AppDeps,
  user: { id: string; email: string; name: string },
  kind: 'reset' | 'welcome',
  ip: string,
  /** Who caused the mail: the user themselves, or the administrator who created the account. */
  actor: { id: string; email: string } = user,
): Promise<void> {
  const token = crypto.randomBytes(32).toString('base64url');
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  const greeting = user.name ? `Hello ${user.name},` : 'Hello,';
  const text =
    kind === 'reset'
      ? `${greeting}\n\nSomeone asked to reset the password of your Clarion account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in one hour. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`
      : `${greeting}\n\nAn administrator has created a Clarion account for you. To choose your password, open:\n\n${link}\n\nThe link works once and expires in one hour; ask your administrator for a new one if it has expired.\n`;
  await deps.database.db.transaction(async (tx) => {
    await createPasswordReset(tx, {
      tokenHash: hashToken(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    await recordAudit(tx, {
      actorId: actor.id,
      actorEmail: actor.email,
      action: kind === 'reset' ? 'auth.password_reset_requested' : 'auth.password_link_sent',
      targetType: 'user',
      targetId: user.id,
      ip,
    });
    await deps.queue.send(
      sendMailJob,
      {
        to: user.email,
        subject: kind === 'reset' ? 'Reset your Clarion password' : 'Your Clarion account',
        text,
      },
      { tx },
    );
  });
  deps.queue.wake(sendMailJob.name);
}

export async function confirmPasswordReset(
  deps: AppDeps,
  input: PasswordResetConfirmInput,
  ip: string,
): Promise<string> {
  requirePasswordLogin(deps, 'Passwords are not used to sign in here.');
  const passwordHash = await hashPassword(input.password);
  const done = await deps.database.db.transaction(async (tx) => {
    const reset = await consumePasswordReset(tx, hashToken(input.token));
    if (!reset) return false;
    await updatePasswordHash(tx, reset.userId, passwordHash);
    // A new password ends every existing session (someone else may hold one).
    await deleteSessionsOfUser(tx, reset.userId);
    await recordAudit(tx, {
      actorId: reset.userId,
      action: 'auth.password_changed',
      targetType: 'user',
      targetId: reset.userId,
      details: { method: 'reset-link' },
      ip,
    });
    return true;
  });
  if (!done) {
    throw new AppError(
      'INVALID_INPUT',
      'This link has expired or has already been used. Ask for a new link on the reset password page.',
    );
  }
  return 'Your password has been changed. Sign in with your new password.';
}

/** First start: make sure an administrator exists (ADMIN_EMAIL / ADMIN_PASSWORD, or a printed one-time password). */
export async function ensureFirstAdmin(deps: AppDeps): Promise<void> {
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
