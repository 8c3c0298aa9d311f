import type { Config } from '../../config.ts';
import { MFA_CHALLENGE_TTL_MS } from './mfa.service.ts';

/** Holds the pending sign-in between password and code; sent only to the verify route. */
export const MFA_COOKIE = 'clarion_mfa';

export const mfaCookieOptions = (config: Config) => ({
  path: '/api/auth/mfa',
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.publicUrl.startsWith('https://'),
  maxAge: Math.floor(MFA_CHALLENGE_TTL_MS / 1000),
});
