import { describe, expect, it } from 'vitest';
import type { MeResponse } from '#common/api/auth.ts';
import {
  FORBIDDEN_AS_EXPECTED,
  NOT_RUN,
  adminCallVerdict,
  documentsVerdict,
  profileVerdict,
  sessionVerdict,
  type CallResult,
} from './connection-checks.ts';

const me: MeResponse = {
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'a@example.com',
    name: 'Acme',
    role: 'client',
    firmId: '00000000-0000-4000-8000-000000000001',
    firmRole: 'firm_admin',
  },
  modules: { aov_analysis: true, compliance: true, personas: true, document_improvements: true, funds: true },
  csrfToken: 't',
  modulePermissions: true,
  mfa: { enabled: false, setupRequired: false },
};
const failed = (status: number, message: string): CallResult<never> => ({
  ok: false,
  status,
  message,
  ms: 5,
});

describe('connection diagnostic verdicts', () => {
  it('passes a client whose admin call is refused with 403', () => {
    expect(adminCallVerdict(failed(403, 'You do not have permission.'), 'client')).toEqual({
      pass: true,
      summary: FORBIDDEN_AS_EXPECTED,
    });
  });

  it('fails a client whose admin call succeeds, or fails otherwise', () => {
    const detail = {
      ok: true as const,
      ms: 1,
      data: {
        client: {
          id: me.user.id,
          name: 'Acme',
          email: 'a@example.com',
          createdAt: '2025-05-05T00:00:00Z',
          disabledAt: null,
          signInMethod: 'password' as const,
          documentCount: 0,
          memberCount: 1,
          emailDomain: null,
        },
        members: [],
        documents: [],
        counts: { documents: 0, analyses: 0, interviews: 0, checks: 0, improvements: 0 },
      },
    };
    expect(adminCallVerdict(detail, 'client').pass).toBe(false);
    expect(adminCallVerdict(failed(0, 'Network error.'), 'client')).toEqual({
      pass: false,
      summary: 'Network error.',
    });
    expect(adminCallVerdict(detail, 'admin')).toEqual({ pass: true, summary: '0 documents returned.' });
    expect(adminCallVerdict(null, undefined)).toEqual({ pass: false, summary: NOT_RUN });
  });

  it('reads the session, profile and document count', () => {
    const session = { ok: true as const, data: me, ms: 3 };
    expect(sessionVerdict(session)).toEqual({ pass: true, summary: 'Signed in as a@example.com.' });
    expect(profileVerdict(session)).toEqual({ pass: true, summary: 'Acme <a@example.com>' });
    expect(profileVerdict(failed(401, 'Sign in.')).summary).toBe(NOT_RUN);
    expect(
      documentsVerdict({
        ok: true,
        ms: 2,
        data: { counts: { documents: 1, analyses: 0, interviews: 0, checks: 0 }, recentDocuments: [] },
      }),
    ).toEqual({ pass: true, summary: '1 document.' });
    expect(documentsVerdict(failed(500, 'Server error.'))).toEqual({ pass: false, summary: 'Server error.' });
  });
});
