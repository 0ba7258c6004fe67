import { describe, expect, it } from 'vitest';
import { moneyText } from './money-text';

describe('moneyText', () => {
  it('when an amount is in shillings, then KSh and the figure cannot be split across lines; dollars are as formatMoney writes them', () => {
    expect(moneyText(176_768, 'KES')).toBe('KSh\u00A0176,768');
    expect(moneyText(-1_200, 'KES')).toBe('-KSh\u00A01,200');
    expect(moneyText(1365, 'USD')).toBe('$1,365');
    expect(moneyText(162.17, 'USD')).toBe('$162.17');
  });
});
