import { describe, expect, it } from 'vitest';
import { analyzeReadability } from './analyze-readability.ts';
import { boilerplateSentenceSet, isBoilerplateSentence, normaliseSentence } from './boilerplate.ts';
import { countText } from './text-counts.ts';

// The index-licence wording an index provider requires (the shape of the corpus factsheets' notices).
const LICENCE =
  'The FTSE4Good UK Index is calculated by FTSE International Limited, which does not sponsor, endorse or promote the Fund. All rights in the index vest in FTSE International Limited.';
const OWN = 'We buy shares in big UK firms. You can sell on any working day. We charge a small yearly fee.';

describe(normaliseSentence.name, () => {
  it('ignores case, spacing, punctuation and typographic quotes', () => {
    expect(normaliseSentence('  The Fund’s value   may FALL — or rise!\n')).toBe(
      normaliseSentence('the funds value may fall or rise'),
    );
    expect(normaliseSentence('“Past performance” is not a guide.')).toBe('past performance is not a guide');
  });
});

describe(boilerplateSentenceSet.name, () => {
  it('marks each sentence of a passage, so a document quoting part of it still matches', () => {
    const keys = boilerplateSentenceSet([LICENCE]);
    expect(keys.size).toBe(2);
    expect(isBoilerplateSentence('ALL RIGHTS in the index vest in FTSE International Limited', keys)).toBe(
      true,
    );
    // a longer sentence that contains it is the firm's own words
    expect(
      isBoilerplateSentence('We note that all rights in the index vest in FTSE International Limited.', keys),
    ).toBe(false);
  });
});

describe('excluding boilerplate from the reading measures', () => {
  const text = `${OWN}\n\n${LICENCE}`;
  const keys = boilerplateSentenceSet([LICENCE.replace(/\s+/g, '  ').toUpperCase()]);

  it('measures only the firm’s own sentences and lists the excluded ones', () => {
    const all = analyzeReadability(text);
    const own = analyzeReadability(OWN);
    const excluded = analyzeReadability(text, { excludeSentences: keys });
    expect(all.target.ukReadingAge).toBeGreaterThan(own.target.ukReadingAge + 2);
    expect(excluded.document.counts).toEqual(own.document.counts);
    expect(excluded.target.ukReadingAge).toBe(own.target.ukReadingAge);
    expect(excluded.sentenceLengths.sentences).toBe(3);
    expect(excluded.longestSentences.map((s) => s.text)).not.toContain(expect.stringContaining('FTSE'));
    expect(excluded.excludedSentences.map((s) => s.text)).toEqual([
      'The FTSE4Good UK Index is calculated by FTSE International Limited, which does not sponsor, endorse or promote the Fund.',
      'All rights in the index vest in FTSE International Limited.',
    ]);
    // a paragraph of nothing but boilerplate is not a paragraph over the target
    expect(excluded.target.paragraphs).toBe(1);
    expect(all.excludedSentences).toEqual([]);
  });

  it('leaves jargon and passive voice in boilerplate uncounted', () => {
    const disclaimer = 'Derivatives are used for efficient portfolio management.';
    const result = analyzeReadability(`${OWN} ${disclaimer}`, {
      excludeSentences: boilerplateSentenceSet([disclaimer]),
    });
    expect(result.jargon).toEqual([]);
    expect(result.passiveVoice).toEqual([]);
    expect(analyzeReadability(`${OWN} ${disclaimer}`).jargon.length).toBeGreaterThan(0);
  });

  it('gives countText the same counts as analyzeReadability', () => {
    expect(countText(text, { excludeSentences: keys })).toEqual(countText(OWN));
    expect(countText(text)).not.toEqual(countText(OWN));
  });
});
