import { describe, expect, it } from 'vitest';
import { buildDocument, heading, paragraph } from '../analysis/testing/build-document.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { readKeyFacts, reconcileFund, type FundDocumentFacts } from './index.ts';
import { factsheet, kiid } from './testing/fund-documents.ts';

function asFund(id: string, name: string, type: string, doc: ExtractedDocument): FundDocumentFacts {
  const facts = readKeyFacts(doc, type);
  const asAt = facts.find((f) => f.kind === 'as-at-date');
  return {
    documentId: id,
    documentName: name,
    documentType: type,
    asAt: typeof asAt?.normalized === 'string' ? asAt.normalized : null,
    facts,
  };
}

const DIFFERENT = {
  ongoingCharge: '0.95%',
  risk: '6',
  returns: { '2019': '12.1', '2020': '8.4', '2021': '15.2', '2022': '-9.8', '2023': '7.5' },
};

describe('reconcileFund', () => {
  it('reports exactly the ongoing charge, risk indicator and one year’s return a KIID and a factsheet disagree on', () => {
    const found = reconcileFund([
      asFund('kiid-1', 'Alder Global Growth KIID', 'ucits-kii', kiid()),
      asFund('fs-1', 'Alder Global Growth factsheet', 'factsheet', factsheet(DIFFERENT)),
    ]);
    expect(found.map((d) => `${d.kind}:${d.period ?? ''}`).sort()).toEqual([
      'calendar-year-return:2023',
      'ongoing-charge:',
      'risk-indicator:',
    ]);
    for (const d of found) {
      expect(d.type).toBe('mismatch');
      expect(d.severity).toBe('high');
      expect(d.newerDocument).toBe(false);
      for (const side of [d.a, d.b]) {
        expect(side.value).not.toBeNull();
        expect(side.quote).toContain(side.value!);
        expect(side.page).toBeGreaterThan(0);
        expect(side.documentName).toMatch(/Alder Global Growth (KIID|factsheet)/);
      }
    }
    const charge = found.find((d) => d.kind === 'ongoing-charge')!;
    expect([charge.a.value, charge.b.value].sort()).toEqual(['0.85%', '0.95%']);
    expect(charge.message).toContain('0.85%');
    expect(charge.message).toContain('0.95%');
    const year = found.find((d) => d.kind === 'calendar-year-return')!;
    expect([year.a.value, year.b.value].sort()).toEqual(['7.3', '7.5']);
    expect(charge.key).toBe('ongoing-charge::fs-1|kiid-1');
  });

  it('reports nothing when the two documents agree, however differently the objective is worded', () => {
    expect(
      reconcileFund([
        asFund('kiid-1', 'KIID', 'ucits-kii', kiid()),
        asFund('fs-1', 'Factsheet', 'factsheet', factsheet()),
      ]),
    ).toEqual([]);
  });

  it('reports a different aim as an objective disagreement', () => {
    const found = reconcileFund([
      asFund('kiid-1', 'KIID', 'ucits-kii', kiid()),
      asFund(
        'fs-1',
        'Factsheet',
        'factsheet',
        factsheet({
          objective:
            'FUND AIM The Fund aims to provide a high and rising income from UK government bonds, with no aim of capital growth.',
        }),
      ),
    ]);
    expect(found.map((d) => [d.kind, d.severity])).toEqual([['objective', 'medium']]);
  });

  it('calls a later factsheet’s different charge and risk class a newer document, but not a finished year’s return', () => {
    const found = reconcileFund([
      asFund('kiid-1', 'KIID', 'ucits-kii', kiid()),
      asFund('fs-1', 'Factsheet', 'factsheet', factsheet({ ...DIFFERENT, asAt: '30 September 2024' })),
    ]);
    const byKind = Object.fromEntries(found.map((d) => [d.kind, d]));
    expect(byKind['ongoing-charge']).toMatchObject({ newerDocument: true, severity: 'low' });
    expect(byKind['ongoing-charge']!.message).toContain('newer document');
    expect(byKind['risk-indicator']).toMatchObject({ newerDocument: true, severity: 'low' });
    // 2023 had ended when both were dated: its return cannot have changed
    expect(byKind['calendar-year-return']).toMatchObject({ newerDocument: false, severity: 'high' });
  });

  it('reports a fact a KIID must state but omits, when the factsheet states it', () => {
    const withoutRisk = kiid();
    const facts = asFund('kiid-1', 'KIID', 'ucits-kii', withoutRisk);
    facts.facts = facts.facts.filter((f) => f.kind !== 'risk-indicator');
    const found = reconcileFund([facts, asFund('fs-1', 'Factsheet', 'factsheet', factsheet())]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'risk-indicator',
      type: 'omission',
      severity: 'low',
      a: { documentId: 'fs-1', value: '5' },
      b: { documentId: 'kiid-1', value: null },
    });
  });

  it('does not report a fact a factsheet need not state', () => {
    const sheet = asFund('fs-1', 'Factsheet', 'factsheet', factsheet());
    sheet.facts = sheet.facts.filter((f) => f.kind !== 'risk-indicator' && f.kind !== 'calendar-year-return');
    expect(reconcileFund([asFund('kiid-1', 'KIID', 'ucits-kii', kiid()), sheet])).toEqual([]);
  });

  it('gives the same keys whatever order the documents come in', () => {
    const a = asFund('kiid-1', 'KIID', 'ucits-kii', kiid());
    const b = asFund('fs-1', 'Factsheet', 'factsheet', factsheet(DIFFERENT));
    expect(reconcileFund([a, b]).map((d) => d.key)).toEqual(reconcileFund([b, a]).map((d) => d.key));
  });
});

describe('readKeyFacts', () => {
  it('reads a charge written in words and in a sentence, and finds it agrees with the same figure as a percentage', () => {
    const worded = kiid({ ongoingCharge: '0.850 per cent' });
    const facts = readKeyFacts(worded, 'ucits-kii');
    expect(facts.find((f) => f.kind === 'ongoing-charge')).toMatchObject({
      value: '0.850 per cent',
      normalized: 0.85,
    });
    expect(
      reconcileFund([
        asFund('kiid-1', 'KIID', 'ucits-kii', worded),
        asFund('fs-1', 'Factsheet', 'factsheet', factsheet({ ongoingCharge: '0.85%' })),
      ]),
    ).toEqual([]);
  });

  it('reads a charge stated in a sentence', () => {
    const doc = buildDocument([
      [heading('Alder Global Growth Fund'), paragraph('The ongoing charge is 0.85% a year.')],
    ]);
    expect(readKeyFacts(doc, 'factsheet').find((f) => f.kind === 'ongoing-charge')).toMatchObject({
      value: '0.85%',
      page: 1,
      quote: 'The ongoing charge is 0.85% a year.',
    });
  });
});
