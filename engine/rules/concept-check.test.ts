// The `concept` check type on rules written for the test: a concept's statements as findings, satisfied
// near or anywhere, a required element, phrase patterns alongside, exceptions, quoted names, and errors.
import { describe, expect, it } from 'vitest';
import { checkDocument } from './check-document.ts';
import { RulePackError } from './load-packs.ts';
import { documentFromText } from './testing/build-document.ts';
import { packWith, TEST_RULE_ID } from './testing/concept-test-support.ts';

function findingOf(text: string, check: Record<string, unknown>) {
  const result = checkDocument(documentFromText(text), [packWith(check)]);
  return result.findings.find((f) => f.ruleId === TEST_RULE_ID);
}

describe('concept check', () => {
  it('quotes each statement of the concept, whatever its wording, and not its negation', () => {
    const found = findingOf(
      'Your 7% return is locked in. The value is not guaranteed. You simply cannot go wrong with us.',
      { type: 'concept', concept: 'certainty' },
    );
    expect(found?.evidence.map((e) => e.quote)).toEqual([
      'Your 7% return is locked in.',
      'You simply cannot go wrong with us.',
    ]);
    expect(found?.occurrences).toBe(2);
  });

  it('is satisfied by what `unless` names within the sentences given, on the same page', () => {
    const check = {
      type: 'concept',
      concept: 'benefit',
      unless: { concepts: ['risk-statement'], withinSentences: 1 },
    };
    expect(findingOf('Grow your money faster. Prices can fall as well as rise.', check)).toBeUndefined();
    expect(
      findingOf('Grow your money faster.\n\n---page---\n\nPrices can fall as well as rise.', check),
    ).toBeDefined();
  });

  it('is satisfied anywhere in the document when no distance is given', () => {
    const check = { type: 'concept', concept: 'forecast', unless: { concepts: ['forecast-warning'] } };
    const forecast = 'Gold will reach $4,000 before the summer.';
    expect(findingOf(forecast, check)).toBeDefined();
    expect(
      findingOf(
        `${forecast}\n\n---page---\n\nForecasts are not a reliable indicator of future performance.`,
        check,
      ),
    ).toBeUndefined();
  });

  it('requires `unless` somewhere when there is no concept or pattern: a required element, named in {detail}', () => {
    const check = {
      type: 'concept',
      label: 'a capital-at-risk warning',
      unless: { concepts: ['risk-warning'] },
    };
    const missing = findingOf('Invest in shares with us.', check);
    expect(missing?.evidence).toEqual([]);
    expect(missing?.message).toBe('Found (0) missing: a capital-at-risk warning.');
    expect(findingOf("Only invest money you're prepared to lose all of.", check)).toBeUndefined();
  });

  it('adds phrase patterns to the concept and binds both by the exceptions', () => {
    const check = {
      type: 'concept',
      concept: 'benefit',
      patterns: ['bumper payout'],
      exceptions: ['/\\bHigh Income Fund\\b/'],
    };
    expect(findingOf('A bumper payout awaits.', check)).toBeDefined();
    expect(findingOf('Adrian managed the Artemis High Income Fund until 2015.', check)).toBeUndefined();
  });

  it('does not read a quoted product name as a statement', () => {
    expect(
      findingOf('Your holding in the “Guaranteed Income Bond 2027 Series 4” matures in May.', {
        type: 'concept',
        concept: 'certainty',
      }),
    ).toBeUndefined();
  });

  it('takes a date alone as the basis of a ranking but not of a comparison, which needs its source', () => {
    const comparison = (concept: string) => ({
      type: 'concept',
      concept: 'comparison',
      unless: { concepts: [concept], withinSentences: 1 },
    });
    const dated = 'Measured from 23 March 2020, Quill Growth has outrun its rivals three to one.';
    expect(findingOf(dated, comparison('basis'))).toBeUndefined();
    expect(findingOf(dated, comparison('comparison-basis'))).toBeDefined();
    expect(
      findingOf(`${dated} Source: FE fundinfo, total return in sterling.`, comparison('comparison-basis')),
    ).toBeUndefined();
  });

  it('reads a question answered "No." in the next sentence as no claim, and an unanswered one as a claim', () => {
    const check = { type: 'concept', concept: 'absolute-green-claim' };
    expect(
      findingOf('Is the portfolio fossil-free? No. Two holdings still extract gas.', check),
    ).toBeUndefined();
    expect(findingOf('Is the portfolio fossil-free? Yes, every holding.', check)).toBeDefined();
  });

  it('does not take a claim as its own evidence', () => {
    const check = {
      type: 'concept',
      concept: 'absolute-green-claim',
      unless: { concepts: ['green-evidence'], withinSentences: 1 },
    };
    expect(findingOf('100% renewable energy, nothing else.', check)).toBeDefined();
    expect(
      findingOf('100% renewable energy. Renewables are 100% of revenue (MSCI data, 2025).', check),
    ).toBeUndefined();
  });

  it('rejects an unknown concept and a check with nothing to test', () => {
    expect(() => packWith({ type: 'concept', concept: 'vibes' })).toThrow(RulePackError);
    expect(() => packWith({ type: 'concept' })).toThrow(/Give concept, patterns, smallType or unless/);
  });
});
