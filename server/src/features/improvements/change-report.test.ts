import { describe, expect, it } from 'vitest';
import type { Improvement, MeasuresView, SuggestionView } from '#common/api/improvements.ts';
import { changeReportHtml } from './change-report.ts';

const measures = (over: Partial<MeasuresView> = {}): MeasuresView => ({
  ukReadingAge: 15.64,
  longSentences: 4,
  jargonTerms: 6,
  undefinedAcronyms: 1,
  passiveVoice: 2,
  analysisFindings: 7,
  ruleFindings: 3,
  ruleIds: [],
  personaScores: { purpose: 6.2, cost: 5 },
  ...over,
});

const suggestion = (over: Partial<SuggestionView> = {}): SuggestionView => ({
  id: 's1',
  type: 'plain-words',
  page: 2,
  passage: 'p',
  original: 'The fund utilises leverage.',
  proposed: 'The fund borrows money.',
  reason: 'Plain words are easier to read.',
  addresses: {
    kind: 'rule',
    id: 'COBS-4.2.1',
    label: 'Fair, clear and not misleading',
    citation: 'COBS 4.2.1R',
  },
  categories: [],
  recommended: true,
  impact: null,
  status: 'accepted',
  editedText: null,
  decidedAt: null,
  ...over,
});

const improvement = (over: Partial<Improvement> = {}): Improvement => ({
  id: '00000000-0000-4000-8000-000000000001',
  documentId: '00000000-0000-4000-8000-000000000002',
  clientId: '00000000-0000-4000-8000-000000000003',
  clientEmail: 'client@example.com',
  unfixedFindings: [],
  fileName: 'Fund & Co "AoV" 2025.pdf',
  documentType: 'aov-report',
  version: 1,
  superseded: false,
  status: 'completed',
  error: null,
  engineVersion: '1.2.3',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  impact: {
    before: measures(),
    after: measures({ ukReadingAge: 14.2, jargonTerms: 4, personaScores: { purpose: 7.1, cost: 5 } }),
    fixedRules: ['COBS-4.2.1', 'ESG <4.3>'],
    newRules: [],
  },
  impactAll: null,
  suggestions: [
    suggestion(),
    suggestion({ id: 's2', type: 'add-warning', page: 3, original: '', editedText: 'Capital at risk.' }),
    suggestion({ id: 's3', type: 'define-term', status: 'rejected' }),
    suggestion({ id: 's4', type: 'split-sentence', page: 4 }),
  ],
  comparison: null,
  conflicts: ['s4'],
  stale: false,
  ...over,
});

describe(changeReportHtml.name, () => {
  it('is a printable page with the predicted effect, each applied change and why, and what was not applied', () => {
    const html = changeReportHtml(improvement());
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('<title>Change report: Fund &amp; Co &quot;AoV&quot; 2025.pdf</title>');
    expect(html).toContain('Fund &amp; Co &quot;AoV&quot; 2025.pdf · 2 changes applied · engine 1.2.3');
    expect(html).toContain('<tr><th scope="row">UK reading age</th><td>15.6</td><td>14.2</td></tr>');
    expect(html).toContain('<tr><th scope="row">Uses of jargon terms</th><td>6</td><td>4</td></tr>');
    expect(html).toContain('<td>6.2 (');
    expect(html).toContain('Rules no longer failing: COBS-4.2.1, ESG &lt;4.3&gt;.');
    expect(html).toContain('<h3>1. Use plain words <span class="page">page 2</span></h3>');
    expect(html).toContain('<blockquote class="before">The fund utilises leverage.</blockquote>');
    expect(html).toContain('<blockquote class="after">The fund borrows money.</blockquote>');
    expect(html).toContain('<strong>Why:</strong> Plain words are easier to read.');
    expect(html).toContain('<strong>Addresses:</strong> Fair, clear and not misleading (COBS 4.2.1R)');
    // the second change added text (no Before) and was edited by the reviewer
    expect(html).toContain(
      '<p class="label">After (edited by the reviewer)</p><blockquote class="after">Capital at risk.</blockquote>',
    );
    expect(html.match(/class="before"/g)).toHaveLength(1);
    expect(html).toContain('<li>Explain a term, page 2: rejected</li>');
    expect(html).toContain(
      '<li>Split a long sentence, page 4: accepted but not applied (another accepted change rewrites the same words)</li>',
    );
  });

  it('escapes what a document or a reviewer wrote, so no script or markup runs', () => {
    const html = changeReportHtml(
      improvement({
        fileName: '<img src=x onerror=alert(1)>.pdf',
        suggestions: [
          suggestion({
            original: '</blockquote><script>alert(1)</script>',
            editedText: '<script>alert("edited")</script>',
            reason: '<b>bold</b> & "quoted"',
          }),
        ],
        conflicts: [],
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(&quot;edited&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;/blockquote&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt; &amp; &quot;quoted&quot;');
  });

  it('says when nothing was accepted and leaves out the sections that would be empty', () => {
    const html = changeReportHtml(
      improvement({ impact: null, suggestions: [suggestion({ status: 'proposed' })], conflicts: [] }),
    );
    expect(html).toContain('0 changes applied');
    expect(html).toContain('<p>No changes accepted.</p>');
    expect(html).toContain('<li>Use plain words, page 2: proposed</li>');
    expect(html).not.toContain('Rules no longer failing');
  });
});
