// The concept language read for unqualified superlatives: sentences that state the concept and sentences that
// negate, hedge or disown it, written here, not taken from the external set. Gathered by concept from the tests of
// tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps each round's history.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    // Superlatives: "No. 1", an award, a leadership claimed.
    ['superlative', "Britain's No. 1 investing app."],
    ['superlative', 'An award-winning platform.'],
    ['superlative', 'A recognised market leader in pensions.'],
    // Superlatives: over a generation, a country's leading or premier, a premier name.
    ['superlative', 'The greatest fund manager of this era.'],
    ['superlative', "Scotland's premier wealth manager."],
    ['superlative', 'A premier destination for your ISA.'],
    ['superlative', 'The ultimate ISA.'],
    ['superlative', 'Nobody does it better.'],
    ['superlative', 'Quite simply the best.'],
    ['superlative', 'The most exciting opportunity of the year.'],
    ['superlative', "The UK's largest crypto platform."],
    ['superlative', 'The best-kept secret in property.'],
    ['superlative', 'The gold standard for pensions.'],
    ['superlative', "Savers' first choice for ISAs."],
    ['superlative', 'Top of the league for income.'],
    ['superlative', 'In a league of its own.'],
    ['superlative', 'There is nothing else like it.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it.each<[ConceptName, string]>([
    ['superlative', 'We are not a recognised leader.'],
    ['superlative', 'One of several wealth managers in Scotland.'],
    ['superlative', 'We are not the ultimate ISA for everyone.'],
    ['superlative', "The fund invests in the UK's largest companies."],
    ['superlative', "It holds the world's leading technology companies."],
    ['superlative', 'Premier Miton Investors: annual report.'],
    ['superlative', 'Your first choice of fund should suit your goals.'],
    ['superlative', "One of the UK's largest fund managers."],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('certainty, forecasts and rankings read by frame', () => {
  it.each<[ConceptName, string]>([
    // A ranking over any kind of provider.
    ['superlative', 'The No.1 wealth manager in Wales.'],
    ['superlative', 'Voted number 1 lender for landlords.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([['superlative', 'Our office is at No. 1 Harbour Street.']])(
    'finds no %s in "%s"',
    (concept, sentence) => {
      expect(found(concept, sentence)).toEqual([]);
    },
  );
});
