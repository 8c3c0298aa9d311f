import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleName } from '#common/modules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productAccess, users } from '../../db/schema.ts';

export async function findClientProfiles(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.role, 'client'))
    .orderBy(asc(users.name), asc(users.email));
}

export async function findAllAccessRows(db: DbOrTx) {
  return db
    .select({
      userId: productAccess.userId,
      productName: productAccess.productName,
      hasAccess: productAccess.hasAccess,
    })
    .from(productAccess);
}

export async function findAccessRowsOfUsers(db: DbOrTx, userIds: string[]) {
  return db
    .select({
      userId: productAccess.userId,
      productName: productAccess.productName,
      hasAccess: productAccess.hasAccess,
    })
    .from(productAccess)
    .where(inArray(productAccess.userId, userIds));
}

export async function findClientIds(db: DbOrTx, userIds: string[]) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.role, 'client')));
}

/** The spec's upsert on (user_id, product_name). */
export async function upsertAccess(
  db: DbOrTx,
  rows: { userId: string; productName: ModuleName; hasAccess: boolean; updatedBy: string }[],
): Promise<void> {
  const now = new Date();
  await db
    .insert(productAccess)
    .values(rows.map((r) => ({ ...r, updatedAt: now })))
    .onConflictDoUpdate({
      target: [productAccess.userId, productAccess.productName],
      set: {
        hasAccess: sql`excluded.has_access`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
}
