// Runs the whole analysis over the shared third-party corpus (DESIGN.md §10), read from disk; the engine
// itself never does I/O. Each PDF is extracted once, then analysed as a general document, an AoV report
// and an SDR report, so every path meets real layouts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { analyzeDocument, type DocumentAnalysis } from './analyze-document.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';

const dir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(existsSync(dir), `The shared financial corpus (${dir})`, CORPUS_INSTALL);

const files = hasCorpus
  ? readdirSync(dir)
      .filter((f) => f.endsWith('.pdf'))
      .sort()
  : [];
const KIIDS = [
  'beanstalk_Fidelity-Index-World-KIID.pdf',
  'beanstalk_LG-Cash-Trust-KIID.pdf',
  'XS1914695009-EN_PRIIPs-KID.pdf',
];
const FACTSHEETS = files.filter((f) => f.includes('Fact-Sheet'));

function describeResult(file: string, result: DocumentAnalysis): string {
  const { structure: s, readability: r } = result;
  const fonts = s.fonts;
  const lines = [
    `${file}`,
    `  reading age ${r.target.ukReadingAge.toFixed(1)} (FK grade ${r.document.scores.fleschKincaidGrade.toFixed(1)}, Flesch ${r.document.scores.fleschReadingEase.toFixed(0)}), ${r.document.counts.words} words`,
    `  ${s.pageCount} pages, ${s.headingCount} headings, ${s.totals.tables} tables, ${s.totals.images} images; body ${fonts.predominantBodyPt ?? '-'} pt, smallest ${fonts.smallestBody ? `${fonts.smallestBody.pt} pt (p${fonts.smallestBody.page})` : '-'}, risk text ${fonts.riskText ? `${fonts.riskText.pt} pt` : '-'}`,
    `  title ${s.metadata.title.present ? 'yes' : 'no'}, language ${s.metadata.language.value ?? 'none'} (reads as ${s.metadata.language.detected ?? '?'}), tagged ${s.metadata.tagged}`,
    `  key sections: ${s.keySections.map((k) => `${k.id} p${k.firstPage ?? '-'}${k.headingPage ? '' : ' (no heading)'}`).join(', ')}`,
    ...s.findings.map((f) => `  - [${f.severity}] ${f.message}`),
  ];
  return lines.join('\n');
}

describe.skipIf(!hasCorpus)(`analysis over the financial corpus (${dir})`, () => {
  const docs = new Map<string, ExtractedDocument>();
  const general = new Map<string, DocumentAnalysis>();

  beforeAll(async () => {
    for (const file of files) {
      const doc = await extractDocument(new Uint8Array(readFileSync(path.join(dir, file))), {
        fileType: 'pdf',
      });
      docs.set(file, doc);
    }
  }, 120_000);

  it('has the corpus documents', () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
    expect(FACTSHEETS).toHaveLength(8);
  });

  it.each(files)('analyses %s without error, as every document type', (file) => {
    const doc = docs.get(file)!;
    for (const documentType of ['investor-communications', 'aov-report', 'sdr-report']) {
      const result = analyzeDocument(doc, { documentType });
      expect(result.structure.pageCount).toBe(doc.pageCount);
      expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
      for (const f of result.findings) {
        expect(f.suggestion.length).toBeGreaterThan(0);
        if (f.page !== undefined) expect(f.page).toBeGreaterThanOrEqual(1);
        if (f.page !== undefined) expect(f.page).toBeLessThanOrEqual(doc.pageCount);
        if (f.quote !== undefined) expect(f.quote.length).toBeLessThanOrEqual(240);
      }
      if (documentType === 'aov-report') expect(result.aov!.considerations).toHaveLength(7);
      if (documentType === 'sdr-report') expect(result.sdr).toBeDefined();
      if (documentType === 'investor-communications') general.set(file, result);
    }
    console.log(describeResult(file, general.get(file)!));
  });

  describe('KIIDs and factsheets', () => {
    it.each([...KIIDS, ...FACTSHEETS])('%s gets a plausible reading age and structure', (file) => {
      const result = general.get(file) ?? analyzeDocument(docs.get(file)!);
      const { readability, structure } = result;
      // dense regulated prose: well above the GOV.UK target of 9, below graduate level
      expect(readability.target.ukReadingAge).toBeGreaterThan(11);
      expect(readability.target.ukReadingAge).toBeLessThan(19);
      expect(readability.target.meetsTarget).toBe(false);
      // these documents are set small: 7.5 to 9 pt body text
      expect(structure.fonts.predominantBodyPt).toBeGreaterThanOrEqual(7.5);
      expect(structure.fonts.predominantBodyPt).toBeLessThanOrEqual(9);
      expect(structure.headingCount).toBeGreaterThanOrEqual(5);
      for (const id of ['risks', 'charges', 'performance'] as const) {
        const key = structure.keySections.find((k) => k.id === id)!;
        expect(key.found).toBe(true);
        expect(key.firstPage).toBeLessThanOrEqual(2);
      }
      expect(result.aov).toBeUndefined();
    });

    it('reports the Fidelity KIID as untagged and untitled, and the L&G KIID as tagged and titled', () => {
      const fidelity = general.get('beanstalk_Fidelity-Index-World-KIID.pdf')!.structure;
      const lg = general.get('beanstalk_LG-Cash-Trust-KIID.pdf')!.structure;
      expect(fidelity.findings.map((f) => f.id)).toEqual(
        expect.arrayContaining([
          'structure.not-tagged',
          'structure.no-title',
          'structure.no-language',
          'structure.body-text-small',
        ]),
      );
      expect(lg.metadata).toMatchObject({ tagged: true, title: { present: true } });
      expect(lg.findings.map((f) => f.id)).not.toContain('structure.not-tagged');
      // the chart note under past performance is set at 6 pt
      expect(lg.fonts.smallestBody).toMatchObject({ pt: 6, page: 2 });
    });

    it('flags the sustainability names of the factsheets under ESG 4.3, and leaves the others alone', () => {
      const sdrIds = (fragment: string) => {
        const file = FACTSHEETS.find((f) => f.includes(fragment))!;
        return general.get(file)!.sdr?.findings.map((f) => f.id) ?? [];
      };
      expect(sdrIds('Sustainable-Property')).toContain('sdr.restricted-term-in-name');
      expect(sdrIds('CT-Responsible')).toContain('sdr.term-in-name');
      expect(sdrIds('Ethical-UK')).toContain('sdr.term-in-name');
      expect(sdrIds('Artemis-Income')).toEqual([]);
      expect(sdrIds('Cash-Trust')).toEqual([]);
    });
  });

  it('reads the language of the text: French for Fourpoints, English despite fr-FR for the SCOR translation', () => {
    const fourpoints = general.get('Fourpoints-Valeur-Intrinseque_rapport-annuel_2020_FR.pdf')!.structure;
    expect(fourpoints.metadata.language).toMatchObject({ present: false, detected: 'fr' });
    const scor = general.get('SCOR-Sustainable-Euro-High-Yield_annual-report_2020.pdf')!.structure;
    expect(scor.findings.map((f) => f.id)).toContain('structure.language-mismatch');
  });
});
