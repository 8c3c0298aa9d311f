// Issue 28's two AoV misses, on passages written as people write these reports (testing/unheaded-passages.ts):
// an economies-of-scale or comparable-services assessment under a heading of the report's own is assessed,
// and a quality-of-service section that only promises future work is not.
import { describe, expect, it } from 'vitest';
import { buildDocument, heading, paragraph } from '../analysis/testing/build-document.ts';
import { analyzeAov } from './analyze-aov.ts';
import { PASSAGES, type Passage } from './testing/unheaded-passages.ts';

function read(p: Passage) {
  const doc = buildDocument([
    [
      heading('Assessment of Value for the year ended 31 December 2024', 1),
      heading('How the fund performed', 2),
      paragraph(
        'The fund returned 6.2% over five years after charges, against 5.8% for its benchmark, so it met its objective.',
      ),
      heading(p.heading, 2),
      ...p.paragraphs.map((text) => paragraph(text)),
    ],
  ]);
  return analyzeAov(doc).considerations.find((c) => c.id === p.consideration)!;
}

const right = (p: Passage) => (read(p).status === 'assessed') === (p.expected === 'assessed');

describe('considerations assessed in a report’s own words, and sections of promises only', () => {
  it.each(PASSAGES.filter((p) => !p.heldOut).map((p) => [p.name, p] as const))('%s', (_, p) => {
    const c = read(p);
    if (p.expected === 'assessed') {
      expect(c.status, JSON.stringify(c.notes)).toBe('assessed');
    } else {
      expect(c.status).not.toBe('assessed');
      // a section found under its heading says why it is not an assessment
      if (c.headingFound) expect(c.notes).toContain('Not evidenced: only future intentions.');
    }
  });

  it('reads the held-out passages right too', () => {
    const heldOut = PASSAGES.filter((p) => p.heldOut);
    const wrong = heldOut.filter((p) => !right(p)).map((p) => p.name);
    expect(wrong).toEqual([]);
  });
});
