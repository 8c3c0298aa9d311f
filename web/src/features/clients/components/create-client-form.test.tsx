// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientSummary } from '#common/api/admin.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { CreateClientForm } from './create-client-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const created: ClientSummary = {
  id: '00000000-0000-4000-8000-00000000c1e1',
  name: 'Acme Funds',
  email: 'ops@acme.example',
  createdAt: '2026-03-01T10:00:00.000Z',
  disabledAt: null,
  signInMethod: 'pending',
  documentCount: 0,
  memberCount: 1,
  emailDomain: null,
};

describe(CreateClientForm.name, () => {
  it('shows the schema messages at the fields, focuses the first, and sends nothing', async () => {
    const calls = mockApi({ 'POST /api/admin/clients': () => created });
    renderWithApp(<CreateClientForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Email address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    const name = screen.getByLabelText(/^Client name/);
    expect(await screen.findByText('Enter the client name.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText("Enter the firm admin's name.")).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe(screen.getByText('Enter the client name.').id);
    expect(document.activeElement).toBe(name);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends the parsed values (trimmed, address in lower case) and confirms', async () => {
    const calls = mockApi({ 'POST /api/admin/clients': () => created });
    renderWithApp(<CreateClientForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Client name/), '  Acme Funds ');
    await user.type(screen.getByLabelText(/^Firm admin's name/), ' Ada Lovelace ');
    await user.type(screen.getByLabelText(/^Email address/), ' Ops@Acme.Example');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByRole('heading', { name: 'Client created' })).toBeTruthy();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { name: 'Acme Funds', adminName: 'Ada Lovelace', email: 'ops@acme.example' },
    ]);
  });

  it('shows a field message from the server at its field', async () => {
    mockApi({
      'POST /api/admin/clients': () =>
        json(400, {
          code: 'INVALID_INPUT',
          message: 'Check the highlighted fields.',
          details: { fields: [{ path: 'email', message: 'That address already has an account.' }] },
        }),
    });
    renderWithApp(<CreateClientForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Client name/), 'Acme Funds');
    await user.type(screen.getByLabelText(/^Firm admin's name/), 'Ada Lovelace');
    await user.type(screen.getByLabelText(/^Email address/), 'ops@acme.example');
    await user.click(screen.getByRole('button', { name: 'Create client' }));

    expect(await screen.findByText('That address already has an account.')).toBeTruthy();
    expect(screen.getByLabelText(/^Email address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
  });
});
