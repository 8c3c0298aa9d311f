// Words of a sentence with their lemmas and offsets. The lemmatiser is small and rule-based: irregular forms
// from a table, contractions split ("can't" → can not, "you're" → you be), and suffixes (-s, -es, -ies, -ing,
// -ed, -ly) removed only when the result is a word some concept lexicon uses. A word no lexicon knows keeps
// its own form, so the lexicons, not a dictionary, decide what needs reducing.

export type TokenKind = 'word' | 'number' | 'symbol' | 'break';

export interface Token {
  /** As written (normalised quotes and dashes). */
  text: string;
  /** Lemma, or a class for numbers (NUM, YEAR) and currency signs (CUR). */
  lemma: string;
  kind: TokenKind;
  /** Offsets in the sentence; the two halves of a contraction share them. */
  start: number;
  end: number;
}

const IRREGULAR: Record<string, string> = {
  is: 'be',
  are: 'be',
  was: 'be',
  were: 'be',
  am: 'be',
  been: 'be',
  being: 'be',
  "'s": 'be',
  "'re": 'be',
  "'m": 'be',
  has: 'have',
  had: 'have',
  having: 'have',
  "'ve": 'have',
  does: 'do',
  did: 'do',
  done: 'do',
  doing: 'do',
  went: 'go',
  gone: 'go',
  goes: 'go',
  fell: 'fall',
  fallen: 'fall',
  rose: 'rise',
  risen: 'rise',
  grew: 'grow',
  grown: 'grow',
  lost: 'lose',
  losing: 'lose',
  paid: 'pay',
  made: 'make',
  got: 'get',
  gotten: 'get',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  sold: 'sell',
  bought: 'buy',
  shot: 'shoot',
  beaten: 'beat',
  ran: 'run',
  won: 'win',
  held: 'hold',
  kept: 'keep',
  "'ll": 'will',
  "'d": 'would',
  ca: 'can',
  wo: 'will',
  sha: 'shall',
  people: 'people',
  news: 'news',
  less: 'less',
  loss: 'loss',
  losses: 'loss',
  taxes: 'tax',
  bonuses: 'bonus',
  us: 'us',
  // Round eleven (issue 18): "used" and "using" would otherwise lose their suffix to "us", a lexicon word.
  used: 'use',
  using: 'use',
};

const NUMBER_WORDS = new Set(
  'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred thousand million billion trillion'.split(
    ' ',
  ),
);

/** Suffixes of an amount written as one word ("4k", "2bn"). */
const MAGNITUDES = new Set(['k', 'm', 'bn', 'mn', 'tn']);

/** Pronouns whose "'s" is "is", not a possessive. */
const S_IS = new Set(['it', 'that', 'there', 'what', 'here', 'he', 'she', 'who', 'where', 'let']);

let vocabulary: ReadonlySet<string> = new Set();

/** The words the concept lexicons use; suffixes are removed only to reach one of these. */
export function setVocabulary(words: ReadonlySet<string>): void {
  vocabulary = words;
  lemmaCache.clear();
}

function undouble(stem: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}

const lemmaCache = new Map<string, string>();

/** The lemma of a word (cached: a document repeats its words, and the vocabulary changes only once). */
export function lemmaOf(word: string): string {
  const lower = word.toLowerCase();
  let lemma = lemmaCache.get(lower);
  if (lemma === undefined) {
    lemma = computeLemma(lower);
    if (lemmaCache.size > 50_000) lemmaCache.clear();
    lemmaCache.set(lower, lemma);
  }
  return lemma;
}

function computeLemma(lower: string): string {
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (vocabulary.has(lower) || lower.length < 4) return lower;
  const candidates: string[] = [];
  if (lower.endsWith('ies')) candidates.push(`${lower.slice(0, -3)}y`);
  if (/(?:ss|x|ch|sh)es$/.test(lower)) candidates.push(lower.slice(0, -2));
  if (lower.endsWith('s') && !/(?:ss|us|is)$/.test(lower)) candidates.push(lower.slice(0, -1));
  if (lower.endsWith('ing')) {
    const stem = lower.slice(0, -3);
    candidates.push(stem, `${stem}e`, undouble(stem));
  }
  if (lower.endsWith('ied')) candidates.push(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('ed')) {
    const stem = lower.slice(0, -2);
    candidates.push(stem, `${stem}e`, undouble(stem), lower.slice(0, -1));
  }
  if (lower.endsWith('ly')) {
    const stem = lower.slice(0, -2);
    candidates.push(stem, `${stem}e`, stem.endsWith('i') ? `${stem.slice(0, -1)}y` : stem);
  }
  return candidates.find((c) => vocabulary.has(c)) ?? lower;
}

const TOKEN = /(\d+(?:[.,]\d+)*)|([\p{L}][\p{L}\p{N}]*(?:'[\p{L}]+)?)|([£$€%&+#])|([,;:()[\]!?.]|\s-\s)/gu;

const SYMBOL_LEMMAS: Record<string, string> = { '%': '%', '&': 'and', '+': '+', '#': '#' };

function numberLemma(text: string): string {
  return /^(?:19|20)\d{2}$/.test(text) ? 'YEAR' : 'NUM';
}

/** Splits "can't", "won't", "you're", "it's" and "fund's" into words and lemmatises each. */
function wordTokens(text: string, start: number): Token[] {
  const end = start + text.length;
  const lower = text.toLowerCase();
  const apostrophe = lower.indexOf("'");
  if (lower === 'cannot') {
    return [
      { text, lemma: 'can', kind: 'word', start, end },
      { text, lemma: 'not', kind: 'word', start, end },
    ];
  }
  if (apostrophe < 0) {
    const lemma = NUMBER_WORDS.has(lower) ? 'NUM' : lemmaOf(lower);
    return [{ text, lemma, kind: 'word', start, end }];
  }
  const head = lower.slice(0, apostrophe);
  const tail = lower.slice(apostrophe);
  if (tail === "'t" && head.endsWith('n')) {
    const base = head === 'can' ? 'can' : head.slice(0, -1);
    return [
      { text, lemma: lemmaOf(base), kind: 'word', start, end },
      { text, lemma: 'not', kind: 'word', start, end },
    ];
  }
  if (tail === "'s" && !S_IS.has(head)) return [{ text, lemma: lemmaOf(head), kind: 'word', start, end }];
  const second = IRREGULAR[tail];
  if (!second) return [{ text, lemma: lemmaOf(lower), kind: 'word', start, end }];
  return [
    { text, lemma: lemmaOf(head), kind: 'word', start, end },
    { text, lemma: second, kind: 'word', start, end },
  ];
}

/** Tokens of a normalised sentence (see patterns.ts normaliseForMatching). */
export function tokenise(sentence: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(sentence); m !== null; m = TOKEN.exec(sentence)) {
    const [whole, number, word, symbol] = m;
    const start = m.index;
    const end = start + whole.length;
    if (number) tokens.push({ text: whole, lemma: numberLemma(number), kind: 'number', start, end });
    else if (word) tokens.push(...wordTokens(word, start));
    else if (symbol) {
      const lemma = SYMBOL_LEMMAS[symbol] ?? 'CUR';
      tokens.push({ text: whole, lemma, kind: 'symbol', start, end });
    } else tokens.push({ text: whole, lemma: whole.trim(), kind: 'break', start, end });
  }
  // A cashtag ("$GLINT", "$WREN"): a ticker in capitals written against the dollar sign, as token promoters
  // write them on social media; one token, not a sum of money.
  for (let i = tokens.length - 2; i >= 0; i--) {
    const t = tokens[i]!;
    const next = tokens[i + 1]!;
    if (t.text !== '$' || next.start !== t.end || !/^[A-Z]{2,6}$/.test(next.text)) continue;
    tokens.splice(i, 2, {
      text: t.text + next.text,
      lemma: 'cashtag',
      kind: 'word',
      start: t.start,
      end: next.end,
    });
  }
  // A figure written in parts is one number: "seven point two" (a rate read aloud), "£4k", "2bn".
  for (let i = tokens.length - 2; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.lemma !== 'NUM' && t.lemma !== 'YEAR') continue;
    const next = tokens[i + 1]!;
    const lower = next.text.toLowerCase();
    if (lower === 'point' && tokens[i + 2]?.lemma === 'NUM') {
      tokens.splice(i, 3, { ...t, text: t.text, lemma: 'NUM', end: tokens[i + 2]!.end });
    } else if (t.kind === 'number' && next.start === t.end && MAGNITUDES.has(lower)) {
      tokens.splice(i, 2, { ...t, lemma: 'NUM', end: next.end });
    }
  }
  // A rate written in words ("ten per cent", "7 percent") is the same figure as "10%": one '%' token, so
  // every pattern with NUM % reads it.
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i]!;
    const lower = t.text.toLowerCase();
    if (lower === 'percent') tokens[i] = { ...t, lemma: '%', kind: 'symbol' };
    else if (lower === 'per' && tokens[i + 1]?.text.toLowerCase() === 'cent') {
      tokens.splice(i, 2, {
        text: t.text,
        lemma: '%',
        kind: 'symbol',
        start: t.start,
        end: tokens[i + 1]!.end,
      });
    }
  }
  return tokens;
}
