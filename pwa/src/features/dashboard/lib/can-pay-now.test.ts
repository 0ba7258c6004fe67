import { describe, expect, it } from 'vitest';
import { canPayNow } from './can-pay-now';

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
