import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { User } from '#common/api/auth.ts';
import type { DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

// Sessions are shared infrastructure (the auth plugin reads them on every request), not a feature.

export type SessionUser = {
  sessionId: string;
  csrfToken: string;
  expiresAt: Date;
  lastSeenAt: Date;
  user: User;
  /** Two-factor sign-in is on for this user (ADMIN_MFA sends admins without it to set it up). */
  mfaEnabled: boolean;
  /** A single sign-on session: the identity provider's own sign-in policy applies, not ADMIN_MFA. */
  viaSso: boolean;
};

export async function findSessionUser(db: DbOrTx, sessionId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrfToken,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      firmId: users.firmId,
      firmRole: users.firmRole,
      mfaEnabledAt: users.mfaEnabledAt,
      oidcIdToken: sessions.oidcIdToken,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), isNull(users.disabledAt)))
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    expiresAt: row.expiresAt,
    lastSeenAt: row.lastSeenAt,
    user: {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      firmId: row.firmId,
      firmRole: row.firmRole,
    },
    mfaEnabled: row.mfaEnabledAt !== null,
    viaSso: row.oidcIdToken !== null,
  };
}

export async function createSession(
  db: DbOrTx,
  values: { id: string; userId: string; csrfToken: string; expiresAt: Date; oidcIdToken?: string | null },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** The ID token of a single sign-on session (the provider's logout hint), or null for a password session. */
export async function findSessionIdToken(db: DbOrTx, sessionId: string): Promise<string | null> {
  const [row] = await db
    .select({ oidcIdToken: sessions.oidcIdToken })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.oidcIdToken ?? null;
}

/** Records activity (idle time-out); does not notify other processes (migration 0015). */
export async function touchSession(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionsOfUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** Ends every session of the firm's members (the firm was disabled). */
export async function deleteSessionsOfFirm(db: DbOrTx, firmId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(sql`${sessions.userId} in (select u.id from users u where u.firm_id = ${firmId})`);
}
