import { describe, expect, it } from 'vitest';
import { splitParagraphs, splitSentences, tokenizeWords } from './tokenize.ts';

const sentences = (text: string): string[] => splitSentences(text).map((s) => s.text);
const words = (text: string): string[] => tokenizeWords(text).map((t) => t.text);

describe('splitSentences', () => {
  it('splits at full stops, question and exclamation marks', () => {
    expect(sentences('The fund grew. Did it? Yes! It did.')).toEqual([
      'The fund grew.',
      'Did it?',
      'Yes!',
      'It did.',
    ]);
  });

  it('keeps abbreviations inside the sentence', () => {
    expect(sentences('Costs, e.g. dealing fees, are extra. Mr. Smith, i.e. the manager, agrees.')).toEqual([
      'Costs, e.g. dealing fees, are extra.',
      'Mr. Smith, i.e. the manager, agrees.',
    ]);
    expect(sentences('See para. 4 and No. 5 of the rules. They apply.')).toEqual([
      'See para. 4 and No. 5 of the rules.',
      'They apply.',
    ]);
    expect(sentences('Prices rose approx. five per cent in the U.S. market.')).toHaveLength(1);
    expect(sentences('Managed by J. Smith of Acme. Contact us.')).toEqual([
      'Managed by J. Smith of Acme.',
      'Contact us.',
    ]);
  });

  it('ends a sentence after Ltd., p.a. or etc. only when a capital follows', () => {
    expect(sentences('The fund is run by Acme Ltd. The depositary is Beta plc.')).toHaveLength(2);
    expect(sentences('Acme Ltd. and Beta plc. run it.')).toHaveLength(1);
    expect(sentences('The charge is 0.75% p.a. and is taken monthly.')).toHaveLength(1);
    expect(sentences('It returned 5% p.a. That beat cash.')).toHaveLength(2);
    expect(sentences('Shares, bonds, etc. The fund holds many.')).toHaveLength(2);
  });

  it('never splits a decimal number or percentage', () => {
    expect(sentences('The OCF is 1.25% and the yield is 3.5%. Both are yearly.')).toEqual([
      'The OCF is 1.25% and the yield is 3.5%.',
      'Both are yearly.',
    ]);
  });

  it('keeps closing quotes and brackets with their sentence', () => {
    expect(sentences('He said "the fund is safe." It was not. (This is a note.) Next.')).toEqual([
      'He said "the fund is safe."',
      'It was not.',
      '(This is a note.)',
      'Next.',
    ]);
  });

  it('does not split when lower case follows, as after an ellipsis', () => {
    expect(sentences('Playing ... games is fun.')).toEqual(['Playing ... games is fun.']);
  });

  it('treats each bullet as a sentence even without full stops', () => {
    expect(sentences('The fund invests in:\n• UK shares\n• government bonds\n- cash')).toEqual([
      'The fund invests in:',
      'UK shares',
      'government bonds',
      'cash',
    ]);
    expect(sentences('Steps:\n1. Apply online\n2) Pay in\n(a) Wait')).toEqual([
      'Steps:',
      'Apply online',
      'Pay in',
      'Wait',
    ]);
  });

  it('joins lines that wrap a sentence, and splits at blank lines', () => {
    expect(sentences('The value of your\ninvestment can fall.')).toEqual([
      'The value of your\ninvestment can fall.',
    ]);
    expect(sentences('A heading without a stop\n\nThe text below it.')).toEqual([
      'A heading without a stop',
      'The text below it.',
    ]);
  });

  it('gives offsets into the original text', () => {
    const text = '  First one.  Second one.';
    for (const s of splitSentences(text)) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('returns nothing for empty text or punctuation alone', () => {
    expect(sentences('')).toEqual([]);
    expect(sentences('   ')).toEqual([]);
    expect(sentences('... — •')).toEqual([]);
  });
});

describe('tokenizeWords', () => {
  it('keeps contractions, possessives and hyphenated words whole', () => {
    expect(words("Don't sell the fund's well-balanced ex-dividend units.")).toEqual([
      "Don't",
      'sell',
      'the',
      "fund's",
      'well-balanced',
      'ex-dividend',
      'units',
    ]);
  });

  it('keeps numbers, percentages and dotted abbreviations as one word', () => {
    expect(words('A £1,000.50 stake, 1.25% p.a., e.g. the 2nd U.K. fund')).toEqual([
      'A',
      '1,000.50',
      'stake',
      '1.25%',
      'p.a.',
      'e.g.',
      'the',
      '2nd',
      'U.K.',
      'fund',
    ]);
    expect(tokenizeWords('1.25%')[0]?.isNumber).toBe(true);
  });

  it('does not glue a list comma to a number', () => {
    expect(words('5, 6 and 7')).toEqual(['5', '6', 'and', '7']);
  });

  it('ignores quotes, dashes and bullets', () => {
    expect(words('‘Quoted’ — • “text”')).toEqual(['Quoted', 'text']);
  });
});

describe('splitParagraphs', () => {
  it('splits at blank lines and drops empty paragraphs', () => {
    expect(splitParagraphs('One.\nStill one.\n\n\nTwo.\n \n')).toEqual(['One.\nStill one.', 'Two.']);
  });
});
