import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';

export const ROLES = ['admin', 'client'] as const;
export type Role = (typeof ROLES)[number];

/**
 * A client account's role in its firm (issue 15, ADR 018), in rising order: each role can do what the roles
 * before it can. member: upload, run checks, analyses, interviews and improvements; reviewer: decide findings;
 * approver: approve or reject a communication; firm_admin: invite and remove members, change roles, read the
 * firm's audit trail.
 */
export const FIRM_ROLES = ['member', 'reviewer', 'approver', 'firm_admin'] as const;
export type FirmRole = (typeof FIRM_ROLES)[number];
export const FIRM_ROLE_LABELS: Record<FirmRole, string> = {
  member: 'Member',
  reviewer: 'Reviewer',
  approver: 'Approver',
  firm_admin: 'Firm admin',
};

/** Whether a firm role includes the rights of `needed`. */
export const firmRoleAtLeast = (role: FirmRole | null, needed: FirmRole): boolean =>
  role !== null && FIRM_ROLES.indexOf(role) >= FIRM_ROLES.indexOf(needed);

const email = z.string().trim().toLowerCase().email('Enter a valid e-mail address.').max(254);
const password = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`)
  .max(200, 'Use at most 200 characters.');

export const loginInput = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

/** No password: it is chosen through the e-mailed link, which proves the address (ADR 010). */
export const registerInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120),
  email,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const passwordResetInput = z.object({ email });
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

export const passwordResetConfirmInput = z.object({
  token: z.string().min(20, 'This link is incomplete.').max(200),
  password,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

/** The accept-invitation page asks what its link is: the token in the body, so it stays out of request logs. */
export const invitationInput = z.object({
  token: z.string().min(20, 'This link is incomplete.').max(200),
});
export type InvitationInput = z.infer<typeof invitationInput>;

/** Who is invited, to which firm, by whom (null when that person's account has gone). */
export const invitationResponse = z.object({
  name: z.string(),
  email: z.string(),
  firmName: z.string().nullable(),
  inviterName: z.string().nullable(),
});
export type InvitationDetails = z.infer<typeof invitationResponse>;

/** The password being typed on the page an e-mailed link opens, rated as the confirmation will rate it. */
export const passwordStrengthInput = z.object({
  token: z.string().min(20, 'This link is incomplete.').max(200),
  password: z.string().max(200),
});
export type PasswordStrengthInput = z.infer<typeof passwordStrengthInput>;

export const passwordStrengthResponse = z.object({
  score: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  isAcceptable: z.boolean(),
  message: z.string().nullable(),
});
export type PasswordStrengthResponse = z.infer<typeof passwordStrengthResponse>;

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  /** The firm a client account belongs to, and its role there; null for a platform admin. */
  firmId: z.string().uuid().nullable(),
  firmRole: z.enum(FIRM_ROLES).nullable(),
});
export type User = z.infer<typeof userSchema>;

export const moduleMapSchema = z.object({
  aov_analysis: z.boolean(),
  compliance: z.boolean(),
  personas: z.boolean(),
  document_improvements: z.boolean(),
  funds: z.boolean(),
});

/** GET /api/auth/me and the body of a successful login or registration. */
export const meResponse = z.object({
  user: userSchema,
  modules: moduleMapSchema,
  /** Sent back in the x-csrf-token header on every cookie-authenticated write. */
  csrfToken: z.string(),
  /** Whether the module guard is active (MODULE_PERMISSIONS=true). */
  modulePermissions: z.boolean(),
  /** Two-factor sign-in: on for this user; must be set up before anything else works (ADMIN_MFA). */
  mfa: z.object({ enabled: z.boolean(), setupRequired: z.boolean() }),
});
export type MeResponse = z.infer<typeof meResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/** GET /api/auth/providers: how this installation lets people sign in (the web never reads server env). */
export const providersResponse = z.object({
  password: z.boolean(),
  signup: z.boolean(),
  /** Single sign-on through an OpenID Connect provider, or null when not configured. */
  sso: z.object({ name: z.string(), loginUrl: z.string() }).nullable(),
});
export type ProvidersResponse = z.infer<typeof providersResponse>;

/** POST /api/auth/logout for a single sign-on session: the browser continues to the provider's logout. */
export const logoutResponse = z.object({ logoutUrl: z.string().url() });
export type LogoutResponse = z.infer<typeof logoutResponse>;

export const SSO_LOGIN_PATH = '/api/auth/oidc/login';
/** Query parameter on /login naming why single sign-on failed (one of OIDC_ERROR_CODES). */
export const SSO_ERROR_PARAM = 'sso_error';

/**
 * Why a single sign-on attempt failed. The first seven are the spec's identity error codes (§8); the
 * callback sends the browser to /login?sso_error=<code> and the login page shows the message.
 */
export const OIDC_ERROR_CODES = [
  'state_mismatch',
  'missing_transaction',
  'login_required',
  'consent_required',
  'mfa_required',
  'timeout',
  'cancelled',
  'code_rejected',
  'email_missing',
  'email_unverified',
  'domain_not_allowed',
  'account_exists',
  'no_account',
  'account_disabled',
  'provider_error',
] as const;
export type OidcErrorCode = (typeof OIDC_ERROR_CODES)[number];

export const OIDC_ERROR_MESSAGES: Record<OidcErrorCode, string> = {
  state_mismatch:
    'Invalid state: this sign-in response does not belong to the sign-in started in this browser. Please sign in again.',
  missing_transaction:
    'This sign-in has expired or was already completed. Please sign in again from this page.',
  login_required: 'Your identity provider asks you to sign in again. Please sign in again.',
  consent_required:
    'Your identity provider needs your consent before Clarion can sign you in. Sign in again and allow access, or ask your administrator to grant it for your organisation.',
  mfa_required:
    'Your identity provider requires multi-factor authentication. Sign in again and complete the extra verification step.',
  timeout: 'Your identity provider did not answer within 10 seconds. Please try again in a moment.',
  cancelled: 'Sign-in was cancelled at your identity provider. You can try again whenever you are ready.',
  code_rejected:
    'Your identity provider refused this sign-in response; it may have been used already or have expired. Please sign in again.',
  email_missing:
    'Your identity provider did not share your e-mail address with Clarion. Ask your administrator to release the email claim.',
  email_unverified:
    'Your identity provider has not verified your e-mail address, so Clarion cannot use it. Verify it with your provider, or ask your administrator.',
  domain_not_allowed:
    'Accounts with your e-mail domain may not sign in to Clarion. Sign in with your work account, or ask your administrator.',
  account_exists:
    'A Clarion account with your e-mail address already exists. Sign in with your password, or ask your administrator to link your account to single sign-on.',
  no_account:
    'There is no Clarion account for you yet and new accounts are not created automatically. Ask your administrator for an account.',
  account_disabled: 'This account has been disabled. Contact your administrator.',
  provider_error:
    'Sign-in with your identity provider did not complete. Please try again; if it keeps failing, contact your administrator.',
};

/** POST /api/auth/login answers 202 with this when the password was right and a second factor is due. */
export const mfaRequiredResponse = z.object({ mfaRequired: z.literal(true), message: z.string() });
export type MfaRequiredResponse = z.infer<typeof mfaRequiredResponse>;

/** A 6-digit code from the authenticator app, or a recovery code (e.g. "abcde-fghjk"). */
const mfaCode = z
  .string()
  .trim()
  .min(6, 'Enter the 6-digit code from your authenticator app, or a recovery code.')
  .max(24, 'Enter the 6-digit code from your authenticator app, or a recovery code.');

export const mfaVerifyInput = z.object({ code: mfaCode });
export type MfaVerifyInput = z.infer<typeof mfaVerifyInput>;

export const mfaStatusResponse = z.object({
  enabled: z.boolean(),
  setupRequired: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatusResponse = z.infer<typeof mfaStatusResponse>;

/** The secret is returned only here, before it is confirmed; never again afterwards. */
export const mfaSetupResponse = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetupResponse = z.infer<typeof mfaSetupResponse>;

export const mfaConfirmInput = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows.'),
});
export type MfaConfirmInput = z.infer<typeof mfaConfirmInput>;

/** Shown once; only their hashes are kept. */
export const mfaConfirmResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponse>;

export const mfaDisableInput = z.object({
  password: z.string().max(200),
  code: mfaCode,
});
export type MfaDisableInput = z.infer<typeof mfaDisableInput>;
