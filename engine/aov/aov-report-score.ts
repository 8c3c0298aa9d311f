/**
 * How much a document looks like an Assessment of Value report (issue 30, item 7a), so the analysis can warn
 * before reading an annual report, a factsheet or a KIID as one: a French fund's annual report was analysed
 * with no warning, and its "performance evidence" was sentences about carbon ratings.
 *
 * The signs, each with its weight: the words "Assessment of Value" (or "value assessment") in a heading, or
 * failing that in the text; the considerations of COLL 6.6.21R named in the report's headings (the regulation's
 * words: "Quality of service", "Economies of scale", "Comparable market rates"…), or failing that in its
 * sentences; the provisions cited (COLL 6.6.20R / 6.6.21R); and a stated verdict on value ("provides good
 * value", "value for money"). An annual report has "Performance" and "Fees" headings too, so the general
 * headings count for little and the specific ones for more. Pure.
 */
import type { ExtractedDocument } from '../document-model.ts';
import { CONSIDERATIONS, considerationsForHeading, type ConsiderationId } from './considerations.ts';

export interface AovReportScore {
  /** 0..1. */
  score: number;
  /** At or above AOV_REPORT_THRESHOLD. */
  isAovReport: boolean;
  /** What was recognised, for the warning ("no "Assessment of Value" heading; 1 of 7 considerations named"). */
  signals: string[];
  /** The considerations named in headings or text. */
  considerationsNamed: number;
}

/** Score from which a document reads as an AoV report. */
export const AOV_REPORT_THRESHOLD = 0.5;

const AOV_TITLE = /\bassessments? of value\b|\bvalue assessments?\b|\bAoV\b/i;
const COLL = /\bCOLL\s*6\.6\.2[01]\s*R?\b|\bCOLL\s*4\.5\.7\s*R?\s*\(8\)/i;
const VALUE_VERDICT =
  /\b(?:provides?|provided|delivers?|delivered|represents?|offers?)\s+(?:good |fair |poor |reasonable |overall |clear )?value\b|\bvalue for money\b|\bvalue to (?:investors|unitholders|shareholders)\b/i;

/** Headings that name a consideration by a word every fund report uses: they count for little alone. */
const GENERAL: ReadonlySet<ConsiderationId> = new Set(['performance', 'afm-costs', 'classes-of-units']);

function headingTexts(document: ExtractedDocument): string[] {
  return document.pages.flatMap((page) =>
    page.blocks.filter((b) => b.kind === 'heading').map((b) => b.text.replace(/\s+/g, ' ').trim()),
  );
}

function bodyText(document: ExtractedDocument): string {
  return document.pages.flatMap((page) => page.blocks.map((b) => b.text)).join('\n');
}

export function scoreAovReport(document: ExtractedDocument): AovReportScore {
  const headings = headingTexts(document);
  const text = bodyText(document);
  const signals: string[] = [];
  let score = 0;

  if (headings.some((h) => AOV_TITLE.test(h))) {
    score += 0.5;
    signals.push('an "Assessment of Value" heading');
  } else if (AOV_TITLE.test(text)) {
    score += 0.25;
    signals.push('"Assessment of Value" in the text');
  }

  const inHeadings = new Set(headings.flatMap((h) => considerationsForHeading(h)));
  const inText = new Set(
    CONSIDERATIONS.filter((def) => !inHeadings.has(def.id) && def.mention.test(text)).map((def) => def.id),
  );
  for (const id of inHeadings) score += GENERAL.has(id) ? 0.04 : 0.12;
  for (const id of inText) score += GENERAL.has(id) ? 0 : 0.04;
  const named = inHeadings.size + inText.size;
  signals.push(`${named} of ${CONSIDERATIONS.length} considerations named, ${inHeadings.size} as headings`);

  if (COLL.test(text)) {
    score += 0.2;
    signals.push('COLL 6.6.20R/6.6.21R cited');
  }
  if (VALUE_VERDICT.test(text)) {
    score += 0.1;
    signals.push('a verdict on value');
  }

  const rounded = Math.round(Math.min(1, score) * 100) / 100;
  return {
    score: rounded,
    isAovReport: rounded >= AOV_REPORT_THRESHOLD,
    signals,
    considerationsNamed: named,
  };
}
