import { describe, expect, it } from 'vitest';
import { panelScores, weakCategoriesOf } from './panel-scores.ts';
import type { SimPersona, SimQuestion } from './simulate.ts';
import { jargonDocument, plainDocument } from './testing/paired-documents.ts';

const FACTS = {
  fund: 'Example UK Growth Fund',
  ongoingCharge: 0.85,
  transactionCost: 0.12,
  lastYear: 6.3,
  comparator: 4.1,
  years: 5,
  phone: '0800 123 4567',
};

const BEGINNER: SimPersona = {
  name: 'Test Beginner',
  age: 70,
  financialKnowledge: 'Beginner: has never chosen an investment herself',
  vulnerability: true,
  vulnerabilityDrivers: ['capability'],
  accessibilityNeeds: [],
  speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'short' },
  concerns: ['losing money'],
  motivations: ['a steady income'],
};

const QUESTIONS: SimQuestion[] = [
  { id: null, category: 'cost', text: 'How much will this fund cost me each year?' },
  { id: null, category: 'purpose', text: 'What is this fund trying to do?' },
];

describe(panelScores.name, () => {
  it('scores the plain-English version at least as high as the jargon version, category by category', () => {
    const plain = panelScores(plainDocument(FACTS), [BEGINNER], QUESTIONS);
    const jargon = panelScores(jargonDocument(FACTS), [BEGINNER], QUESTIONS);
    expect(Object.keys(plain).sort()).toEqual(['cost', 'purpose']);
    expect(plain.cost! + plain.purpose!).toBeGreaterThan(jargon.cost! + jargon.purpose!);
  });

  it('gives nothing to score without personas or questions', () => {
    expect(panelScores(plainDocument(FACTS), [], QUESTIONS)).toEqual({});
    expect(panelScores(plainDocument(FACTS), [BEGINNER], [])).toEqual({});
  });
});

describe(weakCategoriesOf.name, () => {
  it('lists the categories scored below 3, weakest first', () => {
    expect(weakCategoriesOf({ cost: 2.5, purpose: 4, action: 1.5, visuals: 3 })).toEqual(['action', 'cost']);
  });
});
