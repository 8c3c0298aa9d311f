// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientSummary } from '#common/api/admin.ts';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { ClientEmailDomainForm } from './client-email-domain-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const client: ClientSummary = {
  id: '00000000-0000-4000-8000-00000000c1e1',
  name: 'Acme Funds',
  email: 'ops@acme.example',
  createdAt: '2026-03-01T10:00:00.000Z',
  disabledAt: null,
  signInMethod: 'password',
  documentCount: 0,
  memberCount: 3,
  emailDomain: 'acme.example',
};

const PATH = `PATCH /api/admin/clients/${client.id}`;
const patches = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

describe(ClientEmailDomainForm.name, () => {
  it('refuses something that is not a domain without sending it', async () => {
    const calls = mockApi({ [PATH]: () => client });
    renderWithApp(<ClientEmailDomainForm client={client} />);
    const user = userEvent.setup();

    const field = screen.getByLabelText(/^E-mail domain/);
    expect((field as HTMLInputElement).value).toBe('acme.example');
    await user.clear(field);
    await user.type(field, 'acme');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));

    expect(await screen.findByText('Enter a domain like example.com.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(patches(calls)).toEqual([]);
  });

  it('sends the domain in lower case, and null when the field is emptied', async () => {
    const calls = mockApi({
      [PATH]: ({ body }) => ({
        ...client,
        emailDomain: (body as { emailDomain: string | null }).emailDomain,
      }),
    });
    renderWithApp(<ClientEmailDomainForm client={client} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^E-mail domain/);

    await user.clear(field);
    await user.type(field, ' Funds.Acme.Example ');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(
      await screen.findByText(
        'People signing in with single sign-on at funds.acme.example now join this client.',
      ),
    ).toBeTruthy();

    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save domain' }));
    expect(await screen.findByText('The e-mail domain has been removed.')).toBeTruthy();
    expect(patches(calls)).toEqual([{ emailDomain: 'funds.acme.example' }, { emailDomain: null }]);
  });

  it("shows the server's refusal when another client has the domain", async () => {
    mockApi({
      [PATH]: () =>
        json(409, {
          code: 'CONFLICT',
          message: 'The domain other.example is already mapped to another client.',
        }),
    });
    renderWithApp(<ClientEmailDomainForm client={client} />);
    const user = userEvent.setup();
    const field = screen.getByLabelText(/^E-mail domain/);

    await user.clear(field);
    await user.type(field, 'other.example');
    await user.click(screen.getByRole('button', { name: 'Save domain' }));

    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('The domain other.example is already mapped to another client.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('other.example');
  });
});
