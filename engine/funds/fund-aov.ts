/**
 * One fund's row of an Assessment of Value report's grid (issue 28, item 5). A report on several funds has a
 * grid per fund; the fund's is the one whose name is the fund's, generic words aside. A report on one fund
 * has no per-fund grid: the document's grid is the fund's. Reads a stored analysis result loosely, since
 * results stored by older engine versions lack fields added since (fundGrids, status).
 */
import type { AovEvidence, AovResult, ConsiderationResult } from '../aov/aov-types.ts';
import { normalizeName } from './key-facts.ts';
import { namesMatch } from './match-fund.ts';

export interface FundAovConsideration {
  id: string;
  name: string;
  status: 'assessed' | 'mentioned' | 'not-found';
  rating: string;
  ratingEquivalent: 'red' | 'amber' | 'green' | null;
  evidence: AovEvidence[];
  notes: string[];
}

export interface FundAovGrid {
  /** The fund as the report names it. */
  reportFund: string;
  /** The page of the fund's own section; null when the grid is the whole (single-fund) report's. */
  page: number | null;
  /** 'fund': the fund's own grid in a multi-fund report; 'report': a single-fund report's grid. */
  scope: 'fund' | 'report';
  assessedCount: number;
  considerations: FundAovConsideration[];
}

type StoredConsideration = Partial<ConsiderationResult> & Pick<ConsiderationResult, 'id' | 'name'>;

function toConsideration(c: StoredConsideration): FundAovConsideration {
  const status = c.status ?? (c.assessed ? 'assessed' : c.covered ? 'mentioned' : 'not-found');
  return {
    id: c.id,
    name: c.name,
    status,
    rating: c.rating ?? 'not-rated',
    ratingEquivalent: c.ratingEquivalent ?? null,
    evidence: c.evidence ?? [],
    notes: c.notes ?? [],
  };
}

const GENERIC = /\b(?:fund|funds|trust|unit|oeic|icvc|sicav|portfolio|sub|plc|limited)\b/g;
const words = (name: string) =>
  new Set(normalizeName(name).replace(GENERIC, ' ').split(/\s+/).filter(Boolean));

/**
 * How closely a report's fund name fits the fund's: 1 for the same words; otherwise the words they share
 * over the longer name's, so a name with one extra word ("SCOR Europe High Yield Bond") still fits, and a
 * shorter name held in another fund's ("UK Equity" in "Alder UK Equity") does not.
 */
function fit(reportName: string, fundName: string): number {
  if (namesMatch(reportName, fundName)) return 1;
  const a = words(reportName);
  const b = words(fundName);
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size < 2) return 0;
  const shared = [...small].filter((w) => large.has(w)).length;
  return shared / large.size;
}

/** Least fit, below 1, at which a grid is taken as the fund's: three words in four shared. */
const MIN_FIT = 0.75;

/** The fund's grid from an AoV result, or null when the report covers several funds and none is this one. */
export function fundAovGrid(
  aov: Pick<AovResult, 'considerations' | 'funds'> & { fundGrids?: AovResult['fundGrids'] },
  fundName: string,
): FundAovGrid | null {
  // per-fund grids only: a share class's grid (a section of its own) is part of its fund's report
  const grids = (aov.fundGrids ?? []).filter((g) => !g.shareClass);
  if (grids.length >= 2) {
    const best = grids
      .map((g) => ({ g, score: fit(g.fund, fundName) }))
      .filter((x) => x.score >= MIN_FIT)
      .sort((x, y) => y.score - x.score)[0];
    if (!best) return null;
    const considerations = best.g.considerations.map(toConsideration);
    return {
      reportFund: best.g.fund,
      page: best.g.page,
      scope: 'fund',
      assessedCount: considerations.filter((c) => c.status === 'assessed').length,
      considerations,
    };
  }
  const considerations = aov.considerations.map(toConsideration);
  return {
    reportFund: aov.funds?.[0]?.name ?? fundName,
    page: null,
    scope: 'report',
    assessedCount: considerations.filter((c) => c.status === 'assessed').length,
    considerations,
  };
}
