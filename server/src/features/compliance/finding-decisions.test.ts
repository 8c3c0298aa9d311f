import { describe, expect, it } from 'vitest';
import type { Finding } from '#engine/rules/index.ts';
import { applyDecisions, evidenceHashIn, type KnownDecision } from './finding-decisions.ts';
import { findingEvidenceHash } from './evidence-hash.ts';

const finding = (ruleId: string, quote: string, severity: Finding['severity'] = 'high'): Finding => ({
  ruleId,
  ruleVersion: '1',
  title: ruleId,
  citation: 'COBS 4.2.1R',
  severity,
  message: '',
  evidence: [{ page: 1, quote }],
  occurrences: 1,
  suggestion: '',
});

const decision = (over: Partial<KnownDecision>): KnownDecision => ({
  ruleId: 'r1',
  status: 'dismissed',
  reason: 'Legal sign-off',
  evidenceHash: null,
  decidedAt: new Date('2026-03-03T10:00:00Z'),
  decidedBy: 'reviewer@firm.example',
  ...over,
});

describe(applyDecisions.name, () => {
  it('matches a decision made before hashes were stored through the finding of its own check', () => {
    // A result stored before migration 0019: its findings carry no evidenceHash.
    const oldResult = { findings: [finding('r1', 'Guaranteed   returns')] };
    const legacy = decision({ evidenceHash: evidenceHashIn(oldResult, 'r1') });
    const now = {
      ...finding('r1', 'guaranteed returns'),
      evidenceHash: findingEvidenceHash(finding('r1', 'guaranteed returns')),
    };
    const [applied] = applyDecisions([now], [legacy]).findings;
    expect(applied?.decision).toMatchObject({ status: 'dismissed', reason: 'Legal sign-off' });
    // a decision whose check has no finding for the rule any more matches nothing
    expect(evidenceHashIn(oldResult, 'r2')).toBeNull();
    expect(applyDecisions([now], [decision({ evidenceHash: null })]).findings[0]?.decision).toBeNull();
  });

  it('applies the newest decision on the finding’s own evidence, and rates what is left open', () => {
    const high = finding('r1', 'guaranteed returns');
    const low = finding('r2', 'act now', 'low');
    const hash = findingEvidenceHash(high);
    const decided = applyDecisions(
      [high, low],
      [
        decision({ status: 'resolved', reason: '', evidenceHash: hash, decidedAt: new Date('2026-03-04') }),
        decision({ evidenceHash: 'an-earlier-wording' }),
      ],
    );
    expect(decided.findings[0]?.decision?.status).toBe('resolved');
    expect(decided.findings[0]?.history.map((h) => h.onThisEvidence)).toEqual([true, false]);
    expect(decided.counts).toEqual({ open: 1, dismissed: 0, resolved: 1 });
    expect(decided.rag).toBe('amber');
  });
});
