/**
 * Every action the audit trail records, with its label in plain words (issue #17: the admin screens showed
 * raw codes such as `improvement.suggestion_decided`). `recordAudit` takes only these, so an action cannot
 * be written without a label; server/src/audit/audit-actions.test.ts also reads the server's source for
 * every action it writes.
 */
export const AUDIT_ACTION_LABELS = {
  'auth.sign_in': 'Signed in',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.sign_out': 'Signed out',
  'auth.password_changed': 'Password changed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_link_sent': 'Set-password link sent',
  'auth.register_existing_email': 'Sign-up tried with an existing e-mail address',
  'auth.mfa_enabled': 'Two-step sign-in turned on',
  'auth.mfa_disabled': 'Two-step sign-in turned off',
  'auth.mfa_disable_failed': 'Turning off two-step sign-in refused',
  'auth.mfa_recovery_code_used': 'Recovery code used to sign in',
  'account.created': 'Account created',
  'account.disabled': 'Account disabled',
  'account.enabled': 'Account enabled',
  'account.sso_linked': 'Linked to single sign-on',
  'account.role_changed': 'Role changed',
  'access.changed': 'Module access changed',
  'access.refused': 'Request refused',
  'firm.member_invited': 'Member invited to the firm',
  'firm.member_role_changed': 'Member role changed',
  'firm.member_removed': 'Member removed from the firm',
  'firm.domain_changed': 'Firm e-mail domain changed',
  'firm.boilerplate_added': 'Passage marked as boilerplate',
  'firm.boilerplate_removed': 'Boilerplate passage removed',
  'firm.frn_changed': 'Firm Reference Number (FRN) changed',
  'document.uploaded': 'Document uploaded',
  'document.updated': 'Document edited',
  'document.deleted': 'Document deleted',
  'document.archived': 'Document archived',
  'document.restored': 'Document restored from the archive',
  'document.purged': 'Document purged',
  'document.file_replaced': 'Document file replaced',
  'document.reextract_requested': 'Document extraction restarted',
  'analysis.started': 'AoV analysis started',
  'compliance.check_run': 'Compliance check run',
  'compliance.finding_decided': 'Compliance finding decided',
  'compliance.finding_commented': 'Comment on a compliance finding',
  'compliance.finding_raised': 'Finding raised by a reviewer',
  'compliance.accuracy_exported': 'Checker decisions exported',
  'review.submitted': 'Communication submitted for approval',
  'review.approved': 'Communication approved',
  'review.rejected': 'Communication rejected',
  'review.changes_requested': 'Changes requested to a communication',
  'review.withdrawn': 'Communication review withdrawn',
  'review.superseded': 'Approved communication superseded by a new file',
  'fund.created': 'Fund created',
  'fund.document_linked': 'Document linked to a fund',
  'fund.document_unlinked': 'Document unlinked from a fund',
  'fund.link_confirmed': 'Proposed fund link confirmed',
  'fund.disagreement_decided': 'Fund disagreement decided',
  'personas.persona_created': 'Persona created',
  'personas.persona_updated': 'Persona edited',
  'personas.question_created': 'Interview question created',
  'personas.question_updated': 'Interview question edited',
  'personas.interviews_started': 'Persona interviews started',
  'improvement.started': 'Enhancement suggestions requested',
  'improvement.suggestion_decided': 'Enhancement suggestion decided',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const isAuditAction = (action: string): action is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action);

/**
 * The label of an action; one no longer written (or not yet known to this build) reads as words, never as
 * the code: "report.exported" → "Report exported".
 */
export function auditActionLabel(action: string): string {
  if (isAuditAction(action)) return AUDIT_ACTION_LABELS[action];
  const words = action.replace(/[._]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}
