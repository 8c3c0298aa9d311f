// Persona answers must answer the question asked, not its category: property tests over generated fund
// documents that state some facts and leave others out, with questions about the absent facts, off-topic
// questions and paraphrased questions about the facts that are there.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InterviewCategory } from '#common/personas.ts';
import { documentFromBlocks, documentFromText, type BlockSpec } from '../rules/testing/build-document.ts';
import { quoteResolves } from './quotes.ts';
import { topicOf } from './relevance.ts';
import { simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';
import { assertQuotesResolve } from './testing/quote-assert.ts';

interface Values {
  ongoing: number;
  exit: number;
  perfFee: number;
  year2023: number;
  year2021: number;
  fiveYears: number;
  risk: number;
  income: number;
  phone: string;
}

interface Topic {
  id: string;
  heading: string;
  sentence: (v: Values) => string;
  /** The figure a correct answer quotes. */
  fact: (v: Values) => string;
  category: InterviewCategory;
  /** Paraphrases: none repeats the sentence's wording exactly. */
  questions: string[];
}

const pct = (n: number) => `${n.toFixed(2)}%`;

const TOPICS: Topic[] = [
  {
    id: 'ongoing',
    heading: 'Running costs',
    sentence: (v) => `The ongoing charge is ${pct(v.ongoing)} of your investment a year.`,
    fact: (v) => pct(v.ongoing),
    category: 'cost',
    questions: ['What is the ongoing charge?', 'How much are the running costs?'],
  },
  {
    id: 'exit',
    heading: 'Leaving the fund',
    sentence: (v) => `There is an exit charge of ${pct(v.exit)} when you sell your units.`,
    fact: (v) => pct(v.exit),
    category: 'cost',
    questions: ['Is there a fee for leaving the fund?', 'Do I pay anything when I sell?'],
  },
  {
    id: 'performance-fee',
    heading: 'Extra fees',
    sentence: (v) => `A performance fee of ${pct(v.perfFee)} is taken from returns above the benchmark.`,
    fact: (v) => pct(v.perfFee),
    category: 'cost',
    questions: ['Is there a performance fee?'],
  },
  {
    id: 'y2023',
    heading: 'Calendar year 2023',
    sentence: (v) => `In 2023 the fund returned ${pct(v.year2023)}.`,
    fact: (v) => pct(v.year2023),
    category: 'performance',
    questions: ['How did the fund do in 2023?', 'What was the return for 2023?'],
  },
  {
    id: 'y2021',
    heading: 'Calendar year 2021',
    sentence: (v) => `In 2021 the fund returned ${pct(v.year2021)}.`,
    fact: (v) => pct(v.year2021),
    category: 'performance',
    questions: ['What did the fund return in 2021?'],
  },
  {
    id: 'five-years',
    heading: 'Longer term',
    sentence: (v) => `Over five years the fund grew by ${pct(v.fiveYears)} in total.`,
    fact: (v) => pct(v.fiveYears),
    category: 'performance',
    questions: ['How has the fund performed over 5 years?'],
  },
  {
    id: 'risk',
    heading: 'Risk',
    sentence: (v) => `The fund's risk indicator is ${v.risk} on a scale of 1 to 7, so you could lose money.`,
    fact: (v) => `${v.risk} on a scale`,
    category: 'purpose',
    questions: ['How risky is this fund?', 'Could I lose money?'],
  },
  {
    id: 'income',
    heading: 'Income',
    sentence: (v) => `The fund aims to pay an income of ${v.income}p per unit every quarter.`,
    fact: (v) => `${v.income}p`,
    category: 'purpose',
    questions: ['Does this fund pay out an income?'],
  },
  {
    id: 'contact',
    heading: 'Questions',
    sentence: (v) => `If you want to sell or have a question, call us on ${v.phone}.`,
    fact: (v) => v.phone,
    category: 'action',
    questions: ['Who can I phone about selling?'],
  },
];

/** Questions no fund document answers, asked under every category. */
const OFF_TOPIC = [
  'What is the capital of France?',
  'Can you recommend a restaurant?',
  'Who won the football last night?',
  'What is the weather like tomorrow?',
];

const valuesArb: fc.Arbitrary<Values> = fc.record({
  ongoing: fc.double({ min: 0.05, max: 2.5, noNaN: true }),
  exit: fc.double({ min: 0.5, max: 5, noNaN: true }),
  perfFee: fc.double({ min: 5, max: 20, noNaN: true }),
  year2023: fc.double({ min: -20, max: 30, noNaN: true }),
  year2021: fc.double({ min: -20, max: 30, noNaN: true }),
  fiveYears: fc.double({ min: -20, max: 60, noNaN: true }),
  risk: fc.integer({ min: 1, max: 7 }),
  income: fc.integer({ min: 1, max: 40 }),
  phone: fc.stringMatching(/^0[1-9]\d{2} \d{3} \d{4}$/),
});

const personaArb: fc.Arbitrary<SimPersona> = fc.record({
  name: fc.constantFrom('Amara', 'Doreen', 'Kwame', 'Priya'),
  age: fc.integer({ min: 18, max: 95 }),
  financialKnowledge: fc.constantFrom('Beginner', 'Intermediate investor', 'Professional fund analyst'),
  vulnerability: fc.boolean(),
  vulnerabilityDrivers: fc.subarray(['health', 'life_events', 'resilience', 'capability'] as const),
  accessibilityNeeds: fc.subarray(['low-vision', 'dyslexia', 'cognitive'] as const),
  speechStyle: fc.record({
    confidence: fc.constantFrom('low', 'medium', 'high') as fc.Arbitrary<'low' | 'medium' | 'high'>,
    technicalTerms: fc.constantFrom('avoids', 'some', 'fluent') as fc.Arbitrary<'avoids' | 'some' | 'fluent'>,
    sentenceLength: fc.constantFrom('short', 'medium', 'long') as fc.Arbitrary<'short' | 'medium' | 'long'>,
  }),
  concerns: fc.constant(['losing money']),
  motivations: fc.constant(['retirement income']),
});

/** A fund document stating the chosen topics, one heading and sentence each, over two pages. */
function fundDocument(topics: readonly Topic[], v: Values) {
  const blocks: BlockSpec[] = topics.flatMap((t) => [
    { kind: 'heading' as const, text: t.heading, fontSize: 16 },
    { text: t.sentence(v) },
  ]);
  const half = Math.ceil(blocks.length / 4) * 2;
  return documentFromBlocks([blocks.slice(0, half), blocks.slice(half)], 12);
}

const present = fc.subarray(TOPICS, { minLength: 1, maxLength: TOPICS.length - 1 }).chain((chosen) =>
  fc.record({
    chosen: fc.constant(chosen),
    absent: fc.constantFrom(...TOPICS.filter((t) => !chosen.includes(t))),
  }),
);

const ask = (topic: Topic): SimQuestion[] =>
  topic.questions.map((text, i) => ({ id: `${topic.id}-${i}`, category: topic.category, text }));

describe('persona answers and the question asked', () => {
  it('says the document does not answer a question about a fact it leaves out, scoring 1-2 with facts-missing', () => {
    fc.assert(
      fc.property(present, valuesArb, personaArb, ({ chosen, absent }, v, persona) => {
        const doc = fundDocument(chosen, v);
        const transcript = simulateInterview(doc, persona, ask(absent)).transcript;
        for (const item of transcript) {
          expect(item.qa_score, `${item.question} → ${item.answer}`).toBeLessThanOrEqual(2);
          expect(item.causes).toContain('facts-missing');
          expect(item.answer).not.toContain(absent.fact(v));
        }
        assertQuotesResolve(doc, transcript);
      }),
      { numRuns: 150 },
    );
  });

  it('says so, in its own words, when asked an off-topic question under any category', () => {
    const categories: InterviewCategory[] = [
      'purpose',
      'cost',
      'performance',
      'action',
      'visuals',
      'accessibility',
    ];
    fc.assert(
      fc.property(
        fc.subarray(TOPICS, { minLength: 1 }),
        valuesArb,
        personaArb,
        fc.constantFrom(...OFF_TOPIC),
        fc.constantFrom(...categories),
        (chosen, v, persona, text, category) => {
          const doc = fundDocument(chosen, v);
          const [item] = simulateInterview(doc, persona, [{ id: null, category, text }]).transcript;
          expect(item!.qa_score, `${text} (${category}) → ${item!.answer}`).toBeLessThanOrEqual(2);
          expect(item!.causes).toContain('facts-missing');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('quotes the fact when the document states it, however the question is worded', () => {
    fc.assert(
      fc.property(present, valuesArb, personaArb, ({ chosen }, v, persona) => {
        const doc = fundDocument(chosen, v);
        for (const topic of chosen) {
          const transcript = simulateInterview(doc, persona, ask(topic)).transcript;
          for (const item of transcript) {
            expect(item.causes, `${item.question}: ${item.feedback}`).not.toContain('facts-missing');
            expect(item.evidence[0]!.quote).toContain(topic.fact(v));
          }
          assertQuotesResolve(doc, transcript);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('does not take another period’s figure for the one asked, and says what it found instead', () => {
    const doc = documentFromText(
      '# Past performance\n\nIn 2024 the fund returned 18.35%. In 2022 it fell by 6.41%.',
    );
    const persona: SimPersona = {
      name: 'Kwame',
      age: 60,
      financialKnowledge: 'Intermediate investor',
      vulnerability: false,
      vulnerabilityDrivers: [],
      accessibilityNeeds: [],
      speechStyle: { confidence: 'medium', technicalTerms: 'some', sentenceLength: 'medium' },
      concerns: [],
      motivations: [],
    };
    const [item] = simulateInterview(doc, persona, [
      { id: null, category: 'performance', text: 'What did the fund return in 2019?' },
    ]).transcript;
    expect(item!.qa_score).toBe(2);
    expect(item!.causes).toEqual(['facts-missing']);
    expect(item!.answer).toBe('I could only find figures for 2022 and 2024, not for 2019.');
    expect(item!.feedback).toMatch(/asks about 2019, but the figures found are for 2022 and 2024/);
  });

  it('quotes a label and value row as “label: value”, never cells glued together', () => {
    const doc = documentFromText(
      '# Charges\n\n| Ongoing charges figure | 0.85% |\n| Entry charge | 0.00% |\n\n10% 0%',
    );
    const persona: SimPersona = {
      name: 'Oliver',
      age: 52,
      financialKnowledge: 'Expert',
      vulnerability: false,
      vulnerabilityDrivers: [],
      accessibilityNeeds: [],
      speechStyle: { confidence: 'high', technicalTerms: 'fluent', sentenceLength: 'medium' },
      concerns: [],
      motivations: [],
    };
    const [ongoing] = simulateInterview(doc, persona, [
      { id: null, category: 'cost', text: 'What is the ongoing charge?' },
    ]).transcript;
    expect(ongoing!.evidence[0]!.quote).toBe('Ongoing charges figure: 0.85%');
    expect(ongoing!.answer).toMatch(/ongoing charges figure is 0\.85%\.$/i);
    expect(quoteResolves(doc, 1, 'Ongoing charges figure: 0.85%')).toBe(true);
    // Two cells glued into one "sentence" are not on the page as printed.
    expect(quoteResolves(doc, 1, 'Ongoing charges figure 0.85%')).toBe(false);
    expect(quoteResolves(doc, 1, '0.85% 10%')).toBe(false);
  });
});

describe('the topic of a question', () => {
  it('reads "start" before "with", "to" or a verb in -ing as the reader beginning, not the fund’s launch', () => {
    expect(topicOf('When did the fund start?').groups).toContain('launch');
    expect(topicOf('When can I start taking money out?').groups).not.toContain('launch');
    expect(topicOf("What's the smallest amount I can start with?").groups).toEqual(['minimum']);
  });

  it('reads "past" before a period as part of the period', () => {
    expect(topicOf('What did the fund return over the past year?').groups).toEqual(['performance']);
    expect(topicOf('Is past performance a guide?').groups).toContain('past');
  });
});
