import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mfaChallenges, mfaCredentials, mfaRecoveryCodes, users } from '../../db/schema.ts';

export async function findMfaCredential(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(mfaCredentials).where(eq(mfaCredentials.userId, userId)).limit(1);
  return row ?? null;
}

/** Starts (or restarts) enrolment: a new unconfirmed secret replaces any earlier unconfirmed one. */
export async function upsertPendingCredential(db: DbOrTx, userId: string, secretEncrypted: string) {
  await db
    .insert(mfaCredentials)
    .values({ userId, secretEncrypted })
    .onConflictDoUpdate({
      target: mfaCredentials.userId,
      set: { secretEncrypted, confirmedAt: null, lastUsedStep: null, createdAt: new Date() },
    });
}

/**
 * Records `step` as used, only if it is later than the last used one: one statement, so two requests racing
 * with the same code cannot both succeed.
 */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(mfaCredentials)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(mfaCredentials.userId, userId),
        or(isNull(mfaCredentials.lastUsedStep), lt(mfaCredentials.lastUsedStep, step)),
      ),
    )
    .returning({ userId: mfaCredentials.userId });
  return rows.length === 1;
}

export async function confirmCredential(db: DbOrTx, userId: string): Promise<void> {
  const now = new Date();
  await db.update(mfaCredentials).set({ confirmedAt: now }).where(eq(mfaCredentials.userId, userId));
  await db.update(users).set({ mfaEnabledAt: now }).where(eq(users.id, userId));
}

export async function deleteMfa(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(mfaCredentials).where(eq(mfaCredentials.userId, userId));
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
  await db.update(users).set({ mfaEnabledAt: null }).where(eq(users.id, userId));
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused code used and says whether there was one: a code works once, even under a race. */
export async function consumeRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

export async function createChallenge(
  db: DbOrTx,
  values: { id: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(mfaChallenges).values(values);
}

/** Counts one attempt on a live challenge and returns it (with the count so far), or null if none. */
export async function countChallengeAttempt(db: DbOrTx, id: string) {
  const [row] = await db
    .update(mfaChallenges)
    .set({ attempts: sql`${mfaChallenges.attempts} + 1` })
    .where(and(eq(mfaChallenges.id, id), gt(mfaChallenges.expiresAt, new Date())))
    .returning({ userId: mfaChallenges.userId, attempts: mfaChallenges.attempts });
  return row ?? null;
}

export async function deleteChallenge(db: DbOrTx, id: string): Promise<void> {
  await db.delete(mfaChallenges).where(eq(mfaChallenges.id, id));
}
