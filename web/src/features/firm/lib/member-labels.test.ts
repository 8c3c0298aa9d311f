import { describe, expect, it } from 'vitest';
import { FIRM_ROLES } from '#common/api/auth.ts';
import { FIRM_ROLE_DESCRIPTIONS, invitedConfirmation, memberStatus } from './member-labels.ts';

describe('memberStatus', () => {
  it('reads a member who has not used the invitation link as invited', () => {
    expect(memberStatus({ signInMethod: 'pending', disabledAt: null })).toBe('invited');
  });

  it('reads a removed member as removed, even when they never accepted', () => {
    expect(memberStatus({ signInMethod: 'pending', disabledAt: '2026-03-01T10:00:00.000Z' })).toBe('removed');
    expect(memberStatus({ signInMethod: 'password', disabledAt: '2026-03-01T10:00:00.000Z' })).toBe(
      'removed',
    );
  });

  it('reads a member who signs in with a password or single sign-on as active', () => {
    expect(memberStatus({ signInMethod: 'password', disabledAt: null })).toBe('active');
    expect(memberStatus({ signInMethod: 'sso', disabledAt: null })).toBe('active');
  });
});

describe('FIRM_ROLE_DESCRIPTIONS', () => {
  it('describes every role in one sentence', () => {
    for (const role of FIRM_ROLES) expect(FIRM_ROLE_DESCRIPTIONS[role]).toMatch(/^[A-Z][^.]*\.$/);
  });
});

describe('invitedConfirmation', () => {
  it('names the person, their role and the address the link went to', () => {
    expect(invitedConfirmation({ name: 'Ann Lee', email: 'ann@firm.example', firmRole: 'firm_admin' })).toBe(
      "Ann Lee has been invited as firm admin. We've e-mailed ann@firm.example a link to choose a password.",
    );
  });
});
