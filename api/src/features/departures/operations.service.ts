/**
 * Departure operations for staff: cancel a departure with its bookings (every traveller e-mailed,
 * paid bookings left owing a refund) and move a booking to another departure of the same tour
 * (seats checked by the seat ledger, the traveller e-mailed). Each in one transaction with its
 * audit rows and e-mails: all of it happens, or none.
 */
import {
  DEPARTURE_ADMIN_MESSAGES as A,
  DEPARTURE_MESSAGES,
  seatsLeftMessage,
  type BookingMoveInput,
  type BookingMoveResult,
  type DepartureCancelResult,
} from '@safari/shared/departures';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Store } from '../../lib/db';
import { ConflictError, NotFoundError, SeatsError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { nairobiToday } from '../../lib/rates.repo';
import { seatsLeftOf } from '../../lib/seats';
import { assertSection } from '../../lib/staff-access';
import type { DeparturesRepo } from './departures.repo';
import type { OperationBooking, OperationsRepo } from './operations.repo';

export interface OperationsStore {
  departures: DeparturesRepo;
  operations: OperationsRepo;
  audit: AuditRepo;
  outbox: Outbox;
}

export interface OperationsService {
  cancel(actor: AuthUser | undefined, departureId: string): Promise<DepartureCancelResult>;
  move(actor: AuthUser | undefined, bookingId: string, input: BookingMoveInput): Promise<BookingMoveResult>;
}

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
          if (target.date < today()) throw new ValidationError({ departureId: DEPARTURE_MESSAGES.past }, DEPARTURE_MESSAGES.past);
          if (target.status !== 'open') throw new SeatsError(A.moveDepartureNotOpen, 0);
          targetDate = target.date;
          const moved = await tx.operations.move(booking.id, target.id, target.date);
          await tx.audit.record({
            actorId: actor.id,
            action: 'move',
            entity: 'booking',
            entityId: booking.id,
            details: { reference: booking.reference, from: booking.date, to: moved.date, departure: target.id },
            before: snapshot(booking),
            after: snapshot(moved),
          });
          if (moved.email) {
            await tx.outbox.queue('booking_moved', moved.email, { ...mailFacts(moved), previousDate: booking.date, pickup: target.pickup, pickupTime: target.pickupTime });
          }
          const departure = await tx.departures.findById(target.id);
          if (!departure) throw new Error('target departure not found');
          return { bookingId: moved.id, reference: moved.reference, date: moved.date, departure, previous: { departureId: booking.departureId, date: booking.date } };
        });
      } catch (caught) {
        const seatsLeft = seatsLeftOf(caught);
        if (seatsLeft !== undefined) throw new SeatsError(seatsLeftMessage(seatsLeft, targetDate), seatsLeft);
        throw caught;
      }
    },
  };
}
