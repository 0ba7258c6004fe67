import { describe, expect, it } from 'vitest';
import { moneyShower, paymentPlan, payModeChoices, rateNote, residencyChoices } from './payment-plan';

const TODAY = '2026-11-26';
const mara = { unitPrice: 1950, depositPercent: 30, balanceDueDays: 60, seasons: [] };
const camping = {
  unitPrice: 420,
  residentPriceKes: 28_500,
  citizenPriceKes: 21_000,
  seasons: [{ name: 'Migration season', from: '07-01', to: '10-31', percent: 20 }],
};
const usd = moneyShower('USD', 'USD', null);
const rate = { rate: 129.5, asOf: '2026-11-26' };

describe('paymentPlan', () => {
  it('when the date is more than 60 days ahead, then a 30 % deposit is offered and the balance is due 60 days before travel', () => {
    expect(paymentPlan(mara, { date: '2027-03-01', adults: 1, children: 0, residency: 'nonResident' }, TODAY)).toEqual({
      currency: 'USD',
      unitPrice: 1950,
      amount: 1950,
      depositPercent: 30,
      depositAmount: 585,
      balanceDueDate: '2026-12-31',
      depositAllowed: true,
      dated: true,
    });
  });

  it('when the date is inside the balance’s window, then no deposit is offered', () => {
    expect(paymentPlan(mara, { date: '2027-01-20', adults: 2, children: 1, residency: 'nonResident' }, TODAY)).toMatchObject({
      amount: 2 * 1950 + 0.6 * 1950,
      depositAllowed: false,
      depositAmount: 0,
    });
  });

  it('when no date is chosen yet, then the tour’s own price (no season) stands and no deposit is offered', () => {
    expect(paymentPlan(camping, { date: '', adults: 1, children: 0, residency: 'nonResident' }, '2026-08-01')).toMatchObject({
      amount: 420,
      depositAllowed: false,
      dated: false,
    });
    expect(paymentPlan(camping, { date: '2027-08-01', adults: 1, children: 0, residency: 'nonResident' }, TODAY)).toMatchObject({ amount: 504 });
  });

  it('when the party is resident or citizen, then it pays the shilling price; a counter without a number gives no plan', () => {
    expect(paymentPlan(camping, { date: '2027-03-01', adults: 2, children: 0, residency: 'citizen' }, TODAY)).toMatchObject({ currency: 'KES', amount: 42_000, depositAmount: 12_600 });
    expect(paymentPlan(camping, { date: '2027-03-01', adults: null, children: 0, residency: 'resident' }, TODAY)).toBeNull();
  });
});

describe('payModeChoices', () => {
  it('when a deposit is allowed, then the choices are the deposit with its balance and date, in full, and later', () => {
    const plan = paymentPlan(mara, { date: '2027-03-01', adults: 1, children: 0, residency: 'nonResident' }, TODAY);
    expect(payModeChoices(plan, '2027-03-01', usd).map(({ value, label }) => [value, label])).toEqual([
      ['deposit', 'Pay deposit $585 now, $1,365 by 31 Dec 2026'],
      ['now', 'Pay in full'],
      ['later', 'Pay later'],
    ]);
  });

  it('when the traveller reads shillings, then the deposit and balance are whole shillings at the rate', () => {
    const plan = paymentPlan(mara, { date: '2027-03-01', adults: 1, children: 0, residency: 'nonResident' }, TODAY);
    expect(payModeChoices(plan, '2027-03-01', moneyShower('USD', 'KES', rate))[0]?.label).toBe('Pay deposit KSh\u00A075,758 now, KSh\u00A0176,768 by 31 Dec 2026');
  });

  it('when the balance is already due, or no date is chosen, then only paying now (in full) and later are offered', () => {
    const inside = paymentPlan(mara, { date: '2027-01-20', adults: 1, children: 0, residency: 'nonResident' }, TODAY);
    const choices = payModeChoices(inside, '2027-01-20', usd);
    expect(choices.map((choice) => choice.value)).toEqual(['now', 'later']);
    expect(choices[0]?.description).toBe('The full $1,950 today: less than 60 days before travel, the whole price is due.');
    expect(payModeChoices(null, '', usd).map((choice) => choice.label)).toEqual(['Pay now', 'Pay later']);
  });
});

describe('moneyShower and rateNote', () => {
  it('when a booking is priced in shillings, then it reads in shillings whatever the header says; dollars read as chosen', () => {
    expect(moneyShower('KES', 'USD', null)(21_000)).toBe('KSh\u00A021,000');
    expect(moneyShower('USD', 'KES', rate)(420)).toBe('KSh\u00A054,390');
    // No rate known: a shilling figure is never guessed.
    expect(moneyShower('USD', 'KES', null)(420)).toBe('$420');
    expect(rateNote(rate)).toBe('Shillings at the rate of 26 Nov 2026 (KSh\u00A0129.50 to the dollar).');
  });
});

describe('residencyChoices', () => {
  it('when a tour has resident and citizen prices, then each residency shows its adult price on the date', () => {
    expect(residencyChoices(camping, '2027-08-01', TODAY, usd).map((choice) => choice.description)).toEqual([
      '$504 per adult.',
      'KSh\u00A034,200 per adult, with a resident’s permit.',
      'KSh\u00A025,200 per adult, with a national ID or passport.',
    ]);
    // A traveller reading shillings sees the dollar price in shillings too.
    expect(residencyChoices(camping, '2027-08-01', TODAY, moneyShower('USD', 'KES', rate))[0]?.description).toBe('KSh\u00A065,268 per adult.');
  });
});
