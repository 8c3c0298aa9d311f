import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

// Offline strength check (zxcvbn-ts with its bundled lists of common and breached passwords and English
// words): nothing is fetched at run time. Only the server runs it (the dictionaries are ~850 KB gzipped):
// it refuses weak passwords, and rates the one being typed for the browser's hint with the same inputs.

/** zxcvbn's 0-4 scale; 3 = about 10^10 guesses, out of reach of an online attack and costly offline. */
export const MIN_PASSWORD_SCORE = 3;
/** A password mostly made of the person's own name, e-mail or the product's name is guessable whatever its score. */
const MAX_PERSONAL_SHARE = 0.5;
const PRODUCT_WORDS = ['clarion'];
/**
 * Only this much of a password is rated: zxcvbn's matching grows steeply with length (a 56-character
 * sentence took 1.2 s here, blocking the server), and 32 characters that are hard to guess already make a
 * strong password, whatever follows.
 */
const RATED_LENGTH = 32;

export type PasswordStrength = {
  score: 0 | 1 | 2 | 3 | 4;
  isAcceptable: boolean;
  /** Why it is refused and what to do, in one or two sentences; null when acceptable. */
  message: string | null;
};

let factory: ZxcvbnFactory | undefined;
const getFactory = () =>
  (factory ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
    // Its default (100) lets a 40-character mix of digits and words take over 2 s; 2 still finds P@ssw0rd.
    l33tMaxSubstitutions: 2,
  }));

/** The words of a name or e-mail address ("jane.smith@acme.co.uk" → jane, smith, acme), each a user input. */
export function personalWords(...values: (string | null | undefined)[]): string[] {
  const words = values
    .flatMap((v) => (v ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((w) => w.length >= 3);
  return [...new Set([...words, ...PRODUCT_WORDS])];
}

/**
 * The share of the password's characters that spell one of the personal words. zxcvbn alone rates
 * "JaneSmith2024!" fair, taking the name as any first and last name, though it is the first thing anyone
 * who knows Jane would try.
 */
function personalShare(password: string, words: string[]): number {
  const lower = password.toLowerCase();
  const covered = new Array<boolean>(lower.length).fill(false);
  for (const word of words) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      covered.fill(true, at, at + word.length);
    }
  }
  return covered.filter(Boolean).length / lower.length;
}

export function checkPasswordStrength(
  password: string,
  userInputs: string[] = PRODUCT_WORDS,
): PasswordStrength {
  const rated = password.slice(0, RATED_LENGTH);
  const result = getFactory().check(rated, userInputs);
  if (password.length > 0 && personalShare(rated, userInputs) > MAX_PERSONAL_SHARE) {
    return {
      score: Math.min(result.score, 2) as PasswordStrength['score'],
      isAcceptable: false,
      message:
        'This password is mostly your name, your e-mail address or the word Clarion, which anyone who knows you could guess. Use three or four unrelated words instead.',
    };
  }
  if (result.score >= MIN_PASSWORD_SCORE) return { score: result.score, isAcceptable: true, message: null };
  const why = result.feedback.warning ?? 'This password would be easy to guess.';
  return {
    score: result.score,
    isAcceptable: false,
    message: `${why.replace(/\.?$/, '.')} Choose a longer password, for example three or four unrelated words; avoid names, dates and common passwords.`,
  };
}
