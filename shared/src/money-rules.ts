/**
 * How a safari is priced and paid, as pure functions the booking form, the checkout, My Trips and
 * the API share: seasons, resident and citizen prices in shillings, deposits and the balance's due
 * date, conversions between dollars and shillings, the cancellation policy, and what a booking's
 * ledger adds up to. Free of zod so a page can price a booking without the schema library.
 */
import { priceEstimate } from './booking-rules';
import { convert, DEFAULT_BALANCE_DUE_DAYS, DEFAULT_DEPOSIT_PERCENT, roundMoney, type CancellationBand, type Currency, type PricedTour, type Residency, type Season } from './money-terms';

// What a visitor reads before booking lives in money-terms.ts (public pages import it alone).
export {
  CURRENCIES,
  RESIDENCIES,
  RESIDENCY_LABELS,
  DEFAULT_DEPOSIT_PERCENT,
  DEFAULT_BALANCE_DUE_DAYS,
  DEFAULT_CANCELLATION_POLICY,
  roundMoney,
  convert,
  lowestAdultPriceUsd,
  describePolicy,
  formatMoney,
} from './money-terms';
export type { Currency, Residency, Season, CancellationBand, PricedTour } from './money-terms';

/** Reminders of an unpaid balance go out this many days before it is due. */
export const BALANCE_REMINDER_DAYS = [14, 7, 2] as const;

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

/**
 * When the balance of a booking travelling on `date` is due: the tour's `balanceDueDays` before
 * (the rule of a new booking, and of one moved to another date).
 */
export function balanceDueOn(date: string, tour: Pick<PricedTour, 'balanceDueDays'>): string {
  return daysBefore(date, tour.balanceDueDays ?? DEFAULT_BALANCE_DUE_DAYS);
}

/** A booking's due date before a change of its date or tour, and whether the office set it by hand. */
export interface BalanceDueBefore {
  date: string;
  balanceDueDate: string;
  balanceDueByHand: boolean;
}

/**
 * When the balance falls due after a booking's date or tour changed (an edit, or a move to another
 * departure), on `today` (YYYY-MM-DD). By the tour's rule ({@link balanceDueOn}) for the new date;
 * but a due date the office set by hand keeps its distance to the travel date (it moves with it, and
 * a change of tour alone leaves it), so the time the office gave is never silently taken back. A day
 * already past makes it due today.
 */
export function balanceDueAfterChange(before: BalanceDueBefore, date: string, tour: Pick<PricedTour, 'balanceDueDays'>, today: string): string {
  const due = before.balanceDueByHand ? daysBefore(date, daysBetween(before.balanceDueDate, before.date)) : balanceDueOn(date, tour);
  return due < isoDay(today) ? isoDay(today) : due;
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
  const amount = roundMoney(priceEstimate(unit.price, booking.adults, booking.children), unit.currency);
  const depositPercent = tour.depositPercent ?? DEFAULT_DEPOSIT_PERCENT;
  const balanceDueDate = balanceDueOn(booking.date, tour);
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

/** Money received and money given back, each summed in the booking's currency and in USD (refunds positive). */
export interface LedgerSums {
  paid: number;
  paidUsd: number;
  refunded: number;
  refundedUsd: number;
}

/** The sums of a booking's rows: a refund, or an adjustment that gives money back, counts as refunded. */
export function sumLedger(rows: readonly LedgerAmounts[]): LedgerSums {
  const sums: LedgerSums = { paid: 0, paidUsd: 0, refunded: 0, refundedUsd: 0 };
  for (const row of rows) {
    if (row.kind === 'refund' || (row.kind === 'adjustment' && row.bookingAmount < 0)) {
      sums.refunded -= row.bookingAmount;
      sums.refundedUsd -= row.usd;
    } else {
      sums.paid += row.bookingAmount;
      sums.paidUsd += row.usd;
    }
  }
  return sums;
}

type LedgerBooking = { amount: number; currency: Currency; depositAmount: number; rate: number; canceled: boolean };

/** What a booking's sums mean: its balance and payment status. `rate` converts its balance to USD (1 for a USD booking). */
export function totalsFromSums(booking: LedgerBooking, sums: LedgerSums): LedgerTotals {
  const currency = booking.currency;
  const paid = roundMoney(sums.paid, currency);
  const refunded = roundMoney(sums.refunded, currency);
  const balance = booking.canceled ? 0 : roundMoney(Math.max(0, booking.amount - paid + refunded), currency);
  let paymentStatus: LedgerPaymentStatus = 'unpaid';
  if (refunded > 0) paymentStatus = paid - refunded <= 0 ? 'refunded' : 'partially refunded';
  else if (paid > 0 && paid >= booking.amount) paymentStatus = 'paid';
  else if (paid > 0 && booking.depositAmount > 0 && paid >= booking.depositAmount) paymentStatus = 'deposit paid';
  else if (paid > 0) paymentStatus = 'partially paid';
  return {
    paid,
    paidUsd: roundMoney(sums.paidUsd, 'USD'),
    refunded,
    refundedUsd: roundMoney(sums.refundedUsd, 'USD'),
    balance,
    balanceUsd: convert(balance, currency, 'USD', booking.rate),
    paymentStatus,
  };
}

/** What a booking's rows add up to. */
export function ledgerTotals(booking: LedgerBooking, rows: readonly LedgerAmounts[]): LedgerTotals {
  return totalsFromSums(booking, sumLedger(rows));
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
