import { describe, expect, it } from 'vitest';
import { sessionStateOf } from './analytics.ts';

describe(sessionStateOf.name, () => {
  it('reads the session query: unknown until it answers, anonymous when signed out', () => {
    expect(sessionStateOf(undefined)).toEqual({ status: 'unknown' });
    expect(sessionStateOf(null)).toEqual({ status: 'anonymous' });
    expect(
      sessionStateOf({
        user: { id: 'u-1', email: 'a@example.com', name: 'A', role: 'client', firmId: null, firmRole: null },
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
      }),
    ).toEqual({ status: 'signed-in', userId: 'u-1' });
  });
});
