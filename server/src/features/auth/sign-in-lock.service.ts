import { runAsSystem } from '../../db/tenant-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { deleteEndedWindows } from '../../rate-limit/rate-limit.repository.ts';
import {
  deleteFailures,
  deleteStaleFailures,
  findLockedUntil,
  incrementFailures,
  lockUntil,
} from './sign-in-lock.repository.ts';

// Failed sign-ins per e-mail address, from whatever address they come (issue 14): rotating addresses
// across a botnet or several API processes must not buy an attacker more guesses at one password.

/** A day without failures forgets the earlier ones, so an old lock-out does not make the next one long. */
export const FAILURES_FORGOTTEN_AFTER_MS = 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 5 * 60 * 1000;

export type SignInLockSettings = { failures: number; firstLockMs: number; maxLockMs: number };

/** 0 below the threshold; then the first lock, doubled for each further failure, never above the cap. */
export function lockDurationMs(failures: number, settings: SignInLockSettings): number {
  if (failures < settings.failures) return 0;
  const doublings = Math.min(failures - settings.failures, 30);
  return Math.min(settings.firstLockMs * 2 ** doublings, settings.maxLockMs);
}

export function lockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, ` +
    'or reset your password with "Forgot password?" to sign in at once.'
  );
}

/** Refuses any sign-in, even with the right password, while the account is locked out. */
export async function refuseIfLocked(deps: AppDeps, email: string, ip: string): Promise<void> {
  const now = deps.now();
  const until = await findLockedUntil(deps.database.db, email, new Date(now));
  if (!until) return;
  const retryAfterSeconds = Math.ceil((until.getTime() - now) / 1000);
  await recordAudit(deps.database.db, {
    actorEmail: email,
    action: 'auth.sign_in_failed',
    details: { method: 'password', reason: 'account_locked', retryAfterSeconds },
    ip,
  });
  throw new AppError('RATE_LIMITED', lockedMessage(retryAfterSeconds), { retryAfterSeconds });
}

/** Counts a failure (a wrong password, or an unknown e-mail, so a lock says nothing about who exists). */
export async function recordSignInFailure(deps: AppDeps, email: string): Promise<void> {
  const now = deps.now();
  const { db } = deps.database;
  const failures = await incrementFailures(
    db,
    email,
    new Date(now),
    new Date(now - FAILURES_FORGOTTEN_AFTER_MS),
  );
  const lockMs = lockDurationMs(failures, deps.config.signInLock);
  if (lockMs > 0) await lockUntil(db, email, new Date(now + lockMs));
}

/** A successful sign-in or a password reset starts the count afresh. */
export async function clearSignInFailures(db: DbOrTx, email: string): Promise<void> {
  await deleteFailures(db, email);
}

/** Removes ended rate-limit windows and long-forgotten failures. */
export async function pruneSignInLimits(deps: AppDeps): Promise<{ windows: number; failures: number }> {
  const now = deps.now();
  const { db } = deps.database;
  return {
    windows: await deleteEndedWindows(db, new Date(now)),
    failures: await deleteStaleFailures(db, new Date(now), new Date(now - FAILURES_FORGOTTEN_AFTER_MS)),
  };
}

/** Every API process prunes now and then (deletes from several at once are harmless); returns the stop. */
export function startSignInLimitPruning(deps: AppDeps): () => void {
  const timer = setInterval(() => {
    runAsSystem(() => pruneSignInLimits(deps)).catch((error) =>
      deps.log.warn({ err: error }, 'pruning sign-in limits failed'),
    );
  }, PRUNE_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
