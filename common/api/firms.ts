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

export const FRN_PATTERN = /^\d{6,7}$/;
export const FRN_MESSAGE = 'Enter the FRN as 6 or 7 digits, as on the FCA register (for example 123456).';

/**
 * The firm's FCA Firm Reference Number, as on the FCA register: 6 or 7 digits (spaces ignored). Empty or null
 * clears it; the approval certificate then reads "FRN not recorded".
 */
export const frnInput = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') || null : v),
  z.string().regex(FRN_PATTERN, FRN_MESSAGE).nullable(),
);

export const FRN_NOT_RECORDED = 'FRN not recorded';

export const firmResponse = z.object({
  firm: z.object({
    id: z.string().uuid(),
    name: z.string(),
    emailDomain: z.string().nullable(),
    /** The FCA Firm Reference Number (null: not recorded). */
    frn: z.string().nullable().optional(),
  }),
  members: z.array(firmMember),
});
export type FirmResponse = z.infer<typeof firmResponse>;

export const inviteMemberInput = z.object({
  name: z.string().trim().min(1, 'Enter the name of the person to invite.').max(120),
  email: z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254),
  firmRole,
});
export type InviteMemberInput = z.infer<typeof inviteMemberInput>;

/** What a firm admin may change of their own firm (its name and domain are the platform admin's). */
export const updateFirmInput = z.object({ frn: frnInput });
export type UpdateFirmInput = z.infer<typeof updateFirmInput>;

export const updateMemberInput = z.object({ firmRole });
export type UpdateMemberInput = z.infer<typeof updateMemberInput>;

export const memberParams = z.object({ id: z.string().uuid('Member ids are UUIDs.') });
