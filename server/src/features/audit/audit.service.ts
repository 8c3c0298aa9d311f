import type { AuditEntry, AuditQuery, AuditResponse } from '#common/api/admin.ts';
import type { AppDeps } from '../../deps.ts';
import type { auditLog } from '../../db/schema.ts';
import { findAuditActions, findAuditBatch, findAuditEntries, type AuditFilter } from './audit.repository.ts';

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: Number(row.id),
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  action: row.action,
  targetType: row.targetType,
  targetId: row.targetId,
  details: row.details ?? null,
  ip: row.ip,
});

function toFilter(query: Pick<AuditQuery, 'userId' | 'action' | 'from' | 'to'>): AuditFilter {
  const toExclusive = query.to ? new Date(`${query.to}T00:00:00Z`) : undefined;
  toExclusive?.setUTCDate(toExclusive.getUTCDate() + 1);
  return {
    userId: query.userId,
    action: query.action || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    toExclusive,
  };
}

export async function findAudit(deps: AppDeps, query: AuditQuery): Promise<AuditResponse> {
  const [{ items, total }, actions] = await Promise.all([
    findAuditEntries(deps.database.db, toFilter(query), { limit: query.limit, offset: query.offset }),
    findAuditActions(deps.database.db),
  ]);
  return { items: items.map(toEntry), total, actions };
}

export async function findRecentAudit(deps: AppDeps, limit: number): Promise<AuditEntry[]> {
  const { items } = await findAuditEntries(deps.database.db, {}, { limit, offset: 0 });
  return items.map(toEntry);
}

const CSV_COLUMNS = [
  'id',
  'at',
  'actorId',
  'actorEmail',
  'action',
  'targetType',
  'targetId',
  'details',
  'ip',
] as const;

/** RFC 4180 quoting, and a leading quote on values a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function* exportAuditCsv(
  deps: AppDeps,
  query: Pick<AuditQuery, 'userId' | 'action' | 'from' | 'to'>,
): AsyncGenerator<string> {
  const filter = toFilter(query);
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  let afterId = 0;
  for (;;) {
    const batch = await findAuditBatch(deps.database.db, filter, afterId, 1000);
    if (batch.length === 0) return;
    yield batch
      .map(toEntry)
      .map((e) => `${CSV_COLUMNS.map((c) => csvCell(e[c])).join(',')}\r\n`)
      .join('');
    afterId = Number(batch.at(-1)!.id);
  }
}
