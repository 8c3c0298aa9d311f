import { describe, expect, it } from 'vitest';
import { compilePattern, normaliseForMatching, patternError } from './patterns.ts';
import { quoteOf } from './quote.ts';

const matches = (pattern: string, text: string) => {
  const { regex } = compilePattern(pattern);
  regex.lastIndex = 0;
  return [...normaliseForMatching(text).matchAll(regex)].map((m) => m[0]);
};

describe('patterns', () => {
  it('matches phrases case-insensitively on word boundaries, spaces and hyphens alike', () => {
    expect(matches('risk-free', 'Risk free, RISK-FREE and risk - free; not riskfree')).toEqual([
      'Risk free',
      'RISK-FREE',
      'risk - free',
    ]);
    expect(matches('safe', 'safe, unsafe, safety')).toEqual(['safe']);
    expect(matches("can't lose", 'You can’t lose')).toEqual(["can't lose"]);
    expect(matches('No. 1', 'the No. 1 fund')).toEqual(['No. 1']);
  });

  it('uses regex literals with their own flags', () => {
    expect(matches('/\\bISA\\b/', 'ISA and isa')).toEqual(['ISA']);
    expect(matches('/\\bISA\\b/i', 'ISA and isa')).toEqual(['ISA', 'isa']);
  });

  it('escapes regex characters in phrases', () => {
    expect(matches('100% safe (really)', 'It is 100% safe (really).')).toEqual(['100% safe (really)']);
  });

  it('explains invalid patterns', () => {
    expect(patternError('')).toBe('Empty pattern');
    expect(patternError('/(/')).toMatch(/^Invalid regular expression/);
    expect(patternError('/x/gi')).toMatch(/flag "g"/);
    expect(patternError('/x?/')).toMatch(/matches empty text/);
    expect(patternError('/x/i')).toBeNull();
    expect(patternError('plain words')).toBeNull();
  });

  it('normalises typographic characters one for one', () => {
    const text = '“Fund’s” — up–down\u00a0x';
    const normal = normaliseForMatching(text);
    expect(normal).toBe('"Fund\'s" - up-down x');
    expect(normal.length).toBe(text.length);
  });
});

describe(quoteOf.name, () => {
  it('keeps short sentences whole', () => {
    expect(quoteOf('A short sentence.')).toBe('A short sentence.');
  });

  it('cuts long sentences to 240 characters around the match, at spaces', () => {
    const words = Array.from({ length: 120 }, (_, i) => `word${i}`);
    const text = words.join(' ');
    const at = text.indexOf('word60');
    const quote = quoteOf(text, at, at + 6);
    expect(quote.length).toBeLessThanOrEqual(240);
    expect(quote).toContain('word60');
    expect(quote.startsWith('…')).toBe(true);
    expect(quote.endsWith('…')).toBe(true);
    expect(quote).toMatch(/^…word\d+ .* word\d+…$/);
  });
});
