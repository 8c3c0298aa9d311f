import { describe, expect, it } from 'vitest';
import { clientSummary } from '#common/api/admin.ts';
import {
  SIGN_IN_METHOD_LABELS,
  clientStatusLabel,
  createdConfirmation,
  disableConfirmation,
  enableConfirmation,
} from './client-labels.ts';

describe('client labels', () => {
  it('names every sign-in method the API can answer, each in its own plain words', () => {
    const methods = clientSummary.shape.signInMethod.options;
    expect(Object.keys(SIGN_IN_METHOD_LABELS).sort()).toEqual([...methods].sort());
    const labels = methods.map((method) => SIGN_IN_METHOD_LABELS[method]);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z -]+$/);
    expect(new Set(labels).size).toBe(methods.length);
  });

  it('reads a disabledAt time as Disabled and none as Active', () => {
    expect(clientStatusLabel({ disabledAt: null })).toBe('Active');
    expect(clientStatusLabel({ disabledAt: '2025-05-05T10:00:00Z' })).toBe('Disabled');
  });

  it('words the confirmations, falling back to Unknown for an empty name', () => {
    expect(disableConfirmation('Acme Funds')).toBe(
      'Disable Acme Funds? They will be signed out and cannot sign in until you enable the account again.',
    );
    expect(enableConfirmation(' ')).toBe('Enable Unknown? They will be able to sign in again.');
    expect(createdConfirmation({ name: 'Acme Funds', email: 'ops@acme.example' })).toBe(
      "Acme Funds has been created. We've e-mailed ops@acme.example a link to choose a password.",
    );
  });
});
