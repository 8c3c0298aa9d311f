import { and, eq } from 'drizzle-orm';
import type { ModuleName } from '#common/modules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productAccess } from '../../db/schema.ts';

export async function findAccessRows(db: DbOrTx, userId: string) {
  return db
    .select({ productName: productAccess.productName, hasAccess: productAccess.hasAccess })
    .from(productAccess)
    .where(eq(productAccess.userId, userId));
}

export async function findAccessRow(db: DbOrTx, userId: string, module: ModuleName) {
  const [row] = await db
    .select({ hasAccess: productAccess.hasAccess })
    .from(productAccess)
    .where(and(eq(productAccess.userId, userId), eq(productAccess.productName, module)))
    .limit(1);
  return row ?? null;
}
