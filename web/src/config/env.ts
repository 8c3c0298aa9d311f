import { z } from 'zod';

/**
 * The only reader of `import.meta.env` (Vite inlines these at build time). Every variable is optional;
 * a bad value fails fast at start-up rather than half-way through a page.
 */
const envSchema = z.object({
  MODE: z.string(),
  DEV: z.boolean(),
  /** Where users write for support, account closure and privacy requests. */
  VITE_SUPPORT_EMAIL: z.string().email().default('support@clarion.example'),
  VITE_PRIVACY_EMAIL: z.string().email().default('privacy@clarion.example'),
});

const parsed = envSchema.parse({
  MODE: import.meta.env.MODE,
  DEV: import.meta.env.DEV,
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL || undefined,
  VITE_PRIVACY_EMAIL: import.meta.env.VITE_PRIVACY_EMAIL || undefined,
});

export const env = {
  mode: parsed.MODE,
  isDev: parsed.DEV,
  supportEmail: parsed.VITE_SUPPORT_EMAIL,
  privacyEmail: parsed.VITE_PRIVACY_EMAIL,
} as const;
