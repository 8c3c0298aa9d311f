// The WordNet word sets: the generated file is what the generator writes today, and the rule that builds a set
// keeps a field's words while leaving out the words whose common meaning lies elsewhere.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DICT, GENERATED, renderSets } from '../../../scripts/build-wordnet-sets.ts';
import { found } from '../testing/concept-test-support.ts';
import { WORDNET_SETS } from './wordnet-sets.generated.ts';

describe('WordNet word sets', () => {
  it('are up to date with scripts/build-wordnet-sets.ts (re-run it after changing a set)', async () => {
    expect(await renderSets(DICT, GENERATED)).toBe(fs.readFileSync(GENERATED, 'utf8'));
  });

  it('hold pastimes nobody listed, and leave out words whose first meaning is something else', () => {
    const pastime = new Set<string>(WORDNET_SETS.wn_pastime);
    for (const word of [
      'backgammon',
      'snooker',
      'croquet',
      'chess',
      'poker',
      'bingo',
      'board_game',
      'video_game',
    ]) {
      expect(pastime.has(word), word).toBe(true);
    }
    // A bridge is a structure first, a match a light, a pool water; floating is an adjective ("floating rate");
    // toss and plunge are verbs first; hearts and stops are plurals of other nouns; Bolivia is a country.
    for (const word of [
      'bridge',
      'match',
      'pool',
      'floating',
      'toss',
      'plunge',
      'hearts',
      'stops',
      'bolivia',
    ]) {
      expect(pastime.has(word), word).toBe(false);
    }
  });
});

describe('trivialising: investing likened to a pastime', () => {
  it('finds a likeness to a pastime no lexicon here names', () => {
    expect(
      found('trivialising', 'Building your portfolio is as relaxing as a round of croquet.'),
    ).not.toEqual([]);
    expect(found('trivialising', 'Picking stocks is more like snooker than saving.')).toEqual([
      'like snooker',
    ]);
    expect(found('trivialising', 'Trading shares is the new backgammon.')).not.toEqual([]);
  });

  it('does not read examples, leisure holdings or a denial as a likeness', () => {
    expect(
      found('trivialising', 'The fund invests in leisure assets such as snooker halls and croquet lawns.'),
    ).toEqual([]);
    expect(found('trivialising', 'The fund holds shares in companies like snooker club operators.')).toEqual(
      [],
    );
    expect(found('trivialising', 'The fund owns retail parks as well as bowling venues.')).toEqual([]);
    expect(found('trivialising', 'Investing is not a game: it is nothing like backgammon.')).toEqual([]);
    // No investing word in the sentence: a pastime likened to another thing is not about investing.
    expect(found('trivialising', 'The garden is as calm as a croquet lawn at dusk.')).toEqual([]);
  });
});
