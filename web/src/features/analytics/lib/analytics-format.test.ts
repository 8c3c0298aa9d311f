import { describe, expect, it } from 'vitest';
import { MODULE_ACTIONS } from '#common/api/analytics.ts';
import { expectEvery } from '#common/testing/expect-every.ts';
import {
  dailySeries,
  eventNameLabel,
  eventTypeLabel,
  formatVital,
  moduleLabel,
  parsePeriod,
  vitalRating,
} from './analytics-format.ts';

describe(dailySeries.name, () => {
  it('gives every day the server counts, oldest first, with zero for days without views', () => {
    const series = dailySeries(
      [
        { day: '2025-05-03', views: 4 },
        { day: '2025-05-05', views: 9 },
      ],
      3,
      new Date('2025-05-05T12:00:00Z'),
    );
    expect(series).toEqual([
      { day: '2025-05-02', label: '2 May', fullLabel: '2 May 2025', views: 0 },
      { day: '2025-05-03', label: '3 May', fullLabel: '3 May 2025', views: 4 },
      { day: '2025-05-04', label: '4 May', fullLabel: '4 May 2025', views: 0 },
      { day: '2025-05-05', label: '5 May', fullLabel: '5 May 2025', views: 9 },
    ]);
  });

  it('covers the rolling window: the part day at its start, and today', () => {
    expect(dailySeries([], 90, new Date('2025-03-01T10:00:00Z'))).toHaveLength(91);
    expect(dailySeries([], 7, new Date('2025-03-01T10:00:00Z'))[0]?.day).toBe('2025-02-22');
  });
});

describe('web-vitals', () => {
  it('shows milliseconds for timings and a bare score for CLS', () => {
    expect(formatVital('LCP', 2345.6)).toBe('2,346 ms');
    expect(formatVital('INP', 48)).toBe('48 ms');
    expect(formatVital('TTFB', 12.3)).toBe('12 ms');
    expect(formatVital('CLS', 0.0512)).toBe('0.051');
    expect(formatVital('CLS', 0)).toBe('0.00');
  });

  it('rates the 75th percentile against the Core Web Vitals thresholds', () => {
    expect(vitalRating('LCP', 2500)).toBe('Good');
    expect(vitalRating('LCP', 2501)).toBe('Needs improvement');
    expect(vitalRating('INP', 501)).toBe('Poor');
    expect(vitalRating('CLS', 0.05)).toBe('Good');
    expect(vitalRating('FID', 10)).toBeUndefined();
  });
});

describe('labels', () => {
  it('names modules and reads the period', () => {
    expect(moduleLabel('personas')).toBe('Persona Interviews');
    expect(moduleLabel('other')).toBe('Other');
    expect(moduleLabel('DocumentImprovements')).toBe('Document improvements');
    expect(parsePeriod('7')).toBe(7);
    expect(parsePeriod('45')).toBe(30);
    expect(parsePeriod(null)).toBe(30);
  });
});

describe(eventNameLabel.name, () => {
  it('words every module action by its label, and any other event without codes', () => {
    expectEvery(
      Object.entries(MODULE_ACTIONS),
      ([name, action]) => eventNameLabel('module_action', name) === action.label,
      8,
      'module actions',
    );
    expect(eventTypeLabel('module_action')).toBe('Module action');
    expect(eventNameLabel('persona_interview', 'completed')).toBe(
      'Interview session finished (every persona answered)',
    );
    expect(eventNameLabel('auth', 'login')).toBe('Signed in');
    expect(eventNameLabel('report_effectiveness_tab', 'heatmap')).toBe('Heatmap');
    expect(eventNameLabel('feature', 'DocumentImprovements')).toBe('Document improvements');
  });
});
