/**
 * Bookings: `/api/bookings…` (the public booking form, and the staff's Manage Bookings). Also the port through which other features act on bookings inside
 * their own transactions (payments confirms them, a verified account claims its earlier ones).
 */
import { Router, type RequestHandler } from 'express';
import type pg from 'pg';
import type { PaymentMethod } from '@safari/shared/enums';
import type { Auth } from '../../lib/auth';
import { createAuditRepo } from '../../lib/audit.repo';
import type { CatalogueCache } from '../../lib/catalogue-cache';
import { createStore, type Queryable, type Store } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { LaneApp } from '../../lib/fast-lane';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { NotificationsPort } from '../../lib/outbox';
import { createRateLimiter, mailTo, perIp } from '../../lib/rate-limit';
import { createBookingsAdminRepo } from './bookings.admin.repo';
import { bookingsAdminRouter, staffBookingForm } from './bookings.admin.routes';
import { bookingCreateLane, type BookingLaneFront } from './bookings.bare-lane';
import { createBookingsAdminService, type BookingsAdminStore, type StaffPaymentsPort } from './bookings.admin.service';
import { amountDueNow } from '@safari/shared/money';
import { createRatesRepo, nairobiToday } from '../../lib/rates.repo';
import { createBookingsRepo, type BookableTour, type BookingRecord } from './bookings.repo';
import { bookingsRouter } from './bookings.routes';
import { createBookingsService, toBooking, type BookingsStore } from './bookings.service';
import { createLedgerRepo } from './ledger.repo';
import { createTripRepo } from './trip.repo';
import { tripRouter } from './trip.routes';
import { createTripService } from './trip.service';

export function createBookingsStore(pool: pg.Pool, notifications: NotificationsPort): Store<BookingsStore> {
  return createStore(pool, (db) => ({
    bookings: createBookingsRepo(db),
    ledger: createLedgerRepo(db),
    outbox: notifications.outbox(db),
    idempotency: createIdempotencyRepo(db),
  }));
}

export function createBookingsAdminStore(pool: pg.Pool, notifications: NotificationsPort, payments: StaffPaymentsPort): Store<BookingsAdminStore> {
  return createStore(pool, (db) => ({
    repo: createBookingsAdminRepo(db),
    ledger: createLedgerRepo(db),
    rates: createRatesRepo(db),
    payments: payments.forStaff(db),
    audit: createAuditRepo(db),
    outbox: notifications.outbox(db),
    idempotency: createIdempotencyRepo(db),
  }));
}

/** Cache key of the bookable tours (per catalogue version, like every catalogue answer). */
const BOOKABLE_TOURS_KEY = 'bookings:bookable-tours';
const KES_RATE_KEY = 'bookings:kes-rate';

/**
 * The published tour a booking is for, from the catalogue cache: every tour write bumps the
 * catalogue version in its own transaction, so a tour unpublished or repriced is seen by the next
 * booking (a listening replica learns of it at commit). It saved every booking a round trip to
 * Postgres: bookings are the API's busiest write.
 */
function bookableTourFinder(catalogue: CatalogueCache, pool: pg.Pool): (id: string) => Promise<BookableTour | null> {
  const byId = new WeakMap<BookableTour[], Map<string, BookableTour>>();
  return async (id) => {
    const tours = await catalogue.get(BOOKABLE_TOURS_KEY, () => createBookingsRepo(pool).listBookableTours());
    let index = byId.get(tours);
    if (!index) {
      index = new Map(tours.map((tour) => [tour.id, tour]));
      byId.set(tours, index);
    }
    return index.get(id) ?? null;
  };
}

export interface BookingsFeature extends Feature {
  /**
   * The lane of POST /api/bookings ahead of Express (bookings.bare-lane.ts): `front`, the app's
   * middleware every API request passes through before its route (request log, headers, compression,
   * body reader, text checks), then the route's own handlers; a traveller's plain booking goes the bare way.
   */
  createLane(front: BookingLaneFront, app: LaneApp): RequestHandler;
}

export function bookingsFeature(deps: FeatureDeps & { auth: Auth; notifications: NotificationsPort; payments: StaffPaymentsPort; catalogue: CatalogueCache }): BookingsFeature {
  // The rate is part of the catalogue's state (a new rate bumps its version), so it is kept with it.
  const kesRate = () => deps.catalogue.get(KES_RATE_KEY, () => createRatesRepo(deps.pool).kes());
  const service = createBookingsService({
    store: createBookingsStore(deps.pool, deps.notifications),
    findBookableTour: bookableTourFinder(deps.catalogue, deps.pool),
    kesRate,
    holdMinutes: deps.config.seatHoldMinutes,
    catalogueState: () => deps.catalogue.version.known(),
  });
  const admin = createBookingsAdminService({ store: createBookingsAdminStore(deps.pool, deps.notifications, deps.payments) });
  const router = Router();
  const limiter = createRateLimiter({ db: deps.pool, rules: deps.config.rateLimits, logger: deps.logger });
  const limit = limiter.limit(['bookingsPerIp', perIp], mailTo('contact', 'email'));
  // Staff routes first: GET /bookings and the writes of /bookings/{id} are theirs. The console's Add
  // Booking form shares the public POST /bookings, which hands a staff body to it.
  router.use(bookingsAdminRouter({ service: admin, auth: deps.auth, docs: deps.docs }));
  const staffForm = staffBookingForm({ service: admin, auth: deps.auth });
  const publicRoutes = bookingsRouter({ service, auth: deps.auth, docs: deps.docs, limit, staffForm });
  router.use(publicRoutes.router);
  // My Trips: a trip's own screen and the traveller's requests to the office about it.
  const trips = createTripService({ store: createStore(deps.pool, (db) => ({ bookings: createBookingsRepo(db), trips: createTripRepo(db), idempotency: createIdempotencyRepo(db) })) });
  router.use(tripRouter({ service: trips, auth: deps.auth, docs: deps.docs, limit: limiter.limit(['enquiriesPerIp', perIp]) }));
  return { router, createLane: (front, app) => bookingCreateLane({ front, app, handlers: publicRoutes.createHandlers, limit, service }) };
}

const withSummary = (record: BookingRecord | null) => (record ? { ...record, summary: toBooking(record) } : null);

/** Bookings as other features use them, on their transaction client (`db`). */
export const bookingsPort = {
  /** Payments: read, lock and confirm the booking a payment is for; `summary` is the traveller's view. */
  forPayments(db: Queryable) {
    const repo = createBookingsRepo(db);
    const ledger = createLedgerRepo(db);
    const rates = createRatesRepo(db);
    return {
      findById: async (id: string) => withSummary(await repo.findById(id)),
      lockById: async (id: string) => withSummary(await repo.lockById(id)),
      setMethod: repo.setMethod,
      markPaymentFailed: repo.markPaymentFailed,
      retakeReleasedSeats: repo.retakeReleasedSeats,
      async holdSeats(id: string, until: Date) {
        const booking = await repo.findById(id);
        if (booking) await repo.holdSeats(booking, until);
      },
      kesRate: rates.kes,
      async dueNow(id: string) {
        const booking = await repo.findById(id);
        if (!booking || booking.status === 'canceled') return 0;
        return amountDueNow(booking, await ledger.totals(booking), nairobiToday());
      },
      async recordPayment(bookingId: string, payment: { paymentId: string; amount: number; currency: 'USD' | 'KES'; rate: number; method: PaymentMethod; reference: string }) {
        const booking = await repo.findById(bookingId);
        if (!booking) return null;
        // The rate the attempt was charged at; for dollars on a dollar booking, the office's rate of the day (for the receipt).
        const converted = payment.currency === 'KES' || booking.currency === 'KES';
        const office = converted ? null : await rates.kes();
        const added = await ledger.add(booking, {
          bookingId,
          kind: 'payment',
          amount: payment.amount,
          currency: payment.currency,
          rate: converted ? payment.rate : (office?.rate ?? 1),
          rateDate: office?.asOf ?? nairobiToday(),
          method: payment.method,
          reference: payment.reference,
          paymentId: payment.paymentId,
        });
        return added && { receiptNo: added.entry.receiptNo, balance: { amount: added.totals.balance, currency: booking.currency, dueDate: booking.balanceDueDate } };
      },
    };
  },
  /** Accounts: a verified e-mail claims the bookings made with it before the account existed. */
  forAccounts(db: Queryable) {
    const repo = createBookingsRepo(db);
    return { linkUnownedByEmail: repo.linkUnownedByEmail };
  },
};
