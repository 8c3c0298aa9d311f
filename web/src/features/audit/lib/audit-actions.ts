// The labels live in common/ so the server's test can check every action it writes has one.
export { AUDIT_ACTION_LABELS, auditActionLabel } from '#common/audit-actions.ts';
