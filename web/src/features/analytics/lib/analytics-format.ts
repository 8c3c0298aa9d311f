import { MODULE_ACTIONS, type AnalyticsSummaryResponse } from '#common/api/analytics.ts';
import { MODULE_DISPLAY_NAMES, isModuleName } from '#common/modules.ts';

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = 30;

export function parsePeriod(value: string | null): AnalyticsPeriod {
  const days = Number(value);
  return (ANALYTICS_PERIODS as readonly number[]).includes(days)
    ? (days as AnalyticsPeriod)
    : DEFAULT_ANALYTICS_PERIOD;
}

const DAY_MS = 86_400_000;
const SHORT_DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export type DailyViews = { day: string; label: string; fullLabel: string; views: number };

/**
 * One point per calendar day (UTC, as the server groups them) from the start of the period to today, so
 * the chart's axis is even and quiet days show as zero. The server counts the last `days` × 24 hours, so
 * the first day is usually a part day and there are `days` + 1 points.
 */
export function dailySeries(
  perDay: AnalyticsSummaryResponse['pageViewsPerDay'],
  days: number,
  now: Date = new Date(),
): DailyViews[] {
  const counts = new Map(perDay.map((entry) => [entry.day, entry.views]));
  const dayStart = (time: number) => {
    const date = new Date(time);
    return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
  };
  const today = dayStart(now.getTime());
  const series: DailyViews[] = [];
  for (let time = dayStart(now.getTime() - days * DAY_MS); time <= today; time += DAY_MS) {
    const date = new Date(time);
    const day = date.toISOString().slice(0, 10);
    series.push({
      day,
      label: SHORT_DAY.format(date),
      fullLabel: LONG_DAY.format(date),
      views: counts.get(day) ?? 0,
    });
  }
  return series;
}

/** "DocumentImprovements", "document_improvements", "sign-in" → words with one capital. */
export function humanise(code: string): string {
  const words = code
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : '';
}

export function moduleLabel(module: string): string {
  return isModuleName(module) ? MODULE_DISPLAY_NAMES[module] : humanise(module);
}

// Core Web Vitals "good" and "poor" boundaries (web.dev), applied to the 75th percentile as Google does.
const VITAL_THRESHOLDS: Record<string, readonly [good: number, poor: number]> = {
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

export type VitalRating = 'Good' | 'Needs improvement' | 'Poor';

export function vitalRating(name: string, p75: number): VitalRating | undefined {
  const thresholds = VITAL_THRESHOLDS[name];
  if (!thresholds) return undefined;
  if (p75 <= thresholds[0]) return 'Good';
  if (p75 <= thresholds[1]) return 'Needs improvement';
  return 'Poor';
}

const MS_FORMAT = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const CLS_FORMAT = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 3 });

/** Milliseconds for FCP, LCP, TTFB and INP; CLS is a unitless score. */
export function formatVital(name: string, value: number): string {
  if (name === 'CLS') return CLS_FORMAT.format(value);
  return `${MS_FORMAT.format(value)} ms`;
}

export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  module_action: 'Module action',
  auth: 'Account',
  persona_interview: 'Persona interview',
  report_effectiveness_view: 'Report effectiveness view',
  report_effectiveness_selection: 'Report effectiveness selection',
  report_effectiveness_tab: 'Report effectiveness tab',
  feature: 'Feature',
};

export function eventTypeLabel(type: string): string {
  return Object.hasOwn(EVENT_TYPE_LABELS, type) ? EVENT_TYPE_LABELS[type]! : humanise(type);
}

const EVENT_NAME_LABELS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  module_action: Object.fromEntries(Object.entries(MODULE_ACTIONS).map(([name, a]) => [name, a.label])),
  auth: { login: 'Signed in', logout: 'Signed out', register: 'Registered' },
  // the browser's session events: one per set of interviews started or finished together (spec §4); the
  // server's module actions count each interview
  persona_interview: {
    started: 'Interview session started',
    completed: 'Interview session finished (every persona answered)',
  },
  report_effectiveness_selection: { personas: 'Personas chosen' },
};

/** An event's name in words: the module action's label, a known name, or the code made readable. */
export function eventNameLabel(type: string, name: string): string {
  const names = Object.hasOwn(EVENT_NAME_LABELS, type) ? EVENT_NAME_LABELS[type]! : {};
  return Object.hasOwn(names, name) ? names[name]! : humanise(name);
}
