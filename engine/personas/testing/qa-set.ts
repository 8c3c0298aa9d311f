// The outside question-answer set (issue 27; written on branch qa by someone who has not read the persona
// engine): its file format, its documents as ExtractedDocuments, and the three figures it is judged by, per
// kind of document and overall, each question asked of a panel of personas of differing knowledge.
//   answered: "answer" questions whose answer (its quoted evidence included) carries the fact (a pattern);
//   absent:   "absent" questions answered "the document doesn't say" (facts-missing, scored 1-2);
//   experience: experience questions answered from the reading, never "not found".
import { createHash } from 'node:crypto';
// Test infrastructure, like the *.test.ts files that use it: it reads the set and the corpus from disk. The
// engine code it evaluates stays pure.
// eslint-disable-next-line no-restricted-imports -- test data loader, never imported by engine code
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MODEL_VERSION, type ExtractedDocument } from '../../document-model.ts';
import { extractDocument } from '../../extraction/extract.ts';
import { inferCategory } from '#common/personas.ts';
import type { TranscriptItem } from '#common/api/personas.ts';
import { DocumentProfile, simulateInterview, type SimPersona } from '../simulate.ts';
import { markdownDocument } from './markdown-document.ts';
import { QA_PANEL } from './qa-personas.ts';

export interface QaDocument {
  id: string;
  source: 'corpus' | 'plain';
  /** Relative to the shared corpus folder (corpus) or to the qa-set folder (plain). */
  path: string;
  documentType: string;
  kindOfDocument: string;
}

export interface QaQuestion {
  id: string;
  documentId: string;
  kind: 'answer' | 'absent' | 'experience';
  question: string;
  /** Case-insensitive regular expression sources: any one matching the answer counts. */
  answer?: string[];
  where?: string;
}

export interface QaSet {
  version: number | string;
  split: string;
  documents: QaDocument[];
  questions: QaQuestion[];
}

export const QA_SET_DIR = path.resolve(import.meta.dirname, 'qa-set');

export function readQaSet(split: 'dev' | 'frozen', dir = QA_SET_DIR): QaSet | null {
  const file = path.join(dir, `${split}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as QaSet) : null;
}

// Extracting the corpus PDFs takes seconds each; the models are kept in the temp folder, keyed by the file's
// bytes, the document model's version and the extractor's source, so a changed extractor re-extracts.
const EXTRACTOR_KEY = (() => {
  const dir = path.resolve(import.meta.dirname, '../../extraction');
  const hash = createHash('sha256').update(String(DOCUMENT_MODEL_VERSION));
  for (const name of ['extract.ts', 'pdf.ts', 'pdfjs.ts', 'layout.ts', 'headings.ts'])
    if (existsSync(path.join(dir, name))) hash.update(readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 12);
})();

async function extractCached(file: string): Promise<ExtractedDocument> {
  const bytes = readFileSync(file);
  const key = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const cacheDir = path.join(os.tmpdir(), 'clarion-qa-set-cache');
  const cached = path.join(cacheDir, `${key}-${EXTRACTOR_KEY}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as ExtractedDocument;
  const document = await extractDocument(new Uint8Array(bytes));
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, JSON.stringify(document));
  return document;
}

export async function loadQaDocument(
  document: QaDocument,
  corpusDir: string,
  dir = QA_SET_DIR,
): Promise<ExtractedDocument> {
  if (document.source === 'plain')
    return markdownDocument(readFileSync(path.join(dir, document.path), 'utf8'));
  return extractCached(path.join(corpusDir, document.path));
}

export interface QaFigures {
  answered: number | null;
  absent: number | null;
  experience: number | null;
  /** Question × persona pairs behind each figure. */
  counts: { answer: number; absent: number; experience: number };
}

export interface QaMiss {
  id: string;
  kind: QaQuestion['kind'];
  persona: string;
  question: string;
  answer: string;
  evidence: string;
}

export interface QaResult {
  overall: QaFigures;
  byKind: Record<string, QaFigures>;
  misses: QaMiss[];
}

const notFound = (item: TranscriptItem) => item.causes?.includes('facts-missing') ?? false;

function carriesFact(item: TranscriptItem, patterns: readonly string[]): boolean {
  const said = [item.answer, ...item.evidence.map((e) => e.quote)].join(' \n ');
  return patterns.some((p) => new RegExp(p, 'i').test(said));
}

/** Was the question answered as the set says it should be, by this persona's answer. */
export function isRight(question: QaQuestion, item: TranscriptItem): boolean {
  if (question.kind === 'absent') return notFound(item) && item.qa_score <= 2;
  if (question.kind === 'experience') return !notFound(item);
  return !notFound(item) && carriesFact(item, question.answer ?? []);
}

function figures(pairs: { question: QaQuestion; right: boolean }[]): QaFigures {
  const share = (kind: QaQuestion['kind']) => {
    const of = pairs.filter((p) => p.question.kind === kind);
    return of.length === 0 ? null : Math.round((of.filter((p) => p.right).length / of.length) * 1000) / 1000;
  };
  const count = (kind: QaQuestion['kind']) => pairs.filter((p) => p.question.kind === kind).length;
  return {
    answered: share('answer'),
    absent: share('absent'),
    experience: share('experience'),
    counts: { answer: count('answer'), absent: count('absent'), experience: count('experience') },
  };
}

/**
 * Asks every question of every persona of the panel, as a user would ask it: with the category the product
 * infers from its words (a hint, never a veto).
 */
export function evaluateQaSet(
  set: QaSet,
  documents: ReadonlyMap<string, ExtractedDocument>,
  panel: readonly SimPersona[] = QA_PANEL,
): QaResult {
  const pairs: { question: QaQuestion; kindOfDocument: string; right: boolean }[] = [];
  const misses: QaMiss[] = [];
  const kindOf = new Map(set.documents.map((d) => [d.id, d.kindOfDocument]));
  const profiles = new Map<string, DocumentProfile>();
  for (const question of set.questions) {
    const document = documents.get(question.documentId);
    if (!document) throw new Error(`QA set: no document ${question.documentId} for ${question.id}`);
    let profile = profiles.get(question.documentId);
    if (!profile) profiles.set(question.documentId, (profile = new DocumentProfile(document)));
    const asked = { id: question.id, category: inferCategory(question.question), text: question.question };
    for (const persona of panel) {
      const item = simulateInterview(profile, persona, [asked]).transcript[0]!;
      const right = isRight(question, item);
      pairs.push({ question, kindOfDocument: kindOf.get(question.documentId) ?? 'unknown', right });
      if (!right)
        misses.push({
          id: question.id,
          kind: question.kind,
          persona: persona.name,
          question: question.question,
          answer: item.answer,
          evidence: item.evidence[0]?.quote ?? '',
        });
    }
  }
  const byKind: Record<string, QaFigures> = {};
  for (const kind of [...new Set(pairs.map((p) => p.kindOfDocument))].sort())
    byKind[kind] = figures(pairs.filter((p) => p.kindOfDocument === kind));
  return { overall: figures(pairs), byKind, misses };
}

/** Every document of a set, loaded (corpus ones extracted, or read from the cache). */
export async function loadQaDocuments(
  set: QaSet,
  corpusDir: string,
  dir = QA_SET_DIR,
): Promise<Map<string, ExtractedDocument>> {
  const out = new Map<string, ExtractedDocument>();
  for (const document of set.documents) out.set(document.id, await loadQaDocument(document, corpusDir, dir));
  return out;
}
