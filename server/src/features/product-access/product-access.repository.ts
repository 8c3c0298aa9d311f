import { asc, inArray, sql } from 'drizzle-orm';
import type { ModuleName } from '#common/modules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { firms, productAccess } from '../../db/schema.ts';

// The firm's contact: its longest-standing firm admin (the account it was made for), written out in full because
// drizzle leaves columns unqualified inside a select list.
export const firmContactEmail = sql<string>`coalesce((select u.email from users u
  where u.firm_id = "firms"."id" and u.firm_role = 'firm_admin' order by u.created_at limit 1), '')`;

/** Module access is set per firm (ADR 018): the spec's "client" in the admin's access screen is a firm. */
export async function findClientProfiles(db: DbOrTx) {
  return db
    .select({ id: firms.id, name: firms.name, email: firmContactEmail })
    .from(firms)
    .orderBy(asc(firms.name), asc(firms.id));
}

export async function findAllAccessRows(db: DbOrTx) {
  return db
    .select({
      firmId: productAccess.firmId,
      productName: productAccess.productName,
      hasAccess: productAccess.hasAccess,
    })
    .from(productAccess);
}

export async function findAccessRowsOfFirms(db: DbOrTx, firmIds: string[]) {
  return db
    .select({
      firmId: productAccess.firmId,
      productName: productAccess.productName,
      hasAccess: productAccess.hasAccess,
    })
    .from(productAccess)
    .where(inArray(productAccess.firmId, firmIds));
}

export async function findFirmIds(db: DbOrTx, firmIds: string[]) {
  return db.select({ id: firms.id }).from(firms).where(inArray(firms.id, firmIds));
}

/** The spec's upsert on (user_id, product_name), per firm since migration 0022. */
export async function upsertAccess(
  db: DbOrTx,
  rows: { firmId: string; productName: ModuleName; hasAccess: boolean; updatedBy: string }[],
): Promise<void> {
  const now = new Date();
  await db
    .insert(productAccess)
    .values(rows.map((r) => ({ ...r, updatedAt: now })))
    .onConflictDoUpdate({
      target: [productAccess.firmId, productAccess.productName],
      set: {
        hasAccess: sql`excluded.has_access`,
        updatedAt: sql`excluded.updated_at`,
        updatedBy: sql`excluded.updated_by`,
      },
    });
}
