/**
 * Booking rules: the tour must be bookable, the amount comes from the tour's price (never from the
 * client's estimate), every booking gets a unique reference, and the traveller is told by e-mail
 * through the notifications outbox, in the same transaction as the booking.
 */
import { randomInt } from 'node:crypto';
import {
  BOOKING_MESSAGES,
  bookingReference,
  isPayable,
  type Booking,
  type BookingDetail,
  type BookingRequest,
} from '@safari/shared/booking';
import { DEPARTURE_MESSAGES, DEPARTURE_REQUIRED, seatsLeftMessage } from '@safari/shared/departures';
import type { PayMode } from '@safari/shared/enums';
import { DEFAULT_SEAT_HOLD_MINUTES, type SeatHold } from '@safari/shared/holds';
import { amountDueNow, quoteBooking } from '@safari/shared/money';
import { PAYMENT_MESSAGES } from '@safari/shared/payment';
import { UUID_PATTERN } from '@safari/shared/uuid';
import { mayAccessBooking, type BookingAccess } from '../../lib/booking-access';
import { batched, grouped, type Statement, type Store } from '../../lib/db';
import { ConflictError, NotFoundError, SeatsError, ValidationError } from '../../lib/errors';
import { requestHash, runIdempotent, runIdempotentTogether, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo, SavedKey } from '../../lib/idempotency.repo';
import type { Outbox } from '../../lib/outbox';
import { pricedAt } from '../../lib/priced-tour.repo';
import { nairobiToday, type KesRate } from '../../lib/rates.repo';
import { seatsLeftOf } from '../../lib/seats';
import { offerTokenHash } from '../../lib/waitlist-offer';
import { isReferenceTaken, type BookableTour, type BookingDeparture, type BookingRecord, type BookingsRepo, type PreparedBooking } from './bookings.repo';
import { createSeatGate, type Admitted } from './seat-gate';
import { publicRow, totalsOf, type LedgerEntry, type LedgerRepo } from './ledger.repo';

export const BOOKING_SCOPE = 'POST /api/bookings';

/** The traveller's view of a booking: their own summary only. */
export function toBooking(record: BookingRecord): Booking {
  return {
    id: record.id,
    reference: record.reference,
    status: record.status,
    paymentStatus: record.paymentStatus,
    amount: record.amount,
    currency: record.currency,
    depositAmount: record.depositAmount,
    balanceDueDate: record.balanceDueDate,
    residency: record.residency,
    displayCurrency: record.displayCurrency,
    departureId: record.departureId,
    tour: { id: record.tourId, name: record.tourName },
    date: record.date,
    adults: record.adults,
    children: record.children,
    payMode: record.payMode,
    method: record.method,
    contact: { name: record.contactName, email: record.contactEmail },
    createdAt: record.createdAt,
  };
}

/** Payment statuses of a booking nothing was paid on yet: only such a booking's seats are held on a timer. */
const UNPAID = new Set(['unpaid', 'failed']);

/**
 * The pay-now seat hold the checkout shows: null unless the booking is on a departure, unpaid, not
 * cancelled and holds its seats on a timer. `seatsLeft` is what the departure has free now.
 */
export function holdOf(record: BookingRecord, paymentStatus: string, seatsLeft: number, now: Date): SeatHold | null {
  if (!record.departureId || !record.holdExpiresAt || record.status !== 'pending' || !UNPAID.has(paymentStatus)) return null;
  const expired = record.seats === 0 || Date.parse(record.holdExpiresAt) <= now.getTime();
  return { expiresAt: record.holdExpiresAt, expired, seatsLeft };
}

/** A booking that holds its seats on a timer: pay now or a deposit, on a departure. */
const holdsOnTimer = (request: BookingRequest) => Boolean(request.departureId) && request.payment.payMode !== 'later';

/** A party that does not fit the seats a departure had left when the booking read it. */
class NoSeats extends Error {
  constructor(readonly seatsLeft: number) {
    super('departure_full');
  }
}

/**
 * A party that did not fit, found before writing (NoSeats) or by the seat trigger: the refusal is
 * stored under the request's key by `refuse`, whose insert also finds a replay's first answer.
 */
const isSeatsRefusal = (error: unknown) => error instanceof NoSeats || seatsLeftOf(error) !== undefined;

/** The body of a 409 for a party that did not fit, as stored under the request's idempotency key. */
interface SeatsRefusal {
  error: string;
  seatsLeft: number;
}

/** The booking with what its ledger adds up to (USD equivalents, and in its own currency) and its rows. */
export function toBookingDetail(record: BookingRecord, entries: readonly LedgerEntry[], today = nairobiToday(), hold: SeatHold | null = null): BookingDetail {
  const totals = totalsOf(record, entries);
  const unpaidAfterFailure = totals.paymentStatus === 'unpaid' && record.paymentStatus === 'failed';
  return {
    ...toBooking(record),
    paid: totals.paidUsd,
    balance: totals.balanceUsd,
    refunded: totals.refundedUsd,
    paymentStatus: unpaidAfterFailure ? 'failed' : totals.paymentStatus,
    totals: { paid: totals.paid, balance: totals.balance, refunded: totals.refunded, currency: record.currency },
    dueNow: record.status === 'canceled' ? 0 : amountDueNow(record, totals, today),
    ledger: entries.map(publicRow),
    hold,
  };
}

/** What every e-mail about a booking states (reference, safari, date, traveller, amount). */
export function mailFacts(booking: BookingRecord) {
  return {
    bookingId: booking.id,
    // The e-mail's links open the booking with its key (the traveller may not be signed in).
    bookingKey: booking.accessKey,
    reference: booking.reference,
    tourName: booking.tourName,
    date: booking.date,
    name: booking.contactName,
    amount: booking.amount,
    currency: booking.currency,
  };
}

/** The payment link e-mail's facts (the phone is kept for staff to follow up by SMS or WhatsApp). */
function paymentLinkFacts(booking: BookingRecord) {
  return Object.assign(mailFacts(booking), { phone: booking.contactPhone });
}

/** The booking received e-mail's facts: the party and how it pays (a deposit: how much, and when the rest is due). */
function receivedFacts(booking: BookingRecord, payMode: PayMode) {
  const facts = Object.assign(mailFacts(booking), { adults: booking.adults, children: booking.children, payMode });
  return payMode === 'deposit' ? Object.assign(facts, { depositAmount: booking.depositAmount, balanceDueDate: booking.balanceDueDate }) : facts;
}

/** Tells the traveller how to pay, by e-mail. */
async function queuePaymentLink(outbox: Outbox, booking: BookingRecord): Promise<void> {
  if (!booking.contactEmail) return;
  await outbox.queue('payment_link', booking.contactEmail, paymentLinkFacts(booking));
}

/** Group writes of bookings in flight at once (of the pool's 10 connections), and bookings per group at most. */
const GROUP_WRITERS = 5;
const MAX_GROUP = 100;

/** Draws of a booking reference before giving up (each taken one is a rare collision). */
const MAX_REFERENCE_TRIES = 8;

export interface BookingsService {
  /** Stores a booking once per idempotency key; a replay answers the first booking again. */
  create(request: BookingRequest, context: { userId?: string; idempotencyKey?: string }): Promise<StoredResponse<Booking>>;
  /** A booking with its ledger, for its owner's session or whoever holds its access key; anybody else: 404. */
  get(id: string, access: BookingAccess): Promise<BookingDetail>;
  /** The traveller chose to pay later (e.g. after a failed payment): a payment link is sent once. Same access as `get`. */
  payLater(id: string, access: BookingAccess): Promise<Booking>;
}

/** What a booking writes in one transaction: the booking, its e-mails and its idempotency key. */
export interface BookingsStore {
  bookings: BookingsRepo;
  ledger: LedgerRepo;
  outbox: Outbox;
  idempotency: IdempotencyRepo;
}

export function createBookingsService(deps: {
  store: Store<BookingsStore>;
  newReference?: () => string;
  /**
   * The published tour a booking is for, or null. By default read with the booking; the feature
   * passes the catalogue cache's copy (kept per catalogue version, which every tour write bumps).
   */
  findBookableTour?: (id: string) => Promise<BookableTour | null>;
  /** The office's USD->KES rate (null until staff set one). */
  kesRate: () => Promise<KesRate | null>;
  /** Today's date in Nairobi (tests move it). */
  today?: () => string;
  /** Minutes a pay-now booking holds its seats while unpaid (SEAT_HOLD_MINUTES). */
  holdMinutes?: number;
  /** Group writes in flight at once (GROUP_WRITERS; tests pass 1 to see the bookings of a turn as one group). */
  groupWriters?: number;
  /** The clock of holds and offers (tests move it). */
  now?: () => Date;
  /**
   * The catalogue state when known without asking Postgres (a listening replica's), under which the
   * seat gate keeps what it read of a departure; without it every booking reads its departure.
   */
  catalogueState?: () => string | undefined;
}): BookingsService {
  const { store } = deps;
  const now = deps.now ?? (() => new Date());
  const holdMs = (deps.holdMinutes ?? DEFAULT_SEAT_HOLD_MINUTES) * 60_000;
  const newReference = deps.newReference ?? (() => bookingReference(randomInt));
  const today = deps.today ?? (() => nairobiToday());
  // A hot departure refuses most of its buyers at once: their refusals are stored in batches.
  const saveRefusal = batched((entries: SavedKey[]) => store.repos.idempotency.saveAll(entries));
  /**
   * The web form's bookings are written in groups (lib/db.ts `grouped`): the requests that arrive
   * together share one statement and one commit. Alone, or when a group's statement fails, each is
   * written by its own statement, as before.
   */
  const writeBooking = grouped<PreparedBooking & { statements: () => Statement[] }, boolean>({
    together: (entries) => store.repos.bookings.insertMany(entries),
    alone: (entry) => store.runTogether(entry.statements()).then(() => true),
    concurrency: deps.groupWriters ?? GROUP_WRITERS,
    maxGroup: MAX_GROUP,
  });
  const seatGate = createSeatGate<BookingDeparture>({ read: (id) => store.repos.bookings.findDeparture(id), state: deps.catalogueState ?? (() => undefined) });

  /**
   * Answers 409 for a party that did not fit, and keeps that answer under the request's idempotency
   * key: the outbox replaying the same booking later gets the same refusal, never a seat freed since
   * (a new booking is a new key). A concurrent duplicate that stored its answer first wins.
   */
  async function refuse(key: string | undefined, hash: string, refusal: SeatsRefusal): Promise<StoredResponse<Booking>> {
    if (key) {
      // Not stored: the key was (a replay, or a concurrent duplicate that stored its answer first).
      if (!(await saveRefusal({ key, scope: BOOKING_SCOPE, requestHash: hash, status: 409, response: refusal }))) {
        const stored = await store.repos.idempotency.find(key);
        if (stored && stored.requestHash !== hash) throw new ConflictError('This Idempotency-Key was already used for a different request.');
        if (stored && stored.status !== 409) return { status: stored.status ?? 200, body: stored.response as Booking, replayed: true };
        if (stored) {
          const first = stored.response as SeatsRefusal;
          throw new SeatsError(first.error, first.seatsLeft);
        }
      }
    }
    throw new SeatsError(refusal.error, refusal.seatsLeft);
  }

  return {
    async create(request, context) {
      /** The travel date, for the words of a refusal: the departure's when it has one. */
      let bookedDate = request.date;
      const hash = context.idempotencyKey ? requestHash(BOOKING_SCOPE, request) : '';
      const options = { key: context.idempotencyKey, scope: BOOKING_SCOPE, body: request };
      // A waitlist offer's token: its held seats are given back and taken by this booking, in one transaction.
      const offer = request.departureId && request.waitlistOffer ? offerTokenHash(request.waitlistOffer) : null;
      /** The seat gate's admission of this party (released when its write ended). */
      let admission: Admitted<BookingDeparture> | undefined;
      /** Ends the admission (if any) once its write is over: whether it took the seats. */
      const releaseSeats = (took: boolean) => {
        admission?.release(took);
        admission = undefined;
      };
      /** Reads what the booking needs and returns its answer with the statements that write it. */
      const prepare = async (repos: BookingsStore) => {
        const id = request.tourId.toLowerCase();
        const tour = UUID_PATTERN.test(request.tourId) ? await (deps.findBookableTour ? deps.findBookableTour(id) : repos.bookings.findBookableTour(id)) : null;
        if (!tour) throw new ValidationError({ tourId: BOOKING_MESSAGES.tourNotFound }, BOOKING_MESSAGES.tourNotFound);
        // A scheduled departure: its date, and its own price where it has one.
        const party = request.adults + request.children;
        // A waitlist offer's seats are held for this party: read as last committed, no gate.
        const gated = request.departureId && !offer ? await seatGate.enter(request.departureId.toLowerCase(), party) : null;
        if (gated?.kind === 'admitted') admission = gated;
        const departure = request.departureId ? (gated ? (gated.kind === 'unknown' ? null : gated.departure) : await repos.bookings.findDeparture(request.departureId.toLowerCase())) : null;
        if (request.departureId && (!departure || departure.tourId !== tour.id)) {
          throw new ValidationError({ departureId: DEPARTURE_MESSAGES.notFound }, DEPARTURE_MESSAGES.notFound);
        }
        // A scheduled tour sells seats on its departures only: a free date would take none.
        if (!departure && tour.schedule === 'scheduled') throw new ValidationError({ departureId: DEPARTURE_REQUIRED }, DEPARTURE_REQUIRED);
        const date = departure ? departure.date : request.date;
        bookedDate = date;
        // Full as far as is known for certain (lib: seat-gate.ts): refused without writing, nor
        // queueing for the departure's row lock (a hot departure's late buyers).
        if (gated?.kind === 'full') throw new NoSeats(gated.seatsLeft);
        const quote = quoteBooking(pricedAt(tour, departure?.price), { date, adults: request.adults, children: request.children, residency: request.residency }, today());
        if (quote === null) throw new ValidationError({ tourId: BOOKING_MESSAGES.priceOnRequest }, BOOKING_MESSAGES.priceOnRequest);
        const payMode = request.payment.payMode;
        if (payMode === 'deposit' && !quote.depositAllowed) {
          throw new ValidationError({ 'payment.payMode': BOOKING_MESSAGES.depositClosed }, BOOKING_MESSAGES.depositClosed);
        }
        // A shilling price keeps the rate of the day it was booked (its USD equivalent).
        const rate = quote.currency === 'KES' || request.currency === 'KES' ? await deps.kesRate() : null;
        if ((quote.currency === 'KES' || request.currency === 'KES') && !rate) {
          throw new ValidationError({ currency: BOOKING_MESSAGES.noRate }, BOOKING_MESSAGES.noRate);
        }

        const { record: booking, statement } = repos.bookings.prepareInsert(
          {
            tourId: tour.id,
            tourName: tour.name,
            userId: context.userId ?? null,
            date,
            adults: request.adults,
            children: request.children,
            contactName: request.contact.name,
            contactEmail: request.contact.email,
            contactPhone: request.contact.phone,
            method: request.payment.method,
            payMode,
            // The client's priceEstimate is ignored on purpose.
            amount: quote.amount,
            currency: quote.currency,
            residency: request.residency,
            displayCurrency: request.currency,
            depositAmount: payMode === 'deposit' ? quote.depositAmount : 0,
            balanceDueDate: quote.balanceDueDate,
            rate: quote.currency === 'KES' && rate ? rate.rate : 1,
            departureId: departure?.id ?? null,
            // Pay now or a deposit: the seats are held while unpaid (pay later keeps them until staff cancel).
            holdExpiresAt: departure && holdsOnTimer(request) ? new Date(now().getTime() + holdMs).toISOString() : null,
          },
          newReference(),
        );
        const mails = [
          repos.outbox.prepare('booking_received', booking.contactEmail, receivedFacts(booking, payMode)),
        ];
        if (request.payment.payMode === 'later' && booking.contactEmail) {
          mails.push(repos.outbox.prepare('payment_link', booking.contactEmail, paymentLinkFacts(booking)));
        }
        return {
          status: 201,
          // The creator's answer (and its replays) alone carries the access key.
          body: Object.assign(toBooking(booking), { accessKey: booking.accessKey }),
          // Made only for the one-at-a-time path (alone, or with a waitlist offer): a group writes from `booking` and `mails`.
          get statements() {
            return [statement(), ...mails.map(repos.outbox.statementOf)];
          },
          departureId: booking.departureId,
          booking,
          mails,
        };
      };

      for (let attempt = 1; ; attempt += 1) {
        try {
          const result = offer
            ? await runIdempotent<BookingsStore, Booking | SeatsRefusal>(store, options, async (tx) => {
                const { status, body, statements, departureId } = await prepare(tx);
                if (departureId) await tx.bookings.claimWaitlistOffer(offer, departureId, (body as Booking).id, now());
                await tx.bookings.runInOrder(statements);
                return { status, body };
              })
            : // One round trip writes it all: the booking, its e-mails and its idempotency key, as one statement.
              // together with the bookings of other requests that arrived with it (group commit).
              await runIdempotentTogether<BookingsStore, Booking | SeatsRefusal, Awaited<ReturnType<typeof prepare>>>(
                store,
                { ...options, answersItself: isSeatsRefusal, hash, write: (prepared, key, statements) => writeBooking({ record: prepared.booking, mails: prepared.mails, key, statements }) },
                prepare,
              );
          releaseSeats(result.status === 201 && !result.replayed);
          // A replay of a request that was refused for want of seats gets the same refusal.
          if (result.status === 409) {
            const refusal = result.body as SeatsRefusal;
            throw new SeatsError(refusal.error, refusal.seatsLeft);
          }
          return result as StoredResponse<Booking>;
        } catch (error) {
          releaseSeats(false);
          // Another booking holds the drawn reference: nothing was written; draw again.
          if (isReferenceTaken(error) && attempt < MAX_REFERENCE_TRIES) continue;
          // The party did not fit the departure's seats (checked by the database in the same statement).
          const seatsLeft = error instanceof NoSeats ? error.seatsLeft : seatsLeftOf(error);
          if (seatsLeft !== undefined) return refuse(context.idempotencyKey, hash, { error: seatsLeftMessage(seatsLeft, bookedDate), seatsLeft });
          throw error;
        }
      }
    },

    async get(id, access) {
      const record = UUID_PATTERN.test(id) ? await store.repos.bookings.findById(id.toLowerCase()) : null;
      // Not the owner and no key: answered like an unknown booking, so the id reveals nothing.
      if (!record || !mayAccessBooking(record, access)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
      const detail = toBookingDetail(record, await store.repos.ledger.list(record.id), today());
      // Only a booking that holds its seats on a timer costs the departure's read.
      const held = record.departureId && holdOf(record, detail.paymentStatus, 0, now()) ? await store.repos.bookings.seatsLeftOn(record.departureId) : null;
      return held === null ? detail : { ...detail, hold: holdOf(record, detail.paymentStatus, held, now()) };
    },

    async payLater(id, access) {
      if (!UUID_PATTERN.test(id)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
      return store.transaction(async (tx) => {
        const repo = tx.bookings;
        const booking = await repo.lockById(id.toLowerCase());
        if (!booking || !mayAccessBooking(booking, access)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
        if (!isPayable(booking)) {
          throw new ConflictError(booking.paymentStatus === 'paid' ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.notPayable);
        }
        if (booking.payMode === 'later') return toBooking(booking);
        // Pay later keeps the seats until staff cancel: no expiry, and seats a lapsed hold gave back are taken again if they fit.
        try {
          await repo.holdSeats(booking, null);
        } catch (error) {
          const seatsLeft = seatsLeftOf(error);
          if (seatsLeft !== undefined) throw new SeatsError(seatsLeftMessage(seatsLeft, booking.date), seatsLeft);
          throw error;
        }
        await repo.setPayMode(booking.id, 'later');
        await queuePaymentLink(tx.outbox, booking);
        return toBooking({ ...booking, payMode: 'later' });
      });
    },
  };
}
