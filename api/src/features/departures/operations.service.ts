/**
 * Departure operations for staff: cancel a departure with its bookings (every traveller e-mailed,
 * paid bookings left owing a refund) and move a booking to another departure of the same tour
 * (seats checked by the seat ledger, the traveller e-mailed). Each in one transaction with its
 * audit rows and e-mails: all of it happens, or none.
 */
import { balanceDueDetail } from '@safari/shared/audit-sentence';
import { formatAmount } from '@safari/shared/booking-rules';
import {
  DEPARTURE_ADMIN_MESSAGES as A,
  DEPARTURE_MESSAGES,
  seatsLeftMessage,
  type BookingMoveInput,
  type BookingMoveOptions,
  type BookingMoveResult,
  type DepartureCancelResult,
} from '@safari/shared/departures';
import { balanceDueAfterChange, quoteBooking, roundMoney, sumLedger, totalsFromSums, type Currency, type LedgerTotals } from '@safari/shared/money';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError, SeatsError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { pricedAt } from '../../lib/priced-tour.repo';
import { nairobiToday } from '../../lib/rates.repo';
import { seatsLeftOf } from '../../lib/seats';
import { assertSection } from '../../lib/staff-access';
import type { DeparturesRepo } from './departures.repo';
import type { OperationBooking, OperationsRepo, PricedTourRecord } from './operations.repo';

export interface OperationsStore {
  departures: DeparturesRepo;
  operations: OperationsRepo;
  audit: AuditRepo;
  outbox: Outbox;
}

export interface OperationsService {
  cancel(actor: AuthUser | undefined, departureId: string): Promise<DepartureCancelResult>;
  move(actor: AuthUser | undefined, bookingId: string, input: BookingMoveInput): Promise<BookingMoveResult>;
  /** The departures a booking may move to, each with the total its price gives the party, and the booking's agreed money. */
  moveOptions(actor: AuthUser | undefined, bookingId: string): Promise<BookingMoveOptions>;
}

/** Most departures the move dialog offers (the soonest). */
const MOVE_TARGETS_MAX = 60;

/**
 * What the booking would cost at a departure's price: the public form's rule (its own price per adult,
 * else the tour's; seasons and resident prices by the date), for the same party and residency. Null
 * when the tour is priced on request, or the rule gives another currency than the booking's.
 */
export function priceAt(tour: PricedTourRecord | null, departure: { date: string; price: number | null }, booking: OperationBooking, today: string) {
  if (!tour) return null;
  const quote = quoteBooking(pricedAt(tour, departure.price), { date: departure.date, adults: booking.adults, children: booking.children, residency: booking.residency }, today);
  if (!quote || quote.currency !== booking.currency) return null;
  // A booking with a deposit keeps one: the tour's share of the new total.
  const depositAmount = booking.depositAmount > 0 ? roundMoney((quote.amount * quote.depositPercent) / 100, quote.currency) : 0;
  return { amount: quote.amount, currency: quote.currency, depositAmount };
}

/** What the booking's ledger adds up to at a price. */
const totalsAt = (booking: OperationBooking, amount: number, depositAmount: number, rows: Parameters<typeof sumLedger>[0]): LedgerTotals =>
  totalsFromSums({ amount, currency: booking.currency, depositAmount, rate: booking.rate, canceled: booking.status === 'canceled' }, sumLedger(rows));

const money = (amount: number, currency: Currency) => formatAmount(amount, currency);

const PAID = new Set(['paid', 'deposit paid', 'partially paid']);

/** The facts every e-mail about a booking states, with the key its link opens the booking with. */
const mailFacts = (booking: OperationBooking) => ({
  bookingId: booking.id,
  ...(booking.accessKey ? { bookingKey: booking.accessKey } : {}),
  reference: booking.reference,
  tourName: booking.tourName,
  date: booking.date,
  name: booking.customer,
  amount: booking.amount,
  currency: booking.currency,
});

/** The audit snapshot of a booking: never its access key. */
const snapshot = ({ accessKey: _key, ...booking }: OperationBooking): Record<string, unknown> => booking;

export function createOperationsService(deps: { store: Store<OperationsStore>; today?: () => string }): OperationsService {
  const { store } = deps;
  const today = deps.today ?? (() => nairobiToday());

  return {
    async cancel(actor, id) {
      assertSection(actor, 'bookings');
      const departureId = id.toLowerCase();
      return store.transaction(async (tx) => {
        const lock = UUID_PATTERN.test(departureId) ? await tx.departures.lock(departureId) : null;
        const before = lock ? await tx.departures.findById(departureId) : null;
        if (!before) throw new NotFoundError(A.notFound);
        if (before.status === 'cancelled') throw new ConflictError(A.alreadyCancelled);
        // The departure first: nothing offers its freed seats to anybody once it is cancelled.
        await tx.departures.setStatus(before.id, 'cancelled');
        const cancelled = await tx.operations.cancelBookingsOf(before.id);
        const refundOwed: DepartureCancelResult['refundOwed'] = [];
        for (const { before: booking, after } of cancelled) {
          const owed = PAID.has(after.paymentStatus);
          if (owed) refundOwed.push({ bookingId: after.id, reference: after.reference, customer: after.customer, paymentStatus: after.paymentStatus });
          await tx.audit.record({
            actorId: actor.id,
            action: 'cancel',
            entity: 'booking',
            entityId: after.id,
            details: { reference: after.reference, refundOwed: owed, departure: before.id, reason: 'departure cancelled' },
            before: snapshot(booking),
            after: snapshot(after),
          });
          if (after.email) await tx.outbox.queue('departure_cancelled', after.email, { ...mailFacts(after), refundOwed: owed });
        }
        const departure = await tx.departures.findById(before.id);
        if (!departure) throw new Error('cancelled departure not found');
        await tx.audit.record({
          actorId: actor.id,
          action: 'cancel',
          entity: 'departure',
          entityId: before.id,
          details: { tour: before.tourName, date: before.date, bookingsCancelled: cancelled.length, refundOwed: refundOwed.length },
          before,
          after: departure,
        });
        return { departure, bookingsCancelled: cancelled.length, refundOwed };
      });
    },

    async move(actor, id, input) {
      assertSection(actor, 'bookings');
      const bookingId = id.toLowerCase();
      const targetId = input.departureId.toLowerCase();
      let targetDate = '';
      try {
        return await store.transaction(async (tx) => {
          const booking = UUID_PATTERN.test(bookingId) ? await tx.operations.lockBooking(bookingId) : null;
          if (!booking) throw new NotFoundError(A.moveBookingNotFound);
          if (booking.status === 'canceled') throw new ConflictError(A.moveCanceled);
          const target = await tx.departures.findById(targetId);
          if (!target) throw new ValidationError({ departureId: A.notFound }, A.notFound);
          if (target.tourId !== booking.tourId) throw new ValidationError({ departureId: A.moveOtherTour }, A.moveOtherTour);
          if (target.id === booking.departureId) throw new ValidationError({ departureId: A.moveSameDeparture }, A.moveSameDeparture);
          const day = today();
          if (target.date < day) throw new ValidationError({ departureId: DEPARTURE_MESSAGES.past }, DEPARTURE_MESSAGES.past);
          if (target.status !== 'open') throw new SeatsError(A.moveDepartureNotOpen, 0);
          const tour = await tx.operations.pricedTour(booking.tourId);
          const quoted = priceAt(tour, target, booking, day);
          if (input.reprice && !quoted) throw new ValidationError({ reprice: A.moveNoPrice }, A.moveNoPrice);
          targetDate = target.date;
          // The balance falls due as for a new booking on that date, or the office's hand-set date moves
          // with the travel date (the shared rule); a date already past makes it due today.
          const moved = await tx.operations.move(booking.id, target.id, target.date, balanceDueAfterChange(booking, target.date, tour ?? {}, day));
          // The agreed price stays unless staff apply the target's: then the booking's price and
          // deposit change, and its payment status follows its ledger's rows at the new price.
          const rows = await tx.operations.ledgerAmounts(booking.id);
          const repriced = Boolean(input.reprice && quoted && quoted.amount !== booking.amount);
          const after =
            repriced && quoted
              ? await tx.operations.reprice(booking.id, { ...quoted, paymentStatus: totalsAt(booking, quoted.amount, quoted.depositAmount, rows).paymentStatus })
              : moved;
          const totals = totalsAt(after, after.amount, after.depositAmount, rows);
          const priceNote = repriced
            ? `Price changed from ${money(booking.amount, booking.currency)} to ${money(after.amount, after.currency)}, the new departure’s price`
            : quoted && quoted.amount !== booking.amount
              ? `Agreed price of ${money(booking.amount, booking.currency)} kept; the new departure’s price would be ${money(quoted.amount, quoted.currency)}`
              : undefined;
          await tx.audit.record({
            actorId: actor.id,
            action: 'move',
            entity: 'booking',
            entityId: booking.id,
            details: {
              reference: booking.reference,
              from: booking.date,
              to: moved.date,
              departure: target.id,
              ...(repriced ? { price: { from: booking.amount, to: after.amount, currency: after.currency } } : {}),
              ...(priceNote ? { priceNote } : {}),
              ...balanceDueDetail(booking, moved.balanceDueDate),
            },
            before: snapshot(booking),
            after: snapshot(after),
          });
          if (after.email) {
            await tx.outbox.queue('booking_moved', after.email, {
              ...mailFacts(after),
              previousDate: booking.date,
              pickup: target.pickup,
              pickupTime: target.pickupTime,
              ...(repriced ? { previousAmount: booking.amount } : {}),
              balance: { amount: totals.balance, currency: after.currency, dueDate: after.balanceDueDate },
            });
          }
          const departure = await tx.departures.findById(target.id);
          if (!departure) throw new Error('target departure not found');
          return {
            bookingId: after.id,
            reference: after.reference,
            date: after.date,
            departure,
            previous: { departureId: booking.departureId, date: booking.date },
            total: { amount: after.amount, currency: after.currency },
            repriced,
          };
        });
      } catch (caught) {
        const seatsLeft = seatsLeftOf(caught);
        if (seatsLeft !== undefined) throw new SeatsError(seatsLeftMessage(seatsLeft, targetDate), seatsLeft);
        throw caught;
      }
    },

    async moveOptions(actor, id) {
      assertSection(actor, 'bookings');
      const bookingId = id.toLowerCase();
      const { operations } = store.repos;
      const booking = UUID_PATTERN.test(bookingId) ? await operations.findBooking(bookingId) : null;
      if (!booking) throw new NotFoundError(A.moveBookingNotFound);
      const day = today();
      const [tour, targets, rows] = await Promise.all([
        operations.pricedTour(booking.tourId),
        operations.moveTargets(booking.tourId, day, booking.departureId, MOVE_TARGETS_MAX),
        operations.ledgerAmounts(booking.id),
      ]);
      const totals = totalsAt(booking, booking.amount, booking.depositAmount, rows);
      return {
        bookingId: booking.id,
        departureId: booking.departureId,
        agreed: { amount: booking.amount, paid: roundMoney(totals.paid - totals.refunded, booking.currency), balance: totals.balance, currency: booking.currency },
        items: targets.map(({ price, ...target }) => {
          const quoted = priceAt(tour, { date: target.date, price }, booking, day);
          return { ...target, price: quoted ? { amount: quoted.amount, currency: quoted.currency } : null };
        }),
      };
    },
  };
}
