import { describe, expect, it } from 'vitest';
import type { Block } from '../document-model.ts';
import { buildDocument, heading, list, paragraph, table } from '../analysis/testing/build-document.ts';
import { analyzeStructure } from './analyze-structure.ts';

const BODY = 'The fund aims to grow your money over five years by investing in the shares of UK companies.';
const ids = (result: ReturnType<typeof analyzeStructure>) => result.findings.map((f) => f.id);
const finding = (result: ReturnType<typeof analyzeStructure>, id: string) =>
  result.findings.find((f) => f.id === id);

describe('heading outline', () => {
  it('lists headings with their levels and pages', () => {
    const result = analyzeStructure(
      buildDocument([
        [heading('Report', 1), paragraph(BODY), heading('Charges', 2), paragraph(BODY)],
        [heading('Risks', 2), paragraph(BODY)],
      ]),
    );
    expect(result.outline.map((o) => [o.level, o.text, o.page, o.empty])).toEqual([
      [1, 'Report', 1, false],
      [2, 'Charges', 1, false],
      [2, 'Risks', 2, false],
    ]);
    expect(result.headingCount).toBe(3);
    expect(result.skippedLevels).toEqual([]);
    expect(ids(result)).not.toContain('structure.heading-level-skipped');
  });

  it('reports a skipped level (H1 → H3) once, with the heading and page', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          heading('Report', 1),
          paragraph(BODY),
          heading('Detail', 3),
          paragraph(BODY),
          heading('More', 3),
          paragraph(BODY),
        ],
      ]),
    );
    expect(result.skippedLevels).toEqual([{ from: 1, to: 3, page: 1, heading: 'Detail' }]);
    expect(finding(result, 'structure.heading-level-skipped')).toMatchObject({
      severity: 'low',
      message: 'Heading level skipped (H1 → H3) on page 1',
      page: 1,
      quote: 'Detail',
    });
  });

  it('does not count going back up the levels (H3 → H1) as a skip', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          heading('A', 1),
          paragraph(BODY),
          heading('B', 2),
          heading('C', 3),
          paragraph(BODY),
          heading('D', 1),
          paragraph(BODY),
        ],
      ]),
    );
    expect(result.skippedLevels).toEqual([]);
  });

  it('finds a heading with no content before the next heading of the same level', () => {
    const result = analyzeStructure(
      buildDocument([[heading('Charges', 2), heading('Risks', 2), paragraph(BODY), heading('Contact', 2)]]),
    );
    expect(result.emptySections.map((e) => e.text)).toEqual(['Charges', 'Contact']);
    expect(finding(result, 'structure.empty-section')).toMatchObject({
      message: 'Heading without content: "Charges" on page 1, and 1 more',
      page: 1,
    });
  });

  it('does not call a heading empty when its content sits under a subheading', () => {
    const result = analyzeStructure(
      buildDocument([[heading('Part 1', 1), heading('Overview', 2), paragraph(BODY)]]),
    );
    expect(result.emptySections).toEqual([]);
  });

  it('finds content below a heading in the same column when two headings sit side by side', () => {
    const doc = buildDocument([[]]);
    const left: Block = { ...heading('Risk profile', 2), bbox: [40, 100, 200, 112] };
    const right: Block = { ...heading('Using this factsheet', 2), bbox: [320, 100, 500, 112] };
    const leftText: Block = { ...paragraph(BODY), bbox: [40, 120, 280, 180] };
    const rightText: Block = { ...paragraph(BODY), bbox: [320, 120, 560, 180] };
    doc.pages[0]!.blocks = [left, right, leftText, rightText];
    expect(analyzeStructure(doc).emptySections).toEqual([]);
  });

  it('treats a line set directly under a title as its subtitle, not an empty section or a skip', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          heading('Example Fund', 1),
          heading('a sub-fund of Example Funds ICVC', 4),
          heading('Objective', 2),
          paragraph(BODY),
        ],
      ]),
    );
    expect(result.outline[1]).toMatchObject({ subtitle: true, empty: false });
    expect(result.emptySections).toEqual([]);
    expect(result.skippedLevels).toEqual([]);
  });

  it('leaves running headers and page numbers out of the outline', () => {
    const pages = [1, 2, 3].map((n) => [heading(`Section ${n}`, 2), paragraph(BODY)]);
    const doc = buildDocument(pages);
    doc.pages.forEach((page, i) => {
      page.blocks.unshift({ ...heading('Example Fund factsheet', 3), bbox: [40, 20, 300, 32] });
      page.blocks.push({ ...paragraph(`${i + 1} of 3`), bbox: [500, 810, 540, 820] });
    });
    const result = analyzeStructure(doc);
    expect(result.outline.map((o) => o.text)).toEqual(['Section 1', 'Section 2', 'Section 3']);
  });

  it('reports a document of several pages without headings', () => {
    const long = Array.from({ length: 30 }, () => BODY).join(' ');
    const result = analyzeStructure(buildDocument([[paragraph(long)], [paragraph(long)]]));
    expect(finding(result, 'structure.no-headings')).toMatchObject({ severity: 'medium' });
  });
});

describe('key sections', () => {
  it('finds each key section by heading, with the page of its first mention', () => {
    const result = analyzeStructure(
      buildDocument([
        [heading('Objectives and investment policy', 2), paragraph('The fund aims to grow your money.')],
        [
          heading('Risk and reward profile', 2),
          paragraph('Your capital is at risk.'),
          heading('Charges', 2),
          paragraph('The ongoing charge is 0.85%.'),
        ],
        [
          heading('Past performance', 2),
          paragraph(BODY),
          heading('Practical information', 2),
          paragraph('Call us on 0800 123 4567.'),
        ],
      ]),
    );
    expect(result.keySections.map((k) => [k.id, k.found, k.firstPage, k.headingPage])).toEqual([
      ['objective', true, 1, 1],
      ['risks', true, 2, 2],
      ['charges', true, 2, 2],
      ['performance', true, 3, 3],
      ['contact', true, 3, 3],
    ]);
    expect(ids(result).filter((id) => id.startsWith('structure.key-info'))).toEqual([]);
  });

  it('reports key information that first appears late in the document', () => {
    const pages = Array.from({ length: 8 }, (_, i) => [heading(`Part ${i + 1}`, 2), paragraph(BODY)]);
    pages[6]!.push(heading('Charges', 2), paragraph('You pay an ongoing charge of 0.85% a year.'));
    pages[0]!.push(paragraph('Your capital is at risk.'));
    const result = analyzeStructure(buildDocument(pages));
    expect(finding(result, 'structure.key-info-late.charges')).toMatchObject({
      severity: 'medium',
      message: 'Key information (charges) first appears on page 7 of 8',
      page: 7,
    });
    expect(finding(result, 'structure.key-info-late.risks')).toBeUndefined();
  });

  it('reports charges mentioned in the text that no heading points to', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          heading('About', 2),
          paragraph('The fee is charged daily.'),
          heading('Risks', 2),
          paragraph(BODY),
          heading('Contact', 2),
          paragraph(BODY),
        ],
      ]),
    );
    expect(finding(result, 'structure.key-info-no-heading.charges')).toMatchObject({
      severity: 'low',
      page: 1,
    });
  });

  it('counts a label set in capitals inside a block as a heading for findability', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          heading('About', 2),
          paragraph('CHARGES Investment management charge 0.80%'),
          heading('Risks', 2),
          heading('Contact', 2),
        ],
      ]),
    );
    expect(result.keySections.find((k) => k.id === 'charges')).toMatchObject({
      headingPage: 1,
      heading: 'CHARGES',
    });
  });

  it('does not take "costs" in another sense for charges, nor "performance fee" for performance', () => {
    const result = analyzeStructure(
      buildDocument([
        [paragraph('Parents worry about the costs of university. There is no performance fee on this plan.')],
      ]),
    );
    expect(result.keySections.find((k) => k.id === 'performance')!.found).toBe(false);
    expect(result.keySections.find((k) => k.id === 'charges')!.quote).toContain('performance fee');
  });
});

describe('pages', () => {
  it('counts words, headings, tables and images per page and measures text density', () => {
    const doc = buildDocument(
      [
        [
          heading('Charges', 2),
          paragraph('One two three four five.'),
          table([
            ['a', 'b'],
            ['c', 'd'],
          ]),
        ],
        [paragraph('Six seven.')],
      ],
      { images: [2, 0] },
    );
    const result = analyzeStructure(doc);
    expect(result.pages.map((p) => [p.page, p.words, p.headings, p.tables, p.images])).toEqual([
      [1, 10, 1, 1, 2],
      [2, 2, 0, 0, 0],
    ]);
    expect(result.pages[0]!.textCoverage).toBeGreaterThan(0);
    expect(result.pages[0]!.textCoverage).toBeLessThan(0.2);
    expect(result.totals).toEqual({ words: 12, tables: 1, images: 2, headings: 1 });
  });

  it('reports dense pages', () => {
    const dense = Array.from({ length: 60 }, () => BODY).join(' ');
    const result = analyzeStructure(
      buildDocument([[heading('Terms', 1), paragraph(dense)], [paragraph(BODY)]]),
    );
    expect(result.pages[0]!.wordsPerA4).toBeGreaterThan(750);
    expect(finding(result, 'structure.dense-pages')).toMatchObject({ page: 1, severity: 'low' });
  });

  it('has no geometry metrics for sources without geometry', () => {
    const result = analyzeStructure(buildDocument([[paragraph(BODY)]], { noGeometry: true, method: 'docx' }));
    expect(result.pages[0]).toMatchObject({ textCoverage: null, wordsPerA4: null, smallestTextPt: null });
  });
});

describe('font sizes', () => {
  it('finds the predominant body size and no small text when everything is 11 pt', () => {
    const result = analyzeStructure(
      buildDocument([[heading('Risks', 2), paragraph(BODY), list([BODY, BODY])]]),
    );
    expect(result.fonts).toMatchObject({ hasSizes: true, predominantBodyPt: 11, pagesBelowMinimum: [] });
    expect(result.fonts.smallestBody!.pt).toBe(11);
    expect(ids(result).filter((id) => id.includes('text'))).toEqual([]);
  });

  it('reports body text below 9 pt with its page and the passage', () => {
    const result = analyzeStructure(
      buildDocument([
        [paragraph(BODY), paragraph(BODY)],
        [paragraph(BODY)],
        [paragraph('Important information: this small print matters a great deal.', { size: 6 })],
      ]),
    );
    expect(result.fonts.smallestBody).toMatchObject({ pt: 6, page: 3 });
    expect(finding(result, 'structure.small-text')).toMatchObject({
      severity: 'high',
      message: 'Body text below 9 pt on page 3 (6 pt)',
      page: 3,
      quote: 'Important information: this small print matters a great deal.',
    });
  });

  it('reports body text that is small throughout', () => {
    const result = analyzeStructure(
      buildDocument([[paragraph(BODY, { size: 8 }), paragraph(BODY, { size: 8 })]]),
    );
    expect(finding(result, 'structure.body-text-small')).toMatchObject({
      message: 'Most body text is set at 8 pt, below 9 pt',
      page: 1,
    });
    expect(finding(result, 'structure.small-text')).toBeUndefined();
  });

  it('ignores chart labels and figures when judging text size', () => {
    const result = analyzeStructure(
      buildDocument([
        [paragraph(BODY), paragraph('12.5 -3.2 4.4', { size: 5 }), paragraph('Lower risk', { size: 5 })],
      ]),
    );
    expect(result.fonts.smallestBody!.pt).toBe(11);
  });

  it('reports risk warnings set smaller than the body text, citing COBS 4.5.2R', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          paragraph(BODY),
          paragraph(BODY),
          paragraph(
            'The value of your investment can go down as well as up and you may get back less than you invested.',
            { size: 8 },
          ),
        ],
      ]),
    );
    expect(result.fonts.riskText).toMatchObject({ pt: 8, differencePt: 3, page: 1 });
    expect(finding(result, 'structure.risk-text-smaller')).toMatchObject({
      message: 'Risk warnings set smaller than body text (8 pt against 11 pt)',
      citation: 'COBS 4.5.2R',
    });
  });

  it('measures the text of a risk section, and does not report risk text at body size', () => {
    const result = analyzeStructure(
      buildDocument([
        [
          paragraph(BODY),
          heading('Fund specific risks', 2),
          list(['Currency movements can change the value of overseas shares held by the fund.']),
        ],
      ]),
    );
    expect(result.fonts.riskText).toMatchObject({ pt: 11, differencePt: 0 });
    expect(finding(result, 'structure.risk-text-smaller')).toBeUndefined();
  });

  it('skips size checks for sources without font sizes', () => {
    const result = analyzeStructure(buildDocument([[paragraph(BODY)]], { noGeometry: true, method: 'docx' }));
    expect(result.fonts).toMatchObject({ hasSizes: false, predominantBodyPt: null });
  });
});

describe('metadata', () => {
  const text = [
    [heading('Key information', 1), paragraph(`${BODY} ${BODY} ${BODY} ${BODY} ${BODY} ${BODY}`)],
  ];

  it('passes a titled, English, tagged PDF', () => {
    const result = analyzeStructure(
      buildDocument(text, { metadata: { title: 'Key information', language: 'en-GB', isTagged: true } }),
    );
    expect(result.metadata).toEqual({
      title: { present: true, value: 'Key information' },
      language: { present: true, value: 'en-GB', detected: 'en', matchesText: true },
      tagged: true,
    });
    expect(ids(result).filter((id) => /title|language|tagged/.test(id))).toEqual([]);
  });

  it('reports no title, no language and an untagged PDF', () => {
    const result = analyzeStructure(buildDocument(text, { metadata: { isTagged: false } }));
    expect(finding(result, 'structure.no-title')).toMatchObject({
      message: 'No document title',
      severity: 'medium',
    });
    expect(finding(result, 'structure.no-language')!.suggestion).toContain('en-GB');
    expect(finding(result, 'structure.not-tagged')).toMatchObject({
      message: 'PDF is not tagged',
      severity: 'high',
    });
  });

  it('treats a file name as a placeholder title', () => {
    const result = analyzeStructure(
      buildDocument(text, {
        metadata: { title: 'Microsoft Word - KIID final v3.docx', language: 'en', isTagged: true },
      }),
    );
    expect(finding(result, 'structure.no-title')!.message).toContain('placeholder');
  });

  it('reports a language that does not match the text', () => {
    const result = analyzeStructure(
      buildDocument(text, { metadata: { title: 'T', language: 'fr-FR', isTagged: true } }),
    );
    expect(finding(result, 'structure.language-mismatch')!.message).toBe(
      'The document language is set to fr-FR but the text reads as en-GB',
    );
  });

  it('does not judge tags for Word documents', () => {
    const result = analyzeStructure(
      buildDocument(text, { method: 'docx', noGeometry: true, metadata: { title: 'T', language: 'en-GB' } }),
    );
    expect(result.metadata.tagged).toBeNull();
    expect(finding(result, 'structure.not-tagged')).toBeUndefined();
  });

  it('mentions images and tables an untagged PDF leaves without structure', () => {
    const result = analyzeStructure(
      buildDocument([[paragraph(BODY), table([['a', 'b']])]], { images: [3], metadata: { isTagged: false } }),
    );
    expect(finding(result, 'structure.not-tagged')!.message).toBe(
      'PDF is not tagged: 3 images without alternative text and 1 table without header structure',
    );
  });

  it('reports pages whose text came from OCR', () => {
    const result = analyzeStructure(buildDocument([[paragraph(BODY)], [paragraph(BODY)]], { ocrPages: [2] }));
    expect(finding(result, 'structure.scanned-pages')).toMatchObject({
      message: '1 page is a scanned image (text recovered by OCR)',
      page: 2,
    });
  });
});

describe(analyzeStructure.name, () => {
  it('gives every finding an id, a message and a suggestion, and is deterministic', () => {
    const doc = buildDocument(
      [[heading('A', 1), heading('C', 3), paragraph('Tiny words here for you.', { size: 6 })]],
      { metadata: {} },
    );
    const first = analyzeStructure(doc);
    expect(first.findings.length).toBeGreaterThan(2);
    for (const f of first.findings) {
      expect(f.id).toMatch(/^structure\.[a-z-.]+$/);
      expect(f.message.length).toBeGreaterThan(0);
      expect(f.suggestion.length).toBeGreaterThan(0);
    }
    expect(analyzeStructure(doc)).toEqual(first);
  });

  it('copes with an empty document', () => {
    const result = analyzeStructure(buildDocument([[]]));
    expect(result.outline).toEqual([]);
    expect(result.fonts.predominantBodyPt).toBeNull();
  });
});
