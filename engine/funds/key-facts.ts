/**
 * The key facts of a fund document, each with its page and a verbatim quote, read from the engine's one
 * text model (engine/text): sentences for the objective, risk class, launch, manager and "as at" date;
 * tables with their header rows for charges, size, benchmark and returns; label/value pairs the extractor
 * split apart (labelled-values.ts). One value per kind (per period for returns): the first a reader meets.
 */
import { findShareClasses } from '../analysis/names.ts';
import type { ExtractedDocument } from '../document-model.ts';
import { textModel, type TextModel } from '../text/index.ts';
import { readAsAt } from './as-at-date.ts';
import { isoDate } from './figures.ts';
import { titleFundNames } from './identifiers.ts';
import { normalizeBenchmark, readLabelledValues } from './labelled-values.ts';
import { readReturns } from './returns.ts';
import type { KeyFact, KeyFactKind } from './types.ts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function fact(
  kind: KeyFactKind,
  value: string,
  normalized: number | string,
  page: number,
  quote: string,
  period?: string,
): KeyFact {
  return { kind, value, normalized, page, quote, ...(period !== undefined ? { period } : {}) };
}

const OBJECTIVE =
  /\b(?:(?:investment )?objective of (?:this|the) (?:\w+ )?(?:fund|product|sub-fund|trust)\b|\b(?:fund|product|trust) (?:aims|seeks) to\b)/i;
const OBJECTIVE_LABEL = /^(?:fund (?:aim|objective)s?|investment objectives?)\b/i;

function readObjective(model: TextModel): KeyFact | null {
  const sentence = model.sentences.find((s) => OBJECTIVE.test(s.text) && s.start >= 0);
  if (sentence) {
    const text = sentence.text.replace(/^(?:FUND (?:AIM|OBJECTIVE)S?)\s+/i, '');
    return fact('objective', text, text.toLowerCase(), sentence.page, sentence.text);
  }
  // a factsheet's "FUND AIM" label (often a table cell) with the aim in the paragraph after it
  const label = model.flow.find(
    (fb) =>
      !fb.running &&
      (fb.block.kind === 'table'
        ? (fb.block.cells ?? []).some((row) => row.some((cell) => OBJECTIVE_LABEL.test(cell.trim())))
        : OBJECTIVE_LABEL.test(fb.block.text.trim())),
  );
  if (!label) return null;
  const after = model.sentences.filter(
    (s) => s.blockOrder > label.order && s.start >= 0 && s.page === label.page,
  );
  const first = after[0];
  if (!first) return null;
  let text = first.text;
  // an aim the layout cut mid-sentence ("To track the performance of the") goes on in the next block
  const next = after.find((s) => s.blockOrder > first.blockOrder);
  if (!/[.!?]$/.test(text) && next && /^[a-z(]/.test(next.text)) text = `${text} ${next.text}`;
  if (text.split(' ').length < 8) return null;
  return fact('objective', text, text.toLowerCase(), first.page, first.text);
}

/** "The Fund is in category 1", "classified this product as 3 out of 7", "risk rating of 4", "SRRI: 5". */
const RISK = [
  /\b(?:fund|product|it) is (?:ranked |rated )?(?:in|at) (?:risk )?(?:category|class) ([1-7])\b(?!\s*[-–]|\s*to\b)/i,
  /\bclassified (?:this|the) (?:product|fund) as ([1-7]) out of 7\b/i,
  /\b(?:risk(?: and reward)? (?:category|class|indicator|rating|level)|SRRI|SRI)(?: is| of|:)?\s*([1-7])\b(?!\s*[-–]|\s*to\b)/i,
];

function readRisk(model: TextModel): KeyFact | null {
  for (const s of model.sentences) {
    for (const pattern of RISK) {
      const m = pattern.exec(s.text);
      if (m) return fact('risk-indicator', m[1]!, Number(m[1]), s.page, s.text);
    }
  }
  return null;
}

const LAUNCH =
  /\b(class|fund|trust)\b[^.]{0,25}?\blaunch(?:ed)?\s+(?:on|in)\s+(\d{1,2}[/.]\d{1,2}[/.]\d{4}|\d{1,2}\s+[A-Za-z]+\s+\d{4}|[A-Za-z]+\s+\d{4}|(?:19|20)\d\d)\b/i;

/** The share class's launch when stated (its performance starts there), else the fund's. */
function readLaunchFromProse(model: TextModel): KeyFact | null {
  let best: KeyFact | null = null;
  for (const s of model.sentences) {
    for (const part of s.text.split(/(?<=\.)\s+/)) {
      const m = LAUNCH.exec(part);
      if (!m) continue;
      const iso = isoDate(m[2]!);
      if (!iso) continue;
      const found = fact('launch-date', m[2]!, iso, s.page, s.text);
      if (/class/i.test(m[1]!)) return found;
      best ??= found;
    }
  }
  return best;
}

const MANAGER = [
  /\bauthorised (?:fund|corporate) (?:manager|director) (?:of (?:the|this) (?:Fund|Trust|Company) )?is ([A-Z][\w&().,' -]+?(?:Limited|Ltd|LLP|plc|S\.A\.))/,
  /\b(?:fund|trust|product) is managed by ([A-Z][\w&().,' -]+?(?:Limited|Ltd|LLP|plc|S\.A\.))/i,
  /\bFUND MANAGERS?:?\s+((?:[A-Z][a-z]+(?:-[A-Z][a-z]+)?\s){1,2}[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/,
];

function readManager(model: TextModel): KeyFact | null {
  for (const pattern of MANAGER)
    for (const s of model.sentences) {
      const m = pattern.exec(s.text);
      if (m) {
        const name = m[1]!.trim().replace(/\s+(?:manages|is|joined|has)$/, '');
        return fact('manager', name, name.toLowerCase(), s.page, s.text);
      }
    }
  return null;
}

/** The fund (or product) the document is titled with, and the share class it is for. */
function readNames(doc: ExtractedDocument, model: TextModel): KeyFact[] {
  const out: KeyFact[] = [];
  const [name] = titleFundNames(doc);
  const productHeading = model.flow.findIndex(
    (fb) => fb.block.kind === 'heading' && /^product$/i.test(collapse(fb.block.text)),
  );
  const productName = productHeading >= 0 ? model.flow[productHeading + 1] : undefined;
  if (name) {
    const at = model.flowSentences.find((s) => s.text.includes(name))!;
    out.push(fact('fund-name', name, normalizeName(name), at.page, at.text));
  } else if (productName && productName.block.kind === 'heading') {
    const text = collapse(productName.block.text);
    out.push(fact('fund-name', text, normalizeName(text), productName.page, text));
  }
  const page1 = model.flowSentences.filter((s) => s.page === 1 && !s.running);
  for (const s of page1) {
    const [shareClass] = findShareClasses([{ text: s.text, page: s.page }]);
    if (shareClass) {
      out.push(fact('share-class', shareClass.name, normalizeName(shareClass.name), s.page, s.text));
      break;
    }
  }
  return out;
}

/** Names compare without "The", "&"/"and", "Acc"/"Accumulation", "Shares"/"Units". */
export function normalizeName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bacc\b/g, 'accumulation')
    .replace(/\binc\b/g, 'income')
    .replace(/\b(?:the|shares?|units?)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A benchmark named in prose: "aims to track the performance … of the MSCI World (Net Total Return) Index". */
const BENCHMARK_PROSE = [
  /\btrack(?:s|ing)? the performance (?:\([^)]*\) )?of (?:the )?([A-Z][^.;]*?\bIndex)\b/,
  /\bcompared (?:to|with|against) (?:the )?([A-Z][^.;(]*?)\s*\((?:referred to as )?(?:the )?["“]?(?:Comparator|Benchmark)/i,
  /\b(?:benchmark|comparator)(?: for the fund)? is (?:the )?([A-Z][^.;]*?\bIndex)\b/i,
];

function readBenchmarkFromProse(model: TextModel): KeyFact | null {
  for (const pattern of BENCHMARK_PROSE)
    for (const s of model.sentences) {
      const m = pattern.exec(s.text);
      if (m) return fact('benchmark', m[1]!.trim(), normalizeBenchmark(m[1]!), s.page, s.text);
    }
  return null;
}

/** Kinds with one value per document: the first found is kept (it is the one nearest the top, or in a table). */
function firstPerKind(facts: KeyFact[]): KeyFact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const key = `${f.kind}:${f.period ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Key facts of one document. `documentType` is Clarion's type of the document; it is accepted so that
 * type-specific reading can grow here (a KID's "ongoing costs" row), and is not needed by the readers yet.
 */
export function readKeyFacts(doc: ExtractedDocument, documentType: string): KeyFact[] {
  void documentType;
  const model = textModel(doc);
  const labelled = readLabelledValues(model);
  const single = (kind: KeyFactKind) => labelled.filter((f) => f.kind === kind);
  const facts: (KeyFact | null)[] = [
    ...readNames(doc, model),
    ...single('ongoing-charge'),
    ...single('entry-charge'),
    ...single('exit-charge'),
    ...single('transaction-costs'),
    readRisk(model),
    readObjective(model),
    ...single('benchmark'),
    readBenchmarkFromProse(model),
    ...readReturns(model),
    ...single('fund-size'),
    ...single('launch-date'),
    readLaunchFromProse(model),
    readManager(model),
    readAsAt(model),
  ];
  return firstPerKind(facts.filter((f): f is KeyFact => f !== null));
}
