// The concept language read for forecasts of future performance and their warning: sentences that state the
// concept and sentences that negate, hedge or disown it, written here, not taken from the external set. Gathered
// by concept from the tests of tuning rounds six to twelve (issue 26); RESULTS.md in testing/external-set keeps
// each round's history.
import { describe, expect, it } from 'vitest';
import { found } from '../testing/concept-test-support.ts';
import type { ConceptName } from './index.ts';

describe('structures that state the concept', () => {
  it.each<[ConceptName, string]>([
    ['forecast', 'Put in £100 a month and you will end up with £40,000.'],
    ['forecast', 'The board is confident the company will deliver double-digit growth next year.'],
    // Forecasts: a future sum the product will pay out; the future said to be unknowable is the warning.
    ['forecast', 'The bond should pay out at least £9,000 at maturity.'],
    ['forecast-warning', "We can't predict what the fund will be worth."],
    ['forecast-warning', 'Nobody knows where prices go next.'],
    // The forecast warning: the speaker says it does not know or will not guess.
    ['forecast-warning', 'We do not know where the share price goes from here.'],
    ['forecast-warning', 'We never guess at the returns of the coming year.'],
    // Forecasts: a return the product is set or going to deliver, steady growth stated for years to come.
    ['forecast', 'Farmland is poised to deliver 7% a year.'],
    ['forecast', 'The portfolio is going to be there, generating double-digit returns.'],
    ['forecast', 'Vineyards give dependable growth over the next fifteen years.'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });
});

describe('the same structures negated, hedged or disowned', () => {
  it('reads a target with its assumptions, or said it may not be met, as the forecast warning', () => {
    expect(
      found('forecast-warning', 'The target is based on the rents we collect today and our assumptions.'),
    ).not.toEqual([]);
    expect(found('forecast-warning', 'The target may not be met.')).not.toEqual([]);
    expect(found('forecast-warning', 'We will meet the target.')).toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['forecast', 'Nobody can say whether the bond will pay out £9,000.'],
    ['forecast-warning', 'We can predict our charges.'],
    ['forecast-warning', 'We know the market will recover this year.'],
    ['forecast-warning', "Don't know where to begin?"],
    ['forecast', 'Farmland is not poised to deliver 7% a year, and may lose value.'],
    ['forecast', 'The fund aims for dependable growth over the next fifteen years.'],
    ['forecast', 'You are going to pay a 1% fee.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('certainty, forecasts and rankings read by frame', () => {
  it.each<[ConceptName, string]>([
    ['forecast', 'Shares in Corvel will 3x once the patent lands.'],
    // A projection named as such over the reader's money or a value, whatever figures follow.
    ['forecast', 'Your estimated pension income at 67'],
    ['forecast', 'Forecast value of a £10,000 holding'],
  ])('finds %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).not.toEqual([]);
  });

  it.each<[ConceptName, string]>([
    ['forecast', 'Shares in Corvel rose 3x over the last decade.'],
    ['forecast', 'We do not publish projected values.'],
  ])('finds no %s in "%s"', (concept, sentence) => {
    expect(found(concept, sentence)).toEqual([]);
  });
});

describe('forecasts by a near date, and a date that is not a figure', () => {
  it.each([
    'Mark my words: this coin triples by the summer.',
    'Gold soars before Christmas, you heard it here first.',
  ])('finds forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).not.toEqual([]);
  });

  it.each([
    'Because of the snow forecast for 12 January, the office will close.',
    'The final dividend is expected for 30 June.',
    'The fund doubled in value between 2015 and 2024.',
  ])('finds no forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).toEqual([]);
  });
});

describe('a future sum or return the reader is asked to picture, or retires with', () => {
  it.each([
    'Now picture what the coming decade might deliver.',
    'Think that was good? Imagine what our growth fund could earn for you next.',
    'Switch your ISA to us this spring and end up with £95,000.',
  ])('finds a forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).not.toEqual([]);
  });

  it.each([
    'Imagine what you could do with the extra time.',
    'Many people retire with less than £50,000 in their pension.',
    'Picture the kind of retirement you want, then speak to an adviser.',
  ])('finds no forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).toEqual([]);
  });

  it.each([
    'Top up your SIPP each April and finish with £400,000.',
    'Open a plan now and retire on £30,000.',
  ])('finds certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).not.toEqual([]);
  });

  it.each([
    'Save £200 a month and you could retire with £150,000.',
    'Many savers retire with £40,000 or less.',
  ])('finds no certainty in "%s"', (sentence) => {
    expect(found('certainty', sentence)).toEqual([]);
  });
});

describe('a rise carried to the reader by ellipsis; a period of the product called a marvel', () => {
  it.each([
    'House prices keep climbing, and so will your rental income.',
    'Demand is soaring and so will the return.',
  ])('finds a forecast in "%s"', (sentence) => {
    expect(found('forecast', sentence)).not.toEqual([]);
  });

  it.each(['Markets fell, and so did our fund.', 'Rates may rise, and so could your costs.'])(
    'finds no forecast in "%s"',
    (sentence) => {
      expect(found('forecast', sentence)).toEqual([]);
    },
  );

  it.each([
    'It was an incredible, unforgettable month for our Asia portfolio.',
    'What a stellar quarter for your pension!',
  ])('finds hype in "%s"', (sentence) => {
    expect(found('hype', sentence)).not.toEqual([]);
  });

  it.each(['It was an extraordinary year for markets.', 'It was a difficult year for the fund.'])(
    'finds no hype in "%s"',
    (sentence) => {
      expect(found('hype', sentence)).toEqual([]);
    },
  );
});
