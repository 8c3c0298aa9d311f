import { describe, expect, it } from 'vitest';
import { pageRangeText } from '../pagination.ts';
import {
  SORT_OPTIONS,
  documentLinks,
  documentListTitle,
  emptyListText,
  isSortOption,
  sortParams,
} from './list-options.ts';

const doc = {
  id: '11111111-1111-4111-8111-111111111111',
  hasAnalysis: false,
  analysisId: null,
  hasPersonaInterviews: false,
  hasDocumentImprovements: false,
};

describe(sortParams.name, () => {
  it('maps each choice of the sort control onto the API sort and order', () => {
    expect(sortParams('newest')).toEqual({ sort: 'date', order: 'desc' });
    expect(sortParams('oldest')).toEqual({ sort: 'date', order: 'asc' });
    expect(sortParams('name-asc')).toEqual({ sort: 'name', order: 'asc' });
    expect(sortParams('name-desc')).toEqual({ sort: 'name', order: 'desc' });
  });

  it('falls back to newest first, the spec default', () => {
    expect(sortParams('sideways')).toEqual({ sort: 'date', order: 'desc' });
    expect(isSortOption('sideways')).toBe(false);
    expect(SORT_OPTIONS.map((option) => option.label)).toEqual([
      'Newest first',
      'Oldest first',
      'Name A–Z',
      'Name Z–A',
    ]);
  });
});

describe(documentListTitle.name, () => {
  it('names the list after its type filter (spec §2.6)', () => {
    expect(documentListTitle('aov-report')).toBe('Assessment of Value Reports');
    expect(documentListTitle('sdr-report')).toBe('Sustainability Disclosure Requirements');
    expect(documentListTitle('investor-communications')).toBe('Your Documents');
    expect(documentListTitle(undefined)).toBe('Your Documents');
  });
});

describe(emptyListText.name, () => {
  it('says which list is empty', () => {
    expect(emptyListText({ query: 'kiid' })).toEqual({ title: 'No results found' });
    expect(emptyListText({ query: 'kiid', documentType: 'aov-report' })).toEqual({
      title: 'No results found',
    });
    expect(emptyListText({ documentType: 'aov-report' }).title).toBe('No Assessment of Value reports found');
    expect(emptyListText({ documentType: 'sdr-report' }).title).toBe(
      'No Sustainability Disclosure Requirements reports found',
    );
    expect(emptyListText({ query: '  ' })).toEqual({
      title: 'No documents found',
      hint: 'Upload a document to get started',
    });
  });
});

describe(documentLinks.name, () => {
  it('sends a document without analysis to the analysis trigger, and still offers improvements', () => {
    const links = documentLinks('client', doc);
    expect(links.view).toBe(`/client/document/${doc.id}`);
    expect(links.analysis).toEqual({ href: `/client/analyze-trigger/${doc.id}`, done: false });
    expect(links.persona.href).toBe('/client/personas-dashboard');
    expect(links.improve).toEqual({
      href: `/client/document-improvement/${doc.id}`,
      done: false,
    });
  });

  it('links to the analysis itself once there is one', () => {
    const analysed = { ...doc, hasAnalysis: true, analysisId: '22222222-2222-4222-8222-222222222222' };
    expect(documentLinks('client', analysed).analysis).toEqual({
      href: '/client/analysis/22222222-2222-4222-8222-222222222222',
      done: true,
    });
    expect(documentLinks('admin', analysed).analysis.href).toBe(
      '/admin/analysis/22222222-2222-4222-8222-222222222222',
    );
  });

  it('keeps administrators inside their own area', () => {
    const links = documentLinks('admin', doc);
    expect(links.view).toBe(`/admin/document/${doc.id}`);
    expect(links.analysis.href).toBe(`/admin/analyze-trigger/${doc.id}`);
    expect(links.persona.href).toBe('/admin/personas');
    expect(links.improve.href).toBeNull();
  });
});

describe('document list pagination text', () => {
  it('reads "Showing x–y of z" for the second page of ten', () => {
    expect(pageRangeText({ offset: 10, count: 3, total: 13 })).toBe('Showing 11–13 of 13');
  });
});
