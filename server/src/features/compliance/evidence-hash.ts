import crypto from 'node:crypto';
import { evidenceKey, type Finding } from '#engine/rules/index.ts';

/**
 * sha256 of a finding's rule and normalised quotes (engine/rules/evidence-key.ts). Stored with the finding
 * by the check job; results stored before migration 0019 have none, and get the same hash computed here.
 */
export function findingEvidenceHash(
  finding: Pick<Finding, 'ruleId' | 'evidence'> & { evidenceHash?: string },
) {
  return (
    finding.evidenceHash ??
    crypto.createHash('sha256').update(evidenceKey(finding.ruleId, finding.evidence)).digest('hex')
  );
}
