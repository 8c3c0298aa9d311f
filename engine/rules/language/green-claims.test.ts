// The concept language read for green claims, absolute green claims and net zero targets: sentences that state the
// concept and sentences that negate, hedge or disown it, written here, not taken from the external set. Gathered
// by concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps
// each round's history.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkDocument } from '../check-document.ts';
import { loadRulePacks } from '../load-packs.ts';
import { documentFromText } from '../testing/build-document.ts';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

const packs = loadRulePacks(
  ['cobs4.yaml', 'risk-warnings.yaml', 'esg.yaml'].map((fileName) => ({
    fileName,
    text: readFileSync(new URL(`../packs/${fileName}`, import.meta.url), 'utf8'),
  })),
);

function fires(ruleId: string, text: string): boolean {
  const result = checkDocument(documentFromText(text), packs, { documentType: 'financial-promotion' });
  return result.findings.some((f) => f.ruleId === ruleId);
}

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Green claims: the planet put first, outcomes claimed for everything, every pound for the planet.
    ['green-claim', 'Funds that put nature first.'],
    ['green-claim', 'Positive outcomes for the planet in all we do.'],
    ['absolute-green-claim', 'Each pound you save with us is a win for the planet.'],
    // Green claims: greener than others, a capitalised first word that is not a name, a screen promising no harm.
    ['green-claim', 'Greener than the average pension.'],
    ['absolute-green-claim', 'Our exclusions ensure zero environmental damage.'],
    // Net zero: the firm's own target is still a target.
    ['net-zero-target', 'We have set a target to reach net zero by 2045.'],
    ['net-zero-target', 'Our portfolio is aligned with the UK net zero target.'],
    // Net zero: a product called net zero aligned, net zero reached by a year, net zero with its year as a badge.
    ['net-zero-target', 'Our bond fund is net-zero compatible.'],
    ['net-zero-target', 'The scheme will achieve net zero across all its holdings by 2045.'],
    ['net-zero-target', 'Net Zero 2040 pledge'],
    // Green claims: conscious of the environment, money made greener, working for the planet.
    ['green-claim', 'An environmentally aware pension.'],
    ['green-claim', 'We make your ISA cleaner.'],
    ['green-claim', 'Your money does more for the planet with us.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['green-claim', 'Greener Futures Fund: annual report.'],
    // A country's target in law is context, not the firm's pledge.
    ['net-zero-target', 'Britain has set a legally binding target to reach net zero by 2050.'],
    ['net-zero-target', 'The statutory duty to reach net zero by 2050 may affect utility earnings.'],
    ['green-claim', 'We make your ISA simpler.'],
    ['green-claim', 'Your money does more for you with us.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('a net zero label with and without its plan', () => {
  it('flags a fund called net-zero compatible only without a plan beside it', () => {
    const rule = 'ESG4.3.1R-net-zero-without-plan';
    expect(fires(rule, 'The Avocet Bond Fund is net-zero compatible.')).toBe(true);
    expect(
      fires(
        rule,
        'The Avocet Bond Fund is net-zero compatible. It will halve the carbon intensity of its holdings by 2030 and report progress each year.',
      ),
    ).toBe(false);
  });
});

describe('urgency, incentives, benefits, comparisons and green claims by frame', () => {
  it.each<[ConceptName, string]>([
    // Mending the world.
    ['absolute-green-claim', 'Our fund will clean up the planet.'],
    ['absolute-green-claim', 'Investing here helps mend our world.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([['absolute-green-claim', 'No single fund can fix the planet.']])(
    'finds no %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).toEqual([]);
    },
  );
});

describe('absolute green claims', () => {
  it.each(['A pension that is kinder to the planet.', "Investing that's gentle to nature."])(
    'finds absolute-green-claim in "%s"',
    (sentence) => {
      expect(found('absolute-green-claim', sentence)).not.toEqual([]);
    },
  );

  it.each(['Being kind to customers is one of our values.', 'No fund is kind to the planet in every way.'])(
    'finds no absolute-green-claim in "%s"',
    (sentence) => {
      expect(found('absolute-green-claim', sentence)).toEqual([]);
    },
  );
});

describe('an absolute green claim made universal with any verb', () => {
  it.each([
    'Every holding in the portfolio turns green over time.',
    'Every business in the fund is improving the environment.',
    'Each contribution you make benefits nature.',
  ])('finds an absolute green claim in "%s"', (sentence) => {
    expect(found('absolute-green-claim', sentence)).not.toEqual([]);
  });

  it.each([
    'Every company we own is assessed for its impact on the planet.',
    'Not every company we hold helps the planet yet.',
    'Each holding is reviewed against our climate policy every year.',
  ])('finds no absolute green claim in "%s"', (sentence) => {
    expect(found('absolute-green-claim', sentence)).toEqual([]);
  });
});
