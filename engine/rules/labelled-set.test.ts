// The labelled set (labelled-set.ts): every must / must-not label holds, and precision and recall per rule
// are printed. Packs are read from disk here; the engine under test stays pure.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from './check-document.ts';
import { LABELLED_SET, RULE } from './testing/labelled-set.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);

const results = LABELLED_SET.map((c) => {
  const document = documentFromText(
    c.text,
    c.bodyFontSize === undefined ? {} : { bodyFontSize: c.bodyFontSize },
  );
  const result = checkDocument(document, packs, { documentType: c.documentType ?? 'financial-promotion' });
  return { case: c, found: new Set(result.findings.map((f) => f.ruleId)), result };
});

interface Tally {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

function tallies() {
  const perRule = new Map<string, Tally>(
    Object.values(RULE).map((id) => [id, { tp: 0, fp: 0, fn: 0, tn: 0 }]),
  );
  for (const { case: c, found } of results) {
    for (const id of c.must) {
      const t = perRule.get(id)!;
      if (found.has(id)) t.tp++;
      else t.fn++;
    }
    for (const id of c.mustNot) {
      const t = perRule.get(id)!;
      if (found.has(id)) t.fp++;
      else t.tn++;
    }
  }
  return perRule;
}

const ratio = (num: number, den: number) => (den === 0 ? 1 : num / den);

describe('labelled set of client communications', () => {
  it('has at least 40 communications, each rule labelled both ways', () => {
    expect(LABELLED_SET.length).toBeGreaterThanOrEqual(40);
    const ids = new Set(LABELLED_SET.map((c) => c.id));
    expect(ids.size).toBe(LABELLED_SET.length);
    // A document's age is no property of its wording: the document-age rules need a check date and an "as at"
    // date, and are labelled both ways in document-age-check.test.ts and on the corpus (stale-documents-corpus.test.ts).
    const shipped = new Set(
      packs.flatMap((p) => p.rules.filter((r) => r.check.type !== 'document-age').map((r) => r.id)),
    );
    for (const id of Object.values(RULE)) expect(shipped.has(id), id).toBe(true);
    for (const id of shipped) {
      expect(
        LABELLED_SET.some((c) => c.must.includes(id)),
        `${id} has a positive case`,
      ).toBe(true);
      expect(
        LABELLED_SET.some((c) => c.mustNot.includes(id)),
        `${id} has a negative case`,
      ).toBe(true);
    }
  });

  it.each(results.map((r) => [r.case.id, r] as const))('%s', (_id, { case: c, found, result }) => {
    const describeFindings = () =>
      result.findings.map((f) => `${f.ruleId}: ${f.evidence.map((e) => e.quote).join(' | ')}`).join('\n');
    for (const id of c.must)
      expect(found.has(id), `${c.about}: expected ${id}\n${describeFindings()}`).toBe(true);
    for (const id of c.mustNot)
      expect(found.has(id), `${c.about}: unexpected ${id}\n${describeFindings()}`).toBe(false);
  });

  it('prints precision and recall per rule, overall at least 0.9', () => {
    const perRule = tallies();
    const rows = [...perRule.entries()].map(([rule, t]) => ({
      rule,
      tp: t.tp,
      fp: t.fp,
      fn: t.fn,
      tn: t.tn,
      precision: ratio(t.tp, t.tp + t.fp).toFixed(2),
      recall: ratio(t.tp, t.tp + t.fn).toFixed(2),
    }));
    const total = [...perRule.values()].reduce(
      (sum, t) => ({ tp: sum.tp + t.tp, fp: sum.fp + t.fp, fn: sum.fn + t.fn, tn: sum.tn + t.tn }),
      { tp: 0, fp: 0, fn: 0, tn: 0 },
    );
    const precision = ratio(total.tp, total.tp + total.fp);
    const recall = ratio(total.tp, total.tp + total.fn);
    const header = `${'rule'.padEnd(46)} ${'tp'.padStart(3)} ${'fp'.padStart(3)} ${'fn'.padStart(3)} ${'tn'.padStart(3)}  precision  recall`;
    const lines = rows.map(
      (r) =>
        `${r.rule.padEnd(46)} ${String(r.tp).padStart(3)} ${String(r.fp).padStart(3)} ${String(r.fn).padStart(3)} ${String(r.tn).padStart(3)}  ${r.precision.padStart(9)}  ${r.recall.padStart(6)}`,
    );
    console.log([`Labelled set: ${LABELLED_SET.length} communications`, header, ...lines].join('\n'));
    console.log(
      `overall (micro): precision ${precision.toFixed(3)}, recall ${recall.toFixed(3)} (tp ${total.tp}, fp ${total.fp}, fn ${total.fn}, tn ${total.tn})`,
    );
    expect(precision).toBeGreaterThanOrEqual(0.9);
    expect(recall).toBeGreaterThanOrEqual(0.9);
  });
});
