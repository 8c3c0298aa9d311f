/**
 * The contract between the funds engine (identifiers, key facts, reconciliation: pure, in engine/funds) and
 * the funds feature of the server (issue 28). Both sides build against these types; change them together.
 */

/** Identifiers read from a document's content, used to link it to a fund. */
export interface FundIdentifiers {
  /** ISO 6166 ISINs found (checksum valid), upper case, de-duplicated, in order of first appearance. */
  isins: string[];
  /** UK SEDOLs found (checksum valid). */
  sedols: string[];
  /** Fund names the document is about (a multi-fund report names several), best first. */
  fundNames: string[];
  /** Share-class names found ("Class A Acc", "G25"). */
  shareClasses: string[];
}

export const KEY_FACT_KINDS = [
  'fund-name',
  'share-class',
  'ongoing-charge',
  'entry-charge',
  'exit-charge',
  'transaction-costs',
  'risk-indicator',
  'objective',
  'benchmark',
  'calendar-year-return',
  'cumulative-return',
  'fund-size',
  'launch-date',
  'manager',
  'as-at-date',
] as const;
export type KeyFactKind = (typeof KEY_FACT_KINDS)[number];

/** One fact read from one document, with the evidence a person can check on the page. */
export interface KeyFact {
  kind: KeyFactKind;
  /**
   * The period the fact is for, when it has one: a calendar year ("2023") for calendar-year returns,
   * a span ("1y", "3y", "5y", "since-launch") for cumulative returns. Facts of one kind compare per period.
   */
  period?: string;
  /** The value as written ("0.85%", "4", "FTSE All-Share Index"). */
  value: string;
  /** The value normalised for comparison: a number for percentages, money and risk levels, ISO date for dates, else lower-cased text. */
  normalized: number | string;
  /** 1-based page. */
  page: number;
  /** The sentence or table row the fact was read from, verbatim from the document's text. */
  quote: string;
}

/** One document of a fund, as reconciliation sees it. */
export interface FundDocumentFacts {
  documentId: string;
  /** Shown to people in findings. */
  documentName: string;
  /** The document's type as Clarion stores it (kiid, factsheet, annual-report, ...). */
  documentType: string;
  /** ISO date (YYYY-MM-DD) the document is "as at", when known. */
  asAt: string | null;
  facts: KeyFact[];
}

export type DisagreementSeverity = 'high' | 'medium' | 'low';

/** Two documents state one fact differently, or one states it and the other (which must) omits it. */
export interface FundDisagreement {
  /** Stable across runs for the same two documents, fact kind and period: decisions attach to it. */
  key: string;
  kind: KeyFactKind;
  period?: string;
  type: 'mismatch' | 'omission';
  severity: DisagreementSeverity;
  /** Plain-English summary for the finding list. */
  message: string;
  /** True when the later-dated document may simply show a newer figure ("newer document"): not an error. */
  newerDocument: boolean;
  a: {
    documentId: string;
    documentName: string;
    value: string | null;
    page: number | null;
    quote: string | null;
  };
  b: {
    documentId: string;
    documentName: string;
    value: string | null;
    page: number | null;
    quote: string | null;
  };
}
