import { bookingUnitPrice, localIsoDate } from '@safari/shared/booking-rules';
import type { Currency, PricedTour } from '@safari/shared/money-rules';
import type { Tour } from '@safari/shared/tour';
import { useMemo } from 'react';
import { useDisplayCurrency } from '../../../lib/currency';
import { countOf, type BookingFormValues } from './booking-form';
import { convertsToShillings, moneyShower, paymentPlan, rateNote, type PaymentPlan, type ShowMoney } from './payment-plan';

/** The booking page's money: what the party costs and how its amounts read. */
export interface BookingMoney {
  tour: PricedTour;
  plan: PaymentPlan | null;
  /** The counters as numbers (0 while one holds no number). */
  party: { adults: number; children: number };
  show: ShowMoney;
  /** A dollar amount as the traveller reads it (the non-resident price beside the shilling ones). */
  showUsd: ShowMoney;
  /** The currency the traveller reads prices in (sent with the booking). */
  display: Currency;
  /** The rate and its date when dollars are shown in shillings. */
  note: string | null;
}

/** The plan of the form's values (on the picked departure's price when it has one), in the header's currency (shillings at the office's rate when chosen). */
export function useBookingMoney(tour: Tour, values: BookingFormValues, departurePrice: number | null = null): BookingMoney {
  const { currency: display, rate } = useDisplayCurrency();
  // A departure's own price per adult stands in for the tour's (as the server prices it).
  const priced = useMemo<PricedTour>(() => ({ ...tour, unitPrice: departurePrice ?? bookingUnitPrice(tour) }), [tour, departurePrice]);
  const adults = countOf(values.adults);
  const children = countOf(values.children);
  const plan = paymentPlan(priced, { date: values.date, adults, children, residency: values.residency }, localIsoDate());
  const currency = plan?.currency ?? 'USD';
  return {
    tour: priced,
    plan,
    party: { adults: adults ?? 0, children: children ?? 0 },
    show: moneyShower(currency, display, rate),
    showUsd: moneyShower('USD', display, rate),
    display,
    note: rate && convertsToShillings(currency, display, rate) ? rateNote(rate) : null,
  };
}
