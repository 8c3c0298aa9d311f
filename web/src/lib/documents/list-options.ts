import type { Role } from '#common/api/auth.ts';
import type { DocumentItem } from '#common/api/documents.ts';
import { paths } from '../../config/paths.ts';

/** Spec §4: sort by date (the default) or name, either way round (default newest first). */
export const SORT_OPTIONS = [
  { value: 'newest', label: 'Newest first', sort: 'date', order: 'desc' },
  { value: 'oldest', label: 'Oldest first', sort: 'date', order: 'asc' },
  { value: 'name-asc', label: 'Name A–Z', sort: 'name', order: 'asc' },
  { value: 'name-desc', label: 'Name Z–A', sort: 'name', order: 'desc' },
] as const;

export type SortOptionValue = (typeof SORT_OPTIONS)[number]['value'];
export type SortParams = { sort: 'date' | 'name'; order: 'asc' | 'desc' };

export const DEFAULT_SORT: SortOptionValue = 'newest';

export function isSortOption(value: string): value is SortOptionValue {
  return SORT_OPTIONS.some((option) => option.value === value);
}

/** The API's sort and order for a choice of the sort control; anything unknown is newest first. */
export function sortParams(value: string): SortParams {
  const option = SORT_OPTIONS.find((candidate) => candidate.value === value) ?? SORT_OPTIONS[0];
  return { sort: option.sort, order: option.order };
}

/** Spec §2.6 type filter options ('' = all). */
export const TYPE_FILTER_OPTIONS = [
  { value: '', label: 'All Documents' },
  { value: 'aov-report', label: 'AoV Reports' },
  { value: 'sdr-report', label: 'SDR Reports' },
  { value: 'investor-communications', label: 'Investor Comms' },
] as const;

/** Spec §2.6 list title. */
export function documentListTitle(documentType: string | undefined): string {
  if (documentType === 'aov-report') return 'Assessment of Value Reports';
  if (documentType === 'sdr-report') return 'Sustainability Disclosure Requirements';
  return 'Your Documents';
}

export type EmptyText = { title: string; hint?: string };

/** Spec §2.6 empty states: searching, a type filter, or nothing uploaded yet. */
export function emptyListText({ query, documentType }: { query?: string; documentType?: string }): EmptyText {
  if (query && query.trim()) return { title: 'No results found' };
  if (documentType === 'aov-report') return { title: 'No Assessment of Value reports found' };
  if (documentType === 'sdr-report')
    return { title: 'No Sustainability Disclosure Requirements reports found' };
  return { title: 'No documents found', hint: 'Upload a document to get started' };
}

export type DocumentLinks = {
  view: string;
  edit: string;
  analysis: { href: string; done: boolean };
  persona: { href: string; done: boolean };
  /** null: the area has no improvement screen (administrators). */
  improve: { href: string | null; done: boolean };
};

/**
 * Where each column of a row leads (spec §2.6). Administrators have no personas dashboard or improvement
 * screen of their own: their persona link goes to the admin personas page and the improvement cell is
 * shown without a link.
 */
export function documentLinks(
  role: Role,
  document: Pick<
    DocumentItem,
    'id' | 'hasAnalysis' | 'analysisId' | 'hasPersonaInterviews' | 'hasDocumentImprovements'
  >,
): DocumentLinks {
  const area = role === 'admin' ? paths.admin : paths.client;
  const analysisDone = document.hasAnalysis && document.analysisId !== null;
  return {
    view: area.document(document.id),
    edit: area.documentEdit(document.id),
    analysis: {
      href: analysisDone ? area.analysis(document.analysisId!) : area.analyzeTrigger(document.id),
      done: analysisDone,
    },
    persona: {
      href: role === 'admin' ? paths.admin.personas : paths.client.personasDashboard,
      done: document.hasPersonaInterviews,
    },
    improve: {
      href: role === 'admin' ? null : paths.client.documentImprovementFor(document.id),
      // any document type, analysed or not: the suggestions come from its own text and checks (issue 30)
      done: document.hasDocumentImprovements,
    },
  };
}
