import { describe, expect, it } from 'vitest';
import type { AnalysisFindingItem } from '#common/api/analyses.ts';
import {
  aovStatusLabel,
  aovStatusTone,
  countBySeverity,
  filterFindings,
  fleschBand,
  formatPt,
  ratingLabel,
  isAnalysisRunning,
  readingAgeTone,
} from './analysis-format.ts';

const finding = (source: AnalysisFindingItem['source'], severity: AnalysisFindingItem['severity']) => ({
  id: `${source}.${severity}`,
  source,
  severity,
  message: 'm',
  suggestion: 's',
});

describe('analysis-format', () => {
  it('treats queued and running analyses as running, finished ones not', () => {
    expect(isAnalysisRunning('pending')).toBe(true);
    expect(isAnalysisRunning('processing')).toBe(true);
    expect(isAnalysisRunning('completed')).toBe(false);
    expect(isAnalysisRunning('failed')).toBe(false);
  });

  it('colours reading age against the target: on target green, up to 3 years over amber, beyond red', () => {
    expect(readingAgeTone(9, 9)).toBe('green');
    expect(readingAgeTone(12, 9)).toBe('amber');
    expect(readingAgeTone(12.1, 9)).toBe('red');
  });

  it("names Flesch bands at Flesch's boundaries", () => {
    expect(fleschBand(90)).toBe('Very easy');
    expect(fleschBand(60)).toBe('Plain English');
    expect(fleschBand(59.9)).toBe('Fairly difficult');
    expect(fleschBand(-10)).toBe('Very difficult');
  });

  it('filters findings by source and severity together', () => {
    const all = [finding('aov', 'high'), finding('aov', 'low'), finding('readability', 'high')];
    expect(filterFindings(all, { source: 'aov', severity: 'all' })).toHaveLength(2);
    expect(filterFindings(all, { source: 'all', severity: 'high' })).toHaveLength(2);
    expect(filterFindings(all, { source: 'aov', severity: 'high' }).map((f) => f.id)).toEqual(['aov.high']);
    expect(countBySeverity(all)).toEqual({ high: 2, medium: 0, low: 1, info: 0 });
  });

  it("capitalises RAG ratings and keeps a report's own terms as written", () => {
    expect(ratingLabel('green')).toBe('Green');
    expect(ratingLabel('Good value')).toBe('Good value');
  });

  it('shows unknown font sizes as a dash', () => {
    expect(formatPt(null)).toBe('—');
    expect(formatPt(8.5)).toBe('8.5 pt');
  });

  it('says in words whether an AoV consideration was assessed, only mentioned or not found', () => {
    expect(aovStatusLabel('assessed', true)).toBe('Assessed');
    expect(aovStatusLabel('mentioned', true)).toBe('Mentioned only');
    expect(aovStatusLabel('mentioned', false)).toBe('Mentioned only');
    expect(aovStatusLabel('not-found', false)).toBe('Not found');
    // results stored before the distinction claim no more than coverage
    expect(aovStatusLabel(null, true)).toBe('Covered');
    expect(aovStatusLabel(null, false)).toBe('Not found');
    expect(aovStatusTone('mentioned', true)).toBe('amber');
  });
});
