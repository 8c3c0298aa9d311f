// Issue 27: Report Effectiveness (the mean of a persona's scores) tells a firm that a plain document serves
// its readers better than the same facts in jargon. Two versions of one key-facts page (testing/report-pair),
// the same questions: every Beginner persona scores the plain one higher, and at 3 or more.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knowledgeLevelOf, mean } from '#common/personas.ts';
import { simulateInterview, type SimQuestion } from './simulate.ts';
import { markdownDocument } from './testing/markdown-document.ts';
import { QA_PANEL } from './testing/qa-personas.ts';

const read = (name: string) =>
  markdownDocument(readFileSync(path.join(import.meta.dirname, 'testing/report-pair', name), 'utf8'));

/** Ten questions over the six categories, as a user following the 5-10 guidance would pick them. */
const QUESTIONS: SimQuestion[] = (
  [
    ['purpose', 'In your own words, what is this fund trying to achieve?'],
    ['purpose', 'What are the main risks of investing in this fund, and could you lose money?'],
    ['cost', 'How much will this fund cost you each year?'],
    ['cost', 'Are there any charges when you buy or sell?'],
    ['performance', 'How has the fund performed over the last year?'],
    ['action', 'Who would you contact if you had a question or a complaint?'],
    ['visuals', 'Was it easy to find your way around the document?'],
    ['visuals', 'Were the headings and sections clear?'],
    ['accessibility', 'Could you read and understand this document easily?'],
    ['accessibility', 'Were there words or terms you did not understand?'],
  ] as const
).map(([category, text], i) => ({ id: `q${i}`, category, text }));

describe('Report Effectiveness on a plain and a jargon version of one document', () => {
  const plain = read('plain.md');
  const jargon = read('jargon.md');
  const effectiveness = (doc: typeof plain, persona: (typeof QA_PANEL)[number]) =>
    mean(simulateInterview(doc, persona, QUESTIONS).transcript.map((i) => i.qa_score))!;

  it('scores the plain version higher for every Beginner persona, and at 3 or more', () => {
    const beginners = QA_PANEL.filter((p) => knowledgeLevelOf(p.financialKnowledge) === 'Beginner');
    expect(beginners.length).toBeGreaterThan(0);
    for (const persona of beginners) {
      const [p, j] = [effectiveness(plain, persona), effectiveness(jargon, persona)];
      expect(p, `${persona.name}: plain ${p}, jargon ${j}`).toBeGreaterThan(j);
      expect(p, persona.name).toBeGreaterThanOrEqual(3);
    }
  });
});
