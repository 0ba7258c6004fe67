/**
 * What prices a booking of a tour (the public form's rule: shared/src/money-rules.ts `quoteBooking`),
 * read the same way by the booking path and by staff operations that reprice a booking.
 */
import { bookingUnitPrice } from '@safari/shared/booking-rules';
import type { PricingTier } from '@safari/shared/enums';
import type { PricedTour, Season } from '@safari/shared/money';

export interface PricedTourRecord {
  price: number | null;
  pricing: Partial<Record<PricingTier, number>> | null;
  residentPriceKes: number | null;
  citizenPriceKes: number | null;
  depositPercent: number;
  balanceDueDays: number;
  seasons: Season[];
}

export interface PricedTourRow {
  price: string | null;
  pricing: PricedTourRecord['pricing'];
  resident_price_kes: string | null;
  citizen_price_kes: string | null;
  deposit_percent: number;
  balance_due_days: number;
  seasons: Season[];
}

/** The tours columns a PricedTourRow holds, for a select list. */
export const PRICED_TOUR_COLUMNS = 'price, pricing, resident_price_kes, citizen_price_kes, deposit_percent, balance_due_days, seasons';

const nullableNumber = (value: string | null) => (value === null ? null : Number(value));

export function toPricedTour(row: PricedTourRow): PricedTourRecord {
  return {
    price: nullableNumber(row.price),
    pricing: row.pricing,
    residentPriceKes: nullableNumber(row.resident_price_kes),
    citizenPriceKes: nullableNumber(row.citizen_price_kes),
    depositPercent: row.deposit_percent,
    balanceDueDays: row.balance_due_days,
    seasons: row.seasons,
  };
}

/**
 * The tour as `quoteBooking` prices it at a departure's own price per adult (else the tour's), built
 * field by field: spreading the record into a new object copied it whole for every booking.
 */
export function pricedAt(tour: PricedTourRecord, departurePrice: number | null | undefined): PricedTour {
  return {
    unitPrice: departurePrice ?? bookingUnitPrice(tour),
    residentPriceKes: tour.residentPriceKes,
    citizenPriceKes: tour.citizenPriceKes,
    depositPercent: tour.depositPercent,
    balanceDueDays: tour.balanceDueDays,
    seasons: tour.seasons,
  };
}
