/**
 * A trip's own screen for its traveller: the e-mails sent about the booking, the requests sent to the
 * office, and 'Request a change' / 'Request cancellation', which land in the staff inbox linked to
 * the booking. Opened by the booking's owner or whoever holds its key, like the checkout.
 */
import { tripRequestSubject, type Trip, type TripRequest, type TripRequestInput } from '@safari/shared/trip';
import { PAYMENT_MESSAGES } from '@safari/shared/payment';
import { UUID_PATTERN } from '@safari/shared/uuid';
import { mayAccessBooking, type BookingAccess } from '../../lib/booking-access';
import type { Store } from '../../lib/db';
import { NotFoundError } from '../../lib/errors';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import type { BookingRecord, BookingsRepo } from './bookings.repo';
import type { TripRepo } from './trip.repo';

export interface TripStore {
  bookings: BookingsRepo;
  trips: TripRepo;
  idempotency: IdempotencyRepo;
}

export interface TripService {
  get(id: string, access: BookingAccess): Promise<Trip>;
  /** Once per idempotency key (the PWA's outbox replays): a replay answers the first request again. */
  request(id: string, input: TripRequestInput, access: BookingAccess, context: { idempotencyKey?: string }): Promise<StoredResponse<TripRequest>>;
}

const notFound = () => new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);

export function createTripService(deps: { store: Store<TripStore> }): TripService {
  const { store } = deps;

  /** The booking when the request may open it; otherwise the same 404 as an unknown one. */
  async function open(repo: BookingsRepo, id: string, access: BookingAccess): Promise<BookingRecord> {
    const record = UUID_PATTERN.test(id) ? await repo.findById(id.toLowerCase()) : null;
    if (!record || !mayAccessBooking(record, access)) throw notFound();
    return record;
  }

  return {
    async get(id, access) {
      const booking = await open(store.repos.bookings, id, access);
      const [facts, emails, requests] = await Promise.all([
        store.repos.trips.facts(booking.id),
        store.repos.trips.emails(booking.id, booking.contactEmail),
        store.repos.trips.requests(booking.id),
      ]);
      if (!facts) throw notFound();
      return { bookingId: booking.id, tour: { slug: facts.slug, durationDays: facts.durationDays }, endsOn: facts.endsOn, emails, requests };
    },

    async request(id, input, access, context) {
      // Checked before the key: a stranger's replay of somebody's key learns nothing either.
      const booking = await open(store.repos.bookings, id, access);
      return runIdempotent(store, { key: context.idempotencyKey, scope: `POST /api/bookings/${booking.id}/requests`, body: input }, async (tx) => {
        const created = await tx.trips.insertRequest({
          bookingId: booking.id,
          userId: booking.userId,
          kind: input.kind,
          name: booking.contactName,
          email: booking.contactEmail,
          phone: booking.contactPhone,
          subject: tripRequestSubject(input.kind, booking.reference),
          message: input.message,
        });
        return { status: 201, body: created };
      });
    },
  };
}
