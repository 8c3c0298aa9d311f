// The learned layer's findings as a check stores them (ADR 022): keyed apart from the rule's, and only where the
// check ran the rule and saw it satisfied.
import { describe, expect, it } from 'vitest';
import type { RulePack } from '../schema.ts';
import { documentFromText } from '../testing/build-document.ts';
import { possibleKey, possibleTierOf, scoreConcepts, type ConceptModel } from './index.ts';

const RULE = 'COBS4.2.1R-absolute-claims';
const model: ConceptModel = {
  formatVersion: 1,
  trainingHash: 'test',
  trainedOn: { cases: 0, files: [] },
  idf: { guaranteed: 1, returns: 1, guaranteed_returns: 1 },
  concepts: {
    'certainty-of-returns': {
      ruleId: RULE,
      threshold: 0.9,
      bias: -2,
      weights: { guaranteed: 4, guaranteed_returns: 6 },
    },
    'capital-safety-claim': {
      ruleId: RULE,
      threshold: 0.9,
      bias: -2,
      weights: { guaranteed: 5, returns: 3 },
    },
  },
};
const packs = [
  {
    id: 'test',
    rules: [
      {
        id: RULE,
        version: '1.0.0',
        title: 'Absolute claims',
        citation: { provision: 'COBS 4.2.1R' },
        severity: 'high',
        suggestion: 'Remove the absolute wording ({count} sentences).',
      },
    ],
  },
] as unknown as RulePack[];
const document = documentFromText('Our fund pays guaranteed returns every year.\n\nAsk us how.');

describe('possibleTierOf', () => {
  it('files a possible finding under its own key, with the rule it relates to and its strongest sentence', () => {
    const found = possibleTierOf(document, { passed: [{ ruleId: RULE } as never] }, packs, model);
    // both concepts fire on the page; the rule gets one finding, the likelier concept's
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      tier: 'possible',
      ruleId: possibleKey(RULE),
      relatesTo: RULE,
      concept: 'certainty-of-returns',
      title: 'Absolute claims',
      citation: 'COBS 4.2.1R',
      severity: 'high',
      evidence: [{ page: 1, quote: 'Our fund pays guaranteed returns every year.' }],
      suggestion: 'Remove the absolute wording.',
    });
  });

  it('raises nothing for a rule the check did not see satisfied (fired, not applicable or not chosen)', () => {
    expect(possibleTierOf(document, { passed: [] }, packs, model)).toEqual([]);
    expect(possibleTierOf(document, { passed: [{ ruleId: RULE } as never] }, [], model)).toEqual([]);
  });
});

describe('scoreConcepts', () => {
  // The attacker's path is any text: words that name properties of every JavaScript object must score as
  // unknown words, not turn every concept's probability into NaN (they did until the vocabulary was read by own keys).
  it('scores a text with "constructor", "toString" or "__proto__" as it scores the text without them', () => {
    const plain = scoreConcepts('Our fund pays guaranteed returns every year.', model);
    const tricky = scoreConcepts(
      'Our fund pays guaranteed returns every year constructor toString __proto__ hasOwnProperty.',
      model,
    );
    for (const score of tricky) expect(Number.isFinite(score.probability), score.concept).toBe(true);
    expect(tricky.map((s) => s.probability)).toEqual(plain.map((s) => s.probability));
  });
});
