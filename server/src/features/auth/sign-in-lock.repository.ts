import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { signInFailures } from '../../db/schema.ts';

/** When the account's lock-out ends, if it is locked at `now`. */
export async function findLockedUntil(db: DbOrTx, email: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.email, email), gt(signInFailures.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts one failed sign-in in one statement (concurrent failures are all counted); a count whose last
 * failure is older than `forgetBefore` starts again at one. Returns the new count.
 */
export async function incrementFailures(
  db: DbOrTx,
  email: string,
  now: Date,
  forgetBefore: Date,
): Promise<number> {
  const stale = sql`${signInFailures.lastFailedAt} < ${forgetBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInFailures)
    .values({ email, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`case when ${stale} then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: signInFailures.failures });
  return row!.failures;
}

/** Locks the account until `until`, keeping a longer lock another process may have set meanwhile. */
export async function lockUntil(db: DbOrTx, email: string, until: Date): Promise<void> {
  await db
    .update(signInFailures)
    .set({ lockedUntil: sql`greatest(${signInFailures.lockedUntil}, ${until.toISOString()}::timestamptz)` })
    .where(eq(signInFailures.email, email));
}

export async function deleteFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

/** Forgets failures older than `forgetBefore` whose lock (if any) has ended; returns how many. */
export async function deleteStaleFailures(db: DbOrTx, now: Date, forgetBefore: Date): Promise<number> {
  const rows = await db
    .delete(signInFailures)
    .where(
      and(
        lt(signInFailures.lastFailedAt, forgetBefore),
        or(isNull(signInFailures.lockedUntil), lt(signInFailures.lockedUntil, now)),
      ),
    )
    .returning({ email: signInFailures.email });
  return rows.length;
}
