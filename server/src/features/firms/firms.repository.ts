import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { FirmRole } from '#common/api/auth.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firms, users } from '../../db/schema.ts';
import { memberColumns } from '../../users/users.repository.ts';

export async function findFirm(db: DbOrTx, firmId: string) {
  const [row] = await db
    .select({ id: firms.id, name: firms.name, emailDomain: firms.emailDomain, frn: firms.frn })
    .from(firms)
    .where(eq(firms.id, firmId))
    .limit(1);
  return row ?? null;
}

export async function findMember(db: DbOrTx, firmId: string, userId: string) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.firmId, firmId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Firm admins who have signed in and still can: a firm must keep at least one. An invitee who has never chosen a
 * password nor signed in by SSO does not count, since the invitation may never be accepted (issue 30). Locked, so
 * two demotions cannot race past it.
 */
export async function countSignedInFirmAdmins(db: DbOrTx, firmId: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.firmId, firmId),
        eq(users.firmRole, 'firm_admin'),
        isNull(users.disabledAt),
        or(isNotNull(users.passwordHash), isNotNull(users.oidcSubject)),
      ),
    )
    .for('update');
  return rows.length;
}

export async function setMemberRole(db: DbOrTx, userId: string, firmRole: FirmRole): Promise<void> {
  await db.update(users).set({ firmRole }).where(eq(users.id, userId));
}

export async function setMemberDisabled(db: DbOrTx, userId: string, disabled: boolean): Promise<void> {
  await db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(users.id, userId));
}

/** Records the firm's FRN (null clears it); a firm admin may write this one column of their own firm's row. */
export async function setFirmFrn(db: DbOrTx, firmId: string, frn: string | null): Promise<void> {
  await db.update(firms).set({ frn }).where(eq(firms.id, firmId));
}
