// Issue 27: the default question bank over the corpus's KIIDs and factsheets, as each of the QA panel's
// personas (every knowledge level) would answer it. The yearly cost question gets the ongoing charge (never
// an entry or exit row), the last-year performance question the latest year's return, and every question
// about the reader's own experience an answer from their reading, never "not found".
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';
import { questionKindOf } from './question-kind.ts';
import { DocumentProfile, simulateInterview, type SimQuestion } from './simulate.ts';
import { QA_PANEL } from './testing/qa-personas.ts';
import { loadQaDocument } from './testing/qa-set.ts';
import { assertQuotesResolve } from './testing/quote-assert.ts';

const hasCorpus = hasRequiredPart(
  existsSync(path.join(CORPUS_DIR, 'financial')),
  `The shared financial corpus (${CORPUS_DIR}/financial)`,
  CORPUS_INSTALL,
);

/** File, the ongoing charge it states, and its latest year's return. */
const DOCUMENTS: readonly [string, RegExp, RegExp][] = [
  ['beanstalk_Fidelity-Index-World-KIID.pdf', /0\.12%/, /2020: 12\.4/],
  ['beanstalk_LG-Cash-Trust-KIID.pdf', /0\.15%/, /2020: 0\.2\b/],
  ['B4PY_Fact-Sheet_Artemis-Income-Fund-LG-PMC-Artemis-Income-G25.pdf', /0\.8[05]%/, /2024: 18\.35/],
  ['B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf', /0\.20%/, /2024: 5\.25/],
  [
    'B6IY_Fact-Sheet_FTSE4Good-UK-Equity-Index-Fund-LG-PMC-Ethical-UK-Equity-Index-Fund-G25.pdf',
    /0\.2\d%/,
    /2024: 13\.64/,
  ],
];

const COST: SimQuestion = {
  id: 'cost',
  category: 'cost',
  text: 'How much will this fund cost you each year?',
};
const PERFORMANCE: SimQuestion = {
  id: 'performance',
  category: 'performance',
  text: 'How has the fund performed over the last year?',
};
const WARNING: SimQuestion = {
  id: 'warning',
  category: 'performance',
  text: 'Does the document warn that past performance does not predict future returns?',
};
/** The default bank's questions about the reader's own experience (server/src/db/seed/seed-questions.ts). */
const EXPERIENCE: SimQuestion[] = [
  ['visuals', 'Was it easy to find your way around the document?'],
  ['visuals', 'Did the charts and tables help you understand the numbers?'],
  ['visuals', 'Were the important points easy to spot, or hidden in small print?'],
  ['visuals', 'Were the risk warnings as visible as the benefits?'],
  ['visuals', 'Were the headings and sections clear?'],
  ['visuals', 'Was the text large enough to read comfortably?'],
  ['accessibility', 'Could you read and understand this document easily?'],
  ['accessibility', 'Were there words or terms you did not understand?'],
  ['accessibility', 'Was the language plain enough for someone new to investing?'],
  ['accessibility', 'Would someone with a vulnerability find this document hard to use?'],
  ['accessibility', 'Were the sentences short and clear enough to follow?'],
  ['action', 'After reading this, what do you think you should do next?'],
  ['action', 'Is there anything in the document you would want to ask about before investing?'],
].map(([category, text], i) => ({ id: `x${i}`, category: category as SimQuestion['category'], text: text! }));

describe.skipIf(!hasCorpus)('the default question bank over corpus KIIDs and factsheets', () => {
  const docs = new Map<string, ExtractedDocument>();
  beforeAll(async () => {
    for (const [file] of DOCUMENTS)
      docs.set(
        file,
        await loadQaDocument(
          { id: file, source: 'corpus', path: `financial/${file}`, documentType: '', kindOfDocument: '' },
          CORPUS_DIR,
        ),
      );
  }, 120_000);

  it('classes every experience question of the bank as one', () => {
    for (const q of EXPERIENCE) expect(questionKindOf(q.text), q.text).toBe('experience');
  });

  it('finds the past-performance warning each KIID prints, though the question words it otherwise', () => {
    for (const [file] of DOCUMENTS.filter(([f]) => f.includes('KIID'))) {
      const [warning] = simulateInterview(new DocumentProfile(docs.get(file)!), QA_PANEL[0]!, [
        WARNING,
      ]).transcript;
      expect(warning!.causes, `${file}: ${warning!.answer}`).not.toContain('facts-missing');
      expect(warning!.evidence[0]!.quote).toMatch(
        /past performance is not a (?:reliable )?(?:guide|indicator)/i,
      );
    }
  });

  it.each(DOCUMENTS)(
    'answers the cost, performance and experience questions of %s',
    (file, charge, latest) => {
      const doc = docs.get(file)!;
      const profile = new DocumentProfile(doc);
      for (const persona of QA_PANEL) {
        const [cost, performance, ...experience] = simulateInterview(profile, persona, [
          COST,
          PERFORMANCE,
          ...EXPERIENCE,
        ]).transcript;
        assertQuotesResolve(doc, [cost!, performance!]);
        const costSaid = `${cost!.answer} ${cost!.evidence[0]?.quote}`;
        expect(cost!.causes, `${persona.name}: ${cost!.answer}`).not.toContain('facts-missing');
        expect(costSaid).toMatch(charge);
        expect(cost!.evidence[0]!.quote).not.toMatch(/\b(?:entry|exit)\b/i);
        expect(performance!.causes, `${persona.name}: ${performance!.answer}`).not.toContain('facts-missing');
        expect(performance!.evidence[0]!.quote).toMatch(latest);
        for (const item of experience) {
          expect(item.causes, `${persona.name}: ${item.question} → ${item.answer}`).not.toContain(
            'facts-missing',
          );
          expect(item.evidence.length).toBeGreaterThan(0);
        }
      }
    },
  );
});
