// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompareVersionsResponse, DocumentVersion } from '#common/api/documents.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import { CompareVersions, SAME_VERSION_MESSAGE } from './compare-versions.tsx';
import { VersionList } from './version-list.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOC = '00000000-0000-4000-8000-00000000d0c0';
const version = (n: number, current = false): DocumentVersion => ({
  n,
  fileName: `promo-v${n}.pdf`,
  fileType: 'application/pdf',
  fileSize: 2048,
  sha256: String(n).repeat(64),
  uploadedAt: `2026-03-0${n}T10:00:00.000Z`,
  uploadedBy: 'owner@example.com',
  current,
});
const VERSIONS = { currentVersion: 3, items: [version(3, true), version(2), version(1)] };

function comparison(from: number, to: number): CompareVersionsResponse {
  return {
    documentId: DOC,
    from: version(from),
    to: version(to, to === 3),
    redline: [
      { op: 'removed', text: 'Guaranteed returns with no risk.' },
      { op: 'added', text: 'Aims to grow your money over five years.' },
      { op: 'same', text: 'Charges are taken each year.' },
    ],
    readingAge: { from: 14.2, to: 11.5, change: -2.7 },
    readingAgeTarget: { documentType: 'ucits-kii', target: 12, reason: 'A UCITS KII must be plain.' },
    findings: {
      fixed: [{ ruleId: 'absolute', title: 'Absolute claims', citation: 'COBS 4.2.1R', severity: 'high' }],
      new: [],
      changed: [
        {
          ruleId: 'PRIN2A.5.3R-reading-age',
          title: 'Reading age suits a retail audience',
          citation: 'PRIN 2A.5.3R',
          severity: 'medium',
          fromMessage: 'Reading age 16.0 is above 12.',
          toMessage: 'Reading age 15.0 is above 12.',
        },
      ],
      dismissed: [{ ruleId: 'risk', title: 'Risk warning', citation: 'COBS 4.5.2R', severity: 'medium' }],
      unchanged: 2,
    },
    personaScores: [
      {
        personaId: '00000000-0000-4000-8000-0000000000a1',
        personaName: 'Margaret',
        from: 2.5,
        to: 3.8,
        change: 1.3,
      },
    ],
    aovCoverage: null,
  };
}

describe(CompareVersions.name, () => {
  it('compares the previous version with the current one, in numbers and as a redline', async () => {
    const calls = mockApi({
      [`GET /api/documents/${DOC}/versions`]: () => VERSIONS,
      [`GET /api/documents/${DOC}/compare`]: ({ url }) =>
        comparison(Number(url.searchParams.get('from')), Number(url.searchParams.get('to'))),
    });
    renderWithApp(<CompareVersions documentId={DOC} role="client" />, { path: '/compare' });

    expect(await screen.findByRole('heading', { name: 'Version 2 → version 3' })).toBeTruthy();
    expect(screen.getByText('14.2 years → 11.5 years (−2.7 years)')).toBeTruthy();
    expect(screen.getByText('1 fixed, 0 new, 1 changed, 1 dismissed, 2 unchanged')).toBeTruthy();
    // the target beside the reading age, with its reason
    expect(screen.getByText('Target (UCITS KII)').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('A UCITS KII must be plain.')).toBeTruthy();
    // a measure that moved is listed once, as changed; a dismissed finding is "dismissed", never "fixed"
    const changed = screen.getByRole('heading', { name: 'Still found, changed (1)' }).parentElement!;
    expect(within(changed).getByText('Was: Reading age 16.0 is above 12.')).toBeTruthy();
    const fixed = screen.getByRole('heading', { name: 'Fixed (1)' }).parentElement!;
    expect(within(fixed).queryByText(/Risk warning/)).toBeNull();
    const dismissed = screen.getByRole('heading', { name: 'Dismissed (1)' }).parentElement!;
    expect(within(dismissed).getByText(/Risk warning/)).toBeTruthy();
    expect(screen.getByText('Analyse both versions as AoV reports to compare their coverage.')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Margaret' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '+1.3' })).toBeTruthy();
    // removed and added text are marked, and named for screen readers
    const redline = screen.getByRole('region', { name: 'Redline' });
    expect(within(redline).getByText('Guaranteed returns with no risk.').closest('del')).toBeTruthy();
    expect(within(redline).getByText(/Removed:/)).toBeTruthy();
    expect(within(redline).getByText('Aims to grow your money over five years.').closest('ins')).toBeTruthy();
    const asked = calls.find((c) => c.url.pathname.endsWith('/compare'))!;
    expect([asked.url.searchParams.get('from'), asked.url.searchParams.get('to')]).toEqual(['2', '3']);
  });

  it('compares the versions chosen, and asks for two different ones rather than comparing one with itself', async () => {
    const calls = mockApi({
      [`GET /api/documents/${DOC}/versions`]: () => VERSIONS,
      [`GET /api/documents/${DOC}/compare`]: ({ url }) =>
        comparison(Number(url.searchParams.get('from')), Number(url.searchParams.get('to'))),
    });
    const user = userEvent.setup();
    renderWithApp(<CompareVersions documentId={DOC} role="client" />, { path: '/compare' });

    await user.selectOptions(await screen.findByLabelText('From version'), '1');
    expect(await screen.findByRole('heading', { name: 'Version 1 → version 3' })).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('To version'), '1');
    expect(await screen.findByText(SAME_VERSION_MESSAGE)).toBeTruthy();
    const compared = calls.filter((c) => c.url.pathname.endsWith('/compare'));
    expect(compared.map((c) => c.url.search)).toEqual(['?from=2&to=3', '?from=1&to=3']);
  });
});

describe(VersionList.name, () => {
  it('lists each version with its file, date, uploader and download link, and links to the comparison', async () => {
    mockApi({ [`GET /api/documents/${DOC}/versions`]: () => VERSIONS });
    renderWithApp(<VersionList documentId={DOC} role="client" />);

    const link = await screen.findByRole('link', { name: 'Download version 1' });
    expect(link.getAttribute('href')).toBe(`/api/documents/${DOC}/versions/1/file`);
    expect(link.getAttribute('download')).toBe('promo-v1.pdf');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['3Current', '2', '1']);
    expect(within(rows[2]!).getByText('owner@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare versions' }).getAttribute('href')).toBe(
      `/client/document/${DOC}/compare?from=2&to=3`,
    );
  });

  it('offers no comparison while the document has one version', async () => {
    mockApi({
      [`GET /api/documents/${DOC}/versions`]: () => ({ currentVersion: 1, items: [version(1, true)] }),
    });
    renderWithApp(<VersionList documentId={DOC} role="client" />);
    expect(await screen.findByRole('link', { name: 'Download version 1' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Compare versions' })).toBeNull());
  });
});
