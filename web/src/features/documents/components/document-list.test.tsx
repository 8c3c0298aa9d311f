// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentItem } from '#common/api/documents.ts';
import { documentItem } from '../../../test/factories.ts';
import { json, mockApi, renderWithApp, type ApiCall } from '../../../test/render.tsx';
import { DELETE_FAILED_MESSAGE, DocumentList } from './document-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The list endpoint over a fixed set of rows, paged by the limit and offset the component sends. */
function listOf(rows: DocumentItem[]) {
  return ({ url }: ApiCall) => {
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return { items: rows.slice(offset, offset + limit), total: rows.length };
  };
}

describe('DocumentList', () => {
  it('shows the empty state with the upload hint when the user has no documents', async () => {
    mockApi({ 'GET /api/documents': () => ({ items: [], total: 0 }) });
    renderWithApp(<DocumentList />);

    expect(await screen.findByText('No documents found')).toBeTruthy();
    expect(screen.getByText('Upload a document to get started')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('pages beyond the row limit: Next asks the API for the following rows and shows their range', async () => {
    const rows = Array.from({ length: 3 }, () => documentItem());
    const calls = mockApi({ 'GET /api/documents': listOf(rows) });
    const user = userEvent.setup();
    renderWithApp(<DocumentList limit={2} />);

    expect(await screen.findByRole('link', { name: rows[0]!.fileName })).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Your Documents pages' });
    expect(within(pages).getByText('Showing 1–2 of 3')).toBeTruthy();
    expect(
      within(pages)
        .getByRole('button', { name: /Previous/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');

    await user.click(within(pages).getByRole('button', { name: /Next/ }));

    expect(await screen.findByRole('link', { name: rows[2]!.fileName })).toBeTruthy();
    expect(screen.queryByRole('link', { name: rows[0]!.fileName })).toBeNull();
    expect(screen.getByText('Showing 3–3 of 3')).toBeTruthy();
    expect(calls.at(-1)!.url.searchParams.get('offset')).toBe('2');
  });

  it('has no pagination while every row fits on one page', async () => {
    mockApi({ 'GET /api/documents': listOf([documentItem(), documentItem()]) });
    renderWithApp(<DocumentList limit={2} />);

    await screen.findByRole('table');
    expect(screen.queryByRole('navigation', { name: /pages/ })).toBeNull();
  });

  it('deletes only after confirmation: Cancel sends nothing, Delete sends DELETE for that document', async () => {
    const doc = documentItem({ fileName: 'fund-aov-2025.pdf' });
    const calls = mockApi({
      'GET /api/documents': listOf([doc]),
      [`DELETE /api/documents/${doc.id}`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);

    await user.click(await screen.findByRole('button', { name: 'Delete fund-aov-2025.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete document' });
    expect(within(dialog).getByText('Are you sure you want to delete fund-aov-2025.pdf?')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete fund-aov-2025.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'DELETE')!.url.pathname).toBe(`/api/documents/${doc.id}`);
  });

  it('says the delete failed, with the server’s reason, and keeps the row', async () => {
    const doc = documentItem({ fileName: 'kept.pdf' });
    mockApi({
      'GET /api/documents': listOf([doc]),
      [`DELETE /api/documents/${doc.id}`]: () =>
        json(409, { code: 'CONFLICT', message: 'The document is being analysed.' }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);

    await user.click(await screen.findByRole('button', { name: 'Delete kept.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`${DELETE_FAILED_MESSAGE} The document is being analysed.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kept.pdf' })).toBeTruthy();
  });
});
