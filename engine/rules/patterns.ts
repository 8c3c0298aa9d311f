// Rule-pack patterns: a plain phrase or a `/regex/flags` literal.
//
// Phrases match case-insensitively on word boundaries; a space or hyphen in a phrase matches any run of
// spaces and hyphens in the text ("risk-free" finds "risk free" and "risk-free"). Regexes keep the flags
// the pack gives them (add `i` for case-insensitive). Texts are normalised before matching (see
// normaliseForMatching), so patterns use straight quotes and apostrophes and a plain hyphen for dashes.

import { requirementOf, type Requirement } from './pattern-requirements.ts';

export interface CompiledPattern {
  /** The pattern as written in the pack. */
  source: string;
  /** Global regex; `lastIndex` is reset before every use. */
  regex: RegExp;
  /** The words no match can do without (pattern-requirements.ts): a document lacking them is not searched. */
  required: Requirement;
}

const REGEX_LITERAL = /^\/(.+)\/([a-z]*)$/s;
const ALLOWED_FLAGS = new Set(['i', 'm', 's', 'u']);

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function phraseToRegexSource(phrase: string): string {
  const trimmed = phrase.trim();
  const body = trimmed
    .split(/[\s\-‐‑–—]+/)
    .map(escapeRegex)
    .join('[\\s\\-]+');
  const first = trimmed[0] ?? '';
  const last = trimmed[trimmed.length - 1] ?? '';
  const start = /\w/.test(first) ? '\\b' : '(?<!\\w)';
  const end = /\w/.test(last) ? '\\b' : '';
  return `${start}${body}${end}`;
}

/** Why a pattern cannot be used, or null when it is valid. */
export function patternError(pattern: string): string | null {
  if (pattern.trim().length === 0) return 'Empty pattern';
  const literal = REGEX_LITERAL.exec(pattern);
  if (!literal) return null;
  const [, body = '', flags = ''] = literal;
  for (const flag of flags) {
    if (!ALLOWED_FLAGS.has(flag)) return `Regex flag "${flag}" is not allowed (use i, m, s or u)`;
  }
  let regex: RegExp;
  try {
    regex = new RegExp(body, flags);
  } catch (error) {
    return `Invalid regular expression ${pattern}: ${(error as Error).message}`;
  }
  if (regex.test('')) return `Regular expression ${pattern} matches empty text`;
  return null;
}

/** Compiles a valid pattern (check patternError first) into a global regex. */
export function compilePattern(pattern: string): CompiledPattern {
  const literal = REGEX_LITERAL.exec(pattern);
  if (literal) {
    const [, body = '', flags = ''] = literal;
    return { source: pattern, regex: new RegExp(body, `${flags}g`), required: requirementOf(body) };
  }
  const body = phraseToRegexSource(pattern);
  return { source: pattern, regex: new RegExp(body, 'gi'), required: requirementOf(body) };
}

const NORMALISE = /[’‘ʼ`´“”„″‐‑‒–—―\u00a0\u2007\u202f]/g;
const REPLACEMENT: Record<string, string> = {
  '’': "'",
  '‘': "'",
  ʼ: "'",
  '`': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u202f': ' ',
};

/**
 * Typographic quotes, apostrophes, dashes and non-breaking spaces made plain, one character for one, so
 * an offset in the normalised text is the same offset in the original (quotes come from the original).
 */
export function normaliseForMatching(text: string): string {
  return text.replace(NORMALISE, (ch) => REPLACEMENT[ch] ?? ch);
}
