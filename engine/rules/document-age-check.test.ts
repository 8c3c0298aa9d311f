import { describe, expect, it } from 'vitest';
import { checkDocument } from './check-document.ts';
import { addMonths, staleFrom } from './document-age-check.ts';
import { documentAgeLimit } from './document-age-limit.ts';
import { parseRulePack } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';

const pack = parseRulePack(
  `
id: dates
name: Dates
version: 1.0.0
description: test
rules:
  - id: EU-kii-review
    version: 1
    title: KII reviewed
    citation:
      provision: EU 583/2010 art. 22(1)
      title: Review every 12 months
      inForceFrom: '2011-07-01'
    appliesTo: [ucits-kii]
    severity: high
    check:
      type: document-age
      maxMonths: 12
    message: Dated {value}, more than {max} months before {detail}.
    suggestion: Review it.
`,
  'dates.yaml',
);

const KII = documentFromText(
  'Key investor information\n\nThis key investor information is accurate as at 15 February 2021.',
);

describe('document-age check', () => {
  it('adds calendar months, clamping a month end', () => {
    expect(addMonths('2021-02-15', 12)).toBe('2022-02-15');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-11-30', 3)).toBe('2025-02-28');
    expect(staleFrom('2021-02-15', 12)).toBe('2022-02-16');
  });

  it('flags a KII dated more than 12 months before the check date, quoting the date', () => {
    const result = checkDocument(KII, [pack], { documentType: 'ucits-kii', checkDate: '2022-02-16' });
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]!.message).toBe('Dated 2021-02-15, more than 12 months before 2022-02-16.');
    expect(result.findings[0]!.evidence[0]!.quote).toContain('accurate as at 15 February 2021');
  });

  it('passes a KII exactly 12 months old', () => {
    const result = checkDocument(KII, [pack], { documentType: 'ucits-kii', checkDate: '2022-02-15' });
    expect(result.findings).toEqual([]);
    expect(result.passed.map((p) => p.ruleId)).toEqual(['EU-kii-review']);
  });

  it('uses the date stored on the document version over the one in the text', () => {
    const result = checkDocument(KII, [pack], {
      documentType: 'ucits-kii',
      checkDate: '2022-06-01',
      documentDate: '2022-01-10',
    });
    expect(result.findings).toEqual([]);
  });

  it('is not applicable without a check date (the engine has no clock) or without a date', () => {
    const noCheckDate = checkDocument(KII, [pack], { documentType: 'ucits-kii' });
    expect(noCheckDate.notApplicable).toEqual(['EU-kii-review']);
    const undated = checkDocument(
      documentFromText('Key investor information\n\nObjectives and investment policy.'),
      [pack],
      {
        documentType: 'ucits-kii',
        checkDate: '2026-11-29',
      },
    );
    expect(undated.notApplicable).toEqual(['EU-kii-review']);
    expect(undated.notes[0]!.note).toMatch(/No "as at" date/);
  });
});

describe('documentAgeLimit', () => {
  it('names the staleness rule that applies and its months, and none for another type', () => {
    expect(documentAgeLimit(KII, [pack], { documentType: 'ucits-kii' })).toEqual({
      ruleId: 'EU-kii-review',
      citation: 'EU 583/2010 art. 22(1)',
      maxMonths: 12,
    });
    expect(documentAgeLimit(KII, [pack], { documentType: 'financial-promotion' })).toBeNull();
  });
});
