import { checkPasswordStrength, personalWords, type PasswordStrength } from '#common/password-strength.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

/**
 * The one rating of a chosen password: the strength hint the browser shows while it is typed and the refusal
 * when it is submitted both come from here, so they cannot disagree (issue 30).
 */
export function ratePassword(password: string, personal: (string | null | undefined)[]): PasswordStrength {
  return checkPasswordStrength(password, personalWords(...personal));
}

/** Refuses a guessable password wherever one is chosen, saying why and what to do instead. */
export function assertStrongPassword(password: string, personal: (string | null | undefined)[]): void {
  const strength = ratePassword(password, personal);
  if (strength.isAcceptable) return;
  throw new AppError('INVALID_INPUT', strength.message!, {
    fields: [{ path: 'password', message: strength.message }],
  });
}

/**
 * ADMIN_PASSWORD is not refused when weak: it may be what a running installation's administrator signs in
 * with, and a start that fails over it would lock everyone out. It is named loudly on every start instead.
 */
export function warnIfWeakAdminPassword(deps: AppDeps): void {
  const password = deps.config.adminPassword;
  if (!password) return;
  const strength = checkPasswordStrength(
    password,
    personalWords(deps.config.adminEmail, 'admin administrator'),
  );
  if (strength.isAcceptable) return;
  deps.log.warn({ variable: 'ADMIN_PASSWORD' }, `ADMIN_PASSWORD is weak: ${strength.message}`);
  // On the console too (like the printed first password), so an operator sees it even with logs shipped away.
  process.stdout.write(
    `\n  Clarion: WARNING: ADMIN_PASSWORD is easy to guess. ${strength.message}\n` +
      '  Change the administrator\'s password ("Forgot password" on the sign-in page) and set a strong ADMIN_PASSWORD, or remove it.\n\n',
  );
}
