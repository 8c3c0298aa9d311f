import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DocumentIndex } from './document-index.ts';
import { loadRulePacks, PACK_FILES, PACKS_DIRECTORY } from './load-packs.ts';
import { CONCEPT_SPECS, WORD_SETS, type ConceptSpec } from './language/concept-lexicons.ts';
import { analyse, joinLemmas, mayMatch } from './language/concepts.ts';
import { compilePattern as compileLemmaPattern } from './language/lexicon.ts';
import { meets, requirementOf, type Requirement } from './pattern-requirements.ts';
import { compilePattern, patternError } from './patterns.ts';
import { documentFromText } from './testing/build-document.ts';
import { DEV_ADDED_CASES, DEV_CASES, FROZEN_CASES, LOOKALIKE_CASES } from './testing/external-set/cases.ts';
import { CONCEPT_CASES } from './testing/labelled-concepts.ts';
import { LABELLED_SET } from './testing/labelled-set.ts';

/** A requirement as text: words, "&" for all of, "|" for any of, TRUE for none. */
function show(r: Requirement): string {
  if (r.kind === 'prefix') return r.text;
  if (r.kind === 'all') return r.of.length === 0 ? 'TRUE' : `(${r.of.map(show).join(' & ')})`;
  return `[${r.of.map(show).join(' | ')}]`;
}
const required = (regex: string) => show(requirementOf(regex));

describe('requirementOf', () => {
  it('requires the words a phrase or regex cannot match without, as word prefixes in lower case', () => {
    expect(required(String.raw`\bsafe[\s\-]+as[\s\-]+houses\b`)).toBe('(safe & as & houses)');
    expect(required(String.raw`\b(?:fund|investment)\s+(?:objective|aim)s?\b`)).toBe(
      '([fund | investment] & [objective | aim])',
    );
    expect(required(String.raw`\bESG\b`)).toBe('esg');
    expect(required(String.raw`^Risk`)).toBe('risk');
    expect(required(String.raw`\bdon't\s+worry`)).toBe('(don & t & worry)');
    expect(required(String.raw`(?<!\w)(?:number\s+one|no\.\s?1|#1)`)).toBe('[(number & one) | (no & 1) | 1]');
  });

  it('requires nothing it cannot be sure of: optional parts, lookarounds, classes, mid-word text', () => {
    // "(?:the\s+)?" may be absent; "fund" may follow a word character ("(?:a)?fund" matches "afund").
    expect(required(String.raw`\b(?:the\s+)?best`)).toBe('TRUE');
    expect(required(String.raw`(?<!\b(?:profit|gain)\b[^.;]{0,30})\bfall`)).toBe('fall');
    expect(required(String.raw`(?=\bfoo)bar`)).toBe('TRUE');
    expect(required(String.raw`\b[Dd]ata`)).toBe('TRUE');
    expect(required(String.raw`sustainab\w*`)).toBe('TRUE');
    expect(required(String.raw`(?<![\p{L}\p{N}])foo`)).toBe('TRUE');
    expect(required(String.raw`\bfees?\b`)).toBe('fee');
    expect(required(String.raw`\bab+c`)).toBe('ab');
    expect(required(String.raw`\x20abc`)).toBe('TRUE');
    expect(required(String.raw`\b(?:a|[bc])d`)).toBe('[a | TRUE]');
    expect(required(String.raw`\bcarbon\s*neutral`)).toBe('carbon');
  });

  it('reads a document as meeting a requirement when any alternative is present', () => {
    const words = new Set(['investment', 'aims']);
    const hasPrefix = (p: string) => [...words].some((w) => w.startsWith(p));
    expect(meets(requirementOf(String.raw`\b(?:fund|investment)\s+(?:objective|aim)s?\b`), hasPrefix)).toBe(
      true,
    );
    expect(meets(requirementOf(String.raw`\bfund\s+aim`), hasPrefix)).toBe(false);
  });
});

const packs = loadRulePacks(
  PACK_FILES.map((file) => ({
    fileName: `${PACKS_DIRECTORY}/${file}`,
    text: readFileSync(new URL(`./packs/${file}`, import.meta.url), 'utf8'),
  })),
);

/** Every string in the packs' checks that is a valid pattern (labels and names too: more phrases to try). */
function packPatterns(): string[] {
  const out = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (patternError(value) === null) out.add(value);
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const pack of packs) for (const rule of pack.rules) walk(rule.check);
  return [...out];
}

const texts = [
  ...[...DEV_CASES, ...FROZEN_CASES, ...LOOKALIKE_CASES, ...DEV_ADDED_CASES].map((c) => c.text),
  ...[...LABELLED_SET, ...CONCEPT_CASES].map((c) => c.text),
];

let built: DocumentIndex[] | undefined;
/** The cases as documents, built once for both tests. */
const indexes = () => (built ??= texts.map((text) => new DocumentIndex(documentFromText(text))));

/** Index of the last of ascending numbers at or before `at`. */
function lastAtOrBefore(ascending: readonly number[], at: number): number {
  let lo = 0;
  let hi = ascending.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (ascending[mid]! <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

// Both tests run each skipped pattern's regex over the text it was skipped for: it must find nothing. (Failures
// are collected, not asserted one by one: about a million checks.)
describe('skipping patterns a document cannot match', () => {
  it('skips no pack pattern that matches: every shipped pattern on every labelled and external case', () => {
    const patterns = packPatterns().map(compilePattern);
    expect(patterns.length).toBeGreaterThan(250);
    const wrong: string[] = [];
    let skipped = 0;
    for (const [i, index] of indexes().entries()) {
      const text = texts[i]!;
      for (const pattern of patterns) {
        if (index.mayMatch(pattern)) continue;
        skipped++;
        pattern.regex.lastIndex = 0;
        if (pattern.regex.test(index.text)) wrong.push(`${pattern.source} in ${text}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(skipped).toBeGreaterThan(texts.length * 100);
  });

  it('skips no lemma pattern that matches: every concept lexicon pattern on every labelled and external case', () => {
    const sources = Object.values(CONCEPT_SPECS as Record<string, ConceptSpec>).flatMap((spec) => [
      ...spec.phrases,
      ...(spec.except ?? []),
      ...(spec.sentenceExcept ?? []),
      ...(spec.beside?.phrases ?? []),
      ...(spec.beside?.near ?? []),
    ]);
    const patterns = sources.map((source) => compileLemmaPattern(source, WORD_SETS));
    // Each case's lemmas, and all of them joined: a lemma match never crosses a sentence, so every match of a
    // pattern in any case is found by one search of the whole, and must be in a case the pattern may match.
    const cases = indexes().map((index) => joinLemmas(index.sentences.map((s) => analyse(s.norm))));
    const all = joinLemmas(cases.flatMap((c) => c.analyses));
    const caseOfSentence = cases.flatMap((c, i) => c.analyses.map(() => i));
    // Where each lemma stands (the space before it), so a pattern is tried only where its first word does.
    const positions = new Map<string, number[]>();
    all.analyses.forEach((a, s) =>
      a.tokens.forEach((token, t) => {
        const at = all.offsets[s]! + a.lemmaStarts[t]! - 1;
        const list = positions.get(token.lemma);
        if (list) list.push(at);
        else positions.set(token.lemma, [at]);
      }),
    );
    const wrong: string[] = [];
    let matched = 0;
    for (const pattern of patterns) {
      const starts = pattern.anchors
        ? pattern.anchors.flatMap((anchor) => positions.get(anchor) ?? [])
        : [...all.text.matchAll(/ /g)].map((m) => m.index);
      for (const at of starts) {
        pattern.sticky.lastIndex = at;
        if (!pattern.sticky.test(all.text)) continue;
        matched++;
        const i = caseOfSentence[lastAtOrBefore(all.offsets, at + 1)]!;
        if (!mayMatch(cases[i]!, pattern)) wrong.push(`${pattern.source} in ${texts[i]}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(matched).toBeGreaterThan(texts.length);
  });
});
