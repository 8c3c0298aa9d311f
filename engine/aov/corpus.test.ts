// The assessment-of-value analysis over the corpus's real annual reports (DESIGN.md §10), read from disk;
// the engine itself never does I/O. What is asserted is what a person reads on the documents' covers,
// headings and statements: the funds, the period and no boilerplate standing as a conclusion. Without the
// corpus the tests skip locally but fail on CI, so a missing corpus is never a silent pass there.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractDocument } from '../extraction/extract.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { analyzeAov, type AovResult } from './analyze-aov.ts';

const dir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(existsSync(dir), `The shared financial corpus (${dir})`, CORPUS_INSTALL);

const REPORTS = {
  scorFunds: 'SCOR-FUNDS_annual-report_2020.pdf',
  scorHighYield: 'SCOR-Sustainable-Euro-High-Yield_annual-report_2020.pdf',
  fourpoints: 'Fourpoints-Valeur-Intrinseque_rapport-annuel_2020_FR.pdf',
} as const;

const BOILERPLATE_CONCLUSION = /fair, balanced and understandable|material misstatement|true and fair/i;

describe.skipIf(!hasCorpus)(`assessment of value over the corpus's annual reports (${dir})`, () => {
  const results = new Map<string, AovResult>();

  beforeAll(async () => {
    for (const file of Object.values(REPORTS)) {
      const bytes = new Uint8Array(readFileSync(path.join(dir, file)));
      results.set(file, analyzeAov(await extractDocument(bytes, { fileType: 'pdf' })));
    }
  }, 120_000);

  it('names the three sub-funds of the SCOR FUNDS umbrella, with a grid for each, and the year ended', () => {
    const result = results.get(REPORTS.scorFunds)!;
    const subFunds = [
      'SCOR FUNDS - EURO SHORT TERM DURATION HIGH YIELD',
      'SCOR FUNDS - EUROPE HIGH YIELD',
      'SCOR FUNDS - SUSTAINABLE BOND',
    ];
    expect(result.funds.map((f) => f.name)).toEqual(subFunds);
    expect(result.fundGrids.map((g) => g.fund)).toEqual(subFunds);
    for (const grid of result.fundGrids) expect(grid.considerations).toHaveLength(7);
    expect(result.assessmentPeriod?.period).toBe('year ended 31 December 2020');
    expect(result.shareClasses.map((c) => c.name)).toContain('Class IC EUR');
  });

  it('names SCOR EURO HIGH YIELD from its cover, not an investor named in passing', () => {
    const result = results.get(REPORTS.scorHighYield)!;
    expect(result.funds.map((f) => f.name)).toEqual(['SCOR EURO HIGH YIELD']);
    expect(result.assessmentPeriod?.period).toBe('year ended 31 December 2020');
  });

  it('names Valeur Intrinsèque and reads the French financial year', () => {
    const result = results.get(REPORTS.fourpoints)!;
    expect(result.funds.map((f) => f.name)).toEqual(['Valeur Intrinsèque']);
    expect(result.assessmentPeriod?.period).toBe('exercice clos le 31 décembre 2020');
  });

  it.each(Object.values(REPORTS))(
    'never quotes directors’ or auditors’ boilerplate as an assessment (%s)',
    (file) => {
      const result = results.get(file)!;
      for (const c of [...result.considerations, ...result.fundGrids.flatMap((g) => g.considerations)]) {
        expect(c.conclusion?.quote ?? '', c.id).not.toMatch(BOILERPLATE_CONCLUSION);
        for (const e of c.evidence) expect(e.quote, c.id).not.toMatch(BOILERPLATE_CONCLUSION);
      }
    },
  );

  // Issue 30, item 7a: the SCOR Euro High Yield report's "performance" was sentences about carbon ratings.
  it.each(Object.values(REPORTS))('quotes nothing off-topic as performance evidence (%s)', (file) => {
    const result = results.get(file)!;
    const grids = [result.considerations, ...result.fundGrids.map((g) => g.considerations)];
    for (const considerations of grids) {
      const performance = considerations.find((c) => c.id === 'performance')!;
      for (const e of performance.evidence)
        expect(e.quote).not.toMatch(/carbon|climate|WACI|outperformer|laggard|fonds fictif|commission de/i);
    }
  });
});
