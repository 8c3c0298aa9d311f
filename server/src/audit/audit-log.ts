import type { AuditAction } from '#common/audit-actions.ts';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export type AuditEntry = {
  actorId?: string | null;
  actorEmail?: string | null;
  /** Only labelled actions (common/audit-actions.ts), so the admin screens can word every entry. */
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  /**
   * The target's name as it is now (a file name, a person's name or e-mail), kept in the details so the
   * trail still names it after the document or account is deleted.
   */
  targetName?: string | null;
  details?: Record<string, unknown>;
  ip?: string;
};

/** Appends to the audit trail; pass the transaction of the change it records so both commit together. */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId ?? null,
    actorEmail: entry.actorEmail ?? null,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId ?? null,
    details:
      entry.targetName != null ? { ...entry.details, targetName: entry.targetName } : (entry.details ?? null),
    ip: entry.ip ?? null,
  });
}
