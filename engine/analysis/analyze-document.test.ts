import { describe, expect, it } from 'vitest';
import { analyzeReadability } from '../readability/index.ts';
import { isProse } from '../measures/index.ts';
import { analyzeDocument, ENGINE_VERSION, toReadabilitySections } from './analyze-document.ts';
import { buildDocument, heading, list, paragraph, table } from './testing/build-document.ts';
import { readFileSync } from 'node:fs';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from '../rules/index.ts';

/** The rule packs Clarion ships, read from disk as the server reads them at start-up. */
function shippedRulePacks() {
  return loadRulePacks(
    PACK_FILES.map((file) => ({
      fileName: `${PACKS_DIRECTORY}/${file}`,
      text: readFileSync(new URL(`../../${PACKS_DIRECTORY}/${file}`, import.meta.url), 'utf8'),
    })),
  );
}

const rulePacks = shippedRulePacks();

const KIID_LIKE = buildDocument(
  [
    [
      heading('Key Investor Information', 1),
      heading('Objectives and investment policy', 2),
      paragraph(
        'The fund aims to grow your money over at least five years. It invests in the shares of UK companies.',
      ),
      heading('Risk and reward profile', 2),
      list([
        'The value of your investment can go down as well as up.',
        'You may get back less than you invested.',
      ]),
    ],
    [
      heading('Charges', 2),
      paragraph('The ongoing charges figure (OCF) is 0.85% a year. It pays for running the fund.'),
      table([
        ['Entry charge', 'None'],
        ['Ongoing charge', '0.85%'],
      ]),
      heading('Past performance', 2),
      paragraph('Past performance is not a guide to future returns.'),
      heading('Practical information', 2),
      paragraph('Call us on 0800 123 4567 or write to us for more information.'),
    ],
  ],
  { metadata: { title: 'Key Investor Information', language: 'en-GB', isTagged: false } },
);

describe(analyzeDocument.name, () => {
  it('runs readability and structure for a general document, without AoV or SDR', () => {
    const result = analyzeDocument(KIID_LIKE, { documentType: 'investor-communications' });
    expect(result).toMatchObject({
      engineVersion: ENGINE_VERSION,
      kind: 'general',
      documentType: 'investor-communications',
    });
    expect(result.aov).toBeUndefined();
    expect(result.sdr).toBeUndefined();
    expect(result.readability.document.counts.words).toBeGreaterThan(50);
    expect(result.structure.pageCount).toBe(2);
    // under 80 words of prose: no reading age, here as on every other screen (engine/measures)
    expect(result.summary[0]).toBe('Too little running text to measure a reading age.');
    expect(result.measures).toMatchObject({ readingAge: null, meetsTarget: null });
    expect(result.summary[1]).toBe(
      '2 pages, 6 headings, 1 table, 0 images, body text 11 pt, PDF not tagged.',
    );
  });

  it('scores readability over the sections made from the headings, paragraphs and list items', () => {
    const result = analyzeDocument(KIID_LIKE);
    // the prose the check and the personas measure too: fragments of under four words are not sentences
    const sections = toReadabilitySections(KIID_LIKE).map((section) => ({
      ...section,
      paragraphs: section.paragraphs.filter(isProse),
    }));
    const direct = analyzeReadability({ sections }, { targetReadingAge: result.measures!.target });
    expect(result.readability).toEqual(direct);
    expect(result.readability.sections.map((s) => s.heading)).toEqual([
      'Key Investor Information',
      'Objectives and investment policy',
      'Risk and reward profile',
      'Charges',
      'Past performance',
      'Practical information',
    ]);
  });

  it('adds the AoV grid for AoV reports', () => {
    for (const documentType of ['aov-report', 'assessment-of-value']) {
      const result = analyzeDocument(KIID_LIKE, { documentType });
      expect(result.kind).toBe('aov');
      expect(result.aov!.considerations).toHaveLength(7);
      // the grid's own count (engine/measures aovCoverage), not a second one
      expect(result.summary.some((s) => s.includes('of 7 COLL 6.6.21R considerations assessed'))).toBe(true);
      expect(result.findings.some((f) => f.source === 'aov' && f.citation?.startsWith('COLL 6.6.21R'))).toBe(
        true,
      );
    }
  });

  it('adds the SDR checks for SDR reports, with the consumer-facing disclosure contents', () => {
    const result = analyzeDocument(KIID_LIKE, { documentType: 'sdr-report' });
    expect(result.kind).toBe('sdr');
    expect(result.sdr).toBeDefined();
    expect(result.findings.find((f) => f.id === 'sdr.disclosure-missing.label-or-statement')).toMatchObject({
      source: 'sdr',
      citation: 'ESG 5',
    });
  });

  it('adds the SDR checks for sustainability material of any type', () => {
    const green = buildDocument([
      [
        heading('Example Sustainable Future Fund', 1),
        paragraph('Our eco-friendly fund invests in a greener future.'),
      ],
    ]);
    const result = analyzeDocument(green, { documentType: 'financial-promotion', rulePacks });
    expect(result.kind).toBe('general');
    expect(
      result.sdr!.names.find((n) => n.name === 'Example Sustainable Future Fund')!.restrictedTerms,
    ).toEqual(['sustainable']);
    expect(result.findings.map((f) => f.id)).toEqual(
      expect.arrayContaining([
        'sdr.restricted-term-in-name',
        'sdr.vague-claim.ESG4.3.1R-absolute-environmental-claims',
      ]),
    );
  });

  it('merges the findings of every source, most severe first, each with a suggestion', () => {
    const result = analyzeDocument(KIID_LIKE, { documentType: 'aov-report' });
    const sources = new Set(result.findings.map((f) => f.source));
    expect(sources).toEqual(new Set(['structure', 'readability', 'aov']));
    const order = { high: 0, medium: 1, low: 2, info: 3 };
    for (let i = 1; i < result.findings.length; i++) {
      expect(order[result.findings[i - 1]!.severity]).toBeLessThanOrEqual(
        order[result.findings[i]!.severity],
      );
    }
    for (const f of result.findings) {
      expect(f.id).toMatch(/^(structure|readability|aov|sdr)\./);
      expect(f.suggestion.length).toBeGreaterThan(10);
      if (f.quote !== undefined) expect(f.quote.length).toBeLessThanOrEqual(240);
    }
    expect(result.findings.find((f) => f.id === 'structure.not-tagged')).toMatchObject({
      source: 'structure',
      severity: 'high',
    });
  });

  it('gives readability findings the page of their example', () => {
    const hard =
      'The authorised corporate director calculates the ongoing charges figure, which incorporates the annual management charge, administrative expenditure and depositary remuneration, consistently with regulatory requirements applicable to undertakings for collective investment.';
    const doc = buildDocument([
      [heading('Intro', 1), paragraph('We keep it short.')],
      // enough prose (80 words) to measure a reading age
      [heading('Charges', 2), paragraph(hard), paragraph(hard), paragraph(hard)],
    ]);
    const result = analyzeDocument(doc);
    expect(result.findings.find((f) => f.id === 'readability.reading-age')).toMatchObject({
      page: 2,
      citation: 'PRIN 2A.5',
    });
    expect(result.findings.find((f) => f.id === 'readability.long-sentences')).toMatchObject({ page: 2 });
  });

  it('is deterministic and JSON-safe', () => {
    const first = analyzeDocument(KIID_LIKE, { documentType: 'aov-report' });
    const again = analyzeDocument(KIID_LIKE, { documentType: 'aov-report' });
    expect(again).toEqual(first);
    expect(JSON.parse(JSON.stringify(first))).toEqual(first);
    expect(JSON.stringify(first)).not.toMatch(/NaN|Infinity/);
  });

  it('copes with a document without text or geometry', () => {
    const empty = buildDocument([[]], { method: 'docx', noGeometry: true, metadata: {} });
    const result = analyzeDocument(empty, { documentType: 'aov-report' });
    expect(result.summary[0]).toBe('Too little running text to measure a reading age.');
    expect(result.aov!.overall.coveredCount).toBe(0);
    expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
  });
});
