// Negation and quotation around a match: "this fund is not guaranteed", "there is no such thing as a
// risk-free investment" and "the lowest category does not mean a 'risk free' investment" state the
// opposite of an absolute claim, and a fund's quoted legal name is a name, not a claim.
//
// The negation scope is the clause before the match (up to six words, stopping at a comma, semicolon,
// colon, bracket, spaced dash or a conjunction such as "and" or "but"), plus a verb phrase right after it
// ("guaranteed returns are not something we offer"). A negation inside the match itself belongs to the
// pattern ("your capital is not at risk" is a claim), so it is not looked at.

const NEGATORS = new Set([
  'not',
  'no',
  'never',
  'cannot',
  'nor',
  'neither',
  'without',
  'none',
  'nothing',
  'nobody',
  'hardly',
  'unlikely',
]);

const CLAUSE_BREAK = /[;:,()[\]!]|\s-\s|\.\s/g;
const CLAUSE_WORDS = new Set([
  'and',
  'but',
  'or',
  'however',
  'although',
  'though',
  'whereas',
  'while',
  'yet',
  'so',
  'because',
]);
const WINDOW_WORDS = 6;

const AFTER_NEGATION =
  /^["'\s]*(?:[\w%'-]+\s+){0,2}?(?:(?:is|are|was|were|do|does|did|can|could|will|would|should|may|might|has|have|had)\s*(?:not|n't)\b|(?:isn't|aren't|wasn't|weren't|doesn't|don't|didn't|can't|cannot|won't|wouldn't|shouldn't)\b|(?:does|do) not exist|(?:is|are) impossible|(?:is|are) a myth)/i;

function isNegator(word: string): boolean {
  const lower = word.toLowerCase();
  return NEGATORS.has(lower) || lower.endsWith("n't");
}

/** True when the match at [start, end) of a normalised sentence is negated. */
export function isNegated(sentence: string, start: number, end: number): boolean {
  const before = sentence.slice(0, start);
  let clauseStart = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(before); m !== null; m = CLAUSE_BREAK.exec(before)) {
    clauseStart = m.index + m[0].length;
  }
  const words = before.slice(clauseStart).match(/[\p{L}\p{N}'%-]+/gu) ?? [];
  let window: string[] = [];
  for (const word of words) {
    if (CLAUSE_WORDS.has(word.toLowerCase())) window = [];
    else window.push(word);
  }
  if (window.slice(-WINDOW_WORDS).some(isNegator)) return true;

  const afterText = sentence.slice(end);
  CLAUSE_BREAK.lastIndex = 0;
  const stop = CLAUSE_BREAK.exec(afterText);
  let clauseAfter = stop ? afterText.slice(0, stop.index) : afterText;
  const conjunction = /\b(?:and|but|or|so|because|which|that|while|if|when)\b/i.exec(clauseAfter);
  if (conjunction) clauseAfter = clauseAfter.slice(0, conjunction.index);
  return AFTER_NEGATION.test(clauseAfter);
}

const QUOTED = /“([^”]{2,120})”|"([^"]{2,120})"|‘([^’]{2,120})’/g;
const SMALL_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', 'to', 'a', 'an', '&', 'plc', 'ltd']);

function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > 10) return false;
  return words.every((word) => SMALL_WORDS.has(word.toLowerCase()) || /^[\p{Lu}\p{N}(&]/u.test(word));
}

/** True when [start, end) lies inside a quoted proper name such as “Guaranteed Income Bond 2027”. */
export function isInsideQuotedName(original: string, start: number, end: number): boolean {
  if (!/["“‘]/.test(original)) return false;
  QUOTED.lastIndex = 0;
  for (let m = QUOTED.exec(original); m !== null; m = QUOTED.exec(original)) {
    const inner = m[1] ?? m[2] ?? m[3] ?? '';
    const innerStart = m.index + 1;
    const innerEnd = innerStart + inner.length;
    if (start >= innerStart && end <= innerEnd && looksLikeName(inner)) return true;
  }
  return false;
}
