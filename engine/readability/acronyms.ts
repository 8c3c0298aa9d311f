import { CODES, COMMON_ACRONYMS, IDENTIFIER_LABELS, LEGAL_FORMS, NAMES } from './data/common-acronyms.ts';

// Acronyms used before they are defined (or never defined).
//
// A definition is any of:
//   Full Name (ABC)       "Ongoing Charges Figure (OCF)", "Authorised Corporate Director (the "ACD")"
//   Full Name (… ABC …)   "Junior Individual Savings Accounts (often shortened to Junior ISAs or just JISAs)"
//   ABC (Full Name)       "SRRI (synthetic risk and reward indicator)"
//   ABC: Full Name        a glossary line, also "ABC - Full Name", "ABC means Full Name", "ABC stands for …"
// where the initials of the full name contain the acronym's letters in order (small words such as "and",
// "of" may be skipped; "Exchange-Traded" gives E and T). Definitions in headings count; uses in headings are
// not flagged, because a heading is a label and the text under it is where a reader needs the expansion.
// Codes are not acronyms: currency codes, credit ratings and anything containing a digit are never flagged.
//
// Nor are names and extraction debris, recognised in context (the corpus verdicts in RESULTS.md):
//   - a token glued to a digit is the tail of a code: "SW6 4TU", "WV1 9RB" (postcode inward parts);
//   - a token of four or more letters whose every use sits in a sentence with a letters-and-digits code is
//     one of the codes: "Fund G25 (EABY) was moved into this fund B5EY", "fund code: B1D3 … code: GPGE"
//     (fund and share-class codes, only some of which happen to have a digit);
//   - dotted initials before a capitalised word are a name: "J.P.Morgan", "J.F. Kennedy";
//   - an organisation named in the document ("FIL Investment Services (UK) Limited", "Legal & General
//     Investment Management") gives names: its words in capitals (FIL) and its initials (LGIM), also with
//     a letter or two added for a branch (LGIMA), since a reader who has met the name can tell what it is.

export interface TextLocation {
  sectionIndex: number;
  /** null for a section heading */
  paragraphIndex: number | null;
  /** Offsets in the paragraph (or heading) text. */
  start: number;
  end: number;
}

export interface AcronymFinding {
  acronym: string;
  status: 'never-defined' | 'used-before-definition';
  uses: number;
  firstUse: TextLocation & { sentence: string };
  definition: { expansion: string; location: TextLocation } | null;
}

interface Position {
  order: number;
  offset: number;
}

interface Definition {
  expansion: string;
  location: TextLocation;
  position: Position;
}

interface Use {
  location: TextLocation & { sentence: string };
  position: Position;
  /** Offsets of the use's sentence in its paragraph, when known. */
  sentenceSpan: [number, number] | null;
}

const ACRONYM_IN_PARENS = /\(\s*(?:the\s+)?["'“‘]?([A-Z][A-Za-z0-9&]*[A-Z0-9])(?:['’]?s)?["'”’]?\s*\)/g;
/** Brackets that name the short form among other words: "(often shortened to Junior ISAs or just JISAs)". */
const PARENS = /\(([^()]{3,100})\)/g;
const ACRONYM_TOKEN = /\b([A-Z][A-Z0-9&]*[A-Z0-9])(?:['’]?s)?\b/g;
const ACRONYM_THEN_PARENS = /\b([A-Z][A-Z0-9&]*[A-Z0-9])(?:['’]?s)?\s*\(([^()]{3,160})\)/g;
const ACRONYM_LEAD =
  /(?:^|[.!?]\s+|\n\s*)([A-Z][A-Z0-9&]*[A-Z0-9])(?:['’]?s)?\s*(?::|–|—|-|=|\bmeans\b|\bstands for\b|\bis short for\b)\s*([^.;\n]{3,160})/g;
/** Last word of a company's name: its legal form, or a word that makes it an organisation. */
const LEGAL_FORM_WORD = /^(?:Limited|Ltd\.?|plc|PLC|LLP|SE|SA|AG|GmbH|Inc\.?|INC|LLC|N\.V\.|S\.A\.)$/;
const ORGANISATION_WORDS = String.raw`Limited|Ltd\.?|plc|PLC|LLP|SE|SA|AG|GmbH|Inc\.?|INC|LLC|Management|Investments|Services|Partners|Group|Bank`;
const ORGANISATION_WORD = new RegExp(`^(?:${ORGANISATION_WORDS})$`);
/** A word that can sit inside an organisation's name: capitalised, "(UK)", "&", "and", "of". */
const NAME_WORD = /^(?:[A-Z(][\p{L}\p{N}&'’.()-]*|&|and|of)$/u;
const SMALL_WORDS = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'on',
  'to',
  'a',
  'an',
  'with',
  'at',
  'by',
  '&',
]);

/** Strip a plural or possessive and the dots of "U.K.": the key an acronym is tracked by. */
export function acronymKey(token: string): string {
  return token
    .replace(/['’]s$/, '')
    .replace(/\./g, '')
    .replace(/(?<=[A-Z0-9])s$/, '');
}

function letterOf(acronym: string): string[] {
  return [...acronymKey(acronym).replace(/[^A-Z]/g, '')];
}

/** Initials of words: hyphen and camel-case parts each give one ("Exchange-Traded" → E, T). */
function initials(words: readonly string[]): { initial: string; small: boolean }[] {
  const out: { initial: string; small: boolean }[] = [];
  for (const word of words) {
    for (const part of word.split(/[-‐‑/]+/)) {
      const clean = part.replace(/^[^\p{L}\p{N}&]+|[^\p{L}\p{N}]+$/gu, '');
      if (!clean) continue;
      const small = SMALL_WORDS.has(clean.toLowerCase());
      const humps = clean.match(/[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])|&/g) ?? [clean];
      if (humps.length > 1 && /[a-z]/.test(clean) && /^[A-Z]/.test(clean)) {
        for (const hump of humps) out.push({ initial: hump[0]!.toUpperCase(), small: false });
      } else {
        out.push({ initial: clean[0]!.toUpperCase(), small });
      }
    }
  }
  return out;
}

/**
 * Do the words (in reading order) spell the acronym? The first word must give the first letter and the
 * last word the last letter; in between, letters must appear in order, skipping small words and at most
 * one other word (a word may also give two letters, as in "PowerShares").
 */
export function expandsTo(acronym: string, words: readonly string[]): boolean {
  // "Third Platform Services Limited (TPS)": a company's legal form is not part of its short name
  const last = words.at(-1);
  if (
    words.length > 2 &&
    last !== undefined &&
    LEGAL_FORM_WORD.test(last) &&
    spells(acronym, words.slice(0, -1))
  )
    return true;
  return spells(acronym, words);
}

function spells(acronym: string, words: readonly string[]): boolean {
  const letters = letterOf(acronym);
  const parts = initials(words);
  if (letters.length < 2 || parts.length < 2) return false;
  if (parts[0]?.initial !== letters[0] || parts.at(-1)?.initial !== letters.at(-1)) return false;
  let li = 0;
  let skipped = 0;
  for (const part of parts) {
    if (li < letters.length && part.initial === letters[li]) {
      li++;
    } else if (!part.small) {
      skipped++;
    }
  }
  return li === letters.length && skipped <= 1;
}

/** The shortest run of words ending just before `end` that spells the acronym. */
function expansionBefore(
  text: string,
  end: number,
  acronym: string,
): { expansion: string; start: number } | null {
  const before = text.slice(Math.max(0, end - 300), end);
  const clause = before.split(/[.;:!?()\n]/).at(-1) ?? '';
  const clauseStart = end - clause.length;
  const words: { text: string; start: number }[] = [];
  for (const match of clause.matchAll(/[\p{L}\p{N}&][\p{L}\p{N}'’\-‐‑&]*/gu)) {
    words.push({ text: match[0], start: clauseStart + match.index });
  }
  const maxWords = letterOf(acronym).length * 2 + 3;
  for (let n = 2; n <= Math.min(words.length, maxWords); n++) {
    const slice = words.slice(words.length - n);
    if (
      expandsTo(
        acronym,
        slice.map((w) => w.text),
      )
    ) {
      const start = slice[0]!.start;
      return { expansion: text.slice(start, end).trim(), start };
    }
  }
  return null;
}

function wordsOf(phrase: string): string[] {
  return phrase.match(/[\p{L}\p{N}&][\p{L}\p{N}'’\-‐‑&]*/gu) ?? [];
}

/** The shortest run of words at the start of `phrase` that spells the acronym. */
function expansionAfter(phrase: string, acronym: string): string | null {
  const words = wordsOf(phrase);
  const maxWords = letterOf(acronym).length * 2 + 3;
  for (let n = 2; n <= Math.min(words.length, maxWords); n++) {
    if (expandsTo(acronym, words.slice(0, n))) return words.slice(0, n).join(' ');
  }
  return null;
}

/**
 * An organisation word anywhere in the text, as organisationNames reads words (a run of non-space characters,
 * opening quotes and closing punctuation stripped). Most paragraphs have none: then they are not split into words.
 */
const ORGANISATION_WORD_IN_TEXT = new RegExp(`(?<!\\S)[“”"]*(?:${ORGANISATION_WORDS})[,;:.“”"]*(?!\\S)`);

/** Runs of capitalised words that end in an organisation word, in reading order. */
function organisationNames(text: string): string[][] {
  if (!ORGANISATION_WORD_IN_TEXT.test(text)) return [];
  const words = [...text.matchAll(/\S+/g)].map((m) => m[0].replace(/[,;:.“”"]+$|^[“”"]+/g, ''));
  const names: string[][] = [];
  words.forEach((word, i) => {
    if (!ORGANISATION_WORD.test(word)) return;
    let from = i;
    while (from > 0 && from > i - 8 && NAME_WORD.test(words[from - 1]!)) from--;
    if (from < i) names.push(words.slice(from, i + 1));
  });
  return names;
}

/** "B5EY", "G25", "GB00BJS8SJ34": capitals and digits mixed, one word. */
const CODE = /(?<![\p{L}\p{N}])(?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]+(?![\p{L}\p{N}])/gu;

/** Is this use of a capitalised token debris of a code or a person's initials, not a word? */
function isCodeOrInitials(token: string, key: string, sentence: string, at: number | undefined): boolean {
  if (at !== undefined) {
    if (/\p{N}/u.test(sentence[at - 1] ?? '')) return true;
    if (token.includes('.') && /^\s?[A-Z][a-z]/.test(sentence.slice(at + token.length))) return true;
  }
  return key.length >= 4 && [...sentence.matchAll(CODE)].some((m) => m[0].length >= 3);
}

const isInSentence = (definition: Position, use: Use): boolean =>
  use.sentenceSpan !== null &&
  definition.order === use.position.order &&
  definition.offset >= use.sentenceSpan[0] &&
  definition.offset < use.sentenceSpan[1];

export interface AcronymTracker {
  /** Record definitions found in a heading or paragraph; returns spans that are part of a definition. */
  scanDefinitions(
    text: string,
    order: number,
    sectionIndex: number,
    paragraphIndex: number | null,
  ): [number, number][];
  /** `at`: the token's offset in `sentence`, to read its context. */
  addUse(token: string, sentence: string, order: number, location: TextLocation, at?: number): void;
  /**
   * Is the acronym spelt out at or before this place (`offset` in the text of `order`)? Definitions must have
   * been scanned for that text first.
   */
  isDefinedAt(token: string, order: number, offset: number): boolean;
  findings(): AcronymFinding[];
}

export function createAcronymTracker(knownAcronyms: Iterable<string> = []): AcronymTracker {
  const known = new Set<string>(
    [...COMMON_ACRONYMS, ...CODES, ...NAMES, ...LEGAL_FORMS, ...IDENTIFIER_LABELS, ...knownAcronyms].map(
      acronymKey,
    ),
  );
  const organisations: string[][] = [];
  /** Is the key a name the document gives: a word in capitals of an organisation's name, or its initials? */
  const isOrganisation = (key: string): boolean =>
    organisations.some(
      (name) =>
        name.some((word) => acronymKey(word) === key) ||
        [key, key.slice(0, -1), key.slice(0, -2)].some(
          (stem) => stem.length >= 3 && name.some((_, from) => expandsTo(stem, name.slice(from))),
        ),
    );
  const definitions = new Map<string, Definition>();
  const uses = new Map<string, { first: Use; count: number }>();
  const isEarlier = (a: Position, b: Position): boolean =>
    a.order < b.order || (a.order === b.order && a.offset < b.offset);

  const define = (acronym: string, expansion: string, location: TextLocation, order: number): void => {
    const key = acronymKey(acronym);
    const position = { order, offset: location.start };
    const existing = definitions.get(key);
    if (!existing || isEarlier(position, existing.position))
      definitions.set(key, { expansion, location, position });
  };

  return {
    scanDefinitions(text, order, sectionIndex, paragraphIndex) {
      const spans: [number, number][] = [];
      organisations.push(...organisationNames(text));
      for (const match of text.matchAll(ACRONYM_IN_PARENS)) {
        const acronym = match[1]!;
        const found = expansionBefore(text, match.index, acronym);
        if (!found) continue;
        const end = match.index + match[0].length;
        define(acronym, found.expansion, { sectionIndex, paragraphIndex, start: found.start, end }, order);
        spans.push([found.start, end]);
      }
      for (const match of text.matchAll(PARENS)) {
        for (const token of match[1]!.matchAll(ACRONYM_TOKEN)) {
          const acronym = token[1]!;
          const found = expansionBefore(text, match.index, acronym);
          if (!found) continue;
          const end = match.index + match[0].length;
          define(acronym, found.expansion, { sectionIndex, paragraphIndex, start: found.start, end }, order);
          spans.push([found.start, end]);
        }
      }
      for (const match of text.matchAll(ACRONYM_THEN_PARENS)) {
        const acronym = match[1]!;
        const expansion = expansionAfter(match[2]!, acronym);
        if (!expansion) continue;
        const end = match.index + match[0].length;
        define(acronym, expansion, { sectionIndex, paragraphIndex, start: match.index, end }, order);
        spans.push([match.index, end]);
      }
      for (const match of text.matchAll(ACRONYM_LEAD)) {
        const acronym = match[1]!;
        const expansion = expansionAfter(match[2]!, acronym);
        if (!expansion) continue;
        const start = match.index + match[0].indexOf(acronym);
        const end = match.index + match[0].length;
        define(acronym, expansion, { sectionIndex, paragraphIndex, start, end }, order);
        spans.push([start, end]);
      }
      return spans;
    },
    addUse(token, sentence, order, location, at) {
      const key = acronymKey(token);
      // with digits it is an identifier or postcode (B3EY, ISO14001, EC2R), not something to spell out
      if (key.length < 2 || known.has(key) || /\d/.test(key)) return;
      // a use among codes is not counted, so a token used only there is never reported
      if (isCodeOrInitials(token, key, sentence, at)) return;
      const existing = uses.get(key);
      if (existing) {
        existing.count++;
        return;
      }
      const sentenceStart = at === undefined ? null : location.start - at;
      uses.set(key, {
        first: {
          location: { ...location, sentence },
          position: { order, offset: location.start },
          sentenceSpan: sentenceStart === null ? null : [sentenceStart, sentenceStart + sentence.length],
        },
        count: 1,
      });
    },
    isDefinedAt(token, order, offset) {
      const definition = definitions.get(acronymKey(token));
      return definition !== undefined && !isEarlier({ order, offset }, definition.position);
    },
    findings() {
      const out: AcronymFinding[] = [];
      for (const [acronym, { first, count }] of uses) {
        const definition = definitions.get(acronym);
        if (!definition && isOrganisation(acronym)) continue;
        if (definition && !isEarlier(first.position, definition.position)) continue;
        // "ABI sectors are defined by the Association of British Insurers (ABI)": the sentence that uses it
        // spells it out, so the reader has the words before the sentence ends
        if (definition && isInSentence(definition.position, first)) continue;
        out.push({
          acronym,
          status: definition ? 'used-before-definition' : 'never-defined',
          uses: count,
          firstUse: first.location,
          definition: definition ? { expansion: definition.expansion, location: definition.location } : null,
        });
      }
      return out.sort((a, b) => {
        const pa = uses.get(a.acronym)!.first.position;
        const pb = uses.get(b.acronym)!.first.position;
        return isEarlier(pa, pb) ? -1 : isEarlier(pb, pa) ? 1 : 0;
      });
    },
  };
}
