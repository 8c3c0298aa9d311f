import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { documents } from '../../db/schema.ts';

export async function findDocumentByPath(db: DbOrTx, filePath: string) {
  const [row] = await db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.filePath, filePath))
    .limit(1);
  return row ?? null;
}
