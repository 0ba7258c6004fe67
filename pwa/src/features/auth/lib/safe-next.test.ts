import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('when next is a path of the site, then sign-in returns there', () => {
    expect(safeNext('/checkout/abc?method=mpesa')).toBe('/checkout/abc?method=mpesa');
  });

  it('when next is missing or points to another site, then sign-in goes to My Trips', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example', 'dashboard']) expect(safeNext(next)).toBe('/dashboard');
  });
});
