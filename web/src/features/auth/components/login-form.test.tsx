// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, renderWithApp } from '../../../test/render.tsx';
import { LoginForm } from './login-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const posts = (calls: ReturnType<typeof mockApi>) => calls.filter((call) => call.method === 'POST');

describe(LoginForm.name, () => {
  it('shows the schema messages, focuses the first invalid field and sends nothing', async () => {
    const calls = mockApi({});
    renderWithApp(<LoginForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Email address/), 'someone');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email address/));
    expect(posts(calls)).toEqual([]);
  });

  it('sends the parsed values and shows the server refusal above the form', async () => {
    const calls = mockApi({
      'POST /api/auth/login': () =>
        json(401, { code: 'UNAUTHORIZED', message: 'The e-mail address or password is not right.' }),
    });
    renderWithApp(<LoginForm />);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^Email address/), ' Someone@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('The e-mail address or password is not right.')).toBeTruthy();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { email: 'someone@example.com', password: 'correct horse' },
    ]);
  });
});
