/**
 * Whether a piece of text reads as a sentence on its own: what a rewrite must leave on each side of a split
 * (issue #17: a split that left "; in the chart." or "The annualised change over five years." is worse than
 * the long sentence). A heuristic without a parser, tuned to refuse rather than accept when unsure: it needs
 * a capital start, a subject before a finite verb, balanced brackets, no stray punctuation, and a leading
 * subordinate clause ("If …") followed by the clause it depends on.
 */

/** Words that are finite verbs, or make the verb after them finite. */
const FINITE = new Set(
  (
    'is are was were am be been has have had do does did may might can could will would shall should must ' +
    "isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't won't can't cannot shouldn't wouldn't couldn't mustn't"
  ).split(' '),
);

/** Words after which a word ending in -s or -ed is a noun or an adjective, not a verb. */
const NOT_BEFORE_VERB = new Set(
  (
    'the a an of in on for to with by at from and or nor its their our your his her my these those ' +
    'some any each all no other such many few several more most less over under between per as into onto ' +
    'about across after before during within without than one two three four five six seven eight nine ten ' +
    'both either neither every annual total net gross'
  ).split(' '),
);

/** Opening a clause that cannot stand alone. */
const SUBORDINATOR =
  /^(?:if|when|whenever|although|though|while|whilst|whereas|unless|because|since|until|once|whether|where|after|before|as)$/i;

/** Starting a clause that has no subject of its own, but is a sentence: an instruction. */
const IMPERATIVE =
  /^(?:please|see|read|contact|call|speak|ask|visit|note|remember|find|go|write|email|check)$/i;

const RELATIVE = /^(?:which|who|whom|whose|that|unless|if|because|although|though|whereas|whether)$/i;

const PRONOUN_SUBJECT = /^(?:i|we|you|he|she|it|they|this|that|these|those|there|who|which)$/i;

const ADJECTIVE_ENDING = /(?:al|ic|ive|ous|ful|ory|ary|ing|ed|able|ible|ant|ent|ial)$/i;

const words = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, ''))
    .filter((w) => /\p{L}/u.test(w));

/** Index of the first finite verb that follows a possible subject, or -1. */
function finiteVerbAt(ws: readonly string[]): number {
  for (let i = 1; i < ws.length; i++) {
    const w = ws[i]!.toLowerCase();
    const prev = ws[i - 1]!.toLowerCase();
    // a relative or subordinate clause before any verb: its verb is not the sentence's ("Any costs unless
    // such costs are caused…" has no main verb)
    if (RELATIVE.test(w)) return -1;
    if (FINITE.has(w)) return i;
    // "we take", "they hold": after a plural pronoun any word is the verb
    if (/^(?:i|we|you|they|these|those)$/.test(prev) && !NOT_BEFORE_VERB.has(w)) return i;
    // third person "invests", past "decided"; not "basis", "plus", "various", "this"
    // a capitalised word inside the sentence is a name ("Third Platform Services"), not a verb
    if (!/(?:[^siu]s|ed)$/.test(w) || w.length < 4 || /^\p{Lu}/u.test(ws[i]!)) continue;
    if (NOT_BEFORE_VERB.has(prev) || /^\d/.test(prev)) continue;
    // "audited statements", "financial statements": an adjective before a plural noun
    if (ADJECTIVE_ENDING.test(prev) && !PRONOUN_SUBJECT.test(prev)) continue;
    return i;
  }
  return -1;
}

function hasClause(text: string): boolean {
  // an aside in brackets ("the depositary (the firm that keeps…) is") is not part of the clause
  const ws = words(text.replace(/\([^()]*\)/g, ' '));
  if (ws.length === 0) return false;
  if (IMPERATIVE.test(ws[0]!)) return true;
  const verb = finiteVerbAt(ws);
  if (verb < 0) return false;
  // a subject: some word before the verb that is not itself a subordinator
  return ws.slice(0, verb).some((w) => !SUBORDINATOR.test(w));
}

function balanced(text: string): boolean {
  const count = (re: RegExp) => (text.match(re) ?? []).length;
  return (
    count(/\(/g) === count(/\)/g) &&
    count(/\[/g) === count(/\]/g) &&
    count(/“/g) === count(/”/g) &&
    count(/"/g) % 2 === 0
  );
}

/** The comma-separated parts of a text that sit outside brackets. */
function topLevelParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let at = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[') depth++;
    else if ((c === ')' || c === ']') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(text.slice(at, i));
      at = i + 1;
    }
  }
  parts.push(text.slice(at));
  return parts.map((p) => p.trim()).filter((p) => p.length > 0);
}

/** Why a text is not a sentence on its own, or null when it is. */
export function sentenceProblem(text: string): string | null {
  const t = text.trim();
  if (!/^[“"‘'(]?[\p{Lu}\d]/u.test(t))
    return 'It starts with a lowercase word or punctuation, so it continues another sentence.';
  if (/[,;:]\s*[.!?]/.test(t) || /\.\s*[,;:]/.test(t) || /\.\s*\./.test(t.replace(/\.\.\./g, '')))
    return 'It has stray punctuation where the sentence was cut.';
  if (!balanced(t)) return 'It cuts through brackets or quotation marks.';
  const first = words(t)[0] ?? '';
  if (SUBORDINATOR.test(first)) {
    // "If you have questions, please call us." needs both the condition and what follows from it
    const [condition, ...rest] = topLevelParts(t);
    if (!condition || rest.length === 0 || !hasClause(condition) || !hasClause(rest.join(', ')))
      return `It starts "${first} …" but has no main clause.`;
    return null;
  }
  // "That Third Platform Services will disclose…": a clause that is the object of the sentence before
  if (/^that\s+(?!is\b|was\b|means\b|may\b|will\b|would\b|can\b|could\b|has\b)/i.test(t))
    return 'It starts "That …" and continues the sentence before.';
  if (!hasClause(t)) return 'It has no subject and verb of its own.';
  return null;
}

export const isSentence = (text: string): boolean => sentenceProblem(text) === null;
