import { describe, expect, it } from 'vitest';
import { loginInput, passwordResetConfirmInput, registerInput } from '#common/api/auth.ts';
import { ApiError } from './api-client.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod } from './form.ts';

describe(fieldErrorsFromZod.name, () => {
  it('keeps the first message of each field', () => {
    const withPassword = registerInput.extend({ password: passwordResetConfirmInput.shape.password });
    const result = withPassword.safeParse({ name: '', email: 'nope', password: 'short' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsFromZod(result.error)).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address.',
      password: 'Use at least 10 characters.',
    });
  });

  it('gives nothing for valid input fields', () => {
    const result = loginInput.safeParse({ email: 'a@example.com', password: '' });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrorsFromZod(result.error)).toEqual({ password: 'Enter your password.' });
  });
});

describe(fieldErrorsFromApi.name, () => {
  it("maps the server's INVALID_INPUT field list onto known fields", () => {
    const error = new ApiError(400, 'INVALID_INPUT', 'password: too short', {
      fields: [
        { path: 'password', message: 'Too short.' },
        { path: 'password', message: 'Second message.' },
        { path: 'unknown', message: 'Ignored.' },
      ],
    });
    expect(fieldErrorsFromApi(error, ['email', 'password'])).toEqual({ password: 'Too short.' });
  });

  it('gives nothing for other errors', () => {
    expect(fieldErrorsFromApi(new ApiError(401, 'UNAUTHORIZED', 'x'), ['email'])).toEqual({});
    expect(fieldErrorsFromApi(new ApiError(400, 'INVALID_INPUT', 'x', 'text'), ['email'])).toEqual({});
    expect(fieldErrorsFromApi(null, ['email'])).toEqual({});
  });
});
