import { describe, expect, it } from 'vitest';
import {
  adultPrice,
  amountDueNow,
  balanceDueAfterChange,
  convert,
  describePolicy,
  DEFAULT_CANCELLATION_POLICY,
  formatMoney,
  ledgerTotals,
  lowestAdultPriceUsd,
  quoteBooking,
  refundOwed,
  reminderThreshold,
  roundMoney,
  type PricedTour,
} from './money-rules';

const tour: PricedTour = { unitPrice: 1000, depositPercent: 30, balanceDueDays: 60 };

describe('deposits and the balance due date', () => {
  it('when booking the day before the due date, then a 30 % deposit is offered and the balance falls due 60 days before travel', () => {
    const quote = quoteBooking(tour, { date: '2027-03-03', adults: 2, children: 0 }, '2027-01-01');
    expect(quote).toMatchObject({ amount: 2000, balanceDueDate: '2027-01-02', depositAllowed: true, depositAmount: 600, currency: 'USD' });
  });

  it('when booking exactly on the due date, then only full payment is offered', () => {
    const quote = quoteBooking(tour, { date: '2027-03-03', adults: 2, children: 0 }, '2027-01-02');
    expect(quote).toMatchObject({ balanceDueDate: '2027-01-02', depositAllowed: false, depositAmount: 0 });
  });

  it('when a party has children, then each child pays 60 % and the deposit is 30 % of the whole', () => {
    const quote = quoteBooking(tour, { date: '2027-06-01', adults: 2, children: 3 }, '2026-11-26');
    expect(quote?.amount).toBe(3800);
    expect(quote?.depositAmount).toBe(1140);
  });

  it('when the amounts have cents, then USD keeps the cents and shillings are whole', () => {
    const cents = quoteBooking({ unitPrice: 333.33, depositPercent: 30 }, { date: '2027-06-01', adults: 1, children: 1 }, '2026-11-26');
    expect(cents?.amount).toBe(533.33);
    expect(cents?.depositAmount).toBe(160);
    const shillings = quoteBooking({ unitPrice: 100, residentPriceKes: 4_501, depositPercent: 33 }, { date: '2027-06-01', adults: 1, children: 1, residency: 'resident' }, '2026-11-26');
    expect(shillings?.currency).toBe('KES');
    expect(shillings?.amount).toBe(7202); // 4 501 + 2 700.6
    expect(shillings?.depositAmount).toBe(2377); // 33 % of 7 202 = 2 376.66
    expect(roundMoney(2.005, 'USD')).toBe(2.01);
    expect(convert(100, 'USD', 'KES', 129.37)).toBe(12937);
    expect(convert(12937, 'KES', 'USD', 129.37)).toBe(100);
  });
});

describe('the balance due date after a change of date or tour', () => {
  const byRule = { date: '2027-08-01', balanceDueDate: '2027-06-02', balanceDueByHand: false };
  const byHand = { date: '2027-08-01', balanceDueDate: '2027-07-01', balanceDueByHand: true };

  it('when it was set by the rule, then the new date and tour give it (today once that day has passed)', () => {
    expect(balanceDueAfterChange(byRule, '2027-09-01', tour, '2026-11-27')).toBe('2027-07-03');
    expect(balanceDueAfterChange(byRule, '2027-08-01', { balanceDueDays: 30 }, '2026-11-27')).toBe('2027-07-02');
    expect(balanceDueAfterChange(byRule, '2027-01-10', tour, '2026-12-20')).toBe('2026-12-20');
  });

  it('when the office set it by hand, then it keeps its 31 days before travel, whatever the tour (today once that day has passed)', () => {
    expect(balanceDueAfterChange(byHand, '2027-09-01', tour, '2026-11-27')).toBe('2027-08-01');
    expect(balanceDueAfterChange(byHand, '2027-08-01', { balanceDueDays: 10 }, '2026-11-27')).toBe('2027-07-01');
    expect(balanceDueAfterChange(byHand, '2026-12-10', tour, '2026-11-27')).toBe('2026-11-27');
  });
});

describe('seasons', () => {
  const seasonal: PricedTour = {
    unitPrice: 1000,
    seasons: [
      { name: 'High season', from: '07-01', to: '10-31', percent: 20 },
      { name: 'Festive', from: '12-20', to: '01-05', price: 1500 },
    ],
  };

  it('when a season spans New Year, then both its December and its January days take its price, and the days around it do not', () => {
    expect(adultPrice(seasonal, '2026-12-20')?.price).toBe(1500);
    expect(adultPrice(seasonal, '2027-01-05')?.price).toBe(1500);
    expect(adultPrice(seasonal, '2026-12-19')?.price).toBe(1000);
    expect(adultPrice(seasonal, '2027-01-06')?.price).toBe(1000);
  });

  it('when a season is a percentage, then the date pays that much more and cards show the lowest price of the year', () => {
    expect(adultPrice(seasonal, '2027-08-15')?.price).toBe(1200);
    expect(lowestAdultPriceUsd(seasonal)).toBe(1000);
    expect(lowestAdultPriceUsd({ unitPrice: 1000, seasons: [{ name: 'Green', from: '04-01', to: '05-31', percent: -25 }] })).toBe(750);
  });
});

describe('resident and citizen prices', () => {
  const mara: PricedTour = { unitPrice: 200, residentPriceKes: 4_500, citizenPriceKes: 3_000 };

  it('when a resident party has children, then it pays shillings with children at 60 %', () => {
    const quote = quoteBooking(mara, { date: '2027-06-01', adults: 2, children: 2, residency: 'resident' }, '2026-11-26');
    expect(quote).toMatchObject({ currency: 'KES', unitPrice: 4_500, amount: 14_400 });
  });

  it('when citizens, non-residents or residents of a tour without resident prices book, then each pays its own price', () => {
    expect(adultPrice(mara, '2027-06-01', 'citizen')).toEqual({ price: 3_000, currency: 'KES' });
    expect(adultPrice(mara, '2027-06-01', 'nonResident')).toEqual({ price: 200, currency: 'USD' });
    expect(adultPrice({ unitPrice: 200 }, '2027-06-01', 'resident')).toEqual({ price: 200, currency: 'USD' });
  });
});

describe('the cancellation policy', () => {
  it('when cancelling in each band, then the refund is 100 %, 50 % or nothing', () => {
    expect(refundOwed(DEFAULT_CANCELLATION_POLICY, 600, 'USD', 60)).toBe(600);
    expect(refundOwed(DEFAULT_CANCELLATION_POLICY, 600, 'USD', 59)).toBe(300);
    expect(refundOwed(DEFAULT_CANCELLATION_POLICY, 600, 'USD', 30)).toBe(300);
    expect(refundOwed(DEFAULT_CANCELLATION_POLICY, 600, 'USD', 29)).toBe(0);
    expect(describePolicy(DEFAULT_CANCELLATION_POLICY)).toBe('100 % refunded when cancelling 60 days or more before travel; 50 % at 30–59 days; none after.');
  });
});

describe('what a ledger adds up to', () => {
  const booking = { amount: 2000, currency: 'USD' as const, depositAmount: 600, rate: 1, canceled: false };

  it('when a deposit is paid, then the booking reads deposit paid with the rest as balance', () => {
    const totals = ledgerTotals(booking, [{ kind: 'payment', bookingAmount: 600, usd: 600 }]);
    expect(totals).toMatchObject({ paid: 600, balance: 1400, refunded: 0, paymentStatus: 'deposit paid' });
  });

  it('when half of what was paid is refunded, then it reads partially refunded; all of it, refunded', () => {
    const rows = [{ kind: 'payment' as const, bookingAmount: 600, usd: 600 }];
    expect(ledgerTotals({ ...booking, canceled: true }, [...rows, { kind: 'refund', bookingAmount: -300, usd: -300 }])).toMatchObject({ refunded: 300, balance: 0, paymentStatus: 'partially refunded' });
    expect(ledgerTotals({ ...booking, canceled: true }, [...rows, { kind: 'refund', bookingAmount: -600, usd: -600 }]).paymentStatus).toBe('refunded');
  });

  it('when the deposit was chosen and nothing is paid, then the checkout charges the deposit; after the due date, the whole balance', () => {
    const plan = { payMode: 'deposit', depositAmount: 600, balanceDueDate: '2027-01-02' };
    expect(amountDueNow(plan, { paid: 0, balance: 2000 }, '2027-01-01')).toBe(600);
    expect(amountDueNow(plan, { paid: 0, balance: 2000 }, '2027-01-02')).toBe(2000);
    expect(amountDueNow(plan, { paid: 600, balance: 1400 }, '2026-12-01')).toBe(1400);
  });
});

describe('reminders and money text', () => {
  it('when the due date nears, then the 14-, 7- and 2-day reminders apply in turn', () => {
    expect(reminderThreshold(15)).toBeUndefined();
    expect(reminderThreshold(14)).toBe(14);
    expect(reminderThreshold(8)).toBe(14);
    expect(reminderThreshold(7)).toBe(7);
    expect(reminderThreshold(2)).toBe(2);
    expect(reminderThreshold(-3)).toBe(2);
  });

  it('when amounts are shown, then shillings are whole and dollars keep their cents', () => {
    expect(formatMoney(12_937.4, 'KES')).toBe('KSh 12,937');
    expect(formatMoney(1250, 'USD')).toBe('$1,250');
    expect(formatMoney(599.4, 'USD')).toBe('$599.40');
  });
});
