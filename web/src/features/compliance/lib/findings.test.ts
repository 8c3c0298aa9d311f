import { describe, expect, it } from 'vitest';
import type { FindingItem } from '#common/api/compliance.ts';
import {
  countBy,
  countBySeverity,
  exportFileName,
  filterFindings,
  findingsToCsv,
  groupBySeverity,
  mostFrequentFailures,
  weeklyTrend,
} from './findings.ts';

function finding(overrides: Partial<FindingItem> = {}): FindingItem {
  return {
    ruleId: 'COBS-4.2.1',
    ruleVersion: 1,
    title: 'Fair, clear and not misleading',
    citation: 'COBS 4.2.1R',
    severity: 'high',
    message: 'Past performance shown without a warning.',
    evidence: [{ page: 2, quote: 'Returns of 12%' }],
    suggestion: 'Add the past performance warning.',
    evidenceHash: 'f'.repeat(64),
    decision: null,
    history: [],
    comments: [],
    ...overrides,
  };
}

describe(findingsToCsv.name, () => {
  it('writes a header and one row per piece of evidence', () => {
    const csv = findingsToCsv([
      finding({
        evidence: [
          { page: 1, quote: 'a, "b"' },
          { page: 3, quote: 'c' },
        ],
      }),
      finding({
        ruleId: 'ESG-4.3.1',
        severity: 'low',
        evidence: [],
        decision: {
          status: 'dismissed',
          reason: 'Approved, see file 12',
          decidedBy: null,
          decidedAt: '2026-01-01T00:00:00Z',
        },
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'ruleId,citation,severity,message,page,quote,suggestion,decision,decisionReason,origin,tier',
    );
    expect(lines[1]).toBe(
      'COBS-4.2.1,COBS 4.2.1R,high,Past performance shown without a warning.,1,"a, ""b""",Add the past performance warning.,open,,rules,finding',
    );
    expect(lines[2]).toContain(',3,c,');
    expect(lines[3]).toBe(
      'ESG-4.3.1,COBS 4.2.1R,low,Past performance shown without a warning.,,,Add the past performance warning.,dismissed,"Approved, see file 12",rules,finding',
    );
    expect(lines[4]).toBe('');
  });

  it('defuses a quote a spreadsheet would run as a formula', () => {
    const csv = findingsToCsv([finding({ evidence: [{ page: 1, quote: '=HYPERLINK("x"), -2' }] })]);
    expect(csv.split('\r\n')[1]).toContain(`,1,"'=HYPERLINK(""x""), -2",`);
  });

  it('labels a finding the AI review added', () => {
    const csv = findingsToCsv([finding({ ruleId: 'ai:COBS-4.2.1:0a1b2c3d', origin: 'ai-suggested' })]);
    expect(csv.split('\r\n')[1]).toMatch(/^ai:COBS-4\.2\.1:0a1b2c3d,.*,open,,AI-suggested,finding$/);
  });

  it('puts a possible finding of the learned layer in its own tier', () => {
    const csv = findingsToCsv([finding({ ruleId: 'possible:COBS-4.2.1', origin: 'possible' })]);
    expect(csv.split('\r\n')[1]).toMatch(/^possible:COBS-4\.2\.1,.*,open,,learned layer,possible$/);
  });
});

describe(filterFindings.name, () => {
  const findings = [
    finding({ title: 'Risk warning', severity: 'high' }),
    finding({ title: 'Greenwashing', message: 'Claims "sustainable"', severity: 'medium' }),
    finding({ title: 'Jargon', message: 'Plain language', severity: 'low' }),
  ];

  it('filters by severity and by text in the title or message', () => {
    expect(filterFindings(findings, {})).toHaveLength(3);
    expect(filterFindings(findings, { severity: 'medium' }).map((f) => f.title)).toEqual(['Greenwashing']);
    expect(filterFindings(findings, { query: 'SUSTAIN' }).map((f) => f.title)).toEqual(['Greenwashing']);
    expect(filterFindings(findings, { query: 'jargon' }).map((f) => f.title)).toEqual(['Jargon']);
    expect(filterFindings(findings, { severity: 'high', query: 'jargon' })).toEqual([]);
  });
});

describe(groupBySeverity.name, () => {
  it('groups High, Medium, Low and leaves out empty groups', () => {
    const groups = groupBySeverity([
      finding({ severity: 'low' }),
      finding({ severity: 'high' }),
      finding({ severity: 'low' }),
    ]);
    expect(groups.map((g) => [g.severity, g.findings.length])).toEqual([
      ['high', 1],
      ['low', 2],
    ]);
  });
});

describe(countBySeverity.name, () => {
  it('counts every severity, zero included', () => {
    expect(countBySeverity([finding(), finding(), finding({ severity: 'low' })])).toEqual({
      high: 2,
      medium: 0,
      low: 1,
    });
  });
});

describe(countBy.name, () => {
  it('counts values and skips nulls', () => {
    const counts = countBy(['red', 'red', null, 'green'], (value) => value);
    expect(counts.get('red')).toBe(2);
    expect(counts.get('green')).toBe(1);
    expect(counts.size).toBe(2);
  });
});

describe(mostFrequentFailures.name, () => {
  it('counts each rule once per check, most frequent first', () => {
    const result = mostFrequentFailures([
      { findings: [finding({ ruleId: 'B' }), finding({ ruleId: 'B' }), finding({ ruleId: 'A' })] },
      { findings: [finding({ ruleId: 'B' })] },
      { findings: [] },
    ]);
    expect(result.map((r) => [r.ruleId, r.count])).toEqual([
      ['B', 2],
      ['A', 1],
    ]);
  });
});

describe(exportFileName.name, () => {
  it('drops the extension and unsafe characters', () => {
    expect(exportFileName('My report (2024).pdf', 'csv')).toBe('My_report_2024_-compliance.csv');
    expect(exportFileName('', 'json')).toBe('compliance-check-compliance.json');
  });
});

describe(weeklyTrend.name, () => {
  it('groups checks by the Monday of their week, oldest first, counting RAG ratings', () => {
    expect(
      weeklyTrend([
        { createdAt: '2026-11-18T10:00:00Z', rag: 'red' }, // Wednesday
        { createdAt: '2026-11-16T08:00:00Z', rag: 'green' }, // Monday, same week
        { createdAt: '2026-11-22T23:00:00Z', rag: null }, // Sunday, same week
        { createdAt: '2026-11-09T12:00:00Z', rag: 'amber' },
      ]),
    ).toEqual([
      { weekStart: '2026-11-09', checks: 1, red: 0, amber: 1, green: 0 },
      { weekStart: '2026-11-16', checks: 3, red: 1, amber: 0, green: 1 },
    ]);
  });
});
