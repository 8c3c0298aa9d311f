// Persona interviews over real factsheets of the shared corpus (DESIGN.md §10): the label/value rows that
// factsheets print ("Fund management charge … 0.85%") must be found, read and quoted.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ExtractedDocument } from '../document-model.ts';
import { extractDocument } from '../extraction/extract.ts';
import { simulateInterview, type SimPersona, type SimQuestion } from './simulate.ts';
import { CORPUS_DIR, CORPUS_INSTALL, hasRequiredPart } from '../testing/required-part.ts';

const corpusDir = path.join(CORPUS_DIR, 'financial');
const hasCorpus = hasRequiredPart(
  existsSync(corpusDir),
  `The shared financial corpus (${corpusDir})`,
  CORPUS_INSTALL,
);

const FACTSHEETS = [
  'B4PY_Fact-Sheet_Artemis-Income-Fund-LG-PMC-Artemis-Income-G25.pdf',
  'B5EY_Fact-Sheet_Legal-General-Cash-Trust-LG-PMC-Cash-Fund-G25.pdf',
  'B6IY_Fact-Sheet_FTSE4Good-UK-Equity-Index-Fund-LG-PMC-Ethical-UK-Equity-Index-Fund-G25.pdf',
];

const QUESTIONS: SimQuestion[] = [
  { id: 'aim', category: 'purpose', text: 'In your own words, what is this fund trying to achieve?' },
  { id: 'cost', category: 'cost', text: 'How much will this fund cost you each year?' },
  {
    id: 'warning',
    category: 'performance',
    text: 'Does the document warn that past performance does not predict future returns?',
  },
];

const expert: SimPersona = {
  name: 'Oliver Bennett',
  age: 52,
  financialKnowledge: 'Professional: twenty years managing bond funds',
  vulnerability: false,
  vulnerabilityDrivers: [],
  accessibilityNeeds: [],
  speechStyle: { confidence: 'high', technicalTerms: 'fluent', sentenceLength: 'medium' },
  concerns: ['performance shown without a benchmark'],
  motivations: ['keeping costs to a minimum'],
};

describe.skipIf(!hasCorpus)('persona interviews over corpus factsheets', () => {
  const docs = new Map<string, ExtractedDocument>();
  beforeAll(async () => {
    for (const file of FACTSHEETS)
      docs.set(file, await extractDocument(new Uint8Array(readFileSync(path.join(corpusDir, file)))));
  }, 120_000);

  it.each(FACTSHEETS)(
    'finds and quotes the fund aim, the charges and the past-performance warning in %s',
    (file) => {
      const transcript = simulateInterview(docs.get(file)!, expert, QUESTIONS).transcript;
      for (const item of transcript) {
        expect(item.causes, `${item.questionId}: ${item.feedback}`).not.toContain('facts-missing');
        expect(item.qa_score).toBeGreaterThanOrEqual(2);
        expect(item.evidence.length).toBeGreaterThan(0);
      }
      expect(transcript[1]!.evidence[0]!.quote).toMatch(/charge.*\d+(\.\d+)?%/i);
      expect(transcript[2]!.evidence[0]!.quote).toMatch(/past performance/i);
    },
  );
});
