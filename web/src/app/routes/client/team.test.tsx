// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmRole, MeResponse } from '#common/api/auth.ts';
import type { FirmMember, FirmResponse } from '#common/api/firms.ts';
import { mockApi, renderWithApp } from '../../../test/render.tsx';
import TeamRoute from './team.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const FIRM_ID = '00000000-0000-4000-8000-00000000f1f1';

const member = (n: number, over: Partial<FirmMember>): FirmMember => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Person ${n}`,
  email: `person${n}@acme.example`,
  firmRole: 'member',
  signInMethod: 'password',
  createdAt: '2026-03-01T10:00:00.000Z',
  disabledAt: null,
  ...over,
});

const team: FirmResponse = {
  firm: { id: FIRM_ID, name: 'Acme Funds', emailDomain: null },
  members: [
    member(1, { name: 'Fiona Admin', firmRole: 'firm_admin' }),
    member(2, { name: 'Rita Reviewer', firmRole: 'reviewer' }),
    member(3, { name: 'Ian Invited', firmRole: 'approver', signInMethod: 'pending' }),
    member(4, { name: 'Gone Member', disabledAt: '2026-03-02T10:00:00.000Z' }),
  ],
};

const meAs = (index: number, firmRole: FirmRole): MeResponse => {
  const self = team.members[index]!;
  return {
    user: { id: self.id, email: self.email, name: self.name, role: 'client', firmId: FIRM_ID, firmRole },
    modules: {
      aov_analysis: true,
      compliance: true,
      personas: true,
      document_improvements: true,
      funds: true,
    },
    csrfToken: 't',
    modulePermissions: false,
    mfa: { enabled: false, setupRequired: false },
  };
};

describe('Team page', () => {
  it('shows a reviewer the team read-only, with who may change it, and never asks for the audit trail', async () => {
    const calls = mockApi({ 'GET /api/auth/me': () => meAs(1, 'reviewer'), 'GET /api/firm': () => team });
    renderWithApp(<TeamRoute />);

    const table = await screen.findByRole('table', { name: 'Members of Acme Funds' });
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(name) });
    expect(within(row('Fiona Admin')).getByText('Firm admin')).toBeTruthy();
    expect(within(row('Fiona Admin')).getByText('Active')).toBeTruthy();
    expect(within(row('Rita Reviewer')).getByText('(you)')).toBeTruthy();
    expect(within(row('Ian Invited')).getByText('Approver')).toBeTruthy();
    expect(within(row('Ian Invited')).getByText('Invitation sent')).toBeTruthy();
    expect(within(row('Gone Member')).getByText('Removed')).toBeTruthy();

    expect(
      screen.getByText(
        'Only a firm admin can invite people, change roles or remove members. To change something, ask Fiona Admin.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove|Resend invitation|Send invitation/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a colleague' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Firm audit trail' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What each role may do' })).toBeTruthy();
    expect(calls.map((call) => call.url.pathname)).not.toContain('/api/firm/audit');
  });

  it('gives a firm admin a role select per member, Remove for others and Resend for pending invitations', async () => {
    mockApi({
      'GET /api/auth/me': () => meAs(0, 'firm_admin'),
      'GET /api/firm': () => team,
      'GET /api/firm/audit': () => ({ items: [], total: 0, actions: [] }),
    });
    renderWithApp(<TeamRoute />);

    const table = await screen.findByRole('table', { name: 'Members of Acme Funds' });
    expect(
      within(table)
        .getAllByRole('combobox')
        .map((select) => select.getAttribute('aria-label')),
    ).toEqual(['Role of Fiona Admin', 'Role of Rita Reviewer', 'Role of Ian Invited']);
    expect(
      within(table)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove Rita Reviewer', 'Resend invitation to Ian Invited', 'Remove Ian Invited']);
    expect(screen.getByRole('heading', { name: 'Invite a colleague' })).toBeTruthy();
    expect(await screen.findByText('No entries yet')).toBeTruthy();
  });
});
