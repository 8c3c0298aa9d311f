import type { AppDeps } from '../../deps.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as a date (UTC, YYYY-MM-DD): review dates are whole days. */
export const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Today as a date (UTC), the day review dates are compared with. */
export const todayOf = (deps: Pick<AppDeps, 'now'>): string => dateOf(deps.now());
