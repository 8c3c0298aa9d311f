import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FirmRole, User } from '#common/api/auth.ts';
import type { DbOrTx } from '../db/client.ts';
import { firms, users } from '../db/schema.ts';

// Users (the spec's profiles) are shared by auth, client administration and SSO, so their queries live
// here rather than in one feature.

/** A stored account as the API and the session know it. */
export const toUser = (row: {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'client';
  firmId: string | null;
  firmRole: FirmRole | null;
}): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  firmId: row.firmId,
  firmRole: row.firmRole,
});

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findAnyAdmin(db: DbOrTx) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row ?? null;
}

/**
 * Where a new client account goes (ADR 018): into an existing firm with a role (an invitation, an SSO domain
 * mapped to the firm), or, by default, into a new firm of its own as its firm admin. A new firm takes the
 * account's id, as the firms made from pre-firm accounts did, so a firm founded by one account is keyed the same
 * way whichever path made it.
 */
export type NewMembership = { firmId: string; firmRole: FirmRole } | { firmName: string };

async function membershipFor(
  db: DbOrTx,
  id: string,
  role: 'admin' | 'client',
  membership: NewMembership | undefined,
  fallbackName: string,
): Promise<{ firmId: string | null; firmRole: FirmRole | null }> {
  if (role === 'admin') return { firmId: null, firmRole: null };
  if (membership && 'firmId' in membership) return membership;
  // An admin who was a client before finds their old firm (same id) and takes it up again.
  await db
    .insert(firms)
    .values({ id, name: membership?.firmName ?? fallbackName })
    .onConflictDoNothing();
  return { firmId: id, firmRole: 'firm_admin' };
}

export async function createUser(
  db: DbOrTx,
  values: { email: string; name: string; role: 'admin' | 'client'; passwordHash: string | null },
  membership?: NewMembership,
) {
  const id = crypto.randomUUID();
  const firm = await membershipFor(db, id, values.role, membership, values.name);
  const [row] = await db
    .insert(users)
    .values({ id, ...values, ...firm })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function findUserByOidcIdentity(db: DbOrTx, issuer: string, subject: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
    .limit(1);
  return row ?? null;
}

export async function createOidcUser(
  db: DbOrTx,
  values: { email: string; name: string; role: 'admin' | 'client'; oidcIssuer: string; oidcSubject: string },
  membership?: NewMembership,
) {
  const id = crypto.randomUUID();
  const firm = await membershipFor(db, id, values.role, membership, values.name);
  const [row] = await db
    .insert(users)
    .values({ id, ...values, ...firm, passwordHash: null })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function linkOidcIdentity(
  db: DbOrTx,
  userId: string,
  identity: { oidcIssuer: string; oidcSubject: string },
): Promise<void> {
  await db.update(users).set(identity).where(eq(users.id, userId));
}

/**
 * Platform admin or client (an SSO roles claim decides at each sign-in). A new admin leaves their firm (the firm
 * and its records stay); an admin who becomes a client gets a firm of their own, as a new client account does.
 */
export async function updateUserRole(
  db: DbOrTx,
  user: { id: string; name: string; email: string },
  role: 'admin' | 'client',
): Promise<void> {
  const firm = await membershipFor(db, user.id, role, undefined, user.name);
  await db
    .update(users)
    .set({ role, ...firm })
    .where(eq(users.id, user.id));
}

/** The firm whose verified e-mail domain this is (SSO users join it as members), if any. */
export async function findFirmByEmailDomain(db: DbOrTx, domain: string) {
  const [row] = await db
    .select({ id: firms.id, name: firms.name, disabledAt: firms.disabledAt })
    .from(firms)
    .where(eq(firms.emailDomain, domain.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findFirmById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(firms).where(eq(firms.id, id)).limit(1);
  return row ?? null;
}

/** A firm member as the team lists show them. */
export const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  firmRole: users.firmRole,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
  oidcSubject: users.oidcSubject,
  createdAt: users.createdAt,
  disabledAt: users.disabledAt,
};

/** The accounts of a firm, oldest first (the founder leads). */
export async function findMembers(db: DbOrTx, firmId: string) {
  return db
    .select(memberColumns)
    .from(users)
    .where(eq(users.firmId, firmId))
    .orderBy(asc(users.createdAt), asc(users.id));
}
