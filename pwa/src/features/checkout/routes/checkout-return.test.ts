import { describe, expect, it } from 'vitest';
import { paymentIdFrom } from './checkout-return';

const id = '9c1e2d3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f';

describe('paymentIdFrom', () => {
  it('when PayPal or the sandbox return, then the payment id is read from the payment parameter', () => {
    expect(paymentIdFrom(new URLSearchParams(`payment=${id}&token=5O190127TN3647101&PayerID=QYR5Z8XDVJNXQ`))).toBe(id);
  });
  it('when Pesapal appends its parameters with a second question mark, then the id is still found', () => {
    expect(paymentIdFrom(new URLSearchParams(`payment=${id}?OrderTrackingId=b945e4af&OrderMerchantReference=${id}`))).toBe(id);
    expect(paymentIdFrom(new URLSearchParams(`OrderTrackingId=b945e4af&OrderMerchantReference=${id.toUpperCase()}`))).toBe(id);
  });
  it('when no payment id is in the address, then none is assumed', () => {
    expect(paymentIdFrom(new URLSearchParams('payment=abc'))).toBe('');
  });
});
