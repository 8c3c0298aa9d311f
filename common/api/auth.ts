import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '../constants.ts';

export const ROLES = ['admin', 'client'] as const;
export type Role = (typeof ROLES)[number];

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

export const registerInput = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(120),
  email,
  password,
});
export type RegisterInput = z.infer<typeof registerInput>;

export const passwordResetInput = z.object({ email });
export type PasswordResetInput = z.infer<typeof passwordResetInput>;

export const passwordResetConfirmInput = z.object({
  token: z.string().min(20, 'This link is incomplete.').max(200),
  password,
});
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

export const userSchema = z.object({
  id: z.string().uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const moduleMapSchema = z.object({
  aov_analysis: z.boolean(),
  compliance: z.boolean(),
  personas: z.boolean(),
  document_improvements: z.boolean(),
});

/** GET /api/auth/me and the body of a successful login or registration. */
export const meResponse = z.object({
  user: userSchema,
  modules: moduleMapSchema,
  /** Sent back in the x-csrf-token header on every cookie-authenticated write. */
  csrfToken: z.string(),
  /** Whether the module guard is active (MODULE_PERMISSIONS=true). */
  modulePermissions: z.boolean(),
});
export type MeResponse = z.infer<typeof meResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
