import { describe, expect, it } from 'vitest';
import { expectEvery, expectNone } from './expect-every.ts';

describe('expectEvery', () => {
  it('passes when every item holds the rule', () => {
    expectEvery([2, 4], (n) => n % 2 === 0);
  });

  it('fails on an empty list, which .every() would accept', () => {
    expect(() => expectEvery([], () => true)).toThrow(/at least 1 item/);
  });

  it('fails on fewer items than asked for', () => {
    expect(() => expectEvery([1], () => true, 2)).toThrow(/at least 2 item/);
  });

  it('fails and names the items that break the rule', () => {
    expect(() => expectEvery([2, 3], (n) => n % 2 === 0)).toThrow(/break the rule/);
  });
});

describe('expectNone', () => {
  it('passes when no item holds the predicate', () => {
    expectNone(['a', 'b'], (s) => s === 'c');
  });

  it('fails on an empty list, which !.some() would accept', () => {
    expect(() => expectNone([], () => true)).toThrow(/at least 1 item/);
  });

  it('fails when an item holds the predicate', () => {
    expect(() => expectNone(['a', 'c'], (s) => s === 'c')).toThrow(/should not be there/);
  });
});
