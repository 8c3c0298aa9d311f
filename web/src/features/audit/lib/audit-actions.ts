/** Audit actions in plain words; an action not listed here is shown as recorded. */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_link_sent': 'Set-password link sent',
  'account.created': 'Account created',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'account.sso_linked': 'Linked to single sign-on',
  'account.role_changed': 'Role changed',
  'access.changed': 'Module access changed',
  'document.uploaded': 'Document uploaded',
  'document.updated': 'Document edited',
  'document.deleted': 'Document deleted',
  'document.file_replaced': 'Document file replaced',
  'document.reextract_requested': 'Document extraction restarted',
};

export function auditActionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action]! : action;
}
