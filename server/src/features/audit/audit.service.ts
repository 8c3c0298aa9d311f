import type { AuditEntry, AuditQuery, AuditResponse } from '#common/api/admin.ts';
import { toCsv, type CsvValue } from '#common/csv.ts';
import type { AppDeps } from '../../deps.ts';
import type { auditLog } from '../../db/schema.ts';
import {
  findAuditActions,
  findAuditBatch,
  findAuditEntries,
  findPersonNames,
  findTargetNames,
  type AuditFilter,
} from './audit.repository.ts';

type AuditRow = typeof auditLog.$inferSelect;
type RawEntry = Omit<AuditEntry, 'targetName' | 'targetDeleted' | 'actorName'>;

const toEntry = (row: AuditRow): RawEntry => ({
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** The name written with the entry: targetName (0018 on), or what older entries happened to store. */
function storedName(entry: RawEntry): string | null {
  const d = (entry.details ?? {}) as Record<string, unknown>;
  const after = (d.after ?? {}) as Record<string, unknown>;
  if (entry.targetType === 'document')
    return textOf(d.targetName) ?? textOf(after.fileName) ?? textOf(d.fileName);
  if (entry.targetType === 'user') return textOf(d.targetName) ?? textOf(d.name) ?? textOf(d.email);
  return textOf(d.targetName);
}

/**
 * Entries with the name of what they are about (issue #17: ids instead of file names): the name stored at
 * write time, else the document's or account's current name, else it is marked deleted. The actor is named
 * too (issue 30), the e-mail recorded at the time kept beside it.
 */
async function withTargetNames(deps: AppDeps, entries: RawEntry[]): Promise<AuditEntry[]> {
  const idsOf = (type: string) => [
    ...new Set(
      entries
        .filter((e) => e.targetType === type && e.targetId && UUID.test(e.targetId))
        .map((e) => e.targetId!),
    ),
  ];
  const actorIds = [...new Set(entries.map((e) => e.actorId).filter((id): id is string => id !== null))];
  const [current, actorNames] = await Promise.all([
    findTargetNames(deps.database.db, idsOf('document'), idsOf('user'), idsOf('firm')),
    findPersonNames(deps.database.db, actorIds),
  ]);
  const namesOf: Record<string, Map<string, string>> = {
    document: current.documents,
    user: current.users,
    firm: current.firms,
  };
  return entries.map((e) => {
    const names = (e.targetType && namesOf[e.targetType]) || null;
    const now = e.targetId && names ? names.get(e.targetId) : undefined;
    return {
      ...e,
      actorName: (e.actorId && actorNames.get(e.actorId)) || null,
      targetName: storedName(e) ?? now ?? null,
      targetDeleted: names !== null && e.targetId !== null && now === undefined,
    };
  });
}

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

/** The audit trail, or with `firmId` only what that firm's members did (ADR 018). */
export async function findAudit(deps: AppDeps, query: AuditQuery, firmId?: string): Promise<AuditResponse> {
  const filter = { ...toFilter(query), firmId };
  const [{ items, total }, actions] = await Promise.all([
    findAuditEntries(deps.database.db, filter, { limit: query.limit, offset: query.offset }),
    findAuditActions(deps.database.db),
  ]);
  return { items: await withTargetNames(deps, items.map(toEntry)), total, actions };
}

export async function findRecentAudit(deps: AppDeps, limit: number): Promise<AuditEntry[]> {
  const { items } = await findAuditEntries(deps.database.db, {}, { limit, offset: 0 });
  return withTargetNames(deps, items.map(toEntry));
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

/** One CSV cell's value: text and numbers as they are, details (any JSON) as JSON text. */
function csvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' || typeof value === 'number' ? value : JSON.stringify(value);
}

export async function* exportAuditCsv(
  deps: AppDeps,
  query: Pick<AuditQuery, 'userId' | 'action' | 'from' | 'to'>,
): AsyncGenerator<string> {
  const filter = toFilter(query);
  yield toCsv([CSV_COLUMNS]);
  let afterId = 0;
  for (;;) {
    const batch = await findAuditBatch(deps.database.db, filter, afterId, 1000);
    if (batch.length === 0) return;
    yield toCsv(batch.map(toEntry).map((e) => CSV_COLUMNS.map((c) => csvValue(e[c]))));
    afterId = Number(batch.at(-1)!.id);
  }
}
