// Checks the outside question-answering set itself (README.md here), never the persona engine: this file
// imports nothing from the engine on purpose, so the set stays independent of the code it measures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Kind = 'answer' | 'absent' | 'experience';

interface QaDocument {
  id: string;
  source: 'corpus' | 'plain';
  path: string;
  documentType: string;
  kindOfDocument: string;
}

interface QaQuestion {
  id: string;
  documentId: string;
  kind: Kind;
  question: string;
  answer?: string[];
  where?: string;
}

interface QaSet {
  version: number;
  split: 'dev' | 'frozen';
  documents: QaDocument[];
  questions: QaQuestion[];
}

const HERE = import.meta.dirname;
// The shared third-party corpus sits beside the checkout (CLARION_CORPUS_DIR overrides), as for the other
// corpus tests; it is not in the repository, so the corpus text checks below skip when it is missing.
const CORPUS_DIR = process.env.CLARION_CORPUS_DIR
  ? path.resolve(process.env.CLARION_CORPUS_DIR)
  : path.resolve(HERE, '../../../../../shared/corpus');
const HAS_CORPUS = fs.existsSync(path.join(CORPUS_DIR, 'financial'));

const DOCUMENT_TYPES = [
  'ucits-kii',
  'priips-kid',
  'investor-communications',
  'financial-promotion',
  'aov-report',
  'assessment-of-value',
  'sdr-report',
  'other',
];
const KINDS_OF_DOCUMENT = [
  'kiid',
  'kid',
  'factsheet',
  'annual-report',
  'terms',
  'key-features',
  'guide',
  'key-facts',
  'letter',
  'update',
  'aov',
  'sdr',
];

function load(split: 'dev' | 'frozen'): QaSet {
  return JSON.parse(fs.readFileSync(path.join(HERE, `${split}.json`), 'utf8')) as QaSet;
}

const sets = { dev: load('dev'), frozen: load('frozen') };
const all = [sets.dev, sets.frozen];

let pdftotextWorks: boolean | undefined;
function pdfText(file: string): string | undefined {
  if (pdftotextWorks === false) return undefined;
  try {
    // Reading order and layout order: a fact split by a column in one is usually whole in the other.
    const text =
      execFileSync('pdftotext', [file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }) +
      '\n' +
      execFileSync('pdftotext', ['-layout', file, '-'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    pdftotextWorks = true;
    return text;
  } catch {
    pdftotextWorks = false;
    return undefined;
  }
}

/** The text a document's answer patterns are checked against, or undefined when it cannot be read here. */
function documentText(document: QaDocument): string | undefined {
  if (document.source === 'plain') return fs.readFileSync(path.join(HERE, document.path), 'utf8');
  if (!HAS_CORPUS) return undefined;
  const pdf = path.join(CORPUS_DIR, document.path);
  const docling = pdf.replace(/\.pdf$/, '.docling.md');
  if (fs.existsSync(docling)) return fs.readFileSync(docling, 'utf8');
  // No Docling conversion (KIIDs, KID, Beanstalk documents, annual report): use pdftotext when it is
  // installed; without it this one check is skipped for the document (the author checked it by hand).
  return pdfText(pdf);
}

describe('qa-set: both halves', () => {
  it('parse, with the right version and split', () => {
    for (const split of ['dev', 'frozen'] as const) {
      expect(sets[split].version).toBe(1);
      expect(sets[split].split).toBe(split);
      expect(sets[split].documents.length).toBeGreaterThan(0);
      expect(sets[split].questions.length).toBeGreaterThan(0);
    }
    expect(sets.dev.questions.length + sets.frozen.questions.length).toBeGreaterThanOrEqual(300);
  });

  it('have unique question ids and unique document ids', () => {
    const questionIds = all.flatMap((set) => set.questions.map((q) => q.id));
    expect(new Set(questionIds).size).toBe(questionIds.length);
    const documentIds = all.flatMap((set) => set.documents.map((d) => d.id));
    expect(new Set(documentIds).size).toBe(documentIds.length);
  });

  it('share no document (by id or by path)', () => {
    const dev = new Set(sets.dev.documents.flatMap((d) => [d.id, `${d.source}:${d.path}`]));
    const shared = sets.frozen.documents.filter((d) => dev.has(d.id) || dev.has(`${d.source}:${d.path}`));
    expect(shared.map((d) => d.id)).toEqual([]);
  });
});

for (const split of ['dev', 'frozen'] as const) {
  const set = sets[split];
  const byId = new Map(set.documents.map((d) => [d.id, d]));

  describe(`qa-set: ${split}`, () => {
    it('describes every document with a known source, type and kind', () => {
      for (const d of set.documents) {
        expect(['corpus', 'plain'], d.id).toContain(d.source);
        expect(DOCUMENT_TYPES, d.id).toContain(d.documentType);
        expect(KINDS_OF_DOCUMENT, d.id).toContain(d.kindOfDocument);
        if (d.source === 'plain') expect(fs.existsSync(path.join(HERE, d.path)), d.path).toBe(true);
      }
    });

    it('asks every question about a document in the same half', () => {
      for (const q of set.questions) expect(byId.has(q.documentId), q.id).toBe(true);
    });

    it('gives every answer question patterns that compile, and every absent question a where', () => {
      for (const q of set.questions) {
        expect(['answer', 'absent', 'experience'], q.id).toContain(q.kind);
        expect(q.question.trim().length, q.id).toBeGreaterThan(0);
        if (q.kind === 'answer') {
          expect(q.answer?.length ?? 0, q.id).toBeGreaterThan(0);
          for (const pattern of q.answer ?? []) expect(() => new RegExp(pattern, 'i'), q.id).not.toThrow();
          expect(q.where?.trim(), q.id).toBeTruthy();
        } else {
          expect(q.answer, q.id).toBeUndefined();
        }
        if (q.kind === 'absent') expect(q.where?.trim(), q.id).toBeTruthy();
      }
    });

    it('has at least 4 answer and 2 absent questions per document', () => {
      for (const d of set.documents) {
        const questions = set.questions.filter((q) => q.documentId === d.id);
        expect(questions.filter((q) => q.kind === 'answer').length, d.id).toBeGreaterThanOrEqual(4);
        expect(questions.filter((q) => q.kind === 'absent').length, d.id).toBeGreaterThanOrEqual(2);
      }
    });

    it("matches at least one pattern of every answer question in the document's own text", () => {
      const unchecked: string[] = [];
      for (const d of set.documents) {
        const text = documentText(d);
        if (text === undefined) {
          unchecked.push(d.id);
          continue;
        }
        for (const q of set.questions.filter((x) => x.documentId === d.id && x.kind === 'answer')) {
          const matched = (q.answer ?? []).some((pattern) => new RegExp(pattern, 'i').test(text));
          expect(matched, `${q.id}: none of ${JSON.stringify(q.answer)} in ${d.path}`).toBe(true);
        }
      }
      if (unchecked.length > 0)
        console.warn(
          `[qa-set ${split}] document text unavailable, pattern check skipped: ${unchecked.join(', ')}`,
        );
    });
  });
}
