/** The shapes of an assessment-of-value result: the grid of considerations, per fund and for the document. */
import type { Finding } from '../analysis/finding.ts';
import type { NamedItem } from '../analysis/names.ts';
import type { ConsiderationId } from './considerations.ts';
import type { RagRating } from './ratings.ts';

export interface AovEvidence {
  page: number;
  quote: string;
}

export interface ConsiderationRating {
  /** 'red' | 'amber' | 'green', or the report's own term as found ("Good", "✓"). */
  rating: string;
  equivalent: RagRating | null;
  page: number;
  /** The words the rating was read from. */
  text: string;
  /** The fund or share class the rating is for, when a table row names one. */
  subject?: string;
}

export type CoverageSource = 'section' | 'table' | 'mention' | 'none';

/**
 * What the report does with a consideration: assesses it (figures, a comparison or a stated conclusion),
 * only mentions it (a heading, a placeholder, prose with no substance) or says nothing about it.
 */
export type AssessmentStatus = 'assessed' | 'mentioned' | 'not-found';

export interface ConsiderationResult {
  id: ConsiderationId;
  name: string;
  citation: string;
  /** A heading or content about the consideration was found (kept for reports stored before `status`). */
  covered: boolean;
  /** Found under a heading that names it. */
  headingFound: boolean;
  /** The text about it carries figures, a comparison or a stated conclusion. */
  assessed: boolean;
  status: AssessmentStatus;
  /** How the consideration was found: its own section, a table row or column, or sentences assessing it. */
  coverage: CoverageSource;
  /** 'red' | 'amber' | 'green' | 'not-rated', or the report's own term; the least favourable when several. */
  rating: string;
  ratingEquivalent: RagRating | null;
  ratings: ConsiderationRating[];
  evidence: AovEvidence[];
  conclusionStated: boolean;
  conclusion: AovEvidence | null;
  /** An action is stated, or the report says explicitly that none is needed. */
  actionStated: boolean;
  action: AovEvidence | null;
  headingPages: number[];
  /** Words under the consideration's own headings (0 when it has none, or they are empty). */
  sectionWords: number;
  notes: string[];
}

/** The seven considerations as they read for one fund, or one share class of it, with headings of its own. */
export interface FundGrid {
  fund: string;
  /** Set for a share class's grid: the class its headed section is about. */
  shareClass?: string;
  /** Page of the fund's first section heading. */
  page: number;
  shareClasses: string[];
  considerations: ConsiderationResult[];
  assessedCount: number;
}

export interface AssessmentPeriod extends AovEvidence {
  /** The period as stated, normalised: "year ended 31 December 2020", "1 April 2023 to 31 March 2024". */
  period: string;
}

export interface AovResult {
  considerations: ConsiderationResult[];
  shareClasses: NamedItem[];
  funds: NamedItem[];
  /** Where the report states the period or date assessed (COLL 6.6.20R: at least annually). */
  assessmentPeriod: AssessmentPeriod | null;
  /** A statement of overall value, if any. */
  overallConclusion: AovEvidence | null;
  overall: {
    coveredCount: number;
    /** Considerations assessed with substance, not only headed or mentioned. */
    assessedCount: number;
    missing: ConsiderationId[];
    ratedCount: number;
    /** What a board or the FCA would question first, most important first. */
    questionsFirst: string[];
  };
  /**
   * One grid per fund when the report covers several, then one per share class with a section of its own;
   * empty for a single-fund report without class sections.
   */
  fundGrids: FundGrid[];
  findings: Finding[];
}
