import { describe, expect, it } from 'vitest';
import { isInsideQuotedName, isNegated } from './negation.ts';

function negated(sentence: string, phrase: string): boolean {
  const start = sentence.toLowerCase().indexOf(phrase.toLowerCase());
  if (start === -1) throw new Error(`"${phrase}" not in "${sentence}"`);
  return isNegated(sentence, start, start + phrase.length);
}

describe(isNegated.name, () => {
  it.each([
    ['This fund is not guaranteed.', 'guaranteed'],
    ['There is no guarantee that the fund will meet its objective.', 'guarantee'],
    ['Returns cannot be guaranteed.', 'guaranteed'],
    ["Returns can't be guaranteed.", 'guaranteed'],
    ['The fund is not risk-free.', 'risk-free'],
    ['There is no such thing as a risk-free investment.', 'risk-free'],
    ['The lowest category does not mean a "risk free" investment.', 'risk free'],
    ['Even a fund in the lowest category is not a risk free investment.', 'risk free'],
    ['We never describe any fund as safe.', 'safe'],
    ['Without any guarantee of returns, prices can fall.', 'guarantee'],
    ['Guaranteed returns are not something we offer.', 'Guaranteed returns'],
    ["Guaranteed returns don't exist.", 'Guaranteed returns'],
    ['A risk-free return is impossible.', 'risk-free return'],
  ])('"%s" negates "%s"', (sentence, phrase) => {
    expect(negated(sentence, phrase)).toBe(true);
  });

  it.each([
    ['Your returns are guaranteed.', 'guaranteed'],
    [
      'The value of your investment is not guaranteed and can go down as well as up.',
      'can go down as well as up',
    ],
    ['There are no fees, and returns are guaranteed.', 'guaranteed'],
    ['No fees; guaranteed returns.', 'guaranteed returns'],
    ['Not only is it simple: it is risk-free.', 'risk-free'],
    ['Your capital is safe and does not fall.', 'safe'],
    ['It is a risk-free investment that never disappoints.', 'risk-free investment'],
  ])('"%s" does not negate "%s"', (sentence, phrase) => {
    expect(negated(sentence, phrase)).toBe(false);
  });
});

describe(isInsideQuotedName.name, () => {
  const inside = (text: string, phrase: string) => {
    const start = text.indexOf(phrase);
    return isInsideQuotedName(text, start, start + phrase.length);
  };

  it('recognises quoted proper names', () => {
    expect(
      inside('Your holding in the “Guaranteed Income Bond 2027” has matured.', 'Guaranteed Income'),
    ).toBe(true);
    expect(inside('Your holding in the "Example Risk-Free Plan" has matured.', 'Risk-Free')).toBe(true);
  });

  it('does not treat scare quotes or quoted claims as names', () => {
    expect(inside('This fund is “risk-free”.', 'risk-free')).toBe(false);
    expect(inside('We say: “your returns are guaranteed”.', 'guaranteed')).toBe(false);
    expect(inside('The Guaranteed Income Bond has matured.', 'Guaranteed Income')).toBe(false);
  });
});
