import { and, eq, gt, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { firms, passwordResets, users } from '../../db/schema.ts';

export async function createPasswordReset(
  db: DbOrTx,
  values: {
    tokenHash: string;
    userId: string;
    expiresAt: Date;
    purpose?: 'reset' | 'invitation';
    invitedBy?: string | null;
  },
): Promise<void> {
  await db.insert(passwordResets).values(values);
}

/** Marks the token used and returns its user, in one statement so a token cannot be used twice. */
export async function consumePasswordReset(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ userId: string; purpose: 'reset' | 'invitation' } | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId, purpose: passwordResets.purpose });
  return row ?? null;
}

/** Ends every unused link of a user (one was just used, or a newer one is sent), so an older or intercepted link no longer works. */
export async function expirePasswordResetsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Removes a link whose mail could not be sent: nobody holds its token, and the retry mints its own. */
export async function deletePasswordReset(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
}

/** Whose live (unused, unexpired) reset link this is, without using it up. */
export async function findPasswordResetUser(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ email: string; name: string } | null> {
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row ?? null;
}

const inviters = alias(users, 'inviters');

/**
 * The live invitation behind a link, for the accept-invitation page: whose it is, their firm and who sent
 * it. A reset link, a used or an expired one is no invitation (null), and says nothing about its owner.
 */
export async function findLiveInvitation(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ name: string; email: string; firmName: string | null; inviterName: string | null } | null> {
  const [row] = await db
    .select({ name: users.name, email: users.email, firmName: firms.name, inviterName: inviters.name })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .leftJoin(firms, eq(firms.id, users.firmId))
    .leftJoin(inviters, eq(inviters.id, passwordResets.invitedBy))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        eq(passwordResets.purpose, 'invitation'),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}
