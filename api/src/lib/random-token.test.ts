import { describe, expect, it } from 'vitest';
import { randomToken } from './random-token';

describe('randomToken', () => {
  it('gives base64url tokens of the asked length, never the same twice across pool refills', () => {
    const tokens = Array.from({ length: 1_000 }, () => randomToken(32));
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // 1 000 × 32 bytes is nearly eight fills of the 4 kB pool: no byte range is handed out twice.
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('refuses sizes outside the pool', () => {
    expect(() => randomToken(0)).toThrow(RangeError);
    expect(() => randomToken(4097)).toThrow(RangeError);
    expect(randomToken(4096)).toHaveLength(5462);
  });
});
