import { describe, expect, it, vi } from 'vitest';
import { hasRequiredPart } from './required-part.ts';

describe('hasRequiredPart', () => {
  it('answers true for a part that is present, in CI or not', () => {
    expect(hasRequiredPart(true, 'pdftotext', 'apt-get install poppler-utils', { ci: true })).toBe(true);
    expect(hasRequiredPart(true, 'pdftotext', 'apt-get install poppler-utils', { ci: false })).toBe(true);
  });

  it('fails a CI run that lacks the part, naming it and how to install it', () => {
    expect(() =>
      hasRequiredPart(false, 'pdftotext (poppler-utils)', 'Install it: apt-get install poppler-utils.', {
        ci: true,
      }),
    ).toThrow(/pdftotext \(poppler-utils\) is missing.*apt-get install poppler-utils.*CI=true/);
  });

  it('skips with a warning outside CI', () => {
    const warn = vi.fn();
    expect(
      hasRequiredPart(false, 'the shared corpus', 'Put it at ../shared/corpus.', { ci: false, warn }),
    ).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('the shared corpus is missing'));
  });
});
