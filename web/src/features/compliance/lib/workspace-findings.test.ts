import { describe, expect, it } from 'vitest';
import type { FindingItem } from '#common/api/compliance.ts';
import { filterWorkspaceFindings, findingPassages, passageLabel } from './workspace-findings.ts';

const finding = (over: Partial<FindingItem>): FindingItem => ({
  ruleId: 'rule',
  ruleVersion: 1,
  title: 'A rule',
  citation: 'COBS 4.2.1R',
  severity: 'high',
  message: 'Something is wrong.',
  evidence: [],
  suggestion: 'Fix it.',
  evidenceHash: 'h',
  decision: null,
  history: [],
  comments: [],
  ...over,
});
const decided = (status: 'dismissed' | 'resolved') => ({
  status,
  reason: 'r',
  decidedBy: 'a@b.c',
  decidedAt: '2026-01-01T00:00:00Z',
});

const ALL = { severity: 'all', status: 'all', query: '' } as const;

describe('the review workspace findings', () => {
  const findings = [
    finding({ ruleId: 'low-open', severity: 'low' }),
    finding({ ruleId: 'high-dismissed', decision: decided('dismissed') }),
    finding({ ruleId: 'high-open', evidence: [{ page: 2, quote: 'Guaranteed returns' }] }),
    finding({ ruleId: 'medium-resolved', severity: 'medium', decision: decided('resolved') }),
  ];

  it('lists open findings first, High first, then the decided ones', () => {
    expect(filterWorkspaceFindings(findings, ALL).map((f) => f.ruleId)).toEqual([
      'high-open',
      'low-open',
      'high-dismissed',
      'medium-resolved',
    ]);
  });

  it('filters by severity and by status', () => {
    expect(filterWorkspaceFindings(findings, { ...ALL, severity: 'high' }).map((f) => f.ruleId)).toEqual([
      'high-open',
      'high-dismissed',
    ]);
    expect(filterWorkspaceFindings(findings, { ...ALL, status: 'resolved' }).map((f) => f.ruleId)).toEqual([
      'medium-resolved',
    ]);
  });

  it('searches the rule, the title, the citation and the quoted evidence', () => {
    expect(filterWorkspaceFindings(findings, { ...ALL, query: 'guaranteed' }).map((f) => f.ruleId)).toEqual([
      'high-open',
    ]);
    expect(filterWorkspaceFindings(findings, { ...ALL, query: 'LOW-OPEN' }).map((f) => f.ruleId)).toEqual([
      'low-open',
    ]);
    expect(filterWorkspaceFindings(findings, { ...ALL, query: 'cobs 4.2' })).toHaveLength(4);
  });

  it('boxes each quoted passage, named after its finding, muted once decided', () => {
    const passages = findingPassages([
      finding({
        ruleId: 'a',
        evidence: [
          { page: 1, quote: 'one' },
          { page: 3, quote: 'two' },
        ],
      }),
      finding({ ruleId: 'b', decision: decided('dismissed'), evidence: [{ page: 1, quote: 'three' }] }),
    ]);
    expect(passages.map((p) => [p.findingKey, p.page, p.tone])).toEqual([
      ['a', 1, 'high'],
      ['a', 3, 'high'],
      ['b', 1, 'decided'],
    ]);
    expect(passageLabel(finding({ title: 'No absolute claims' }))).toBe(
      'Finding: No absolute claims (high severity, open)',
    );
  });
});
