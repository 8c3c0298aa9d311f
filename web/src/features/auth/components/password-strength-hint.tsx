import { useEffect, useState } from 'react';
import { MIN_PASSWORD_LENGTH } from '#common/constants.ts';
import type { PasswordStrengthResponse } from '#common/api/auth.ts';
import { ratePassword } from '../api/rate-password.ts';

const LABELS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/**
 * A strength hint under the new-password field of an e-mailed link's page, read out politely as it changes.
 * The server rates it (once typing pauses) exactly as it will rate the submitted password, so a green hint
 * never sits beside a red refusal.
 */
export function PasswordStrengthHint({
  token,
  password,
  shownError,
}: {
  /** The link's token: the server rates with its owner's name and e-mail, as the refusal does. */
  token: string;
  password: string;
  /** The field's error, if any: the same advice is not repeated underneath. */
  shownError?: string;
}) {
  // Kept with the password it rates, so a stale answer is never shown for what is typed now.
  const [rated, setRated] = useState<{ password: string; strength: PasswordStrengthResponse } | null>(null);

  useEffect(() => {
    if (password.length < MIN_PASSWORD_LENGTH) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      // No hint when the server cannot answer: the submission is still checked.
      ratePassword({ token, password }, abort.signal)
        .then((strength) => setRated({ password, strength }))
        .catch(() => undefined);
    }, 300);
    return () => {
      abort.abort();
      clearTimeout(timer);
    };
  }, [password, token]);

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
