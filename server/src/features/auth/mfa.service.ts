import crypto from 'node:crypto';
import type { MfaSetupResponse, MfaStatusResponse, User } from '#common/api/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { hashToken } from '../../plugins/auth.ts';
import { findUserById, toUser } from '../../users/users.repository.ts';
import {
  claimTotpStep,
  confirmCredential,
  consumeRecoveryCode,
  countChallengeAttempt,
  countUnusedRecoveryCodes,
  createChallenge,
  deleteChallenge,
  deleteMfa,
  findMfaCredential,
  replaceRecoveryCodes,
  upsertPendingCredential,
} from './mfa.repository.ts';
import { openSecret, sealSecret } from './mfa-secret-box.ts';
import { verifyPassword } from './passwords.ts';
import { generateTotpSecret, matchTotp, otpauthUrl } from './totp.ts';

/** How long the step between a correct password and a correct code may take. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Wrong codes allowed per password sign-in; then the password must be entered again. */
export const MFA_MAX_ATTEMPTS = 5;
export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: recovery codes are read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const WRONG_CODE =
  'That code is not right. Enter the 6-digit code your authenticator app shows now, or one of your recovery codes.';
const CHALLENGE_GONE =
  'This sign-in has expired or had too many wrong codes. Sign in again with your e-mail address and password.';

export type MfaMethod = 'totp' | 'recovery_code';

/** Whether this user must complete a second factor (or set one up first) on password sign-in. */
export const isMfaSetupRequired = (deps: AppDeps, user: { role: string }, mfaEnabled: boolean) =>
  deps.config.adminMfa && user.role === 'admin' && !mfaEnabled;

export async function getMfaStatus(deps: AppDeps, user: User): Promise<MfaStatusResponse> {
  const row = await findUserById(deps.database.db, user.id);
  const enabled = Boolean(row?.mfaEnabledAt);
  return {
    enabled,
    setupRequired: isMfaSetupRequired(deps, user, enabled),
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(deps.database.db, user.id) : 0,
  };
}

/** Password accepted for a user with two-factor sign-in: a pending state instead of a session. */
export async function beginChallenge(deps: AppDeps, userId: string): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await createChallenge(deps.database.db, {
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + MFA_CHALLENGE_TTL_MS),
  });
  return token;
}

const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A 6-digit code from the confirmed secret (not reused), or else an unused recovery code. */
async function checkSecondFactor(deps: AppDeps, userId: string, code: string): Promise<MfaMethod | null> {
  const credential = await findMfaCredential(deps.database.db, userId);
  if (!credential?.confirmedAt) return null;
  const trimmed = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(trimmed)) {
    const secret = openSecret(deps.config, credential.secretEncrypted);
    const step = matchTotp(secret, trimmed, Date.now(), credential.lastUsedStep);
    return step !== null && (await claimTotpStep(deps.database.db, userId, step)) ? 'totp' : null;
  }
  const used = await consumeRecoveryCode(deps.database.db, userId, hashToken(normaliseRecoveryCode(trimmed)));
  return used ? 'recovery_code' : null;
}

/**
 * The second step of a password sign-in. Each attempt counts against the pending state first, so guessing
 * stops after MFA_MAX_ATTEMPTS whatever the order of requests; a correct code ends the pending state.
 */
export async function verifyChallenge(
  deps: AppDeps,
  challengeToken: string | undefined,
  code: string,
  ip: string,
): Promise<{ user: User; method: MfaMethod }> {
  if (!challengeToken) throw new AppError('UNAUTHORIZED', CHALLENGE_GONE);
  const id = hashToken(challengeToken);
  const challenge = await countChallengeAttempt(deps.database.db, id);
  if (!challenge || challenge.attempts > MFA_MAX_ATTEMPTS) {
    if (challenge) await deleteChallenge(deps.database.db, id);
    throw new AppError('UNAUTHORIZED', CHALLENGE_GONE);
  }
  const row = await findUserById(deps.database.db, challenge.userId);
  if (!row || row.disabledAt) {
    await deleteChallenge(deps.database.db, id);
    throw new AppError('UNAUTHORIZED', CHALLENGE_GONE);
  }
  const user: User = toUser(row);
  const method = await checkSecondFactor(deps, user.id, code);
  if (!method) {
    await recordAudit(deps.database.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.sign_in_failed',
      details: { method: 'password', reason: 'wrong_second_factor', attempt: challenge.attempts },
      ip,
    });
    throw new AppError('UNAUTHORIZED', WRONG_CODE);
  }
  await deleteChallenge(deps.database.db, id);
  if (method === 'recovery_code') {
    await recordAudit(deps.database.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.mfa_recovery_code_used',
      targetType: 'user',
      targetId: user.id,
      details: { left: await countUnusedRecoveryCodes(deps.database.db, user.id) },
      ip,
    });
  }
  return { user, method };
}

/** Enrolment, step 1: a fresh secret, shown this once; nothing changes until it is confirmed with a code. */
export async function startSetup(deps: AppDeps, user: User): Promise<MfaSetupResponse> {
  const row = await findUserById(deps.database.db, user.id);
  if (row?.mfaEnabledAt) {
    throw new AppError(
      'CONFLICT',
      'Two-factor sign-in is already on. Turn it off first to use a new device.',
    );
  }
  const secret = generateTotpSecret();
  await upsertPendingCredential(deps.database.db, user.id, sealSecret(deps.config, secret));
  return { secret, otpauthUrl: otpauthUrl(secret, user.email) };
}

/** Enrolment, step 2: a correct code turns it on and returns the recovery codes, shown only this once. */
export async function confirmSetup(deps: AppDeps, user: User, code: string, ip: string): Promise<string[]> {
  const credential = await findMfaCredential(deps.database.db, user.id);
  if (!credential || credential.confirmedAt) {
    throw new AppError(
      'CONFLICT',
      'Start the set-up again: there is no new authenticator waiting to be confirmed.',
    );
  }
  const step = matchTotp(openSecret(deps.config, credential.secretEncrypted), code.trim(), Date.now(), null);
  if (step === null) {
    throw new AppError(
      'INVALID_INPUT',
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
      {
        fields: [{ path: 'code', message: 'That code is not right. Enter the code your app shows now.' }],
      },
    );
  }
  const codes = newRecoveryCodes();
  await deps.database.db.transaction(async (tx) => {
    await claimTotpStep(tx, user.id, step);
    await confirmCredential(tx, user.id);
    await replaceRecoveryCodes(
      tx,
      user.id,
      codes.map((c) => hashToken(normaliseRecoveryCode(c))),
    );
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.mfa_enabled',
      targetType: 'user',
      targetId: user.id,
      details: { method: 'totp', recoveryCodes: codes.length },
      ip,
    });
  });
  return codes;
}

/** Turning it off needs the password (when the account has one) and a current code or a recovery code. */
export async function disable(
  deps: AppDeps,
  user: User,
  input: { password: string; code: string },
  ip: string,
): Promise<void> {
  const row = await findUserById(deps.database.db, user.id);
  if (!row?.mfaEnabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is not on.');
  const passwordOk = row.passwordHash ? await verifyPassword(row.passwordHash, input.password) : true;
  const method = passwordOk ? await checkSecondFactor(deps, user.id, input.code) : null;
  if (!passwordOk || !method) {
    await recordAudit(deps.database.db, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.mfa_disable_failed',
      targetType: 'user',
      targetId: user.id,
      details: { reason: passwordOk ? 'wrong_second_factor' : 'wrong_password' },
      ip,
    });
    // Not 401: a wrong password here must not look like an ended session to the web app.
    throw new AppError('INVALID_INPUT', 'The password or the code is not right. Nothing was changed.');
  }
  await deps.database.db.transaction(async (tx) => {
    await deleteMfa(tx, user.id);
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      action: 'auth.mfa_disabled',
      targetType: 'user',
      targetId: user.id,
      details: { confirmedWith: method },
      ip,
    });
  });
}
