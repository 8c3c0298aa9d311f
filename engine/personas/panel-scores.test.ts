import { describe, expect, it } from 'vitest';
import { interviewPanelScorer, weakCategoriesOf } from './panel-scores.ts';
import { simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';
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

describe(interviewPanelScorer.name, () => {
  const stored = [
    { question: QUESTIONS[0]!.text, category: 'cost', qa_score: 2 },
    { question: QUESTIONS[1]!.text, category: 'purpose', qa_score: 4 },
  ];

  it('returns the stored interview scores for the document as it is', () => {
    const jargon = jargonDocument(FACTS);
    const scorer = interviewPanelScorer(jargon, [
      { persona: BEGINNER, questions: QUESTIONS, transcript: stored },
      { persona: BEGINNER, questions: QUESTIONS, transcript: [{ ...stored[0]!, qa_score: 3 }] },
    ]);
    // cost: the mean of the persona scores 2 and 3; purpose: only the first persona was asked
    expect(scorer(jargon)).toEqual({ cost: 2.5, purpose: 4 });
    // a revision that changes nothing reads the same
    expect(scorer({ ...jargon })).toEqual({ cost: 2.5, purpose: 4 });
  });

  it('moves each stored answer by the change the simulator predicts for the revision', () => {
    const jargon = jargonDocument(FACTS);
    const plain = plainDocument(FACTS);
    const simulated = (doc: typeof jargon) =>
      simulateInterview(doc, BEGINNER, QUESTIONS).transcript.map((i) => i.qa_score);
    const [before, after] = [simulated(jargon), simulated(plain)];
    const scorer = interviewPanelScorer(jargon, [
      { persona: BEGINNER, questions: QUESTIONS, transcript: stored },
    ]);
    const clamp = (n: number) => Math.min(5, Math.max(1, n));
    expect(scorer(plain)).toEqual({
      cost: clamp(2 + after[0]! - before[0]!),
      purpose: clamp(4 + after[1]! - before[1]!),
    });
    expect(after[0]! + after[1]!).toBeGreaterThan(before[0]! + before[1]!);
  });

  it('gives nothing to score without interviews', () => {
    expect(interviewPanelScorer(plainDocument(FACTS), [])(plainDocument(FACTS))).toEqual({});
  });
});

describe(weakCategoriesOf.name, () => {
  it('lists the categories scored below 3, weakest first', () => {
    expect(weakCategoriesOf({ cost: 2.5, purpose: 4, action: 1.5, visuals: 3 })).toEqual(['action', 'cost']);
  });
});
