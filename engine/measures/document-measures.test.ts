// One figure per measure (issue 30): the reading age, its target, the AoV coverage and the sustainability term
// count each come from one engine function, and every module that prints them prints that function's value.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '#common/api/documents.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { analyzeDocument } from '../analysis/analyze-document.ts';
import { toAnalysisView } from '../analysis/analysis-view.ts';
import { extractDocument } from '../extraction/extract.ts';
import { measure } from '../improvements/measure.ts';
import { DocumentProfile } from '../personas/profile.ts';
import { checkDocument } from '../rules/check-document.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/load-packs.ts';
import { documentFromText } from '../rules/testing/build-document.ts';
import { analyzeSdr } from '../sdr/analyze-sdr.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import {
  aovCoverage,
  documentMeasures,
  documentReadingAge,
  MIN_MEASURED_WORDS,
  readingAgeTarget,
  READING_AGE_TARGETS,
  sustainabilityTermCount,
} from './index.ts';

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`../rules/packs/${file}`, import.meta.url), 'utf8'),
  })),
);

const HARD =
  'Notwithstanding the aforementioned considerations, the authorised corporate director exercises discretionary ' +
  'investment management responsibilities, allocating capital predominantly across internationally diversified ' +
  'equity securities, derivative instruments and collective investment undertakings, in accordance with the ' +
  'prospectus and the applicable regulatory requirements.';
const EASY = 'We look after your money. You can take it out when you like. We send you a letter each year.';

function promotion(paragraphs: number): ExtractedDocument {
  return documentFromText(
    ['# Growth Fund', ...Array.from({ length: paragraphs }, (_, i) => (i % 2 ? EASY : HARD))].join('\n\n'),
  );
}

describe(readingAgeTarget.name, () => {
  it('gives every document type one target with a reason', () => {
    for (const type of DOCUMENT_TYPES) {
      const { target, reason } = readingAgeTarget(type);
      expect(target, type).toBeGreaterThanOrEqual(9);
      expect(reason.length, type).toBeGreaterThan(40);
    }
    expect(Object.keys(READING_AGE_TARGETS).sort()).toEqual([...DOCUMENT_TYPES].sort());
  });

  it('holds a KII and a KID, which must be in non-technical language, to 12, and other retail documents to 14', () => {
    expect(readingAgeTarget('ucits-kii').target).toBe(12);
    expect(readingAgeTarget('priips-kid').target).toBe(12);
    expect(readingAgeTarget('ucits-kii').reason).toMatch(/non-technical/);
    expect(readingAgeTarget('financial-promotion').target).toBe(14);
    expect(readingAgeTarget('aov-report').target).toBe(14);
  });

  it("gives an unknown or missing type the target of 'other'", () => {
    expect(readingAgeTarget('brochure')).toEqual(readingAgeTarget('other'));
    expect(readingAgeTarget(null)).toEqual(readingAgeTarget('other'));
  });
});

describe(documentMeasures.name, () => {
  it('prints the same reading age and target on the check, the analysis, the personas and Enhancements', () => {
    const doc = promotion(8);
    const measures = documentMeasures(doc, { declaredType: 'financial-promotion' });
    expect(measures.readingAge).not.toBeNull();
    expect(measures.target).toBe(14);

    const check = checkDocument(doc, packs, { documentType: 'financial-promotion', inferDocumentType: true });
    expect(check.measures).toEqual(measures);
    const analysis = analyzeDocument(doc, { documentType: 'financial-promotion', rulePacks: packs });
    expect(analysis.measures).toEqual(measures);
    const view = toAnalysisView(analysis).readability.metrics;
    expect([view.ukReadingAge, view.targetReadingAge, view.targetReason]).toEqual([
      measures.readingAge,
      measures.target,
      measures.targetReason,
    ]);
    expect(new DocumentProfile(doc).readingAge).toBe(measures.readingAge);
    // Enhancements keeps it unrounded (small gains count) and rounds it once for display
    const enhancements = measure(doc, { documentType: 'financial-promotion', rulePacks: packs }).ukReadingAge;
    expect(Math.round(enhancements * 10) / 10).toBe(measures.readingAge);
  });

  it("flags on the check what the analysis calls above the target, with the same figure and the type's target", () => {
    const doc = promotion(8);
    const measures = documentMeasures(doc, { declaredType: 'financial-promotion' });
    expect(measures.meetsTarget).toBe(false);
    const finding = checkDocument(doc, packs, { documentType: 'financial-promotion' }).findings.find(
      (f) => f.ruleId === 'PRIN2A.5.3R-reading-age',
    );
    expect(finding?.message).toContain(`Reading age ${measures.readingAge} is above ${measures.target}`);
    const analysis = analyzeDocument(doc, { documentType: 'financial-promotion', rulePacks: packs });
    expect(analysis.findings.find((f) => f.id === 'readability.reading-age')?.message).toContain(
      `Reading age ${measures.readingAge!.toFixed(1)} against a target of ${measures.target}`,
    );
    expect(analysis.summary[0]).toContain(`target ${measures.target}`);
  });

  it('raises no reading-age finding anywhere when the document meets its target', () => {
    const doc = documentFromText(['# Your account', ...Array(12).fill(EASY)].join('\n\n'));
    const measures = documentMeasures(doc, { declaredType: 'financial-promotion' });
    expect(measures.meetsTarget).toBe(true);
    expect(
      checkDocument(doc, packs, { documentType: 'financial-promotion' }).findings.map((f) => f.ruleId),
    ).not.toContain('PRIN2A.5.3R-reading-age');
    expect(
      analyzeDocument(doc, { documentType: 'financial-promotion' }).findings.map((f) => f.id),
    ).not.toContain('readability.reading-age');
  });

  it('does not measure fewer words than it takes to make the formula mean something', () => {
    const doc = documentFromText(`# Note\n\n${HARD}`);
    const { readingAge, words } = documentReadingAge(doc);
    expect(words).toBeLessThan(MIN_MEASURED_WORDS);
    expect(readingAge).toBeNull();
    expect(documentMeasures(doc).meetsTarget).toBeNull();
    expect(new DocumentProfile(doc).readingAge).toBeNull();
  });

  it('leaves tables and data set as text out of the reading age', () => {
    const prose = promotion(6);
    const withTable = documentFromText(
      `${['# Growth Fund', ...Array.from({ length: 6 }, (_, i) => (i % 2 ? EASY : HARD))].join('\n\n')}\n\n| Year | 2021 | 2022 |\n| Fund | 4.2% | -3.1% |\n\nLoxam 4.25% Sen Reg S 17/15.04.24 3.1% Iliad 5.375% 15.06.27 2.4% Altice 7.5% 2028 1.9%`,
    );
    expect(documentReadingAge(withTable)).toEqual(documentReadingAge(prose));
  });
});

describe(aovCoverage.name, () => {
  it('counts the considerations assessed, the figure the grid and the summary both print', () => {
    const considerations = [
      { covered: true, assessed: true },
      { covered: true, assessed: true },
      { covered: true, assessed: false },
      ...Array(4).fill({ covered: false, assessed: false }),
    ];
    expect(aovCoverage(considerations)).toEqual({
      count: 2,
      total: 7,
      measure: 'assessed',
      label: '2 of 7 considerations assessed',
      percent: 29,
    });
  });

  it('counts those covered on results stored before "assessed" existed', () => {
    expect(aovCoverage([{ covered: true }, { covered: false }]).label).toBe('1 of 2 considerations covered');
  });

  it('is what the analysis summary says of an AoV report', () => {
    const doc = documentFromText(
      [
        '# Assessment of Value 2024',
        '# Quality of service',
        'We assessed the quality of service and rated it green. Our conclusion is that the service is good value.',
        '# Performance',
        'The fund returned 5.2% against its benchmark of 4.1% over five years, so we rated performance green.',
        '# Costs',
        'Costs are mentioned here.',
      ].join('\n\n'),
    );
    const analysis = analyzeDocument(doc, { documentType: 'aov-report' });
    const coverage = aovCoverage(analysis.aov!.considerations);
    expect(analysis.summary.join(' ')).toContain(
      `${coverage.count} of 7 COLL 6.6.21R considerations ${coverage.measure}`,
    );
    expect(toAnalysisView(analysis).aov!.overall.coverage.label).toBe(coverage.label);
  });
});

describe(sustainabilityTermCount.name, () => {
  it('is the count the SDR checklist and the "terms without a label" finding both print', () => {
    const doc = documentFromText(
      [
        '# Green Future Fund',
        'The fund invests in sustainable companies with an ESG focus. Our responsible, sustainable approach ' +
          'favours green and environmental leaders. Environmental risks are managed. Sustainable investing is at our core.',
      ].join('\n\n'),
    );
    const sdr = analyzeSdr(doc);
    expect(sdr.termCount).toBe(sustainabilityTermCount(sdr.terms));
    const finding = sdr.findings.find((f) => f.id === 'sdr.marketing-terms-without-label');
    expect(finding?.message).toContain(`Sustainability terms used ${sdr.termCount} times`);
  });
});

const kiidPath = path.join(CORPUS_DIR, 'financial', 'beanstalk_Fidelity-Index-World-KIID.pdf');
const hasKiid = hasRequiredPart(existsSync(kiidPath), `The corpus KIID (${kiidPath})`, CORPUS_INSTALL);

describe.skipIf(!hasKiid)('the corpus KIID uploaded as an investor communication (issue 30)', () => {
  let kiid: ExtractedDocument;
  beforeAll(async () => {
    kiid = await extractDocument(new Uint8Array(readFileSync(kiidPath)), { fileType: 'pdf' });
  });

  it('is measured as a UCITS KII against 12, and every module prints that figure and target', () => {
    const measures = documentMeasures(kiid, { declaredType: 'investor-communications' });
    console.log(`Fidelity Index World KIID: ${JSON.stringify(measures)}`);
    expect(measures.documentType).toBe('ucits-kii');
    expect(measures.target).toBe(12);
    expect(measures.readingAge).not.toBeNull();
    const check = checkDocument(kiid, packs, {
      documentType: 'investor-communications',
      inferDocumentType: true,
    });
    expect(check.measures).toEqual(measures);
    const analysis = analyzeDocument(kiid, { documentType: 'investor-communications', rulePacks: packs });
    expect(analysis.measures).toEqual(measures);
    expect(new DocumentProfile(kiid).readingAge).toBe(measures.readingAge);
    // the check no longer calls the reading age "not applicable" on a KIID: it is measured and rated
    expect(check.notApplicable).not.toContain('PRIN2A.5.3R-reading-age');
  });
});
