// Sentence and word tokenisation for readability.
//
// Sentences end at . ! ? … (with any closing quotes or brackets) when the next text starts a new
// sentence (capital letter, digit, opening quote or bracket, bullet, or the end), at a line that starts a
// list item, and at a blank line. Abbreviations (e.g., i.e., Mr., No. 5, approx.) do not end a sentence;
// ambiguous ones (etc., Ltd., p.a.) end one only when a capital follows. Decimal points (1.25%) never do,
// because a full stop must be followed by white space or the end to count.

export interface Span {
  text: string;
  /** Offset of the first character in the text that was split. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

export interface WordToken extends Span {
  /** Lower case, with typographic apostrophes made straight: the form word lists are keyed by. */
  lower: string;
  isNumber: boolean;
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter((w) => w.length > 0));

// Abbreviations that never end a sentence: titles, e.g., i.e., approx.
const NEVER_END = words(
  `
  mr mrs ms mx dr prof rev hon sr jr st e.g i.e eg ie vs cf approx incl excl fig figs ref refs viz al
  govt dept esp resp n.b a.k.a aka nb
`,
);
// Abbreviations that may also close a sentence: a following capital letter decides.
const MAY_END = words(`etc ltd plc inc co corp bros llp p.a a.m p.m pa`);
// Abbreviations that never end a sentence when a number follows: "No. 5", "para. 3", "Jan. 2025".
const BEFORE_NUMBER = words(
  `
  no nos art arts para paras p pp vol vols ch sec reg r jan feb mar apr jun jul aug sep sept oct nov
  dec c ca
`,
);

// A list item: bullet characters, or 1. 1) (a) a) i) at the start of a line.
const LIST_MARKER = /^[ \t]*(?:[•●▪◦‣∙·\-–—*►✓✔]|\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})[.)](?=\s))[ \t]*/;
const OPENING = /["'“‘([{\p{Lu}\p{N}£$€•●▪◦‣∙·\-–—*]/u;

function previousWord(text: string, index: number): string {
  let i = index - 1;
  while (i >= 0 && /[\p{L}\p{N}.]/u.test(text[i] ?? '')) i--;
  return text.slice(i + 1, index);
}

function isBoundaryAfterStop(text: string, stopIndex: number, afterIndex: number): boolean {
  let j = afterIndex;
  while (j < text.length && /\s/.test(text[j] ?? '')) j++;
  if (j >= text.length) return true;
  const next = text[j] ?? '';
  if (!OPENING.test(next)) return false; // lower case follows: "approx. five", "Playing ... games"
  if (text[stopIndex] !== '.') return true;
  if (text.slice(stopIndex, stopIndex + 3) === '...' || text[stopIndex + 1] === '.') return true;
  // "1. Apply online": the full stop of a list number at the start of a line
  const lineStart = text.lastIndexOf('\n', stopIndex - 1) + 1;
  if (/^[ \t]*\(?(?:\d{1,3}|[a-zA-Z]|[ivxIVX]{1,4})$/.test(text.slice(lineStart, stopIndex))) return false;
  const word = previousWord(text, stopIndex);
  const lower = word.toLowerCase().replace(/\.$/, '');
  if (lower.length === 0) return true;
  if (/^\p{N}/u.test(next) && BEFORE_NUMBER.has(lower)) return false; // No. 5, para. 3
  if (NEVER_END.has(lower)) return false;
  if (/^\p{Lu}$/u.test(word)) return false; // an initial: J. Smith
  if (/^(?:\p{Lu}\.)+\p{Lu}$/u.test(word)) return /[\r\n]/.test(text.slice(afterIndex, j)); // U.S. Treasury
  if (MAY_END.has(lower)) return /\p{Lu}|["“‘(]/u.test(next);
  return true;
}

function pushSpan(out: Span[], text: string, start: number, end: number): void {
  let s = start;
  let e = end;
  while (s < e && /\s/.test(text[s] ?? '')) s++;
  while (e > s && /\s/.test(text[e - 1] ?? '')) e--;
  // drop a list marker at the start of the sentence
  const marker = LIST_MARKER.exec(text.slice(s, Math.min(e, s + 16)));
  if (marker && marker[0].length > 0 && marker[0].length < e - s) s += marker[0].length;
  while (s < e && /\s/.test(text[s] ?? '')) s++;
  if (e > s && /[\p{L}\p{N}]/u.test(text.slice(s, e))) out.push({ text: text.slice(s, e), start: s, end: e });
}

/** Splits text into sentences; spans without a letter or digit are dropped. */
export function splitSentences(text: string): Span[] {
  const out: Span[] = [];
  let sentenceStart = 0;
  let lineIsListItem = LIST_MARKER.test(
    text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n')),
  );
  let i = 0;
  while (i < text.length) {
    const ch = text[i] ?? '';
    if (ch === '\n') {
      const lineStart = i + 1;
      const nextNewline = text.indexOf('\n', lineStart);
      const nextLine = text.slice(lineStart, nextNewline === -1 ? undefined : nextNewline);
      const blankLine = /^\s*$/.test(nextLine);
      const nextIsListItem = !blankLine && LIST_MARKER.test(nextLine) && /[\p{L}\p{N}]/u.test(nextLine);
      if (blankLine || nextIsListItem || lineIsListItem) {
        pushSpan(out, text, sentenceStart, i);
        sentenceStart = lineStart;
      }
      if (!blankLine) lineIsListItem = nextIsListItem;
      i++;
      continue;
    }
    if (ch === '.' || ch === '!' || ch === '?' || ch === '…') {
      let j = i + 1;
      while (j < text.length && /[.!?…]/.test(text[j] ?? '')) j++;
      while (j < text.length && /["'”’)\]}»]/.test(text[j] ?? '')) j++;
      const atBreak = j >= text.length || /\s/.test(text[j] ?? '');
      if (atBreak && isBoundaryAfterStop(text, i, j)) {
        pushSpan(out, text, sentenceStart, j);
        sentenceStart = j;
      }
      i = j;
      continue;
    }
    i++;
  }
  pushSpan(out, text, sentenceStart, text.length);
  return out;
}

// Words: dotted abbreviations (e.g., U.K.), numbers (1,000.50 / 1.25% / 2nd), and runs of letters and digits
// joined by apostrophes or hyphens (don't, well-balanced, ex-dividend).
const WORD_PATTERN =
  /(?:\p{L}\.){2,}|\p{N}+(?:,\p{N}{3})*(?:\.\p{N}+)?(?:%|st|nd|rd|th)?|[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’ʼ][\p{L}]+)*(?:[-‐‑][\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’ʼ][\p{L}]+)*)*/gu;

/** Word tokens of a sentence (offsets relative to the string given). */
export function tokenizeWords(text: string): WordToken[] {
  const out: WordToken[] = [];
  const pattern = new RegExp(WORD_PATTERN); // own lastIndex: safe if ever called re-entrantly
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const word = match[0];
    const start = match.index;
    const lower = word.toLowerCase();
    const first = word.charCodeAt(0);
    out.push({
      text: word,
      lower: lower.includes('’') || lower.includes('ʼ') ? lower.replace(/[’ʼ]/g, "'") : lower,
      start,
      end: start + word.length,
      isNumber: (first >= 48 && first <= 57) || (first > 127 && /^\p{N}/u.test(word)),
    });
  }
  return out;
}

/** Paragraphs of plain text: separated by blank lines. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r?\n[ \t]*\r?\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}
