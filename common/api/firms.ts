import { z } from 'zod';
import { FIRM_ROLES } from './auth.ts';

// A firm's team (issue 15, ADR 018): the members a firm admin invites, whose roles decide who may review and
// who may approve. The platform admin's view of firms is in admin.ts (clients).

const isoDate = z.string();
const firmRole = z.enum(FIRM_ROLES, { message: 'Choose a role: member, reviewer, approver or firm admin.' });

export const SIGN_IN_METHODS = ['password', 'sso', 'password_and_sso', 'pending'] as const;

export const firmMember = z.object({
  id: z.string().uuid(),
  name: z.string(),
  email: z.string(),
  firmRole,
  /** How the member signs in; `pending` until the invitation's link is used. */
  signInMethod: z.enum(SIGN_IN_METHODS),
  createdAt: isoDate,
  /** Set when the member was removed (or the firm disabled): they can no longer sign in. */
  disabledAt: isoDate.nullable(),
});
export type FirmMember = z.infer<typeof firmMember>;

export const firmResponse = z.object({
  firm: z.object({ id: z.string().uuid(), name: z.string(), emailDomain: z.string().nullable() }),
  members: z.array(firmMember),
});
export type FirmResponse = z.infer<typeof firmResponse>;

export const inviteMemberInput = z.object({
  name: z.string().trim().min(1, 'Enter the name of the person to invite.').max(120),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  firmRole,
});
export type InviteMemberInput = z.infer<typeof inviteMemberInput>;

export const updateMemberInput = z.object({ firmRole });
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;

export const memberParams = z.object({ id: z.string().uuid('Member ids are UUIDs.') });
