/** The shapes analyzeStructure returns, and its options. */
import type { Finding } from '../analysis/finding.ts';
import type { KeySectionId } from './key-sections.ts';

export interface StructureOptions {
  /** Body text smaller than this is reported; default 9 pt. */
  minBodyTextPt?: number;
  /** A page with more words than this (scaled to A4) is reported as dense; default 750. */
  denseWordsPerA4?: number;
}

export interface OutlineEntry {
  level: number;
  text: string;
  page: number;
  /** No content before the next heading of the same or a higher level. */
  empty: boolean;
  /** The previous heading's level when this heading skips one or more levels (H1 → H3). */
  skippedFrom?: number;
  /** Set directly under a more prominent heading, as its subtitle: not checked for content or level. */
  subtitle?: boolean;
}

export interface HeadingSkip {
  from: number;
  to: number;
  page: number;
  heading: string;
}

export interface KeySection {
  id: KeySectionId;
  label: string;
  found: boolean;
  /** Page of the first heading or mention. */
  firstPage: number | null;
  /** Page of the first heading (or label set in capitals) that names it: a reader finds it by scanning. */
  headingPage: number | null;
  heading: string | null;
  /** The first passage that mentions it. */
  quote: string | null;
  quotePage: number | null;
}

export interface PageStructure {
  page: number;
  label?: string;
  words: number;
  headings: number;
  tables: number;
  images: number;
  /** Share of the page area covered by text blocks (0-1); null without geometry. */
  textCoverage: number | null;
  /** Words scaled to an A4 page, so pages of different sizes compare; null without geometry. */
  wordsPerA4: number | null;
  /** Smallest size of prose on the page (points); null when unknown. */
  smallestTextPt: number | null;
  ocr: boolean;
}

export interface TextSizeSample {
  pt: number;
  page: number;
  quote: string;
}

export interface FontSizeSummary {
  /** False for sources without font sizes (DOCX, XLSX, CSV, OCR): the size checks are skipped. */
  hasSizes: boolean;
  /** Size carrying most body characters, rounded to 0.5 pt. */
  predominantBodyPt: number | null;
  /** The first body passage at the predominant size. */
  bodySample: TextSizeSample | null;
  smallestBody: TextSizeSample | null;
  /** Pages with body text below the minimum. */
  pagesBelowMinimum: number[];
  minBodyTextPt: number;
  /** Risk warnings and risk sections: the size carrying most of their characters. */
  riskText: (TextSizeSample & { differencePt: number }) | null;
}

export interface MetadataChecks {
  title: { present: boolean; value: string | null };
  language: {
    present: boolean;
    value: string | null;
    /** Language the text reads as, from common words ('en', 'fr'), or null when unsure. */
    detected: string | null;
    matchesText: boolean | null;
  };
  /** Null when the format has no tags (DOCX, XLSX, CSV) or the extractor could not tell. */
  tagged: boolean | null;
}

export interface StructureResult {
  pageCount: number;
  outline: OutlineEntry[];
  headingCount: number;
  skippedLevels: HeadingSkip[];
  emptySections: OutlineEntry[];
  keySections: KeySection[];
  pages: PageStructure[];
  totals: { words: number; tables: number; images: number; headings: number };
  fonts: FontSizeSummary;
  metadata: MetadataChecks;
  findings: Finding[];
}

/** Everything measured, before the findings are drawn from it. */
export type StructureMeasures = Omit<StructureResult, 'findings'>;
