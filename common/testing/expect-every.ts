import { expect } from 'vitest';

// `list.every(p)` is true for an empty list, so `expect(list.every(p)).toBe(true)` passes when a bug returns
// nothing at all, and `expect(list.some(p)).toBe(false)` likewise. These helpers check the list holds at least
// `minLength` items first, and name the items that break the rule. ESLint (eslint.config.js) refuses the bare
// forms in tests so they do not come back.

/** Every item of `list` satisfies `predicate`, and there are at least `minLength` items. */
export function expectEvery<T>(
  list: readonly T[],
  predicate: (item: T) => boolean,
  minLength = 1,
  label = 'list',
): void {
  expect(list.length, `${label} has at least ${minLength} item(s)`).toBeGreaterThanOrEqual(minLength);
  expect(
    list.filter((item) => !predicate(item)),
    `items of ${label} that break the rule`,
  ).toEqual([]);
}

/** No item of `list` satisfies `predicate`, and there are at least `minLength` items. */
export function expectNone<T>(
  list: readonly T[],
  predicate: (item: T) => boolean,
  minLength = 1,
  label = 'list',
): void {
  expect(list.length, `${label} has at least ${minLength} item(s)`).toBeGreaterThanOrEqual(minLength);
  expect(
    list.filter((item) => predicate(item)),
    `items of ${label} that should not be there`,
  ).toEqual([]);
}
