import type { GlossaryEntry } from './data/glossary.ts';
import type { WordToken } from './tokenize.ts';

// Whole-word phrase matching with a trie over lower-cased word parts. Hyphenated tokens are split into
// parts, so "ex-dividend" and "ex dividend" are the same phrase and "equity" never matches inside
// "inequity" or "non-equity" is found as "equity" only because it is its own part.

export interface JargonMatch {
  entry: GlossaryEntry;
  /** Offsets in the text whose tokens were given. */
  start: number;
  end: number;
  text: string;
}

interface Part {
  lower: string;
  original: string;
  start: number;
  end: number;
}

interface Terminal {
  entry: GlossaryEntry;
  /** Exact spelling required (acronyms and very short phrases), as word parts. */
  exact: readonly string[] | null;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  terminals: Terminal[];
}

const newNode = (): TrieNode => ({ next: new Map(), terminals: [] });

function phraseParts(phrase: string): string[] {
  return phrase
    .split(/[\s\-‐‑/]+/)
    .map((p) => p.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((p) => p.length > 0);
}

const NO_SINGULARS: readonly string[] = [];

function singulars(lower: string): string[] {
  const out: string[] = [];
  if (lower.endsWith('ies') && lower.length > 4) out.push(`${lower.slice(0, -3)}y`);
  if (lower.endsWith('es') && lower.length > 3) out.push(lower.slice(0, -2));
  if (lower.endsWith('s') && !lower.endsWith('ss') && lower.length > 2) out.push(lower.slice(0, -1));
  if (lower.endsWith("'s")) out.push(lower.slice(0, -2));
  return out;
}

export interface JargonMatcher {
  /** Matches in one sentence or paragraph, given its word tokens. */
  find(text: string, tokens: readonly WordToken[]): JargonMatch[];
}

export function createJargonMatcher(glossary: readonly GlossaryEntry[]): JargonMatcher {
  const root = newNode();
  for (const entry of glossary) {
    for (const phrase of entry.match) {
      const parts = phraseParts(phrase);
      if (parts.length === 0) continue;
      const letters = parts.join('');
      // Acronyms (OCF, KID) and very short phrases (bps) must match exactly: "kid", "BP" (the company) must not.
      const exact = /\p{Lu}{2}/u.test(letters) || letters.length <= 3 ? parts : null;
      let node = root;
      for (const part of parts) {
        const key = part.toLowerCase();
        let child = node.next.get(key);
        if (!child) {
          child = newNode();
          node.next.set(key, child);
        }
        node = child;
      }
      node.terminals.push({ entry, exact });
    }
  }

  const accepts = (terminal: Terminal, parts: readonly Part[], lastIsPlural: boolean): boolean => {
    if (!terminal.exact) return true;
    return terminal.exact.every((expected, i) => {
      const actual = parts[i]?.original ?? '';
      if (actual === expected) return true;
      // plural or possessive of the last part: OCFs, ACD's
      return (
        i === terminal.exact!.length - 1 &&
        lastIsPlural &&
        /^(.*?)(?:'s|s|es)$/.exec(actual)?.[1] === expected
      );
    });
  };

  return {
    find(text, tokens) {
      const parts: Part[] = [];
      for (const token of tokens) {
        if (token.isNumber || !/[-‐‑]/.test(token.text)) {
          const original = token.text.includes('’') ? token.text.replace(/[’ʼ]/g, "'") : token.text;
          parts.push({ lower: token.lower, original, start: token.start, end: token.end });
          continue;
        }
        let offset = token.start;
        for (const piece of token.text.split(/([-‐‑])/)) {
          if (piece.length > 0 && !/^[-‐‑]$/.test(piece)) {
            const original = piece.replace(/[’ʼ]/g, "'");
            parts.push({
              lower: original.toLowerCase(),
              original,
              start: offset,
              end: offset + piece.length,
            });
          }
          offset += piece.length;
        }
      }
      const matches: JargonMatch[] = [];
      let i = 0;
      while (i < parts.length) {
        let node: TrieNode | undefined = root;
        let best: { terminal: Terminal; length: number } | null = null;
        for (let j = i; j < parts.length && node; j++) {
          const part = parts[j]!;
          // The last word of a phrase may be plural; inner words must match as written.
          for (const singular of part.lower.endsWith('s') ? singulars(part.lower) : NO_SINGULARS) {
            const candidate = node.next.get(singular);
            const terminal = candidate?.terminals.find((t) => accepts(t, parts.slice(i, j + 1), true));
            if (terminal && (!best || j + 1 - i >= best.length)) best = { terminal, length: j + 1 - i };
          }
          node = node.next.get(part.lower);
          const terminal = node?.terminals.find((t) => accepts(t, parts.slice(i, j + 1), false));
          if (terminal && (!best || j + 1 - i >= best.length)) best = { terminal, length: j + 1 - i };
        }
        if (best) {
          const first = parts[i]!;
          const last = parts[i + best.length - 1]!;
          matches.push({
            entry: best.terminal.entry,
            start: first.start,
            end: last.end,
            text: text.slice(first.start, last.end),
          });
          i += best.length;
        } else {
          i++;
        }
      }
      return matches;
    },
  };
}
