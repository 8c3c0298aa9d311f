import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, documents, users, firms } from '../../db/schema.ts';

export type AuditFilter = {
  userId?: string;
  action?: string;
  from?: Date;
  toExclusive?: Date;
  /** Only what this firm's members did (the firm admin's trail). */
  firmId?: string;
};

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    // "By user" means what they did or what was done to them.
    filter.userId
      ? sql`(${auditLog.actorId} = ${filter.userId} or (${auditLog.targetType} in ('user', 'firm') and ${auditLog.targetId} = ${filter.userId}))`
      : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.firmId
      ? sql`${auditLog.actorId} in (select u.id from users u where u.firm_id = ${filter.firmId})`
      : undefined,
    filter.from ? gte(auditLog.at, filter.from) : undefined,
    filter.toExclusive ? lt(auditLog.at, filter.toExclusive) : undefined,
  );
}

export async function findAuditEntries(
  db: DbOrTx,
  filter: AuditFilter,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filter);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Batches for the CSV export, oldest first, so a large trail streams without loading it whole. */
export async function findAuditBatch(db: DbOrTx, filter: AuditFilter, afterId: number, limit: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(whereOf(filter), sql`${auditLog.id} > ${afterId}`))
    .orderBy(asc(auditLog.id))
    .limit(limit);
}

export async function findAuditActions(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return rows.map((r) => r.action);
}

/** Current names of the documents and accounts that entries point at (those still there). */
export async function findTargetNames(
  db: DbOrTx,
  documentIds: string[],
  userIds: string[],
  firmIds: string[],
) {
  const [docs, people, firmRows] = await Promise.all([
    documentIds.length === 0
      ? []
      : db
          .select({ id: documents.id, name: documents.fileName })
          .from(documents)
          .where(inArray(documents.id, documentIds)),
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, userIds)),
    firmIds.length === 0
      ? []
      : db.select({ id: firms.id, name: firms.name }).from(firms).where(inArray(firms.id, firmIds)),
  ]);
  return {
    documents: new Map(docs.map((d) => [d.id, d.name])),
    users: new Map(people.map((u) => [u.id, u.name || u.email])),
    firms: new Map(firmRows.map((f) => [f.id, f.name])),
  };
}

/** The names of these accounts (those readable and named), to credit an entry's actor by name (issue 30). */
export async function findPersonNames(db: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.filter((u) => u.name.trim()).map((u) => [u.id, u.name.trim()]));
}
