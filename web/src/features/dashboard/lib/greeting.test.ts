import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe(greeting.name, () => {
  it('welcomes a new client and welcomes back one who has uploaded before', () => {
    expect(greeting('Ada', 0)).toBe('Welcome, Ada.');
    expect(greeting('Ada', undefined)).toBe('Welcome, Ada.');
    expect(greeting('Ada', 2)).toBe('Welcome back, Ada.');
  });
});
