// The persona's words read as sentences a person wrote (issue 17): feedback built from the judgement's
// facts, a worry or goal voiced only where it bears on the question. Property tests run every corpus
// question (testing/corpus-questions.ts) through arbitrary personas, on documents made for the purpose and,
// when the shared corpus is installed, on the real documents the questions were written for.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { bearsOn, firstPerson } from './personal-stake.ts';
import { lowerFirst, quotedEnd, sentence } from './phrasing.ts';
import { simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';
import { CORPUS_QUESTIONS } from './testing/corpus-questions.ts';
import { jargonDocument, plainDocument } from './testing/paired-documents.ts';

// Worries and goals as the seeded personas and administrators write them: noun phrases, some in the third
// person ("her pension"), some capitalised.
const CONCERNS = [
  'hidden charges',
  'whether the fees are eating into the money',
  'print too small to read',
  'losing money I cannot afford to lose',
  'needing the money back quickly',
  'tax rules he does not know',
  'forgetting what she has been told',
  'decisions being made without her',
  'Greenwashing',
  'walls of text',
  'funds that lag their benchmark',
];
const MOTIVATIONS = [
  'a steady income to top up her pension',
  'retiring at 60',
  'helping his parents in Poland',
  'value for money from every fund',
  'investing in line with her values',
];

const persona: fc.Arbitrary<SimPersona> = fc.record({
  name: fc.constantFrom('Amara', 'Doreen', 'Kwame', 'Priya', 'Tomasz'),
  age: fc.integer({ min: 18, max: 95 }),
  financialKnowledge: fc.constantFrom('Beginner', 'Intermediate investor', 'Professional fund analyst'),
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
    technicalTerms: fc.constantFrom('avoids', 'some', 'fluent') as fc.Arbitrary<'avoids' | 'some' | 'fluent'>,
    sentenceLength: fc.constantFrom('short', 'medium', 'long') as fc.Arbitrary<'short' | 'medium' | 'long'>,
  }),
  concerns: fc.subarray(CONCERNS, { maxLength: 3 }),
  motivations: fc.subarray(MOTIVATIONS, { maxLength: 2 }),
});

const QUESTIONS: SimQuestion[] = [
  ...CORPUS_QUESTIONS.map((c) => c.question),
  { id: 'visuals', category: 'visuals', text: 'Is the layout easy to follow?' },
  { id: 'access', category: 'accessibility', text: 'Is the document easy to read?' },
];

/** The sentence problems the issue found and their kin; quotations from the document are left alone. */
function grammarProblems(text: string): string[] {
  const own = text.replace(/“[^”]*?([.!?]?)”/g, '“Q$1”');
  const problems: string[] = [];
  if (/\s{2,}/.test(own)) problems.push('double space');
  if (/\s[.,;:!?]/.test(own)) problems.push('space before punctuation');
  if (/[,;:]\s*[.!?]|\.\.(?!\.)|[.!?]\s*[.!?]/.test(own)) problems.push('doubled punctuation');
  if (!/(?:[.!?]|[.!?]”|”\.)$/.test(own)) problems.push('no end mark');
  if (/\b(\w+) \1\b/i.test(own)) problems.push('repeated word');
  if (/\ban? (?:intermediate|expert)\b/i.test(own) && /\ba (?:intermediate|expert)\b/i.test(own))
    problems.push('a before a vowel');
  for (const s of own.split(/(?<=[.!?]|[.!?]”|”\.)\s+/))
    if (!/^[A-Z“0-9]/.test(s)) problems.push(`sentence starts in lower case: ${s}`);
  return problems;
}

/** Persona details said in the answer must bear on the question, and be said in the first person. */
function stakeProblems(answer: string, p: SimPersona, q: SimQuestion): string[] {
  const problems: string[] = [];
  for (const phrase of [...p.concerns, ...p.motivations]) {
    const said = firstPerson(lowerFirst(phrase));
    if (answer.includes(said) && !bearsOn(phrase, q))
      problems.push(`“${phrase}” does not bear on “${q.text}”`);
  }
  const stake = /That matters to me[^.]*\./.exec(answer)?.[0] ?? '';
  if (/\b(?:he|she|his|her|him)\b/.test(stake)) problems.push(`third person in “${stake}”`);
  return problems;
}

function checkAll(doc: ExtractedDocument, p: SimPersona, questions: readonly SimQuestion[]) {
  const { transcript } = simulateInterview(doc, p, questions);
  transcript.forEach((item, i) => {
    const q = questions[i]!;
    expect(grammarProblems(item.answer), `answer to “${q.text}”: ${item.answer}`).toEqual([]);
    expect(grammarProblems(item.feedback), `feedback on “${q.text}”: ${item.feedback}`).toEqual([]);
    expect(stakeProblems(item.answer, p, q), item.answer).toEqual([]);
  });
}

const FACTS = {
  fund: 'Example UK Growth Fund',
  ongoingCharge: 0.85,
  transactionCost: 0.12,
  lastYear: 6.3,
  comparator: 4.1,
  years: 5,
  phone: '0800 123 4567',
};

describe('phrasing', () => {
  it('lower-cases an ordinary first word but never a name', () => {
    expect(lowerFirst('Ongoing charges are 0.85%')).toBe('ongoing charges are 0.85%');
    expect(lowerFirst('The Fund aims to grow')).toBe('the Fund aims to grow');
    expect(lowerFirst('Artemis aims to grow')).toBe('Artemis aims to grow');
    expect(lowerFirst('Fidelity Index World Fund')).toBe('Fidelity Index World Fund');
    expect(lowerFirst('OCF is 0.85%')).toBe('OCF is 0.85%');
  });

  it('turns a third-person description into the persona’s own words', () => {
    expect(firstPerson('a steady income to top up her pension')).toBe('a steady income to top up my pension');
    expect(firstPerson('tax rules he does not know')).toBe('tax rules I do not know');
    expect(firstPerson('forgetting what she has been told')).toBe('forgetting what I have been told');
    expect(firstPerson('decisions being made without her')).toBe('decisions being made without me');
  });

  it('ends a sentence once, inside or after a quotation', () => {
    expect(sentence('the text is dense')).toBe('The text is dense.');
    expect(sentence('is it clear?')).toBe('Is it clear?');
    expect(quotedEnd('The fund aims to grow.')).toBe('“The fund aims to grow.”');
    expect(quotedEnd('charges of 0.85% a year;')).toBe('“charges of 0.85% a year”.');
  });
});

describe('persona voice', () => {
  it('voices a worry only where it bears on the question', () => {
    const q = (category: SimQuestion['category'], text: string): SimQuestion => ({
      id: null,
      category,
      text,
    });
    expect(bearsOn('hidden charges', q('cost', 'What is the ongoing charge?'))).toBe(true);
    expect(bearsOn('hidden charges', q('purpose', "What is the fund's aim?"))).toBe(false);
    expect(bearsOn('losing money I cannot afford to lose', q('cost', 'What will it cost me?'))).toBe(false);
    expect(bearsOn('needing the money back quickly', q('action', 'How do I sell my units?'))).toBe(true);
    // sharing only "money" is not bearing on it: a risk question is not about fees
    expect(
      bearsOn(
        'whether the fees are eating into the money',
        q('performance', 'How much money could I lose, and how likely is that?'),
      ),
    ).toBe(false);
    expect(bearsOn('losing money in a crash', q('performance', 'Could I lose money?'))).toBe(true);
    expect(bearsOn('print too small to read', q('accessibility', 'Is the document easy to read?'))).toBe(
      true,
    );
  });

  it('writes grammatical answers and feedback for every corpus question and any persona', () => {
    const docs = [plainDocument(FACTS), jargonDocument(FACTS)];
    fc.assert(
      fc.property(persona, fc.constantFrom(0, 1), (p, d) => checkAll(docs[d]!, p, QUESTIONS)),
      { numRuns: 60 },
    );
  });
});

const corpusDir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(
  existsSync(corpusDir),
  `The shared financial corpus (${corpusDir})`,
  CORPUS_INSTALL,
);

describe.skipIf(!hasCorpus)('persona voice on the corpus documents the questions were written for', () => {
  const docs = new Map<string, ExtractedDocument>();
  beforeAll(async () => {
    for (const file of new Set(CORPUS_QUESTIONS.map((c) => c.file)))
      docs.set(file, await extractDocument(new Uint8Array(readFileSync(path.join(corpusDir, file)))));
  }, 120_000);

  it('writes grammatical answers and feedback, with worries only where they bear', () => {
    fc.assert(
      fc.property(persona, (p) => {
        for (const [file, doc] of docs)
          checkAll(
            doc,
            p,
            CORPUS_QUESTIONS.filter((c) => c.file === file).map((c) => c.question),
          );
      }),
      { numRuns: 15 },
    );
  });
});
