import { describe, expect, it } from 'vitest';
import { canPayBalance, canPayNow } from './can-pay-now';

describe('canPayNow', () => {
  it('when a booking is unpaid or its payment failed, then Pay now is offered', () => {
    expect(canPayNow({ status: 'pending', paymentStatus: 'unpaid', method: 'mpesa' })).toBe(true);
    expect(canPayNow({ status: 'pending', paymentStatus: 'failed', method: 'paypal' })).toBe(true);
  });

  it('when a booking is paid, refunded, cancelled or was entered by staff without a method, then it is not', () => {
    expect(canPayNow({ status: 'confirmed', paymentStatus: 'paid', method: 'pesapal' })).toBe(false);
    expect(canPayNow({ status: 'canceled', paymentStatus: 'refunded', method: 'pesapal' })).toBe(false);
    expect(canPayNow({ status: 'canceled', paymentStatus: 'unpaid', method: 'mpesa' })).toBe(false);
    expect(canPayNow({ status: 'pending', paymentStatus: 'unpaid', method: null })).toBe(false);
  });
});

describe('canPayBalance', () => {
  const totals = (paid: number, balance: number) => ({ paid, balance, refunded: 0, currency: 'USD' as const });
  it('when a deposit or a part is paid and a balance is left, then Pay balance is offered', () => {
    expect(canPayBalance({ status: 'confirmed', paymentStatus: 'deposit paid', totals: totals(585, 1365) })).toBe(true);
    expect(canPayBalance({ status: 'confirmed', paymentStatus: 'partially paid', totals: totals(100, 1850) })).toBe(true);
  });

  it('when nothing is paid yet, all is paid, or the booking is cancelled, then it is not', () => {
    expect(canPayBalance({ status: 'pending', paymentStatus: 'unpaid', totals: totals(0, 1950) })).toBe(false);
    expect(canPayBalance({ status: 'confirmed', paymentStatus: 'paid', totals: totals(1950, 0) })).toBe(false);
    expect(canPayBalance({ status: 'canceled', paymentStatus: 'deposit paid', totals: totals(585, 0) })).toBe(false);
  });
});
