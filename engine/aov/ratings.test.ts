import { describe, expect, it } from 'vitest';
import { ratingFromLabel, ratingInText, worstRating } from './ratings.ts';

describe(ratingFromLabel.name, () => {
  it.each([
    ['Green', 'green', 'green'],
    ['AMBER', 'amber', 'amber'],
    ['red.', 'red', 'red'],
    ['Green – value delivered', 'green', 'green'],
    ['Good', 'Good', 'green'],
    ['Satisfactory', 'Satisfactory', 'amber'],
    ['Unsatisfactory', 'Unsatisfactory', 'red'],
    ['Value delivered', 'Value delivered', 'green'],
    ['Needs improvement', 'Needs improvement', 'amber'],
    ['✓', '✓', 'green'],
    ['✗', '✗', 'red'],
  ])('reads %j as %j (%s)', (label, rating, equivalent) => {
    expect(ratingFromLabel(label)).toMatchObject({ rating, equivalent });
  });

  it('reads single letters only in a rating column', () => {
    expect(ratingFromLabel('G')).toBeNull();
    expect(ratingFromLabel('G', { allowLetters: true })).toMatchObject({ rating: 'green' });
  });

  it.each(['Green bonds', 'N/A', '-', 'Red Lion Court, London', 'The fund returned 5%', 'X', ''])(
    'does not read %j as a rating',
    (label) => {
      expect(ratingFromLabel(label)).toBeNull();
    },
  );
});

describe(ratingInText.name, () => {
  it.each([
    ['We have rated this area green.', 'green'],
    ['Rating: Amber', 'amber'],
    ['RAG status: Red', 'red'],
    ['This consideration receives a green rating.', 'green'],
    ['Quality of service (Green)', 'green'],
    ['We have assessed this as amber because of the fund’s recent performance.', 'amber'],
    ['The board rated service as Good.', 'Good'],
    ['Our assessment: Satisfactory', 'Satisfactory'],
    ['Outcome: value delivered', 'value delivered'],
  ])('finds the rating in %j', (text, rating) => {
    expect(ratingInText(text)?.rating).toBe(rating);
  });

  it.each([
    'The fund invests in green bonds and renewable energy.',
    'Red tape was reduced for investors.',
    'We are not rated green by any agency.',
    'The fund performed well in a good year.',
    'Amber Homes plc was sold during the year.',
  ])('finds no rating in %j', (text) => {
    expect(ratingInText(text)).toBeNull();
  });
});

describe(worstRating.name, () => {
  it('keeps the least favourable rating', () => {
    const green = ratingFromLabel('Green')!;
    const amber = ratingFromLabel('Amber')!;
    const good = ratingFromLabel('Good')!;
    expect(worstRating([green, amber, good])).toBe(amber);
    expect(worstRating([])).toBeNull();
  });
});
