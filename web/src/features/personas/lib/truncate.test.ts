import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.ts';

describe(truncateText.name, () => {
  it('leaves 80 characters or fewer alone', () => {
    const text = 'x'.repeat(80);
    expect(truncateText(text)).toEqual({ text, truncated: false });
  });

  it('cuts longer feedback at 80 characters', () => {
    const result = truncateText('y'.repeat(81));
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'y'.repeat(80)}...`);
  });
});
