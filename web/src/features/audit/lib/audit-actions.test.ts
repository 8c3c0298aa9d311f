import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit-actions.ts';

describe(auditActionLabel.name, () => {
  it.each([
    ['auth.sign_in', 'Signed in'],
    ['auth.sign_in_failed', 'Sign-in failed'],
    ['auth.sign_out', 'Signed out'],
    ['auth.password_changed', 'Password changed'],
    ['auth.password_reset_requested', 'Password reset requested'],
    ['auth.password_link_sent', 'Set-password link sent'],
    ['account.created', 'Account created'],
    ['account.disabled', 'Account disabled'],
    ['account.enabled', 'Account enabled'],
    ['account.sso_linked', 'Linked to single sign-on'],
    ['account.role_changed', 'Role changed'],
    ['access.changed', 'Module access changed'],
    ['document.uploaded', 'Document uploaded'],
    ['document.updated', 'Document edited'],
    ['document.deleted', 'Document deleted'],
    ['document.file_replaced', 'Document file replaced'],
    ['improvement.suggestion_decided', 'Enhancement suggestion decided'],
    ['analysis.started', 'AoV analysis started'],
  ])('words %s as "%s"', (action, label) => {
    expect(auditActionLabel(action)).toBe(label);
  });

  it('words an action it does not know instead of showing its code', () => {
    expect(auditActionLabel('report.exported')).toBe('Report exported');
    expect(auditActionLabel('constructor')).toBe('Constructor');
    expect(auditActionLabel('')).toBe('');
  });
});
