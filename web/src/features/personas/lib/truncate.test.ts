import { describe, expect, it } from 'vitest';
import { truncateText } from './truncate.ts';

describe(truncateText.name, () => {
  it('leaves 80 characters or fewer alone', () => {
    const text = 'x'.repeat(80);
    expect(truncateText(text)).toEqual({ text, truncated: false });
  });

  it('cuts longer feedback at the last sentence end within 80 characters', () => {
    const text =
      'The passage has a reading age of 18. It uses two terms. The persona read this on page 1: “The fund aims to grow.”';
    expect(truncateText(text)).toEqual({
      text: 'The passage has a reading age of 18. It uses two terms.',
      truncated: true,
    });
  });

  it('keeps the whole first sentence when it alone is longer than 80 characters, never cutting a word', () => {
    const first = `The passage has a reading age of 33.3, against about 12 for this persona, which is far too hard.`;
    const result = truncateText(`${first} The persona read this on page 2.`);
    expect(result).toEqual({ text: first, truncated: true });
  });

  it('shows a single long sentence whole, to wrap', () => {
    const text = `${'word '.repeat(30)}end.`;
    expect(truncateText(text)).toEqual({ text, truncated: false });
  });

  it('does not take a decimal point or an abbreviation for a sentence end', () => {
    const text =
      'Charges are 0.85% a year, e.g. for the accumulation units of the fund over the whole period. More follows.';
    expect(truncateText(text).text).toBe(
      'Charges are 0.85% a year, e.g. for the accumulation units of the fund over the whole period.',
    );
  });
});
