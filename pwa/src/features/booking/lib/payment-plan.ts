/**
 * What the booking form shows about money: the price of the party on the chosen date (seasons,
 * resident and citizen prices), the deposit and the balance's due date, each in the currency the
 * traveller reads (shillings at the office's rate when they chose KSh; a resident price is in
 * shillings already). Zod-free: the booking page prices as the traveller types.
 */
import { isIsoDate } from '@safari/shared/booking-rules';
import { displayAmount, type DisplayRate } from '@safari/shared/display-currency';
import type { PayMode } from '@safari/shared/enums';
import { formatDate } from '@safari/shared/format';
import {
  adultPrice,
  daysBetween,
  quoteBooking,
  RESIDENCY_LABELS,
  type BookingQuote,
  type Currency,
  type PricedTour,
  type Residency,
} from '@safari/shared/money-rules';
import { moneyText } from '../../../lib/money-text';

export interface PaymentPlan extends BookingQuote {
  /** False until a travel date is chosen: the price is the tour's own (no season) and no deposit is offered yet. */
  dated: boolean;
}

/**
 * The party's price and payment plan on `today`, or null (the counters hold no number, or the tour
 * is priced on request). Before a date is chosen the tour's price without seasons stands in.
 */
export function paymentPlan(
  tour: PricedTour,
  booking: { date: string; adults: number | null; children: number | null; residency: Residency },
  today: string,
): PaymentPlan | null {
  if (booking.adults === null) return null;
  const party = { adults: booking.adults, children: booking.children ?? 0, residency: booking.residency };
  if (isIsoDate(booking.date)) {
    const quote = quoteBooking(tour, { ...party, date: booking.date }, today);
    return quote && { ...quote, dated: true };
  }
  const quote = quoteBooking({ ...tour, seasons: [] }, { ...party, date: today }, today);
  return quote && { ...quote, depositAllowed: false, depositAmount: 0, dated: false };
}

/** Money in the booking's currency, shown in the traveller's: a shilling price as it is, dollars converted when they read KSh. */
export type ShowMoney = (amount: number) => string;

export function moneyShower(planCurrency: Currency, display: Currency, rate: DisplayRate | null): ShowMoney {
  if (planCurrency === 'KES') return (amount) => moneyText(amount, 'KES');
  return (amount) => {
    const shown = displayAmount(amount, display, rate);
    return moneyText(shown.amount, shown.currency);
  };
}

/** Whether amounts are dollars converted to shillings (the form then names the rate and its date). */
export function convertsToShillings(planCurrency: Currency, display: Currency, rate: DisplayRate | null): boolean {
  return planCurrency === 'USD' && display === 'KES' && rate !== null && rate.rate > 0;
}

/** 'Shillings at the rate of 26 Nov 2026 (KSh 129.50 to the dollar).' */
export function rateNote(rate: DisplayRate): string {
  const perDollar = rate.rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return `Shillings at the rate of ${formatDate(rate.asOf)} (KSh\u00A0${perDollar} to the dollar).`;
}

export interface PayModeChoice {
  value: PayMode;
  label: string;
  description: string;
}

const LATER: PayModeChoice = { value: 'later', label: 'Pay later', description: 'We’ll send a payment link to your e-mail and phone.' };

/**
 * When the traveller may pay. Booking before the balance's due date: a deposit now and the rest by
 * that date, or everything now. From the due date on (or before a date is chosen): pay now in full.
 * Pay later is always there.
 */
export function payModeChoices(plan: PaymentPlan | null, travelDate: string, show: ShowMoney): PayModeChoice[] {
  if (plan?.depositAllowed) {
    const balance = plan.amount - plan.depositAmount;
    return [
      {
        value: 'deposit',
        label: `Pay deposit ${show(plan.depositAmount)} now, ${show(balance)} by ${formatDate(plan.balanceDueDate)}`,
        description: `${plan.depositPercent}% today secures your dates; we’ll remind you before the balance is due.`,
      },
      { value: 'now', label: 'Pay in full', description: `${show(plan.amount)} today, nothing more to pay.` },
      LATER,
    ];
  }
  if (plan?.dated) {
    const days = daysBetween(plan.balanceDueDate, travelDate);
    return [
      {
        value: 'now',
        label: 'Pay now',
        description: `The full ${show(plan.amount)} today: less than ${days} days before travel, the whole price is due.`,
      },
      LATER,
    ];
  }
  return [{ value: 'now', label: 'Pay now', description: 'Secure your dates with a payment today.' }, LATER];
}

export interface ResidencyChoice {
  value: Residency;
  label: string;
  description: string;
}

/**
 * The party's residency, each with its adult price on the date (today's before one is chosen):
 * shilling prices as they are, dollar prices as the traveller reads them (`showUsd`).
 */
export function residencyChoices(tour: PricedTour, date: string, today: string, showUsd: ShowMoney): ResidencyChoice[] {
  const on = isIsoDate(date) ? date : today;
  const priced = isIsoDate(date) ? tour : { ...tour, seasons: [] };
  const priceOf = (residency: Residency) => {
    const price = adultPrice(priced, on, residency);
    if (!price) return 'Priced on request';
    return `${price.currency === 'KES' ? moneyText(price.price, 'KES') : showUsd(price.price)} per adult`;
  };
  return [
    { value: 'nonResident', label: RESIDENCY_LABELS.nonResident, description: `${priceOf('nonResident')}.` },
    { value: 'resident', label: RESIDENCY_LABELS.resident, description: `${priceOf('resident')}, with a resident’s permit.` },
    { value: 'citizen', label: RESIDENCY_LABELS.citizen, description: `${priceOf('citizen')}, with a national ID or passport.` },
  ];
}
