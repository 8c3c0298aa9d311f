import { describe, expect, it } from 'vitest';
import { evidenceKey, normaliseQuote } from './evidence-key.ts';

describe('evidenceKey', () => {
  it('treats case, spacing, curly quotes and dashes as the same evidence', () => {
    expect(normaliseQuote('  Guaranteed\u00a0returns \u2014 \u201cno risk\u201d  ')).toBe(
      'guaranteed returns - "no risk"',
    );
    expect(evidenceKey('r1', [{ quote: 'It\u2019s  SAFE' }, { quote: 'Act now' }])).toBe(
      evidenceKey('r1', [{ quote: 'act now' }, { quote: "it's safe" }]),
    );
  });

  it('tells a changed quote, an added quote and another rule apart', () => {
    const key = evidenceKey('r1', [{ quote: 'guaranteed returns' }]);
    expect(evidenceKey('r1', [{ quote: 'guaranteed return' }])).not.toBe(key);
    expect(evidenceKey('r1', [{ quote: 'guaranteed returns' }, { quote: 'act now' }])).not.toBe(key);
    expect(evidenceKey('r2', [{ quote: 'guaranteed returns' }])).not.toBe(key);
  });
});
