import { and, eq } from 'drizzle-orm';
import type { ModuleName } from '#common/modules.ts';
import type { DbOrTx } from '../../db/client.ts';
import { productAccess } from '../../db/schema.ts';

export async function findAccessRows(db: DbOrTx, firmId: string) {
  return db
    .select({ productName: productAccess.productName, hasAccess: productAccess.hasAccess })
    .from(productAccess)
    .where(eq(productAccess.firmId, firmId));
}

export async function findAccessRow(db: DbOrTx, firmId: string, module: ModuleName) {
  const [row] = await db
    .select({ hasAccess: productAccess.hasAccess })
    .from(productAccess)
    .where(and(eq(productAccess.firmId, firmId), eq(productAccess.productName, module)))
    .limit(1);
  return row ?? null;
}
