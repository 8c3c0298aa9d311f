// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirmMember } from '#common/api/firms.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { InviteMemberForm } from './invite-member-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const invited: FirmMember = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Ann Lee',
  email: 'ann@acme.example',
  firmRole: 'reviewer',
  signInMethod: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  disabledAt: null,
};

const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'POST');

describe(InviteMemberForm.name, () => {
  it('shows the schema messages at the fields, focuses the first, and sends nothing', async () => {
    const calls = mockApi({ 'POST /api/firm/members': () => invited });
    renderWithApp(<InviteMemberForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Email address/), 'ann-at-acme');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    const name = screen.getByLabelText(/^Name/);
    expect(await screen.findByText('Enter the name of the person to invite.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Email address/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(posts(calls)).toEqual([]);
  });

  it('describes the chosen role, then sends the parsed values with it and confirms', async () => {
    const calls = mockApi({ 'POST /api/firm/members': () => json(201, invited) });
    renderWithApp(<InviteMemberForm />);
    const user = userEvent.setup();

    const role = screen.getByLabelText(/^Role/);
    expect((role as HTMLSelectElement).value).toBe('member');
    await user.selectOptions(role, 'Reviewer');
    expect(role.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Does what a member does, and decides on findings.').id).toBe(
      role.getAttribute('aria-describedby'),
    );

    await user.type(screen.getByLabelText(/^Name/), '  Ann Lee ');
    await user.type(screen.getByLabelText(/^Email address/), ' Ann@Acme.Example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText(
        "Ann Lee has been invited as reviewer. We've e-mailed ann@acme.example a link to choose a password.",
      ),
    ).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { name: 'Ann Lee', email: 'ann@acme.example', firmRole: 'reviewer' },
    ]);
    // Ready for the next invitation.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Role/) as HTMLSelectElement).value).toBe('member');
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    mockApi({
      'POST /api/firm/members': () =>
        json(409, {
          code: 'CONFLICT',
          message: 'An account with the e-mail address ann@acme.example already exists.',
        }),
    });
    renderWithApp(<InviteMemberForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Name/), 'Ann Lee');
    await user.type(screen.getByLabelText(/^Email address/), 'ann@acme.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));

    expect(
      await screen.findByText('An account with the e-mail address ann@acme.example already exists.'),
    ).toBeTruthy();
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ann Lee');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
