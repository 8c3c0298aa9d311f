import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oidcTransactions } from '../../db/schema.ts';

export type OidcTransaction = typeof oidcTransactions.$inferSelect;

export async function createOidcTransaction(
  db: DbOrTx,
  values: Omit<OidcTransaction, 'createdAt'>,
): Promise<void> {
  await db.insert(oidcTransactions).values(values);
}

/** Deletes and returns a live transaction in one statement, so a callback can be completed only once. */
export async function consumeOidcTransaction(db: DbOrTx, id: string): Promise<OidcTransaction | null> {
  const [row] = await db
    .delete(oidcTransactions)
    .where(and(eq(oidcTransactions.id, id), gt(oidcTransactions.expiresAt, new Date())))
    .returning();
  return row ?? null;
}

export async function deleteExpiredOidcTransactions(db: DbOrTx): Promise<void> {
  await db.delete(oidcTransactions).where(lt(oidcTransactions.expiresAt, new Date()));
}
