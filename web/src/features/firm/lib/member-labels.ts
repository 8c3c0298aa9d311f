import { FIRM_ROLES, FIRM_ROLE_LABELS, type FirmRole } from '#common/api/auth.ts';
import type { FirmMember } from '#common/api/firms.ts';

export { FIRM_ROLES, FIRM_ROLE_LABELS };

/** What each role may do (ADR 018); each role includes the ones before it. */
export const FIRM_ROLE_DESCRIPTIONS: Record<FirmRole, string> = {
  member: 'Uploads documents and runs checks, analyses, interviews and improvements.',
  reviewer: 'Does what a member does, and decides on findings.',
  approver: 'Does what a reviewer does, and approves or rejects communications.',
  firm_admin: 'Does everything, and manages the team and reads the firm’s audit trail.',
};

/** The description of a role given as a form's value, or nothing for a value that is not a role. */
export function firmRoleDescription(value: string): string | undefined {
  return FIRM_ROLES.includes(value as FirmRole) ? FIRM_ROLE_DESCRIPTIONS[value as FirmRole] : undefined;
}

export const FIRM_ROLE_OPTIONS = FIRM_ROLES.map((role) => ({ value: role, label: FIRM_ROLE_LABELS[role] }));

export type MemberStatus = 'invited' | 'removed' | 'active';

/** Removed wins over invited: a member removed before accepting can no longer accept. */
export function memberStatus(member: Pick<FirmMember, 'signInMethod' | 'disabledAt'>): MemberStatus {
  if (member.disabledAt) return 'removed';
  return member.signInMethod === 'pending' ? 'invited' : 'active';
}

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  invited: 'Invitation sent',
  removed: 'Removed',
  active: 'Active',
};

/** The name a member is shown by; an invitation may have come without one. */
export function memberDisplayName(member: Pick<FirmMember, 'name' | 'email'>): string {
  return member.name.trim() || member.email;
}

export function invitedConfirmation(member: Pick<FirmMember, 'name' | 'email' | 'firmRole'>): string {
  return `${memberDisplayName(member)} has been invited as ${FIRM_ROLE_LABELS[member.firmRole].toLowerCase()}. We've e-mailed ${member.email} a link to choose a password.`;
}

export function removeConfirmation(member: Pick<FirmMember, 'name' | 'email'>): string {
  return `${memberDisplayName(member)} will be signed out and can no longer sign in. Their decisions and approvals stay on record under their name.`;
}

/** The read-only view's sentence: who may change the team, by name. */
export function readOnlyTeamNote(
  members: readonly Pick<FirmMember, 'name' | 'email' | 'firmRole' | 'disabledAt'>[],
): string {
  const admins = members
    .filter((member) => member.firmRole === 'firm_admin' && !member.disabledAt)
    .map(memberDisplayName);
  const rule = 'Only a firm admin can invite people, change roles or remove members.';
  if (admins.length === 0) return rule;
  const names = admins.length === 1 ? admins[0] : `${admins.slice(0, -1).join(', ')} or ${admins.at(-1)}`;
  return `${rule} To change something, ask ${names}.`;
}
