// Whether a document looks like an Assessment of Value report (issue 30, item 7a). The corpus holds no UK AoV
// report (MANIFEST.md), so the reports that are AoV reports are written here in the manner of published ones
// (one with the regulation's headings, one in plain language); every real document of the corpus (annual
// reports, factsheets, KIIDs, a KID, platform documents) is not one. Without the corpus those tests skip
// locally but fail on CI.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDocument, heading, paragraph } from '../analysis/testing/build-document.ts';
import { extractDocument } from '../extraction/extract.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { AOV_REPORT_THRESHOLD, scoreAovReport, type AovReportScore } from './aov-report-score.ts';
import { PASSAGES } from './testing/unheaded-passages.ts';

const REGULATORY = buildDocument([
  [
    heading('Example Growth Fund: Assessment of Value report for the year ended 31 March 2025', 1),
    paragraph('As COLL 6.6.20R requires, the board assessed whether the fund provides value to investors.'),
    heading('Quality of service', 2),
    paragraph(
      'We answered 96% of calls within 30 seconds and resolved 98% of complaints within eight weeks.',
    ),
    heading('Performance', 2),
    paragraph('The fund returned 4.8% a year over five years after charges, against 5.1% for its benchmark.'),
    heading('Economies of scale', 2),
    paragraph('A tiered charge passes savings on to investors as the fund grows.'),
    heading('Comparable market rates', 2),
    paragraph('The ongoing charge of 0.85% is below the sector median of 0.92%.'),
  ],
]);

/** A report in its own words: no regulatory headings, the title in the text only. */
const PLAIN = buildDocument([
  [
    heading('How we looked at value for your fund', 1),
    paragraph(
      'Each year we publish an assessment of value for every fund we run. Overall, we believe the fund delivered good value.',
    ),
    ...PASSAGES.filter((p) => !p.heldOut).flatMap((p) => [
      heading(p.heading, 2),
      ...p.paragraphs.map((text) => paragraph(text)),
    ]),
  ],
]);

describe(scoreAovReport.name, () => {
  it('reads a report with the regulation’s headings as an AoV report, with its signs', () => {
    const result = scoreAovReport(REGULATORY);
    expect(result.isAovReport).toBe(true);
    expect(result.score).toBe(1);
    expect(result.signals).toContain('an "Assessment of Value" heading');
    expect(result.signals).toContain('COLL 6.6.20R/6.6.21R cited');
  });

  it('reads a plain-language report, titled in its text only, as an AoV report', () => {
    const result = scoreAovReport(PLAIN);
    expect(result.score).toBeGreaterThanOrEqual(AOV_REPORT_THRESHOLD);
  });

  it('does not read a document with only "Performance" and "Charges" headings as one', () => {
    const doc = buildDocument([
      [
        heading('Annual report', 1),
        heading('Performance', 2),
        paragraph('The fund returned 6% over the year.'),
        heading('Charges', 2),
        paragraph('The ongoing charge is 0.8%.'),
      ],
    ]);
    expect(scoreAovReport(doc).isAovReport).toBe(false);
  });
});

const corpusDir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(
  existsSync(corpusDir),
  `The shared financial corpus (${corpusDir})`,
  CORPUS_INSTALL,
);

describe.skipIf(!hasCorpus)(`AoV report score over the financial corpus (${corpusDir})`, () => {
  const files = hasCorpus
    ? readdirSync(corpusDir)
        .filter((f) => f.toLowerCase().endsWith('.pdf'))
        .sort()
    : [];
  const scores = new Map<string, AovReportScore>();

  beforeAll(async () => {
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(path.join(corpusDir, file)));
      scores.set(file, scoreAovReport(await extractDocument(bytes, { fileType: 'pdf' })));
    }
    console.log(
      files
        .map(
          (f) =>
            `${f.slice(0, 60).padEnd(60)} ${scores.get(f)!.score.toFixed(2)}  ${scores.get(f)!.signals.join('; ')}`,
        )
        .join('\n'),
    );
  }, 300_000);

  it('reads none of the corpus documents (annual reports, factsheets, KIIDs, KID, platform documents) as an AoV report', () => {
    expect(files.length).toBeGreaterThanOrEqual(17);
    for (const file of files) expect(scores.get(file)!.isAovReport, file).toBe(false);
  });

  it('reads the French fund’s annual reports well below the threshold', () => {
    for (const file of files.filter((f) => /SCOR|Fourpoints/.test(f)))
      expect(scores.get(file)!.score, file).toBeLessThan(AOV_REPORT_THRESHOLD - 0.1);
  });
});
