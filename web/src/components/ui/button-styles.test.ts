import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClassName } from './button-styles.ts';

describe(buttonClassName.name, () => {
  it('gives each variant and size its own classes', () => {
    const variants = new Set(BUTTON_VARIANTS.map((variant) => buttonClassName({ variant })));
    const sizes = new Set(BUTTON_SIZES.map((size) => buttonClassName({ size })));
    expect(variants.size).toBe(4);
    expect(sizes.size).toBe(3);
  });

  it('defaults to a medium primary button and can fill the width', () => {
    expect(buttonClassName()).toBe(buttonClassName({ variant: 'primary', size: 'md' }));
    expect(buttonClassName()).not.toContain('w-full');
    expect(buttonClassName({ fullWidth: true })).toContain('w-full');
    expect(buttonClassName({ className: 'mt-6' })).toMatch(/ mt-6$/);
  });
});
