import type { LedgerRow } from '@safari/shared/money';
import { describe, expect, it } from 'vitest';
import { amountAfterCurrencyChange, attemptStatusLabel, bookingTotals, converted, ledgerLine, paymentRecordedMessage, refundable, refundRecordedMessage } from './booking-money';

const row = (patch: Partial<LedgerRow>): LedgerRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'payment',
  amount: 103_600,
  currency: 'KES',
  rate: 129.5,
  rateDate: '2026-11-26',
  usd: 800,
  method: 'cash',
  reference: 'TILL-7',
  receiptNo: 12,
  recordedBy: 'Amina Otieno',
  note: '',
  at: '2026-11-26T09:30:00.000Z',
  ...patch,
});

describe('booking money as staff read it', () => {
  it('when a shilling payment is in the ledger, then its row names the amount, the rate with its date and the dollars', () => {
    expect(ledgerLine(row({}))).toMatchObject({
      date: '26 Nov 2026',
      receipt: 'Receipt 12',
      kind: 'Payment',
      method: 'Cash',
      amount: 'KSh 103,600',
      rate: 'KSh 129.50 per $1, rate of 26 Nov 2026',
      usd: '$800',
      reference: 'TILL-7',
      recordedBy: 'Recorded by Amina Otieno',
    });
  });

  it('when a dollar refund made online is in the ledger, then it reads negative, with no rate, as the traveller’s own', () => {
    const line = ledgerLine(row({ kind: 'refund', amount: -400.5, currency: 'USD', rate: 1, usd: -400.5, method: 'paypal', reference: '', recordedBy: null }));
    expect(line).toMatchObject({ kind: 'Refund', method: 'PayPal', amount: '-$400.50', rate: '', usd: '-$400.50', reference: '—', recordedBy: 'Paid online by the traveller' });
  });

  it('when the booking is in shillings, then each total gives its dollars; in dollars, just once', () => {
    expect(bookingTotals({ totals: { paid: 103_600, balance: 155_400, refunded: 0, currency: 'KES' }, paid: 800, balance: 1200, refunded: 0 })).toEqual({
      paid: 'KSh 103,600 ($800)',
      balance: 'KSh 155,400 ($1,200)',
      refunded: 'KSh 0 ($0)',
    });
    expect(bookingTotals({ totals: { paid: 800, balance: 1200, refunded: 400, currency: 'USD' }, paid: 800, balance: 1200, refunded: 400 })).toEqual({ paid: '$800', balance: '$1,200', refunded: '$400' });
  });

  it('when an amount is typed, then it converts at the office rate, and says nothing without a rate or an amount', () => {
    expect(converted('103600', 'KES', 'USD', 129.5)).toBe(800);
    expect(converted('800', 'USD', 'KES', 129.5)).toBe(103_600);
    expect(converted('800', 'USD', 'USD', null)).toBe(800);
    expect(converted('103600', 'KES', 'USD', null)).toBeNull();
    expect(converted('', 'KES', 'USD', 129.5)).toBeNull();
    expect(converted('-5', 'KES', 'USD', 129.5)).toBeNull();
  });

  it('when a deposit is recorded, then staff read "deposit paid" with what is due and when, not "paid"', () => {
    const message = paymentRecordedMessage({ paymentStatus: 'deposit paid', status: 'confirmed', totals: { paid: 800, balance: 1200, refunded: 0, currency: 'USD' }, balanceDueDate: '2027-03-05' });
    expect(message).toBe('Payment recorded: deposit paid and confirmed. $1,200 is due by 5 Mar 2027.');
    expect(paymentRecordedMessage({ paymentStatus: 'paid', status: 'confirmed', totals: { paid: 2000, balance: 0, refunded: 0, currency: 'USD' }, balanceDueDate: '2027-03-05' })).toBe(
      'Payment recorded: the booking is paid and confirmed.',
    );
    expect(paymentRecordedMessage({ paymentStatus: 'partially paid', status: 'pending', totals: { paid: 100, balance: 1900, refunded: 0, currency: 'USD' }, balanceDueDate: '2027-03-05' })).toBe(
      'Payment recorded: partially paid. $1,900 is still owed.',
    );
  });

  it('when a refund is recorded, then the message says what the booking now is, and whether the traveller is told', () => {
    expect(refundRecordedMessage({ paymentStatus: 'partially refunded', email: 'a@b.test' })).toBe('Refund recorded: the booking is now partially refunded. The traveller is e-mailed about it.');
    expect(refundRecordedMessage({ paymentStatus: 'refunded', email: '' })).toBe('Refund recorded: the booking is now refunded.');
  });

  it('when part was refunded, then only the rest can still go back', () => {
    expect(refundable({ totals: { paid: 800, balance: 0, refunded: 300, currency: 'USD' } })).toBe(500);
    expect(refundable({ totals: { paid: 800, balance: 0, refunded: 800, currency: 'USD' } })).toBe(0);
  });

  it('when the currency changes, then the amount offered converts with it and an amount staff typed stays', () => {
    const offer = { amount: 400, currency: 'USD' as const };
    expect(amountAfterCurrencyChange('400', 'USD', 'KES', offer, 129.5)).toBe('51800');
    expect(amountAfterCurrencyChange('51800', 'KES', 'USD', offer, 129.5)).toBe('400');
    expect(amountAfterCurrencyChange('250', 'USD', 'KES', offer, 129.5)).toBe('250');
    expect(amountAfterCurrencyChange('400', 'USD', 'KES', offer, null)).toBe('400');
    expect(amountAfterCurrencyChange('', 'USD', 'KES', { amount: 0, currency: 'USD' }, 129.5)).toBe('');
  });

  it('when a payment attempt is listed, then its status reads as words', () => {
    expect(attemptStatusLabel('succeeded')).toBe('Paid');
    expect(attemptStatusLabel('pending')).toBe('Waiting');
    expect(attemptStatusLabel('awaiting_approval')).toBe('Awaiting approval');
  });
});
