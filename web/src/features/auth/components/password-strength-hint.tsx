import { useEffect, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#common/constants.ts';
import type * as StrengthChecker from '#common/password-strength.ts';
import type { PasswordStrength } from '#common/password-strength.ts';

// The checker carries large word lists, so it is fetched (its own chunk) only once someone types a password,
// never with the page; the server applies the same check whatever this shows.
let checker: Promise<typeof StrengthChecker> | undefined;
const loadChecker = () => (checker ??= import('#common/password-strength.ts'));

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** A strength hint under a new-password field, read out politely as it changes. */
export function PasswordStrengthHint({
  password,
  personal,
  shownError,
}: {
  password: string;
  personal: string[];
  /** The field's error, if any: the same advice is not repeated underneath. */
  shownError?: string;
}) {
  // Kept with the password it rates, so a stale answer is never shown for what is typed now.
  const [rated, setRated] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  const personalKey = personal.join('\u0000');

  useEffect(() => {
    if (password.length < MIN_PASSWORD_LENGTH) return;
    let current = true;
    const timer = setTimeout(() => {
      void loadChecker()
        .then(({ checkPasswordStrength, personalWords }) => {
          if (!current) return;
          const words = personalWords(...personalKey.split('\u0000'));
          setRated({ password, strength: checkPasswordStrength(password, words) });
        })
        .catch(() => undefined);
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);

  const strength = rated?.password === password ? rated.strength : null;
  return (
    <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
      {strength && (
        <>
          <span className={strength.isAcceptable ? 'font-medium text-green-800' : 'font-medium text-red-800'}>
            Strength: {LABELS[strength.score]}.
          </span>
          {strength.message !== shownError && ` ${strength.message ?? ''}`}
        </>
      )}
    </p>
  );
}
