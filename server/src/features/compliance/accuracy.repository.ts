import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { communicationReviews, complianceDecisions, documents } from '../../db/schema.ts';

const firmFilter = (column: typeof documents.clientId, firmId: string | undefined) =>
  firmId ? eq(column, firmId) : undefined;

/** Every decision on these firms' findings (all firms: undefined), newest first, with the firm. */
export async function findFirmDecisions(db: DbOrTx, firmId: string | undefined) {
  return db
    .select({
      documentId: complianceDecisions.documentId,
      clientId: documents.clientId,
      ruleId: complianceDecisions.ruleId,
      status: complianceDecisions.status,
      category: complianceDecisions.category,
      checkId: complianceDecisions.checkId,
      decidedAt: complianceDecisions.decidedAt,
    })
    .from(complianceDecisions)
    .innerJoin(documents, eq(documents.id, complianceDecisions.documentId))
    .where(firmFilter(documents.clientId, firmId))
    .orderBy(desc(complianceDecisions.decidedAt), desc(complianceDecisions.id));
}

/** The approval records of these firms' approved communications: what was left open when approved. */
export async function findApprovalRecords(db: DbOrTx, firmId: string | undefined) {
  return db
    .select({
      documentId: communicationReviews.documentId,
      clientId: communicationReviews.clientId,
      record: communicationReviews.approvalRecord,
      decidedAt: communicationReviews.decidedAt,
    })
    .from(communicationReviews)
    .where(
      and(
        eq(communicationReviews.status, 'approved'),
        isNotNull(communicationReviews.approvalRecord),
        firmId ? eq(communicationReviews.clientId, firmId) : undefined,
      ),
    );
}
