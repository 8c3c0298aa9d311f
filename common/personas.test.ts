import { describe, expect, it } from 'vitest';
import {
  categoryOf,
  documentContextOf,
  knowledgeLevelOf,
  normaliseCategory,
  parseTranscript,
  scoreInterview,
} from './personas.ts';

describe('persona rules shared by server and web', () => {
  it('derives the knowledge level from the financial knowledge text as the spec says', () => {
    expect(knowledgeLevelOf('Extensive background in banking')).toBe('Expert');
    expect(knowledgeLevelOf('Advanced: manages own SIPP')).toBe('Expert');
    expect(knowledgeLevelOf('Professional adviser')).toBe('Expert');
    expect(knowledgeLevelOf('Intermediate to advanced')).toBe('Intermediate');
    expect(knowledgeLevelOf('Novice-plus')).toBe('Intermediate');
    expect(knowledgeLevelOf('Lapsed beginner')).toBe('Intermediate');
    expect(knowledgeLevelOf('Basic')).toBe('Beginner');
    expect(knowledgeLevelOf('')).toBe('Beginner');
    expect(knowledgeLevelOf(null)).toBe('Beginner');
  });

  it('picks the question context from the document type, then the file name', () => {
    expect(documentContextOf('aov-report', 'x.pdf')).toBe('aov');
    expect(documentContextOf('other', 'Fund AoV 2024.pdf')).toBe('aov');
    expect(documentContextOf('financial-promotion', 'x.pdf')).toBe('compliance');
    expect(documentContextOf('other', 'Income Fund Factsheet.pdf')).toBe('compliance');
    expect(documentContextOf('sdr-report', 'report.pdf')).toBeNull();
  });

  it('maps category aliases and defaults unknown categories to purpose', () => {
    expect(normaliseCategory('fairness')).toBe('cost');
    expect(normaliseCategory('Clarity')).toBe('accessibility');
    expect(normaliseCategory('usefulness')).toBe('visuals');
    expect(normaliseCategory('whatever')).toBe('purpose');
    expect(categoryOf({ question: 'How does performance compare?' })).toBe('performance');
  });

  it('reads a transcript stored as a list, a JSON string or a doubly-encoded string', () => {
    const items = [{ question: 'What does it cost?', answer: 'Not sure', qa_score: 2 }];
    expect(parseTranscript(items)).toEqual(items);
    expect(parseTranscript(JSON.stringify(items))).toEqual(items);
    expect(parseTranscript(JSON.stringify(JSON.stringify(items)))).toEqual(items);
    expect(parseTranscript('not json')).toEqual([]);
    expect(parseTranscript(null)).toEqual([]);
  });

  it('averages scores per category, counts a missing score as 3 and keeps the latest feedback', () => {
    const { categories, overall, band } = scoreInterview([
      { question: 'q', category: 'cost', qa_score: 5, feedback: 'first' },
      { question: 'q', category: 'costs', feedback: 'latest' },
      { question: 'q', category: 'cost', qa_score: 2, feedback: '' },
      { question: 'q', category: 'purpose', qa_score: 2, feedback: 'unclear' },
    ]);
    expect(categories.cost).toEqual({
      score: 3.3,
      count: 3,
      feedback: 'No feedback available',
      band: 'average',
    });
    expect(categories.purpose).toEqual({ score: 2, count: 1, feedback: 'unclear', band: 'poor' });
    expect(categories.visuals).toEqual({
      score: null,
      count: 0,
      feedback: 'No feedback available',
      band: null,
    });
    // every answer counts once: (5 + 3 + 2 + 2) / 4, not the mean of the category means (3.3 + 2) / 2
    expect(overall).toBe(3);
    expect(band).toBe('average');
  });

  it('scores answers as the whole numbers the transcript shows', () => {
    expect(
      scoreInterview([
        { question: 'q', qa_score: 4.6 },
        { question: 'q', qa_score: '2' },
      ]).overall,
    ).toBe(3.5);
    expect(scoreInterview([{ question: 'q', qa_score: 9 }]).overall).toBe(3);
    expect(scoreInterview([]).overall).toBeNull();
  });
});
