import type { Booking } from '@safari/shared/booking';
import { describe, expect, it } from 'vitest';
import { balanceLeft, balanceText, chargeFor, dueNowOf, mpesaApprovalText, paidSoFar, stillCheckingTitle } from './charge';

const booking = {
  id: '5b3d3c1e-2f4a-4c5b-9d6e-7f8a9b0c1d2e',
  reference: 'SAF-7K3Q9',
  status: 'pending',
  paymentStatus: 'unpaid',
  amount: 1950,
  currency: 'USD',
  depositAmount: 585,
  balanceDueDate: '2026-12-31',
  residency: 'nonResident',
  displayCurrency: 'KES',
  tour: { id: '0b7f3c52-8f7e-4d8e-9a57-1a0c7f0d2e11', name: 'Masai Mara Great Migration Safari' },
  date: '2027-03-01',
  adults: 1,
  children: 0,
  payMode: 'deposit',
  method: 'mpesa',
  contact: { name: 'Amina Wanjiru', email: 'amina@example.com' },
  createdAt: '2026-11-26T10:00:00.000Z',
} as Booking;

describe('chargeFor', () => {
  it('when M-Pesa pays a dollar amount, then it is whole shillings at the rate, rounded up as the server charges', () => {
    expect(chargeFor(420, 'USD', 'mpesa', 129.5)).toEqual({ amount: 54_390, currency: 'KES' });
    expect(chargeFor(585, 'USD', 'mpesa', 129.5)).toEqual({ amount: 75_758, currency: 'KES' });
    expect(chargeFor(100.01, 'USD', 'mpesa', 129.5)).toEqual({ amount: 12_952, currency: 'KES' });
  });

  it('when card or PayPal pays a shilling price, then it is dollars to the cent, rounded up; same currency is unchanged', () => {
    expect(chargeFor(21_000, 'KES', 'pesapal', 129.5)).toEqual({ amount: 162.17, currency: 'USD' });
    expect(chargeFor(1950, 'USD', 'paypal', 129.5)).toEqual({ amount: 1950, currency: 'USD' });
    expect(chargeFor(21_000, 'KES', 'mpesa', null)).toEqual({ amount: 21_000, currency: 'KES' });
  });

  it('when a conversion is needed and no rate is known, then no amount is guessed', () => {
    expect(chargeFor(420, 'USD', 'mpesa', null)).toBeNull();
    expect(mpesaApprovalText(null)).toBe('You will be asked to approve the amount in Kenya shillings, at our rate of the day, on your phone.');
    expect(mpesaApprovalText({ amount: 54_390, currency: 'KES' })).toBe('You will be asked to approve KSh\u00A054,390 on your phone.');
  });
});

describe('what is due and what is left', () => {
  it('when the booking page’s answer has dueNow, then the checkout charges it; an older answer falls back to the balance or the total', () => {
    expect(dueNowOf({ ...booking, dueNow: 585, totals: { paid: 0, balance: 1950, refunded: 0, currency: 'USD' } })).toBe(585);
    expect(dueNowOf({ ...booking, totals: { paid: 585, balance: 1365, refunded: 0, currency: 'USD' } })).toBe(1365);
    expect(dueNowOf(booking)).toBe(1950);
  });

  it('when a deposit is paid, then what is left and its due date are told; nothing is left once paid in full', () => {
    const deposited = { ...booking, status: 'confirmed', paymentStatus: 'deposit paid' } as const;
    expect(paidSoFar(deposited)).toBe(585);
    expect(balanceLeft(deposited)).toEqual({ amount: 1365, currency: 'USD', dueDate: '2026-12-31' });
    expect(balanceText({ amount: 1365, currency: 'USD', dueDate: '2026-12-31' })).toBe('The balance of $1,365 is due by 31 Dec 2026.');
    expect(balanceLeft({ ...deposited, paymentStatus: 'partially paid', totals: { paid: 900, balance: 1050, refunded: 0, currency: 'USD' } })?.amount).toBe(1050);
    expect(balanceLeft({ ...deposited, paymentStatus: 'paid' })).toBeNull();
    expect(balanceLeft(booking)).toBeNull();
  });

  it('when an outcome is unknown, then the heading says we are still checking with that provider', () => {
    expect(stillCheckingTitle('mpesa')).toBe('We have not heard from M-Pesa yet — still checking');
  });
});
