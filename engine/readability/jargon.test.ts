import { describe, expect, it } from 'vitest';
import { analyzeReadability } from './analyze-readability.ts';
import { GLOSSARY, type GlossaryEntry } from './data/glossary.ts';
import { createJargonMatcher } from './jargon.ts';
import { tokenizeWords } from './tokenize.ts';

const matcher = createJargonMatcher(GLOSSARY);
const ids = (text: string): string[] => matcher.find(text, tokenizeWords(text)).map((m) => m.entry.id);
const texts = (text: string): string[] => matcher.find(text, tokenizeWords(text)).map((m) => m.text);

describe('glossary data', () => {
  it('has at least 40 entries, each with a plain-English alternative and a definition', () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(40);
    for (const entry of GLOSSARY) {
      expect(entry.id).toMatch(/^[a-z0-9-]+$/);
      expect(entry.match.length).toBeGreaterThan(0);
      expect(entry.plainEnglish.length).toBeGreaterThan(0);
      expect(entry.definition.length).toBeGreaterThan(10);
    }
    expect(new Set(GLOSSARY.map((e) => e.id)).size).toBe(GLOSSARY.length);
  });

  it('covers the terms the issue names', () => {
    const covered = new Set(GLOSSARY.map((e) => e.id));
    for (const id of [
      'ocf',
      'amc',
      'ter',
      'basis-points',
      'accumulation-units',
      'income-units',
      'benchmark',
      'volatility',
      'nav',
      'yield',
      'dilution-levy',
      'acd',
      'afm',
      'ucits',
      'kiid',
      'kid',
      'srri',
      'sri',
      'ex-dividend',
      'distribution',
      'share-class',
      'equity',
      'gilt',
      'bond-duration',
      'hedging',
      'derivatives',
      'liquidity',
      'tracking-error',
      'active-share',
    ]) {
      expect(covered.has(id), id).toBe(true);
    }
  });
});

describe('jargon matching', () => {
  it('finds terms and phrases in any case, with plurals', () => {
    expect(ids('The Ongoing Charges Figure is low and the benchmarks rose.')).toEqual(['ocf', 'benchmark']);
    expect(ids('We buy gilts, equities and derivatives.')).toEqual(['gilt', 'equity', 'derivatives']);
    expect(ids('Fees fell by 25 basis points.')).toEqual(['basis-points']);
  });

  it('prefers the longest phrase', () => {
    expect(texts('The distribution yield is 4%.')).toEqual(['distribution yield']);
    expect(ids('The distribution yield is 4%.')).toEqual(['yield']);
    expect(texts('It holds high yield bonds and a high yield.')).toEqual(['high yield bonds', 'high yield']);
  });

  it('treats hyphens and spaces alike', () => {
    expect(ids('Units go ex-dividend on 1 May.')).toEqual(['ex-dividend']);
    expect(ids('Units go ex dividend on 1 May.')).toEqual(['ex-dividend']);
  });

  it('matches acronyms only in capitals, with plurals and possessives', () => {
    expect(ids('Compare the OCFs. The NAV’s fall hurt.')).toEqual(['ocf', 'nav']);
    expect(ids('My kid has a sri lanka stamp.')).toEqual([]);
    expect(ids('Read the KID.')).toEqual(['kid']);
  });

  it('never matches inside another word', () => {
    expect(ids('Inequity is unfair.')).toEqual([]);
    expect(ids('The navigator gave guidance.')).toEqual([]);
    expect(ids('Shareholders gilded the benchmarking report.')).toEqual([]);
    expect(ids('The crops yielded well.')).toEqual([]);
    expect(ids('BP shares rose.')).toEqual([]);
  });

  it('gives offsets into the text', () => {
    const text = 'Our tracking error is small.';
    const [match] = matcher.find(text, tokenizeWords(text));
    expect(text.slice(match!.start, match!.end)).toBe('tracking error');
  });

  it('finds nothing in plain English', () => {
    expect(ids('You can sell your money back to us at any time. We will pay you within four days.')).toEqual(
      [],
    );
  });

  it('works with a caller-supplied glossary', () => {
    const custom: GlossaryEntry[] = [
      {
        id: 'sipp',
        term: 'SIPP',
        match: ['SIPP', 'self-invested personal pension'],
        plainEnglish: 'pension you run',
        definition: 'A pension where you choose the investments.',
      },
    ];
    const result = analyzeReadability(
      'Open a self invested personal pension. A SIPP is flexible. The OCF is low.',
      { glossary: custom },
    );
    expect(result.jargon.map((j) => [j.id, j.count])).toEqual([['sipp', 2]]);
  });
});

describe('jargon findings', () => {
  it('count every use, keep occurrences up to the cap and sort by count', () => {
    const text = 'The NAV rose. The NAV fell. The NAV is daily. Volatility was high.';
    const result = analyzeReadability(text, { maxOccurrencesPerTerm: 2 });
    expect(result.jargon.map((j) => [j.id, j.count, j.occurrences.length])).toEqual([
      ['nav', 3, 2],
      ['volatility', 1, 1],
    ]);
    const nav = result.jargon[0]!;
    expect(nav.plainEnglish).toBe('value of each unit');
    expect(nav.occurrences[0]).toMatchObject({
      sectionIndex: 0,
      paragraphIndex: 0,
      start: 4,
      end: 7,
      text: 'NAV',
    });
  });
});
