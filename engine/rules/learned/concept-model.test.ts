// The learned concept layer (ADR 022): the committed model is what the training script makes from today's data
// and code, and its findings form their own tier that never blocks approval.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { trainingHash } from '../../../scripts/train-concept-classifier.ts';
import { documentFromText } from '../testing/build-document.ts';
import { wordsOf } from './features.ts';
import { findPossibleFindings, POSSIBLE_TIER, type ConceptModel } from './index.ts';

const committed = JSON.parse(
  readFileSync(new URL('./concept-model.json', import.meta.url), 'utf8'),
) as ConceptModel;

/** A two-term model: "guaranteed returns" is over the threshold (p ≈ 0.98), "returns" alone far below it. */
const tiny: ConceptModel = {
  formatVersion: 1,
  trainingHash: 'test',
  trainedOn: { cases: 0, files: [] },
  idf: { guaranteed: 1, returns: 1, guaranteed_returns: 1 },
  concepts: {
    'certainty-of-returns': {
      ruleId: 'COBS4.2.1R-absolute-claims',
      threshold: 0.9,
      bias: -2,
      weights: { guaranteed: 4, guaranteed_returns: 6 },
    },
  },
};

describe('learned concept layer', () => {
  it('is trained from the data files and code in the repository as they are now (re-run the script if not)', () => {
    expect(committed.trainingHash, 'npx tsx scripts/train-concept-classifier.ts').toBe(trainingHash());
  });

  it('gives every learned concept a rule, a threshold and weights', () => {
    expect(Object.keys(committed.concepts).length).toBeGreaterThan(0);
    for (const [concept, classifier] of Object.entries(committed.concepts)) {
      expect(classifier.ruleId, concept).toMatch(/^[A-Z]/);
      expect(classifier.threshold, concept).toBeGreaterThan(0.5);
      expect(Object.keys(classifier.weights).length, concept).toBeGreaterThan(0);
    }
  });

  it('reads figures as one token, so the size of a number does not split the vocabulary', () => {
    expect(wordsOf('Earn 7.5% — £1,000 in 2026!')).toEqual(['earn', '#', '%', '£', '#', 'in', '#']);
  });

  it('returns a possible finding, with its page and strongest sentence, that never blocks approval', () => {
    const document = documentFromText('Our fund pays guaranteed returns every year.\n\nAsk us how.');
    const [finding, ...rest] = findPossibleFindings(document, tiny);
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({
      tier: POSSIBLE_TIER,
      concept: 'certainty-of-returns',
      ruleId: 'COBS4.2.1R-absolute-claims',
      blocksApproval: false,
      evidence: { page: 1, quote: 'Our fund pays guaranteed returns every year.' },
    });
    expect(finding!.probability).toBeGreaterThanOrEqual(0.9);
  });

  it('stays silent below the threshold and on rules the packs already reported', () => {
    expect(findPossibleFindings(documentFromText('Returns vary from year to year.'), tiny)).toEqual([]);
    const document = documentFromText('Guaranteed returns.');
    expect(
      findPossibleFindings(document, tiny, { alreadyFound: new Set(['COBS4.2.1R-absolute-claims']) }),
    ).toEqual([]);
  });
});
