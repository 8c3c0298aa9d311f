import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { users } from '../db/schema.ts';

// Users (the spec's profiles) are shared by auth, client administration and SSO, so their queries live
// here rather than in one feature.

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

export async function createUser(
  db: DbOrTx,
  values: { email: string; name: string; role: 'admin' | 'client'; passwordHash: string | null },
) {
  const [row] = await db.insert(users).values(values).returning();
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
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: null })
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

export async function updateUserRole(db: DbOrTx, userId: string, role: 'admin' | 'client'): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}
