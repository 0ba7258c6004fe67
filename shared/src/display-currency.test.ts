import { describe, expect, it } from 'vitest';
import { displayAmount, formatDisplay } from './display-currency';

describe('amounts in the display currency', () => {
  const rate = { rate: 129.5, asOf: '2025-06-01' };
  it('when KES with a rate, then whole shillings', () => {
    expect(displayAmount(245.5, 'KES', rate)).toEqual({ amount: 31_792, currency: 'KES' });
  });
  it('when KES without a rate, then dollars rather than a guess', () => {
    expect(displayAmount(245.5, 'KES', null)).toEqual({ amount: 245.5, currency: 'USD' });
  });
  it('when USD, then the dollars unchanged', () => {
    expect(displayAmount(245.5, 'USD', rate)).toEqual({ amount: 245.5, currency: 'USD' });
  });
});

describe('amounts as the visitor reads them', () => {
  it('when KES with a rate, then KSh with thousands; else dollars', () => {
    expect(formatDisplay(420, 'KES', { rate: 129.5, asOf: '2025-06-01' })).toBe('KSh 54,390');
    expect(formatDisplay(420, 'KES', null)).toBe('$420');
    expect(formatDisplay(1250, 'USD', null)).toBe('$1,250');
  });
});
