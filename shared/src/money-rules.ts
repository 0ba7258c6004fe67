/**
 * How a safari is priced and paid, as pure functions the booking form, the checkout, My Trips and
 * the API share: seasons, resident and citizen prices in shillings, deposits and the balance's due
 * date, conversions between dollars and shillings, the cancellation policy, and what a booking's
 * ledger adds up to. Free of zod so a page can price a booking without the schema library.
 */
import { CHILD_PRICE_FACTOR } from './constants';

export const CURRENCIES = ['USD', 'KES'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const RESIDENCIES = ['nonResident', 'resident', 'citizen'] as const;
export type Residency = (typeof RESIDENCIES)[number];
export const RESIDENCY_LABELS: Record<Residency, string> = {
  nonResident: 'Non-resident',
  resident: 'East-African resident',
  citizen: 'East-African citizen',
};

export const DEFAULT_DEPOSIT_PERCENT = 30;
export const DEFAULT_BALANCE_DUE_DAYS = 60;
/** Reminders of an unpaid balance go out this many days before it is due. */
export const BALANCE_REMINDER_DAYS = [14, 7, 2] as const;

/** A yearly date range ('MM-DD' to 'MM-DD', inclusive; may span New Year) with its adult price. */
export interface Season {
  name: string;
  from: string;
  to: string;
  /** The adult price in USD during the season, or … */
  price?: number;
  /** … the tour's prices changed by this percentage (+20: 20 % more; -15: 15 % less). */
  percent?: number;
}

/** Cancelling at least `daysBefore` days before travel refunds `percent` of what was paid. */
export interface CancellationBand {
  daysBefore: number;
  percent: number;
}
export const DEFAULT_CANCELLATION_POLICY: CancellationBand[] = [
  { daysBefore: 60, percent: 100 },
  { daysBefore: 30, percent: 50 },
];

/** What pricing needs of a tour. */
export interface PricedTour {
  /** The adult price in USD (the tour's price or its first pricing tier); null: on request. */
  unitPrice: number | null;
  residentPriceKes?: number | null;
  citizenPriceKes?: number | null;
  depositPercent?: number;
  balanceDueDays?: number;
  seasons?: Season[];
}

/** USD to the cent, KES to the whole shilling (half away from zero, as a till does). */
export function roundMoney(amount: number, currency: Currency): number {
  const factor = currency === 'KES' ? 1 : 100;
  return (Math.sign(amount) * Math.round(Math.abs(amount) * factor + 1e-9)) / factor;
}

/** Converts between the two currencies at `rate` shillings per dollar, rounded for the target. */
export function convert(amount: number, from: Currency, to: Currency, rate: number): number {
  if (from === to) return roundMoney(amount, to);
  return roundMoney(from === 'USD' ? amount * rate : amount / rate, to);
}

const isoDay = (date: string) => date.slice(0, 10);

/** The date `days` days before (negative: after) an ISO date, as YYYY-MM-DD. */
export function daysBefore(date: string, days: number): string {
  const time = Date.parse(`${isoDay(date)}T00:00:00Z`) - days * 86_400_000;
  return new Date(time).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (ISO dates; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${isoDay(to)}T00:00:00Z`) - Date.parse(`${isoDay(from)}T00:00:00Z`)) / 86_400_000);
}

/** Whether a date (YYYY-MM-DD) falls in a season; a range whose end is before its start spans New Year. */
export function inSeason(date: string, season: Pick<Season, 'from' | 'to'>): boolean {
  const day = isoDay(date).slice(5);
  return season.from <= season.to ? day >= season.from && day <= season.to : day >= season.from || day <= season.to;
}

/** The first season a date falls in, if any. */
export function seasonOn(date: string, seasons: readonly Season[] | undefined): Season | undefined {
  return seasons?.find((season) => inSeason(date, season));
}

/** The price per adult on a date, in the currency the residency is priced in; null: on request. */
export function adultPrice(tour: PricedTour, date: string, residency: Residency = 'nonResident'): { price: number; currency: Currency } | null {
  const season = seasonOn(date, tour.seasons);
  const change = (price: number) => (season?.percent !== undefined ? price * (1 + season.percent / 100) : price);
  const kes = residency === 'citizen' ? (tour.citizenPriceKes ?? tour.residentPriceKes) : residency === 'resident' ? tour.residentPriceKes : null;
  if (typeof kes === 'number') return { price: roundMoney(change(kes), 'KES'), currency: 'KES' };
  if (season?.price !== undefined) return { price: season.price, currency: 'USD' };
  if (tour.unitPrice === null) return null;
  return { price: roundMoney(change(tour.unitPrice), 'USD'), currency: 'USD' };
}

/** Whether the tour has prices for East-African citizens or residents (the form then asks). */
export function hasResidentPrices(tour: Pick<PricedTour, 'residentPriceKes' | 'citizenPriceKes'>): boolean {
  return typeof tour.residentPriceKes === 'number' || typeof tour.citizenPriceKes === 'number';
}

/** The lowest adult price in USD over the year, for 'from $X' on cards; null: on request. */
export function lowestAdultPriceUsd(tour: PricedTour): number | null {
  const prices: number[] = [];
  if (tour.unitPrice !== null) prices.push(tour.unitPrice);
  for (const season of tour.seasons ?? []) {
    if (season.price !== undefined) prices.push(season.price);
    else if (season.percent !== undefined && tour.unitPrice !== null) prices.push(roundMoney(tour.unitPrice * (1 + season.percent / 100), 'USD'));
  }
  return prices.length ? Math.min(...prices) : null;
}

/** What a booking costs and how it may be paid. */
export interface BookingQuote {
  currency: Currency;
  /** The adult price on that date. */
  unitPrice: number;
  /** Adults at the price, children at 60 %, rounded for the currency. */
  amount: number;
  depositPercent: number;
  /** The deposit in the booking's currency (0 when a deposit cannot be taken). */
  depositAmount: number;
  /** When the balance is due: `balanceDueDays` before travel. */
  balanceDueDate: string;
  /** A deposit may be paid only when booking before the due date. */
  depositAllowed: boolean;
}

/**
 * The booking's price and payment plan on `today` (YYYY-MM-DD). Booking on or after the due date,
 * only full payment is offered.
 */
export function quoteBooking(
  tour: PricedTour,
  booking: { date: string; adults: number; children: number; residency?: Residency },
  today: string,
): BookingQuote | null {
  const unit = adultPrice(tour, booking.date, booking.residency);
  if (!unit) return null;
  const amount = roundMoney(booking.adults * unit.price + booking.children * unit.price * CHILD_PRICE_FACTOR, unit.currency);
  const depositPercent = tour.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const balanceDueDate = daysBefore(booking.date, tour.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS);
  const depositAllowed = isoDay(today) < balanceDueDate && depositPercent < 100 && amount > 0;
  return {
    currency: unit.currency,
    unitPrice: unit.price,
    amount,
    depositPercent,
    depositAmount: depositAllowed ? roundMoney((amount * depositPercent) / 100, unit.currency) : 0,
    balanceDueDate,
    depositAllowed,
  };
}

/** The share of what was paid that is refunded when cancelling `daysBeforeTravel` days before travel. */
export function refundPercent(policy: readonly CancellationBand[], daysBeforeTravel: number): number {
  const band = [...policy].sort((a, b) => b.daysBefore - a.daysBefore).find((entry) => daysBeforeTravel >= entry.daysBefore);
  return band?.percent ?? 0;
}

/** The refund owed under the policy: that share of the net paid, rounded for the currency. */
export function refundOwed(policy: readonly CancellationBand[], netPaid: number, currency: Currency, daysBeforeTravel: number): number {
  return roundMoney((Math.max(0, netPaid) * refundPercent(policy, daysBeforeTravel)) / 100, currency);
}

/** '100 % refunded 60 days or more before travel; 50 % at 30–59 days; none after.' */
export function describePolicy(policy: readonly CancellationBand[]): string {
  const bands = [...policy].filter((band) => band.percent > 0).sort((a, b) => b.daysBefore - a.daysBefore);
  if (!bands.length) return 'Payments are not refunded on cancellation.';
  const parts = bands.map((band, index) => {
    if (index === 0) return `${band.percent} % refunded when cancelling ${band.daysBefore} days or more before travel`;
    const upper = (bands[index - 1]?.daysBefore ?? 0) - 1;
    return `${band.percent} % at ${band.daysBefore}–${upper} days`;
  });
  const last = bands[bands.length - 1];
  const tail = last && last.daysBefore > 0 ? `; none after` : '';
  return `${parts.join('; ')}${tail}.`;
}

/** The ledger's payment statuses of a booking, as the API and the screens name them. */
export const LEDGER_PAYMENT_STATUSES = ['unpaid', 'deposit paid', 'partially paid', 'paid', 'refunded', 'partially refunded'] as const;
export type LedgerPaymentStatus = (typeof LEDGER_PAYMENT_STATUSES)[number];

/** One ledger row as the totals need it: signed in the booking's currency and in USD. */
export interface LedgerAmounts {
  kind: 'payment' | 'refund' | 'adjustment';
  bookingAmount: number;
  usd: number;
}

export interface LedgerTotals {
  /** Received, in the booking's currency and in USD (refunds not subtracted). */
  paid: number;
  paidUsd: number;
  /** Given back, as a positive amount. */
  refunded: number;
  refundedUsd: number;
  /** Still owed (0 for a cancelled booking), in the booking's currency and in USD at the booking's rate. */
  balance: number;
  balanceUsd: number;
  paymentStatus: LedgerPaymentStatus;
}

/** What a booking's rows add up to. `rate` converts its balance to USD (1 for a USD booking). */
export function ledgerTotals(
  booking: { amount: number; currency: Currency; depositAmount: number; rate: number; canceled: boolean },
  rows: readonly LedgerAmounts[],
): LedgerTotals {
  let paid = 0;
  let paidUsd = 0;
  let refunded = 0;
  let refundedUsd = 0;
  for (const row of rows) {
    if (row.kind === 'refund' || (row.kind === 'adjustment' && row.bookingAmount < 0)) {
      refunded -= row.bookingAmount;
      refundedUsd -= row.usd;
    } else {
      paid += row.bookingAmount;
      paidUsd += row.usd;
    }
  }
  const currency = booking.currency;
  paid = roundMoney(paid, currency);
  refunded = roundMoney(refunded, currency);
  const balance = booking.canceled ? 0 : roundMoney(Math.max(0, booking.amount - paid + refunded), currency);
  let paymentStatus: LedgerPaymentStatus = 'unpaid';
  if (refunded > 0) paymentStatus = paid - refunded <= 0 ? 'refunded' : 'partially refunded';
  else if (paid > 0 && paid >= booking.amount) paymentStatus = 'paid';
  else if (paid > 0 && booking.depositAmount > 0 && paid >= booking.depositAmount) paymentStatus = 'deposit paid';
  else if (paid > 0) paymentStatus = 'partially paid';
  return {
    paid,
    paidUsd: roundMoney(paidUsd, 'USD'),
    refunded,
    refundedUsd: roundMoney(refundedUsd, 'USD'),
    balance,
    balanceUsd: convert(balance, currency, 'USD', booking.rate),
    paymentStatus,
  };
}

/** What a checkout charges now: the deposit when one was chosen and nothing is paid yet before the due date, else the balance. */
export function amountDueNow(
  booking: { payMode: string | null; depositAmount: number; balanceDueDate: string },
  totals: Pick<LedgerTotals, 'paid' | 'balance'>,
  today: string,
): number {
  if (booking.payMode === 'deposit' && totals.paid === 0 && booking.depositAmount > 0 && isoDay(today) < booking.balanceDueDate) {
    return Math.min(booking.depositAmount, totals.balance);
  }
  return totals.balance;
}

/** The reminder threshold that applies `daysLeft` days before the due date (the smallest not yet passed), if any. */
export function reminderThreshold(daysLeft: number): number | undefined {
  return [...BALANCE_REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
}

/** 'KSh 12,900' or '$1,250.40': the site's money text in either currency. */
export function formatMoney(amount: number, currency: Currency): string {
  const rounded = roundMoney(amount, currency);
  const cents = currency === 'USD' && Math.round(Math.abs(rounded) * 100) % 100 !== 0;
  const [whole, fraction] = Math.abs(rounded).toFixed(cents ? 2 : 0).split('.');
  const digits = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = rounded < 0 ? '-' : '';
  return currency === 'KES' ? `${sign}KSh ${digits}` : `${sign}$${digits}${fraction ? `.${fraction}` : ''}`;
}
