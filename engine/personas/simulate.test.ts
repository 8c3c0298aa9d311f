import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { knowledgeLevelOf, mean, type InterviewCategory } from '#common/personas.ts';
import { documentFromText } from '../rules/testing/build-document.ts';
import { DocumentProfile, simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';
import { jargonDocument, plainDocument, type FundFacts } from './testing/paired-documents.ts';

const QUESTIONS: SimQuestion[] = [
  { id: 'q-purpose', category: 'purpose', text: 'What is this fund trying to achieve?' },
  { id: 'q-cost', category: 'cost', text: 'How much will this fund cost me each year?' },
  {
    id: 'q-performance',
    category: 'performance',
    text: 'How has the fund performed compared with its benchmark?',
  },
  { id: 'q-action', category: 'action', text: 'What should I do if I want to sell or ask a question?' },
  { id: 'q-visuals', category: 'visuals', text: 'Is the document easy to find your way around?' },
  {
    id: 'q-accessibility',
    category: 'accessibility',
    text: 'Could you read and understand this document easily?',
  },
  { id: 'q-risk', category: 'purpose', text: 'What are the risks of investing in this fund?' },
];

const persona = (overrides: Partial<SimPersona> = {}): SimPersona => ({
  name: 'Amara',
  age: 34,
  financialKnowledge: 'Beginner: has a cash ISA, has never invested in a fund',
  vulnerability: false,
  vulnerabilityDrivers: [],
  accessibilityNeeds: [],
  speechStyle: { confidence: 'medium', technicalTerms: 'some', sentenceLength: 'medium' },
  concerns: ['losing money I cannot afford to lose'],
  motivations: ['saving for a deposit'],
  ...overrides,
});

const FACTS: FundFacts = {
  fund: 'Example UK Growth Fund',
  ongoingCharge: 0.85,
  transactionCost: 0.12,
  lastYear: 6.3,
  comparator: 4.1,
  years: 5,
  phone: '0800 123 4567',
};

const factsArb: fc.Arbitrary<FundFacts> = fc.record({
  fund: fc.constantFrom('Example UK Growth Fund', 'Northern Income Trust', 'Thistle Global Equity Fund'),
  ongoingCharge: fc.double({ min: 0.05, max: 2.5, noNaN: true }),
  transactionCost: fc.double({ min: 0.01, max: 0.9, noNaN: true }),
  lastYear: fc.double({ min: -25, max: 30, noNaN: true }),
  comparator: fc.double({ min: -25, max: 30, noNaN: true }),
  years: fc.integer({ min: 3, max: 10 }),
  phone: fc.stringMatching(/^0[1-9]\d{2} \d{3} \d{4}$/),
});

const personaArb = (knowledge: fc.Arbitrary<string>): fc.Arbitrary<SimPersona> =>
  fc.record({
    name: fc.constantFrom('Amara', 'Doreen', 'Kwame', 'Priya'),
    age: fc.integer({ min: 18, max: 95 }),
    financialKnowledge: knowledge,
    vulnerability: fc.boolean(),
    vulnerabilityDrivers: fc.subarray(['health', 'life_events', 'resilience', 'capability'] as const),
    accessibilityNeeds: fc.subarray([
      'low-vision',
      'screen-reader',
      'dyslexia',
      'cognitive',
      'english-second-language',
    ] as const),
    speechStyle: fc.record({
      confidence: fc.constantFrom('low', 'medium', 'high') as fc.Arbitrary<'low' | 'medium' | 'high'>,
      technicalTerms: fc.constantFrom('avoids', 'some', 'fluent') as fc.Arbitrary<
        'avoids' | 'some' | 'fluent'
      >,
      sentenceLength: fc.constantFrom('short', 'medium', 'long') as fc.Arbitrary<'short' | 'medium' | 'long'>,
    }),
    concerns: fc.constant(['losing money']),
    motivations: fc.constant(['retirement income']),
  });

const BEGINNER_KNOWLEDGE = fc.constantFrom(
  '',
  'Beginner: new to investing',
  'Basic: has a savings account',
  'Limited, relies on family',
);
const ANY_KNOWLEDGE = fc.constantFrom(
  'Beginner',
  'Intermediate investor',
  'Lapsed beginner',
  'Expert',
  'Professional fund analyst',
);

const scoreIn = (doc: Parameters<typeof simulateInterview>[0], p: SimPersona, category?: InterviewCategory) =>
  mean(
    simulateInterview(doc, p, QUESTIONS)
      .transcript.filter((i) => !category || i.category === category)
      .map((i) => i.qa_score),
  )!;

describe('simulateInterview', () => {
  it('gives Beginner personas higher mean scores for the plain-English version than for the jargon-heavy one', () => {
    fc.assert(
      fc.property(factsArb, personaArb(BEGINNER_KNOWLEDGE), (facts, p) => {
        expect(knowledgeLevelOf(p.financialKnowledge)).toBe('Beginner');
        expect(scoreIn(plainDocument(facts), p)).toBeGreaterThan(scoreIn(jargonDocument(facts), p));
      }),
      { numRuns: 60 },
    );
  });

  it('lowers the Cost Clarity score when the charges section is removed, for every persona and style', () => {
    fc.assert(
      fc.property(factsArb, personaArb(ANY_KNOWLEDGE), fc.boolean(), (facts, p, plain) => {
        const make = plain ? plainDocument : jargonDocument;
        const withCharges = scoreIn(make(facts), p, 'cost');
        const without = scoreIn(make(facts, { withCharges: false }), p, 'cost');
        expect(without).toBeLessThan(withCharges);
      }),
      { numRuns: 60 },
    );
  });

  it('gives identical transcripts for the same document and persona, also after a JSON round trip', () => {
    fc.assert(
      fc.property(factsArb, personaArb(ANY_KNOWLEDGE), fc.boolean(), (facts, p, plain) => {
        const doc = plain ? plainDocument(facts) : jargonDocument(facts);
        const first = simulateInterview(doc, p, QUESTIONS);
        const second = simulateInterview(JSON.parse(JSON.stringify(doc)), p, QUESTIONS);
        expect(second).toEqual(first);
        expect(simulateInterview(new DocumentProfile(doc), p, QUESTIONS)).toEqual(first);
      }),
      { numRuns: 30 },
    );
  });

  it('names the unexplained terms a beginner would not know and quotes the passage read', () => {
    const [cost] = simulateInterview(jargonDocument(FACTS), persona(), [QUESTIONS[1]!]).transcript;
    expect(cost!.causes).toContain('jargon');
    expect(cost!.unknownTerms).toContain('ongoing charges figure (OCF)');
    expect(cost!.feedback).toMatch(
      /It uses terms this persona would not know without explaining them: .*ongoing charges figure/,
    );
    expect(cost!.evidence[0]).toEqual({ page: 1, quote: expect.stringContaining('0.85% per annum') });
    expect(cost!.feedback).toContain('The persona read this on page 1: “The ongoing charges figure (OCF)');
  });

  it('lets an expert understand the jargon an intermediate investor does not know', () => {
    const expert = persona({ financialKnowledge: 'Professional: 20 years as a fund analyst' });
    const intermediate = persona({ financialKnowledge: 'Intermediate: holds a stocks and shares ISA' });
    const [forExpert] = simulateInterview(jargonDocument(FACTS), expert, [QUESTIONS[3]!]).transcript;
    const [forIntermediate] = simulateInterview(jargonDocument(FACTS), intermediate, [
      QUESTIONS[3]!,
    ]).transcript;
    expect(forExpert!.unknownTerms).toEqual([]);
    expect(forIntermediate!.unknownTerms).toContain('authorised corporate director (ACD)');
    expect(forExpert!.qa_score).toBeGreaterThan(forIntermediate!.qa_score);
  });

  it('does not count a term the document explains, where it is used or in a glossary, as unknown', () => {
    const ask: SimQuestion[] = [
      { id: null, category: 'cost', text: 'How much will this fund cost me each year?' },
    ];
    const undefinedTerm = documentFromText('# Charges\n\nThe OCF is 0.85% a year.');
    const definedInPlace = documentFromText(
      '# Charges\n\nThe OCF (the yearly cost of running the fund) is 0.85% a year.',
    );
    const inGlossary = documentFromText(
      '# Charges\n\nThe OCF is 0.85% a year.\n\n# Glossary\n\nOCF: the yearly cost of running the fund.',
    );
    expect(simulateInterview(undefinedTerm, persona(), ask).transcript[0]!.unknownTerms).toEqual([
      'ongoing charges figure (OCF)',
    ]);
    expect(simulateInterview(definedInPlace, persona(), ask).transcript[0]!.unknownTerms).toEqual([]);
    expect(simulateInterview(inGlossary, persona(), ask).transcript[0]!.unknownTerms).toEqual([]);
  });

  it('scores a missing fact 1 and says what was looked for', () => {
    const [cost] = simulateInterview(plainDocument(FACTS, { withCharges: false }), persona(), [
      QUESTIONS[1]!,
    ]).transcript;
    expect(cost!.qa_score).toBe(1);
    expect(cost!.causes).toEqual(['facts-missing']);
    expect(cost!.feedback).toMatch(/^The document does not give the charges, as figures\./);
    expect(cost!.answer).toMatch(/couldn't (find|see)/);
  });

  it('finds an answer stated as the kind of answer asked for, in other words than the question’s', () => {
    const doc = documentFromText(
      [
        '# Who can open one',
        'You must be 18 or over and live in the UK.',
        '# Making a complaint',
        'Email complaints@example.com or write to Example Investments, 1 High Street, Bath BA1 1AA.',
        'If you are not happy with our answer, you can go to the Financial Ombudsman Service on 0800 023 4567.',
      ].join('\n\n'),
    );
    const [age, ombudsman, send] = simulateInterview(doc, persona(), [
      { id: null, category: 'purpose', text: 'How old do I have to be?' },
      { id: null, category: 'action', text: 'What’s the Ombudsman’s number?' },
      { id: null, category: 'action', text: 'Where do I send a complaint?' },
    ]).transcript;
    // "18 or over" is an age, though the sentence never says "age".
    expect(age!.causes).not.toContain('facts-missing');
    expect(age!.evidence[0]!.quote).toContain('18 or over');
    // One complaints paragraph holds an e-mail and a phone number: the number asked for is the one quoted.
    expect(ombudsman!.evidence[0]!.quote).toContain('0800 023 4567');
    expect(send!.evidence[0]!.quote).toContain('1 High Street');
  });

  it('answers a question about what follows from the charges, though it asks for no charge as a figure', () => {
    const doc = documentFromText(
      [
        '# Charges',
        'The fund management charge is 0.15% a year.',
        '# Using this fact sheet',
        'If the interest earned by the fund’s assets is insufficient to cover the fund management charge, the unit price will fall.',
      ].join('\n\n'),
    );
    // Asked under "cost", whose need looks for the charges as figures: the category is a hint, not a veto.
    const [item] = simulateInterview(doc, persona(), [
      { id: null, category: 'cost', text: 'What happens if the interest earned doesn’t cover the charges?' },
    ]).transcript;
    expect(item!.causes).not.toContain('facts-missing');
    expect(item!.evidence[0]!.quote).toContain('the unit price will fall');
  });

  it('takes only words the document never prints in lower case for a person’s name', () => {
    const named = documentFromText(
      ['# Who runs the fund', 'The fund is managed by Harriet Oyelaran, who has run it since 2019.'].join(
        '\n\n',
      ),
    );
    const unnamed = documentFromText(
      [
        '# Manage Your Account',
        'You can manage your account online. The fund is run by Marram Point Investments Limited, which manages other investments too.',
      ].join('\n\n'),
    );
    const ask = {
      id: null,
      category: 'purpose' as const,
      text: 'What is the name of the person who manages it?',
    };
    const [found] = simulateInterview(named, persona(), [ask]).transcript;
    expect(found!.causes).not.toContain('facts-missing');
    expect(found!.evidence[0]!.quote).toContain('Harriet Oyelaran');
    // "Manage Your" and "Investments Limited" are ordinary words, printed in lower case elsewhere.
    const [absent] = simulateInterview(unnamed, persona(), [ask]).transcript;
    expect(absent!.causes).toContain('facts-missing');
  });

  it('marks a fact that is present but not where the reader looks as hard to find', () => {
    const doc = documentFromText(
      [
        '# About the fund',
        'This fund aims to grow your money over five years by buying shares in UK companies.',
        '# Other information',
        'Please keep this leaflet. Note that 0.9% is taken out of the fund every year as a fee for running it.',
      ].join('\n\n'),
    );
    const [cost] = simulateInterview(doc, persona(), [
      { id: null, category: 'cost', text: 'What will I be charged?' },
    ]).transcript;
    expect(cost!.qa_score).toBeGreaterThanOrEqual(2);
    expect(cost!.evidence[0]!.quote).toContain('0.9%');
  });

  it('takes low vision into account when the body text is small', () => {
    const small = documentFromText(
      '# Fund\n\nThis fund aims to grow your money. You pay 0.5% a year to run it.',
      { bodyFontSize: 9 },
    );
    const ask: SimQuestion[] = [{ id: null, category: 'visuals', text: 'Is the text easy to see?' }];
    const [sighted] = simulateInterview(small, persona(), ask).transcript;
    const [lowVision] = simulateInterview(
      small,
      persona({ accessibilityNeeds: ['low-vision'] }),
      ask,
    ).transcript;
    expect(lowVision!.qa_score).toBeLessThan(sighted!.qa_score);
    expect(lowVision!.feedback).toMatch(/9pt; a reader with low vision needs at least 12pt/);
  });

  it('answers in the persona’s voice: a confident expert speaks briefly, a worried beginner says what worries them where it bears on the question', () => {
    const brief = persona({
      speechStyle: { confidence: 'high', technicalTerms: 'fluent', sentenceLength: 'short' },
    });
    const worried = persona({
      speechStyle: { confidence: 'low', technicalTerms: 'avoids', sentenceLength: 'long' },
    });
    const [a] = simulateInterview(plainDocument(FACTS), brief, [QUESTIONS[1]!]).transcript;
    const [b] = simulateInterview(plainDocument(FACTS), worried, [QUESTIONS[1]!]).transcript;
    expect(a!.answer).toMatch(/^(The document says|It states plainly that|According to the document,)/);
    // a worry about losing money is not about what the fund costs (issue 17: worries appended to everything)
    expect(b!.answer).not.toContain('I worry');
    const [c] = simulateInterview(plainDocument(FACTS), worried, [QUESTIONS[2]!]).transcript;
    expect(c!.answer).toContain('I worry about losing money I cannot afford to lose.');
  });
});
