// The words a rule-pack pattern cannot match without. Most of a pack's patterns name wording that any one
// document lacks ("safe as houses", "last chance"), yet running each over a 100-page document's joined text
// was about a quarter of a check. A pattern whose required words the document does not have is not run: the
// document's distinct words are listed once, and a requirement is a few binary searches.
//
// A requirement is read from the regex source, conservatively: only a run of letters and digits that must
// start a word (after \b, (?<!\w), ^, or a character that is never a word character such as \s, "-", "(")
// and that is not optional is required, as a prefix of some word of the document. Alternatives give "any
// of"; optional parts, lookarounds, classes and anything unfamiliar give no requirement. Wrongly requiring a
// word would lose a finding, so when in doubt the reader requires nothing.

export type Requirement =
  { kind: 'prefix'; text: string } | { kind: 'all'; of: Requirement[] } | { kind: 'any'; of: Requirement[] };

/** Satisfied by any document. */
export const NO_REQUIREMENT: Requirement = { kind: 'all', of: [] };

const ALNUM = /^[A-Za-z0-9]$/;
const WORD_CHAR = /^\w$/;
/** Escapes that stand for a character which is never a word character. */
const NON_WORD_ESCAPES = new Set(['s', 'W', 'n', 'r', 't', 'f', 'v', '0']);

class UnknownSyntax extends Error {}

interface Quantifier {
  min: number;
}

/** What a pattern (the body of a `/regex/flags` literal, or a phrase's regex) requires of a document's words. */
export function requirementOf(regexSource: string): Requirement {
  try {
    const reader = new Reader(regexSource);
    const requirement = reader.alternation(false);
    if (reader.at < regexSource.length) throw new UnknownSyntax();
    return requirement;
  } catch (error) {
    if (error instanceof UnknownSyntax) return NO_REQUIREMENT;
    throw error;
  }
}

/** Does a document meet the requirement? `hasPrefix`: does some word of it (lower case) start with the text. */
export function meets(requirement: Requirement, hasPrefix: (text: string) => boolean): boolean {
  switch (requirement.kind) {
    case 'prefix':
      return hasPrefix(requirement.text);
    case 'all':
      return requirement.of.every((r) => meets(r, hasPrefix));
    case 'any':
      return requirement.of.some((r) => meets(r, hasPrefix));
  }
}

const all = (of: Requirement[]): Requirement => (of.length === 1 ? of[0]! : { kind: 'all', of });

/**
 * A recursive reader of JavaScript regex syntax, as much as the requirement needs. `wordStart` means: if the
 * next character consumed is a word character, it begins a word (the one before it is not a word character).
 */
class Reader {
  at = 0;
  constructor(private readonly source: string) {}

  private peek(offset = 0): string {
    return this.source[this.at + offset] ?? '';
  }

  alternation(wordStart: boolean): Requirement {
    const alternatives = [this.sequence(wordStart)];
    while (this.peek() === '|') {
      this.at++;
      alternatives.push(this.sequence(wordStart));
    }
    return alternatives.length === 1 ? alternatives[0]! : { kind: 'any', of: alternatives };
  }

  private sequence(startsWord: boolean): Requirement {
    const required: Requirement[] = [];
    let wordStart = startsWord;
    let run = '';
    let inRun = false;
    const closeRun = () => {
      if (run) required.push({ kind: 'prefix', text: run.toLowerCase() });
      run = '';
      inRun = false;
    };
    /** After consuming a character: it starts the next word only if it is never a word character. */
    const consumed = (nonWord: boolean, quantifier: Quantifier | null) => {
      wordStart = (quantifier?.min ?? 1) >= 1 ? nonWord : wordStart && nonWord;
    };
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') {
      const ch = this.peek();
      if (ch === '(') {
        closeRun();
        const group = this.group(wordStart, required);
        // A lookaround consumes nothing, and (?<!\w) says a word begins next; a group may end in a word character.
        wordStart = group === 'lookaround' ? wordStart : group === 'not-after-word';
        continue;
      }
      if (ch === '^') {
        this.at++;
        closeRun();
        wordStart = true;
        continue;
      }
      if (ch === '$') {
        this.at++;
        closeRun();
        continue;
      }
      if (ch === '[') {
        const nonWord = this.characterClass();
        closeRun();
        consumed(nonWord, this.quantifier());
        continue;
      }
      if (ch === '.') {
        this.at++;
        closeRun();
        consumed(false, this.quantifier());
        continue;
      }
      if (ch === '*' || ch === '+' || ch === '?') throw new UnknownSyntax();
      let literal: string | null;
      if (ch === '\\') {
        const escape = this.escape();
        if (escape === 'b' || escape === 'B') {
          closeRun();
          wordStart = escape === 'b';
          continue;
        }
        literal = escape.length === 1 && !ALNUM.test(escape) ? escape : null;
        if (literal === null) {
          closeRun();
          consumed(escape === 'nonword', this.quantifier());
          continue;
        }
      } else {
        this.at++;
        literal = ch;
      }
      const quantifier = this.quantifier();
      const min = quantifier?.min ?? 1;
      if (ALNUM.test(literal) && min >= 1 && (inRun || wordStart)) {
        run += literal;
        inRun = true;
        // A repeated letter ("ab+c"): the word still starts with "ab", but what follows is not adjacent.
        if (quantifier) closeRun();
      } else {
        closeRun();
      }
      consumed(!WORD_CHAR.test(literal), quantifier);
    }
    closeRun();
    return all(required);
  }

  /** A group: its requirement joins the sequence's unless it is optional; lookarounds require nothing. */
  private group(wordStart: boolean, required: Requirement[]): 'group' | 'lookaround' | 'not-after-word' {
    const rest = this.source.slice(this.at);
    const look = /^\(\?(?:=|!|<=|<!)/.exec(rest)?.[0];
    if (look) {
      this.at += look.length;
      this.alternation(false);
      this.expect(')');
      if (this.quantifier()) throw new UnknownSyntax();
      return rest.startsWith('(?<!\\w)') ? 'not-after-word' : 'lookaround';
    }
    const opening = /^\((?:\?:|\?<[A-Za-z_$][\w$]*>)?/.exec(rest)![0];
    this.at += opening.length;
    const inner = this.alternation(wordStart);
    this.expect(')');
    const quantifier = this.quantifier();
    if ((quantifier?.min ?? 1) >= 1) required.push(inner);
    return 'group';
  }

  private expect(ch: string): void {
    if (this.peek() !== ch) throw new UnknownSyntax();
    this.at++;
  }

  /** An escape outside a class: 'b', 'B', 'nonword' (never a word character), 'other', or a literal character. */
  private escape(): string {
    const next = this.peek(1);
    if (next === '') throw new UnknownSyntax();
    this.at += 2;
    if (next === 'b' || next === 'B') return next;
    if (NON_WORD_ESCAPES.has(next)) return 'nonword';
    if (next === 'p' || next === 'P' || next === 'k') {
      const close = this.source.indexOf(next === 'k' ? '>' : '}', this.at);
      if (this.peek() === (next === 'k' ? '<' : '{') && close > 0) this.at = close + 1;
      return 'other';
    }
    if (/[1-9]/.test(next)) {
      while (/[0-9]/.test(this.peek())) this.at++;
      return 'other';
    }
    // A character by its code ("\x41", "\u0041", "\u{41}", "\cJ"): skipped whole, read as any character.
    const code = /^(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]+\}|c[A-Za-z])/.exec(
      this.source.slice(this.at - 1),
    );
    if (code) {
      this.at += code[0].length - 1;
      return 'other';
    }
    if (/[A-Za-z0-9_]/.test(next)) return 'other';
    return next;
  }

  /** A character class; true when it matches only characters that are never word characters. */
  private characterClass(): boolean {
    this.at++;
    const negated = this.peek() === '^';
    if (negated) this.at++;
    let nonWord = !negated;
    let items = 0;
    while (this.peek() !== ']') {
      const ch = this.peek();
      if (ch === '') throw new UnknownSyntax();
      if (ch === '\\') {
        const next = this.peek(1);
        this.at += 2;
        if (next === 'p' || next === 'P' || next === 'u') {
          if (this.peek() === '{') this.at = this.source.indexOf('}', this.at) + 1 || this.source.length;
          nonWord = false;
        } else if (!(NON_WORD_ESCAPES.has(next) || (next !== '' && !/[A-Za-z0-9_]/.test(next)))) {
          nonWord = false;
        }
      } else {
        this.at++;
        // A range ("a-z", "!-/") is read as possibly holding word characters.
        if (ch === '-' && items > 0 && this.peek() !== ']') nonWord = false;
        if (WORD_CHAR.test(ch)) nonWord = false;
      }
      items++;
    }
    this.at++;
    return nonWord && items > 0;
  }

  private quantifier(): Quantifier | null {
    const ch = this.peek();
    let min: number;
    if (ch === '?' || ch === '*') {
      min = 0;
      this.at++;
    } else if (ch === '+') {
      min = 1;
      this.at++;
    } else if (ch === '{') {
      const braces = /^\{(\d+)(?:,\d*)?\}/.exec(this.source.slice(this.at));
      if (!braces) return null;
      min = Number(braces[1]);
      this.at += braces[0].length;
    } else {
      return null;
    }
    if (this.peek() === '?') this.at++;
    return { min };
  }
}
