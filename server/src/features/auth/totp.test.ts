import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, matchTotp, stepAt, totpCode } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890", 8-digit codes.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it('matches the RFC 6238 test vectors', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    for (const [seconds, code] of RFC_VECTORS)
      expect(totpCode(RFC_SECRET, stepAt(seconds * 1000), 8)).toBe(code);
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts the codes of the previous, current and next step only', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + offset), now, null)).toBe(step + offset);
    for (const offset of [-3, -2, 2, 3])
      expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + offset), now, null)).toBeNull();
  });

  it('refuses a code whose step was already used, and anything but six digits', () => {
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    const code = totpCode(RFC_SECRET, step);
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, ` ${code}`, now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345', now, null)).toBeNull();
  });
});
