import { describe, expect, it } from 'vitest';
import { documentFromText } from '../rules/testing/build-document.ts';
import { acceptSuggestions, parseReviewReply } from './review-findings.ts';
import { reviewChunks, reviewMessages, type ReviewSuggestion, type ReviewTopic } from './review-prompt.ts';
import { DocumentQuotes } from './verbatim-quotes.ts';

const document = documentFromText(
  [
    '# Growth Fund',
    'This fund is the best performing fund in the UK and will beat inflation every year.',
    'You could get back less than you invest. Past performance is not a guide to future returns.',
    '---page---',
    'Act now: this offer closes on Friday and won’t be repeated.',
    '| Year | Return |\n| 2023 | 8% |',
  ].join('\n\n'),
);
const quotes = DocumentQuotes.of(document);
const topics: ReviewTopic[] = [
  { id: 'cobs4-superlatives', title: 'Unsubstantiated superlatives', citation: 'COBS 4.2.1R' },
  {
    id: 'cobs4-urgency',
    title: 'Urgency and pressure',
    citation: 'COBS 4.2.1R',
    suggestion: 'Remove the pressure.',
  },
];

const suggestion = (over: Partial<ReviewSuggestion>): ReviewSuggestion => ({
  relates_to: 'cobs4-superlatives',
  severity: 'medium',
  message: 'A superlative without evidence.',
  quote: 'This fund is the best performing fund in the UK',
  ...over,
});

describe('AI review findings', () => {
  it('keeps a verbatim quote, with its page, and drops a made-up one', () => {
    const { findings, counts } = acceptSuggestions(
      [
        suggestion({}),
        suggestion({ relates_to: 'cobs4-urgency', quote: 'Invest today before prices rise further.' }),
      ],
      { quotes, topics, made: [] },
    );
    expect(counts).toEqual({ proposed: 2, kept: 1, unverified: 1, duplicate: 0, unknownTopic: 0 });
    expect(findings).toEqual([
      {
        id: expect.stringMatching(/^ai:cobs4-superlatives:[0-9a-f]{8}$/),
        relatesTo: 'cobs4-superlatives',
        title: 'Unsubstantiated superlatives',
        citation: 'COBS 4.2.1R',
        severity: 'medium',
        message: 'A superlative without evidence.',
        page: 1,
        quote: 'This fund is the best performing fund in the UK',
        suggestion: 'Review this passage against COBS 4.2.1R and reword or support it.',
      },
    ]);
  });

  it('accepts a quote that differs only in white space, typographic quotes, wrapping quotation marks and a trailing ellipsis', () => {
    const { findings } = acceptSuggestions(
      [
        suggestion({
          relates_to: 'cobs4-urgency',
          quote: '"Act now:  this offer closes on Friday and won\'t be repeated..."',
        }),
      ],
      { quotes, topics, made: [] },
    );
    expect(findings).toMatchObject([
      {
        page: 2,
        quote: "Act now: this offer closes on Friday and won't be repeated",
        suggestion: 'Remove the pressure.',
      },
    ]);
  });

  it('drops a paraphrase, a changed word, a quote too short to place, and an ellipsis inside the quote', () => {
    const { findings, counts } = acceptSuggestions(
      [
        suggestion({ quote: 'This fund is the best-performing fund in the UK' }),
        suggestion({ quote: 'This fund is the best performing fund in Britain' }),
        suggestion({ quote: 'best fund' }),
        suggestion({ quote: 'This fund is the best ... in the UK' }),
      ],
      { quotes, topics, made: [] },
    );
    expect(findings).toEqual([]);
    expect(counts.unverified).toBe(4);
  });

  it('never repeats a finding already made on the same sentence, even by another rule or as a clipped quote', () => {
    const { findings, counts } = acceptSuggestions(
      [
        suggestion({ quote: 'will beat inflation every year' }),
        suggestion({ relates_to: 'cobs4-urgency', quote: 'Act now: this offer closes on Friday' }),
        suggestion({
          relates_to: 'cobs4-urgency',
          quote: 'this offer closes on Friday and won’t be repeated',
        }),
      ],
      {
        quotes,
        topics,
        made: [
          {
            topic: 'cobs4-certainty',
            page: 1,
            quote: '…best performing fund in the UK and will beat inflation…',
          },
        ],
      },
    );
    expect(counts).toMatchObject({ kept: 1, duplicate: 2 });
    expect(findings.map((f) => f.quote)).toEqual(['Act now: this offer closes on Friday']);
  });

  it('drops a suggestion about a rule it was not given', () => {
    const { counts } = acceptSuggestions([suggestion({ relates_to: 'made-up-rule' })], {
      quotes,
      topics,
      made: [],
    });
    expect(counts).toMatchObject({ proposed: 1, kept: 0, unknownTopic: 1 });
  });

  it('gives the same id to the same topic and quote, so a decision on it survives a re-run', () => {
    const once = acceptSuggestions([suggestion({})], { quotes, topics, made: [] }).findings[0]!.id;
    const again = acceptSuggestions(
      [suggestion({ quote: ' This fund is the best performing fund in the UK ' })],
      {
        quotes,
        topics,
        made: [],
      },
    ).findings[0]!.id;
    expect(again).toBe(once);
  });

  it('validates replies against the schema and says why one is invalid', () => {
    expect(parseReviewReply('{"findings": []}')).toEqual({ ok: true, value: { findings: [] } });
    const wrong = parseReviewReply(
      '{"findings": [{"relates_to": "x", "severity": "critical", "message": "m", "quote": "q"}]}',
    );
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.reason).toMatch(/^findings\.0\.severity:/);
    expect(parseReviewReply('no')).toEqual({ ok: false, reason: 'the reply is not JSON' });
  });

  it('cuts the document into chunks at sentence boundaries with pages marked, and says when it stopped early', () => {
    const all = reviewChunks(quotes.index);
    expect(all).toMatchObject({ truncated: false, chunks: [{ pages: [1, 2] }] });
    expect(all.chunks[0]!.text).toMatch(/^\[page 1\]\nGrowth Fund This fund is the best/);
    expect(all.chunks[0]!.text).toContain('\n\n[page 2]\nAct now');
    const small = reviewChunks(quotes.index, { chunkChars: 100, maxChunks: 2 });
    expect(small.chunks).toHaveLength(2);
    expect(small.truncated).toBe(true);
    const messages = reviewMessages(
      'compliance',
      topics,
      [{ topic: 'r', page: 2, quote: 'Act now' }],
      all.chunks[0]!,
    );
    expect(messages[1]!.content).toContain('- cobs4-urgency: Urgency and pressure (COBS 4.2.1R)');
    expect(messages[1]!.content).toContain('- r: "Act now"');
  });
});
