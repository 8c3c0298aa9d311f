import { describe, expect, it } from 'vitest';
import { analyzeReadability, READABILITY_ENGINE_VERSION, type TextMetrics } from './analyze-readability.ts';
import { fleschKincaidGrade, scoresFromCounts } from './formulas.ts';
import { countText } from './text-counts.ts';

const EASY = 'The cat sat on the mat. The dog ran to the park. We like to play.';
const HARD =
  'The authorised corporate director calculates the ongoing charges figure, which incorporates the annual management charge, administrative expenditure and depositary remuneration, consistently with regulatory requirements applicable to undertakings for collective investment in transferable securities.';

function expectAllZero(metrics: TextMetrics): void {
  for (const value of Object.values(metrics.counts)) expect(value).toBe(0);
  for (const value of Object.values(metrics.scores)) expect(value).toBe(0);
  expect(metrics.ukReadingAge).toBe(0);
  expect(metrics.wordsPerSentence).toBe(0);
  expect(metrics.syllablesPerWord).toBe(0);
  expect(metrics.percentDifficultWords).toBe(0);
}

describe(analyzeReadability.name, () => {
  it('returns zeros, not NaN, for empty input', () => {
    for (const input of [
      '',
      '   \n\n ',
      { sections: [] },
      {},
      { sections: [{ paragraphs: [] }] },
      { sections: [{ paragraphs: ['', '  '] }] },
    ]) {
      const result = analyzeReadability(input);
      expectAllZero(result.document);
      expect(JSON.stringify(result)).not.toMatch(/NaN|null,"scores"/);
      expect(result.sentenceLengths).toMatchObject({
        sentences: 0,
        mean: 0,
        median: 0,
        p90: 0,
        max: 0,
        longSentences: 0,
      });
      expect(result.longestSentences).toEqual([]);
      expect(result.passiveVoice).toEqual([]);
      expect(result.undefinedAcronyms).toEqual([]);
      expect(result.jargon).toEqual([]);
      expect(result.target).toMatchObject({
        targetReadingAge: 9,
        ukReadingAge: 0,
        yearsOverTarget: 0,
        paragraphs: 0,
      });
    }
  });

  it('gives a heading without content no paragraph metrics and zero section metrics', () => {
    const result = analyzeReadability({
      sections: [
        { heading: 'Risk and reward profile', paragraphs: [] },
        { heading: 'Charges', paragraphs: ['', EASY] },
        { heading: 'Past performance', paragraphs: ['   '] },
      ],
    });
    expect(result.sections.map((s) => [s.heading, s.paragraphs.length])).toEqual([
      ['Risk and reward profile', 0],
      ['Charges', 1],
      ['Past performance', 0],
    ]);
    expectAllZero(result.sections[0]!.metrics);
    expectAllZero(result.sections[2]!.metrics);
    // headings are labels: they add no words or sentences
    expect(result.document.counts).toEqual(countText(EASY));
    // the paragraph keeps its index in the input
    expect(result.sections[1]!.paragraphs[0]).toMatchObject({ sectionIndex: 1, paragraphIndex: 1 });
  });

  it('scores the document, each section and each paragraph from their own counts', () => {
    const result = analyzeReadability({
      sections: [{ heading: 'A', paragraphs: [EASY, HARD] }, { paragraphs: [EASY] }],
    });
    const [easy, hard] = result.sections[0]!.paragraphs;
    expect(easy!.metrics.counts).toEqual(countText(EASY));
    expect(hard!.metrics.counts).toEqual(countText(HARD));
    expect(easy!.metrics.scores).toEqual(scoresFromCounts(countText(EASY)));
    expect(result.sections[0]!.metrics.counts.words).toBe(
      easy!.metrics.counts.words + hard!.metrics.counts.words,
    );
    expect(result.document.counts.words).toBe(2 * countText(EASY).words + countText(HARD).words);
    // document scores come from summed counts, not an average of paragraph scores
    expect(result.document.scores).toEqual(scoresFromCounts(result.document.counts));
    expect(hard!.metrics.scores.fleschKincaidGrade).toBeGreaterThan(
      easy!.metrics.scores.fleschKincaidGrade + 10,
    );
    expect(hard!.metrics.scores.fleschReadingEase).toBeLessThan(easy!.metrics.scores.fleschReadingEase);
    expect(hard!.excerpt.length).toBeLessThanOrEqual(81);
    expect(hard!.excerpt.endsWith('…')).toBe(true);
  });

  it('reports the UK reading age as Flesch-Kincaid grade + 5 against the GOV.UK target of 9', () => {
    const result = analyzeReadability({ sections: [{ paragraphs: [EASY, HARD] }] });
    expect(result.document.ukReadingAge).toBeCloseTo(fleschKincaidGrade(result.document.counts) + 5, 10);
    const [easy, hard] = result.sections[0]!.paragraphs;
    expect(easy!.meetsTarget).toBe(true);
    expect(hard!.meetsTarget).toBe(false);
    expect(result.target).toMatchObject({
      targetReadingAge: 9,
      meetsTarget: false,
      paragraphs: 2,
      paragraphsOverTarget: 1,
    });
    expect(result.target.yearsOverTarget).toBeCloseTo(result.document.ukReadingAge - 9, 10);
    expect(analyzeReadability(EASY).target).toMatchObject({ meetsTarget: true, yearsOverTarget: 0 });
    expect(analyzeReadability(HARD, { targetReadingAge: 60 }).target.meetsTarget).toBe(true);
  });

  it('splits a string into paragraphs at blank lines, in one section without a heading', () => {
    const result = analyzeReadability(`${EASY}\n\n${HARD}\n\n\n`);
    expect(result.sections).toHaveLength(1);
    expect(result.sections[0]!.heading).toBeNull();
    expect(result.sections[0]!.paragraphs.map((p) => p.paragraphIndex)).toEqual([0, 1]);
  });

  it('builds the sentence-length distribution and lists the longest sentences', () => {
    const long = `Word ${'word '.repeat(28)}end.`; // 30 words
    const medium = `Word ${'word '.repeat(16)}end.`; // 18 words
    const result = analyzeReadability(`Short one. ${medium} ${long} Two words.`, { longestSentenceCount: 2 });
    const buckets = Object.fromEntries(result.sentenceLengths.buckets.map((b) => [b.label, b.count]));
    expect(buckets).toEqual({
      '1-10': 2,
      '11-15': 0,
      '16-20': 1,
      '21-25': 0,
      '26-30': 1,
      '31-40': 0,
      '41+': 0,
    });
    expect(result.sentenceLengths).toMatchObject({
      sentences: 4,
      max: 30,
      median: 10,
      longSentenceWords: 25,
      longSentences: 1,
    });
    expect(result.sentenceLengths.mean).toBeCloseTo(13, 10);
    expect(result.longestSentences.map((s) => s.words)).toEqual([30, 18]);
    const [first] = result.longestSentences;
    const paragraph = `Short one. ${medium} ${long} Two words.`;
    expect(paragraph.slice(first!.start, first!.end)).toBe(long);
  });

  it('keeps document order among sentences of equal length', () => {
    const result = analyzeReadability('One two three. Four five six. Seven.', { longestSentenceCount: 2 });
    expect(result.longestSentences.map((s) => s.text)).toEqual(['One two three.', 'Four five six.']);
  });

  it('reports passive voice with locations in the paragraph', () => {
    const paragraph = 'We invest your money. Fees are deducted by the manager. You can sell at any time.';
    const result = analyzeReadability({ sections: [{ paragraphs: ['Intro.', paragraph] }] });
    expect(result.passiveVoice).toHaveLength(1);
    const [finding] = result.passiveVoice;
    expect(finding).toMatchObject({
      sectionIndex: 0,
      paragraphIndex: 1,
      phrase: 'are deducted',
      agent: 'by the manager',
    });
    expect(paragraph.slice(finding!.start, finding!.end)).toBe('are deducted');
    expect(finding!.sentence).toBe('Fees are deducted by the manager.');
  });

  it('is deterministic', () => {
    const input = { sections: [{ heading: 'Charges', paragraphs: [EASY, HARD, 'The OCF is 0.2%.'] }] };
    expect(JSON.stringify(analyzeReadability(input))).toBe(JSON.stringify(analyzeReadability(input)));
    expect(analyzeReadability(input).engineVersion).toBe(READABILITY_ENGINE_VERSION);
  });

  it('does not change its input', () => {
    const input = { sections: [{ heading: ' Charges ', paragraphs: [EASY] }] };
    const copy = structuredClone(input);
    analyzeReadability(input);
    expect(input).toEqual(copy);
  });

  it('handles text with no sentence punctuation and unusual characters', () => {
    const result = analyzeReadability('café naïve résumé 😀 fund');
    expect(result.document.counts.sentences).toBe(1);
    expect(result.document.counts.words).toBe(4);
    for (const value of Object.values(result.document.scores)) expect(Number.isFinite(value)).toBe(true);
  });

  it('counts bullets as sentences so that lists do not make one giant sentence', () => {
    const result = analyzeReadability(
      'The fund can invest in:\n• shares in UK companies\n• bonds issued by governments\n• cash',
    );
    expect(result.document.counts.sentences).toBe(4);
    expect(result.sentenceLengths.max).toBe(5);
  });
});
