import { describe, expect, it } from 'vitest';
import { findPassiveVoice, isPastParticiple } from './passive-voice.ts';
import { tokenizeWords } from './tokenize.ts';

const passive = (sentence: string) => findPassiveVoice(sentence, tokenizeWords(sentence));

describe('findPassiveVoice', () => {
  it.each([
    ['The charge is calculated daily.', 'is calculated'],
    ['Income was paid to investors.', 'was paid'],
    ['The fund has been managed since 2010.', 'been managed'],
    ['Your units are being sold.', 'are being sold'],
    ['The fund is not guaranteed.', 'is not guaranteed'],
    ['Fees are usually taken from income.', 'are usually taken'],
    ['Capital is not normally returned early.', 'is not normally returned'],
    ["Returns aren't guaranteed.", "aren't guaranteed"],
    ['Your money will be invested in shares.', 'be invested'],
    ['They were told nothing.', 'were told'],
  ])('finds the passive in "%s"', (sentence, phrase) => {
    expect(passive(sentence).map((m) => m.phrase)).toEqual([phrase]);
  });

  it('names the agent after "by"', () => {
    const [match] = passive(
      'The fund is managed by Acme Investment Management Limited on behalf of investors.',
    );
    expect(match?.agent).toBe('by Acme Investment Management Limited');
    expect(passive('Prices are set by the ACD, which acts for you.')[0]?.agent).toBe('by the ACD');
  });

  it('has no agent when "by" introduces a measure, a means or a date', () => {
    expect(passive('The price was reduced by 5%.')[0]?.agent).toBeNull();
    expect(passive('Risk is reduced by investing widely.')[0]?.agent).toBeNull();
    expect(passive('The fund is managed actively.')[0]?.agent).toBeNull();
  });

  it('finds every passive in a sentence', () => {
    expect(passive('Shares are bought and units are sold.').map((m) => m.participle)).toEqual([
      'bought',
      'sold',
    ]);
  });

  it.each([
    'The manager invests in bonds.',
    'The fund is not a bank account.',
    'Investors are interested in income.',
    'The shares are red.',
    'Returns were high last year.',
    'It is a hundred pounds.',
    'The fund has grown.',
    'We need more information.',
    'The accounts are unaudited.',
    'This is indeed the case.',
    'The risk is, as explained, high.',
    'The manager is being careful.',
    'Is it worth it?',
  ])('finds no passive in "%s"', (sentence) => {
    expect(passive(sentence)).toEqual([]);
  });

  it('gives offsets into the sentence', () => {
    const sentence = 'Our fees are charged monthly.';
    const [match] = passive(sentence);
    expect(sentence.slice(match!.start, match!.end)).toBe('are charged');
  });
});

describe('isPastParticiple', () => {
  it('accepts regular and irregular participles', () => {
    for (const word of ['invested', 'paid', 'held', 'written', 'agreed', 'guaranteed'])
      expect(isPastParticiple(word)).toBe(true);
  });
  it('rejects adjectives, -eed words and non-verbs', () => {
    for (const word of ['interested', 'need', 'exceed', 'hundred', 'red', 'unregulated', 'invest']) {
      expect(isPastParticiple(word)).toBe(false);
    }
  });
});
