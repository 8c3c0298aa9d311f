import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { FundDocumentReviewStatus, FundLinkStatus, FundRag } from '#common/api/funds.ts';

/** The key facts' names as a compliance officer says them. */
const FACT_LABELS: Record<string, string> = {
  'fund-name': 'Fund name',
  'share-class': 'Share class',
  'ongoing-charge': 'Ongoing charge (OCF)',
  'entry-charge': 'Entry charge',
  'exit-charge': 'Exit charge',
  'transaction-costs': 'Transaction costs',
  'risk-indicator': 'Risk indicator (SRRI / SRI)',
  objective: 'Objective',
  benchmark: 'Benchmark or comparator',
  'calendar-year-return': 'Calendar-year return',
  'cumulative-return': 'Cumulative return',
  'fund-size': 'Fund size',
  'launch-date': 'Launch date',
  manager: 'Manager',
  'as-at-date': 'As at',
};

const PERIOD_LABELS: Record<string, string> = {
  '1y': '1 year',
  '3y': '3 years',
  '5y': '5 years',
  '10y': '10 years',
  'since-launch': 'since launch',
};

export function factLabel(kind: string, period?: string): string {
  const name = FACT_LABELS[kind] ?? kind;
  return period ? `${name}, ${PERIOD_LABELS[period] ?? period}` : name;
}

export const RAG_LABELS: Record<FundRag, string> = { red: 'Red', amber: 'Amber', green: 'Green' };
export const RAG_TONES: Record<FundRag, BadgeTone> = { red: 'red', amber: 'amber', green: 'green' };

export const REVIEW_TONES: Record<FundDocumentReviewStatus, BadgeTone> = {
  draft: 'slate',
  in_review: 'blue',
  approved: 'green',
  superseded: 'violet',
  expired: 'red',
};

export const LINK_LABELS: Record<FundLinkStatus, string> = {
  auto: 'Linked by identifier',
  proposed: 'Proposed by name',
  confirmed: 'Confirmed',
  rejected: 'Rejected',
};

export const SEVERITY_TONES = { high: 'red', medium: 'amber', low: 'slate' } as const;
