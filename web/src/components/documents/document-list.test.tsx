// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentItem } from '#common/api/documents.ts';
import { documentItem } from '../../test/factories.ts';
import { json, mockApi, renderWithApp, type ApiCall } from '../../test/render.tsx';
import { ARCHIVE_REASON_REQUIRED } from './archive-dialog.tsx';
import { DocumentList } from './document-list.tsx';
import { ERASURE_REASON_REQUIRED } from './purge-dialog.tsx';

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

/** /api/auth/me for a member of the firm with this role. */
const signedIn = (firmId: string, firmRole: 'member' | 'firm_admin') => ({
  user: { id: firmId, email: 'someone@x.example', name: 'Someone', role: 'client', firmId, firmRole },
  modules: { aov_analysis: true, compliance: true, personas: true, document_improvements: true, funds: true },
  csrfToken: 'token',
  modulePermissions: false,
  mfa: { enabled: false, setupRequired: false },
});

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

  it('archives only after confirmation and with a reason: Cancel and an empty reason send nothing', async () => {
    const doc = documentItem({ fileName: 'fund-aov-2025.pdf' });
    const calls = mockApi({
      'GET /api/documents': listOf([doc]),
      [`POST /api/documents/${doc.id}/archive`]: () => ({ ...doc, archived: archivedInfo }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);

    await user.click(await screen.findByRole('button', { name: 'Archive fund-aov-2025.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive document' });
    expect(within(dialog).getByText(/Archive fund-aov-2025.pdf\? It leaves your lists/)).toBeTruthy();
    // Focus starts on the safe choice, so Enter does not archive.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Archive fund-aov-2025.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(within(screen.getByRole('dialog')).getByText(ARCHIVE_REASON_REQUIRED)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /Reason for archiving/ }), 'Campaign ended');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'POST')!;
    expect(sent.url.pathname).toBe(`/api/documents/${doc.id}/archive`);
    expect(sent.body).toEqual({ reason: 'Campaign ended' });
  });

  it('says the archive failed, with the server’s reason, inside the dialog, and keeps the row', async () => {
    const doc = documentItem({ fileName: 'kept.pdf' });
    mockApi({
      'GET /api/documents': listOf([doc]),
      [`POST /api/documents/${doc.id}/archive`]: () =>
        json(409, { code: 'CONFLICT', message: 'This document is archived, so it is read-only.' }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);

    await user.click(await screen.findByRole('button', { name: 'Archive kept.pdf' }));
    await user.type(screen.getByRole('textbox', { name: /Reason for archiving/ }), 'Old');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));

    expect(
      await within(screen.getByRole('dialog')).findByText(
        'Failed to archive the document. This document is archived, so it is read-only.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kept.pdf' })).toBeTruthy();
  });

  it('lists archived documents only when asked, marked, with Restore for a firm admin', async () => {
    const live = documentItem({ fileName: 'live.pdf' });
    const old = documentItem({ fileName: 'old.pdf', archived: archivedInfo });
    const calls = mockApi({
      'GET /api/auth/me': () => signedIn(old.clientId, 'firm_admin'),
      'GET /api/documents': ({ url }) =>
        url.searchParams.get('archived') === 'true'
          ? { items: [live, old], total: 2 }
          : { items: [live], total: 1 },
      [`POST /api/documents/${old.id}/restore`]: () => ({ ...old, archived: null }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);

    expect(await screen.findByRole('link', { name: 'live.pdf' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'old.pdf' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    expect(await screen.findByRole('link', { name: 'old.pdf' })).toBeTruthy();
    expect(screen.getByText('Archived')).toBeTruthy();
    // Purge is the platform admin's alone.
    expect(screen.queryByRole('button', { name: 'Purge old.pdf' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restore old.pdf' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url.pathname === `/api/documents/${old.id}/restore`),
      ).toBe(true),
    );
  });

  it('shows a member no Restore, which only a firm admin can use (issue 30)', async () => {
    const old = documentItem({ fileName: 'old.pdf', archived: archivedInfo });
    mockApi({
      'GET /api/auth/me': () => signedIn(old.clientId, 'member'),
      'GET /api/documents': () => ({ items: [old], total: 1 }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);
    await user.click(await screen.findByRole('checkbox', { name: 'Show archived' }));
    expect(await screen.findByRole('link', { name: 'old.pdf' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restore old.pdf' })).toBeNull();
  });

  it('lets the platform admin purge, asking for the erasure request before the retention period ends', async () => {
    const old = documentItem({ fileName: 'old.pdf', archived: archivedInfo });
    const calls = mockApi({
      'GET /api/auth/me': () => ({
        user: {
          id: old.clientId,
          email: 'admin@x.example',
          name: 'Admin',
          role: 'admin',
          firmId: null,
          firmRole: null,
        },
        modules: {
          aov_analysis: true,
          compliance: true,
          personas: true,
          document_improvements: true,
          funds: true,
        },
        csrfToken: 'token',
        modulePermissions: false,
        mfa: { enabled: false, setupRequired: false },
      }),
      'GET /api/documents': () => ({ items: [old], total: 1 }),
      [`POST /api/documents/${old.id}/purge`]: () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderWithApp(<DocumentList />);

    await user.click(await screen.findByRole('button', { name: 'Purge old.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Purge document' });
    expect(within(dialog).getByText(/Purge it earlier only to answer an erasure request/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Purge for good' }));
    expect(within(dialog).getByText(ERASURE_REASON_REQUIRED)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Erasure request/ }), 'Request ref 42');
    await user.click(within(dialog).getByRole('button', { name: 'Purge for good' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ erasureRequestReason: 'Request ref 42' });
  });
});

/** Archived a moment ago: kept for years yet. */
const archivedInfo = {
  at: new Date().toISOString(),
  by: 'owner@firm.example',
  reason: 'Campaign ended',
  purgeableFrom: new Date(Date.now() + 5 * 365 * 24 * 3600 * 1000).toISOString(),
};
