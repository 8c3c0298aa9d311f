import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firmBoilerplate, users } from '../../db/schema.ts';

export type BoilerplateRow = typeof firmBoilerplate.$inferSelect;

/** A firm's passages, oldest first, with the name of whoever marked each. */
export async function findBoilerplate(db: DbOrTx, clientId: string) {
  return db
    .select({ passage: firmBoilerplate, createdByName: users.name })
    .from(firmBoilerplate)
    .leftJoin(users, eq(users.id, firmBoilerplate.createdBy))
    .where(eq(firmBoilerplate.clientId, clientId))
    .orderBy(asc(firmBoilerplate.createdAt), asc(firmBoilerplate.id));
}

/** Only the texts: what the engine is given to leave out. */
export async function findBoilerplateTexts(db: DbOrTx, clientId: string): Promise<string[]> {
  const rows = await db
    .select({ text: firmBoilerplate.text })
    .from(firmBoilerplate)
    .where(eq(firmBoilerplate.clientId, clientId))
    .orderBy(asc(firmBoilerplate.createdAt), asc(firmBoilerplate.id));
  return rows.map((r) => r.text);
}

export async function countBoilerplate(db: DbOrTx, clientId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(firmBoilerplate)
    .where(eq(firmBoilerplate.clientId, clientId));
  return Number(row?.n ?? 0);
}

export async function findBoilerplateById(
  db: DbOrTx,
  clientId: string,
  id: string,
): Promise<BoilerplateRow | null> {
  const [row] = await db
    .select()
    .from(firmBoilerplate)
    .where(and(eq(firmBoilerplate.id, id), eq(firmBoilerplate.clientId, clientId)))
    .limit(1);
  return row ?? null;
}

export async function insertBoilerplate(
  db: DbOrTx,
  values: typeof firmBoilerplate.$inferInsert,
): Promise<BoilerplateRow> {
  const [row] = await db.insert(firmBoilerplate).values(values).returning();
  if (!row) throw new Error('insert into firm_boilerplate returned no row');
  return row;
}

export async function deleteBoilerplate(db: DbOrTx, clientId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(firmBoilerplate)
    .where(and(eq(firmBoilerplate.id, id), eq(firmBoilerplate.clientId, clientId)))
    .returning({ id: firmBoilerplate.id });
  return rows.length > 0;
}
