/**
 * Staff rules for bookings (admins only): every write is audited with before/after snapshots and
 * e-mails the traveller through the outbox, both in the write's own transaction. A payment taken
 * by hand is recorded once (per idempotency key, and never on a booking already paid); cancelling
 * a paid booking keeps its payment and says that a refund is owed.
 */
import { randomInt } from 'node:crypto';
import {
  ADMIN_BOOKING_MESSAGES as M,
  lapsedHoldNoSeatsMessage,
  MANUAL_PAYMENT_METHOD_LABELS,
  refundOwedMessage,
  type AdminBooking,
  type AdminBookingFilters,
  type AdminBookingList,
  type AdminBookingListQuery,
  type BookingCancelResult,
  type BookingUpdateInput,
  type NewBookingInput,
  type PaymentLinkResult,
  type RecordPaymentInput,
} from '@safari/shared/admin-bookings';
import { balanceDueDetail } from '@safari/shared/audit-sentence';
import { bookingReference, priceSetByHandNote } from '@safari/shared/booking-rules';
import {
  amountDueNow,
  balanceDueAfterChange,
  convert,
  daysBetween,
  describePolicy,
  LEDGER_METHOD_LABELS,
  refundOwed,
  roundMoney,
  type BalanceDueInput,
  type RefundInput,
} from '@safari/shared/money';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuditRepo } from '../../lib/audit.repo';
import type { AuthUser } from '../../lib/auth';
import type { Queryable, Store } from '../../lib/db';
import { ConflictError, NotFoundError, SeatsError, ValidationError } from '../../lib/errors';
import { runIdempotent, type StoredResponse } from '../../lib/idempotency';
import type { IdempotencyRepo } from '../../lib/idempotency.repo';
import type { Outbox } from '../../lib/outbox';
import { nairobiToday, type RatesRepo } from '../../lib/rates.repo';
import { seatsLeftOf } from '../../lib/seats';
import { assertSection } from '../../lib/staff-access';
import type { AdminBookingRecord, BookingsAdminRepo, BookingWrite } from './bookings.admin.repo';
import { publicRow, totalsOf, type LedgerRepo } from './ledger.repo';

/** What this service needs of the payments feature (its port, handed over by app.ts). */
export interface StaffPayments {
  recordManual(payment: { bookingId: string; method: string; amount: number; currency: string; reference: string; recordedBy: string }): Promise<AdminBooking['payments'][number]>;
  listByBooking(bookingId: string): Promise<AdminBooking['payments']>;
}
export interface StaffPaymentsPort {
  forStaff(db: Queryable): StaffPayments;
}

/** What a staff write touches, alone or in one transaction. */
export interface BookingsAdminStore {
  repo: BookingsAdminRepo;
  ledger: LedgerRepo;
  rates: RatesRepo;
  payments: StaffPayments;
  audit: AuditRepo;
  outbox: Outbox;
  idempotency: IdempotencyRepo;
}

export const RECORD_PAYMENT_SCOPE = 'POST /api/admin/bookings/:id/payments';
export const RECORD_REFUND_SCOPE = 'POST /api/admin/bookings/:id/refunds';

export interface BookingsAdminService {
  list(actor: AuthUser | undefined, query: AdminBookingListQuery): Promise<AdminBookingList>;
  /** The rows of the CSV export (every match of the filters). */
  exportRows(actor: AuthUser | undefined, filters: AdminBookingFilters): Promise<AdminBookingRecord[]>;
  get(actor: AuthUser | undefined, id: string): Promise<AdminBooking>;
  create(actor: AuthUser | undefined, input: NewBookingInput): Promise<AdminBooking>;
  update(actor: AuthUser | undefined, id: string, input: BookingUpdateInput): Promise<AdminBooking>;
  cancel(actor: AuthUser | undefined, id: string): Promise<BookingCancelResult>;
  recordPayment(actor: AuthUser | undefined, id: string, input: RecordPaymentInput, idempotencyKey: string | undefined): Promise<StoredResponse<AdminBooking>>;
  resendPaymentLink(actor: AuthUser | undefined, id: string): Promise<PaymentLinkResult>;
  recordRefund(actor: AuthUser | undefined, id: string, input: RefundInput, idempotencyKey: string | undefined): Promise<StoredResponse<AdminBooking>>;
  setBalanceDue(actor: AuthUser | undefined, id: string, input: BalanceDueInput): Promise<AdminBooking>;
}

/** What every e-mail about a booking states. */
function mailFacts(booking: AdminBookingRecord) {
  return {
    bookingId: booking.id,
    reference: booking.reference,
    tourName: booking.tourName,
    date: booking.date,
    name: booking.customer,
    amount: booking.price,
    currency: booking.currency,
  };
}

/** The facts, plus the booking's access key so the e-mail's link opens it for a traveller who is not signed in. */
async function travellerMailFacts(tx: Pick<BookingsAdminStore, 'repo'>, booking: AdminBookingRecord) {
  const bookingKey = await tx.repo.accessKeyOf(booking.id);
  return { ...mailFacts(booking), ...(bookingKey ? { bookingKey } : {}) };
}

/** The audit snapshot of a booking: its own fields (no secrets are stored on bookings). */
const snapshot = (booking: AdminBookingRecord): Record<string, unknown> => ({ ...booking });

export function createBookingsAdminService(deps: { store: Store<BookingsAdminStore>; newReference?: () => string; today?: () => string }): BookingsAdminService {
  const { store } = deps;
  const today = deps.today ?? (() => nairobiToday());
  const newReference = deps.newReference ?? (() => bookingReference(randomInt));
  const reader = store.repos;

  const ledgerBooking = (record: AdminBookingRecord) => ({ ...record, amount: record.price });

  async function detail(tx: Pick<BookingsAdminStore, 'repo' | 'payments' | 'ledger'>, record: AdminBookingRecord): Promise<AdminBooking> {
    const [payments, emails, entries, tour] = await Promise.all([
      tx.payments.listByBooking(record.id),
      tx.repo.emailsOf(record.id),
      tx.ledger.list(record.id),
      tx.repo.findTour(record.tourId),
    ]);
    const totals = totalsOf(ledgerBooking(record), entries);
    const policy = tour?.cancellationPolicy ?? [];
    const canceledOn = record.canceledAt ? record.canceledAt.slice(0, 10) : today();
    // What the policy owes back on the day it was cancelled, less what was already refunded; all of
    // it when the office cancelled the departure (the policy is for travellers who cancel).
    const owed =
      record.status !== 'canceled' ? 0 : record.canceledByOperator ? totals.paid : refundOwed(policy, totals.paid, record.currency, daysBetween(canceledOn, record.date));
    const { seats: _seats, balanceDueByHand: _byHand, ...fields } = record;
    return {
      ...fields,
      payments,
      emails,
      paid: totals.paidUsd,
      balance: totals.balanceUsd,
      refunded: totals.refundedUsd,
      paymentStatus: totals.paymentStatus === 'unpaid' && record.paymentStatus === 'failed' ? 'failed' : totals.paymentStatus,
      totals: { paid: totals.paid, balance: totals.balance, refunded: totals.refunded, currency: record.currency },
      dueNow: record.status === 'canceled' ? 0 : amountDueNow(record, totals, today()),
      ledger: entries.map(publicRow),
      refundDue: roundMoney(Math.max(0, owed - totals.refunded), record.currency),
      cancellationPolicy: describePolicy(policy),
    };
  }

  /**
   * The office's rate of the day, kept on every row so its receipt shows both currencies. Shillings
   * (paid, or a shilling booking) cannot be recorded without one (400); dollars on a dollar booking
   * need none (rate 1 until staff set one).
   */
  async function rateFor(tx: BookingsAdminStore, currency: string, booking: AdminBookingRecord): Promise<{ rate: number; rateDate: string }> {
    const rate = await tx.rates.kes();
    if (rate) return { rate: rate.rate, rateDate: rate.asOf };
    if (currency === 'USD' && booking.currency === 'USD') return { rate: 1, rateDate: today() };
    throw new ValidationError({ currency: M.noRate }, M.noRate);
  }

  async function locked(tx: BookingsAdminStore, id: string): Promise<AdminBookingRecord> {
    const booking = UUID_PATTERN.test(id) ? await tx.repo.lockById(id.toLowerCase()) : null;
    if (!booking) throw new NotFoundError(M.notFound);
    return booking;
  }

  /** The tour a booking may be (re)assigned to: not deleted, and published unless it is the booking's own. */
  async function tourFor(tx: BookingsAdminStore, tourId: string, current?: AdminBookingRecord) {
    const tour = UUID_PATTERN.test(tourId) ? await tx.repo.findTour(tourId.toLowerCase()) : null;
    if (!tour || (!tour.isPublished && tour.id !== current?.tourId)) throw new ValidationError({ tour: M.tourNotFound }, M.tourNotFound);
    return tour;
  }

  async function tellTraveller(tx: BookingsAdminStore, booking: AdminBookingRecord, previousStatus: AdminBookingRecord['status'] | null) {
    if (!booking.email) return;
    await tx.outbox.queue('booking_status_changed', booking.email, {
      ...(await travellerMailFacts(tx, booking)),
      status: booking.status,
      previousStatus,
      refundOwed: booking.refundOwed,
    });
  }

  /** A booking on request now travels on another date: the traveller is told, as a move tells them, with the balance and its due date. */
  async function tellNewDate(tx: BookingsAdminStore, before: AdminBookingRecord, after: AdminBookingRecord) {
    if (!after.email) return;
    const totals = await tx.ledger.totals(ledgerBooking(after));
    await tx.outbox.queue('booking_moved', after.email, {
      ...(await travellerMailFacts(tx, after)),
      previousDate: before.date,
      onRequest: true,
      pickup: '',
      pickupTime: '',
      ...(after.price !== before.price ? { previousAmount: before.price } : {}),
      balance: { amount: totals.balance, currency: after.currency, dueDate: after.balanceDueDate },
    });
  }

  const writeOf = (input: NewBookingInput | BookingUpdateInput, tour: { id: string; name: string }): BookingWrite => ({
    tourId: tour.id,
    tourName: tour.name,
    customer: input.customer,
    email: input.email,
    phone: input.phone,
    date: input.date,
    adults: input.adults,
    children: input.children,
    price: input.price,
    status: input.status,
    notes: input.notes,
  });

  /**
   * A booking confirmed (by staff, or by a payment) whose pay-now hold lapsed holds no seats: it takes
   * them again here, in the confirming transaction, with the departure's capacity check; 409 with the
   * seats left when they no longer fit (nothing is written). Returns the booking as it is now.
   */
  async function seatsForConfirmed(tx: BookingsAdminStore, booking: AdminBookingRecord): Promise<AdminBookingRecord> {
    if (booking.status !== 'confirmed' || !booking.departureId || booking.seats > 0) return booking;
    try {
      await tx.repo.retakeSeats(booking.id);
    } catch (error) {
      const seatsLeft = seatsLeftOf(error);
      if (seatsLeft !== undefined) throw new SeatsError(lapsedHoldNoSeatsMessage(seatsLeft, booking.date), seatsLeft);
      throw error;
    }
    const after = await tx.repo.findById(booking.id);
    if (!after) throw new Error('confirmed booking not found');
    return after;
  }

  async function cancelLocked(tx: BookingsAdminStore, actor: AuthUser, booking: AdminBookingRecord): Promise<AdminBookingRecord> {
    const canceled = await tx.repo.setCanceled(booking.id);
    await tx.audit.record({
      actorId: actor.id,
      action: 'cancel',
      entity: 'booking',
      entityId: booking.id,
      details: { reference: booking.reference, refundOwed: canceled.refundOwed },
      before: snapshot(booking),
      after: snapshot(canceled),
    });
    await tellTraveller(tx, canceled, booking.status);
    return canceled;
  }

  return {
    async list(actor, query) {
      assertSection(actor, 'bookings');
      const { items, total } = await reader.repo.list(query);
      return { items, total, page: query.page, pageSize: query.pageSize, pages: Math.ceil(total / query.pageSize) };
    },

    async exportRows(actor, filters) {
      assertSection(actor, 'bookings');
      return reader.repo.listForExport(filters);
    },

    async get(actor, id) {
      assertSection(actor, 'bookings');
      const record = UUID_PATTERN.test(id) ? await reader.repo.findById(id.toLowerCase()) : null;
      if (!record) throw new NotFoundError(M.notFound);
      return detail(reader, record);
    },

    async create(actor, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const tour = await tourFor(tx, input.tour);
        const booking = await tx.repo.insert(writeOf(input, tour), newReference);
        await tx.audit.record({
          actorId: actor.id,
          action: 'create',
          entity: 'booking',
          entityId: booking.id,
          details: { reference: booking.reference, customer: booking.customer, ...priceSetByHandNote(tour, input) },
          after: snapshot(booking),
        });
        await tellTraveller(tx, booking, null);
        return detail(tx, booking);
      });
    },

    async update(actor, id, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.status === 'canceled') throw new ConflictError(M.canceledIsFinal);
        // A departure's booking changes date by Move only (its seats, due date and e-mail follow there),
        // and keeps its tour: its seats are on that tour's departure.
        if (before.departureId) {
          const fixed: Record<string, string> = {};
          if (input.date !== before.date) fixed.date = M.dateOnDeparture;
          if (input.tour.toLowerCase() !== before.tourId) fixed.tour = M.tourOnDeparture;
          const [first] = Object.values(fixed);
          if (first) throw new ValidationError(fixed, first);
        }
        const tour = await tourFor(tx, input.tour, before);
        // Another date or tour (a booking on request) moves the balance's due date by the shared rule, as
        // a move does: the tour's days before travel, or the office's hand-set date moved with the travel
        // date; a day already past makes it due today. The ledger is not touched: the due date is no money.
        const redated = input.date !== before.date;
        const due = redated || tour.id !== before.tourId ? { balanceDueDate: balanceDueAfterChange(before, input.date, tour, today()) } : {};
        let after: AdminBookingRecord;
        if (input.status === 'canceled') {
          // The other fields first, then the cancel itself (audited and e-mailed as one).
          const edited = await tx.repo.update(before.id, { ...writeOf({ ...input, status: before.status }, tour), ...due });
          if (JSON.stringify({ ...edited, updatedAt: '' }) !== JSON.stringify({ ...before, updatedAt: '' })) {
            const details = { reference: before.reference, ...balanceDueDetail(before, edited.balanceDueDate) };
            await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'booking', entityId: before.id, details, before: snapshot(before), after: snapshot(edited) });
          }
          after = await cancelLocked(tx, actor, edited);
        } else {
          after = await seatsForConfirmed(tx, await tx.repo.update(before.id, { ...writeOf(input, tour), ...due }));
          // A price that is not the tour's for this party is noted when staff set or keep it through a change of price, tour or party.
          const repriced = after.price !== before.price || after.tourId !== before.tourId || after.adults !== before.adults || after.children !== before.children;
          const details = { reference: before.reference, ...(repriced ? priceSetByHandNote(tour, input) : {}), ...balanceDueDetail(before, after.balanceDueDate) };
          await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'booking', entityId: before.id, details, before: snapshot(before), after: snapshot(after) });
          if (after.status !== before.status) await tellTraveller(tx, after, before.status);
          if (redated) await tellNewDate(tx, before, after);
        }
        return detail(tx, after);
      });
    },

    async cancel(actor, id) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const before = await locked(tx, id);
        // Cancelling twice changes nothing more (and e-mails nobody again).
        const after = before.status === 'canceled' ? before : await cancelLocked(tx, actor, before);
        const booking = await detail(tx, after);
        const owed = booking.refundDue > 0;
        const message = owed ? refundOwedMessage(booking.refundDue, after.currency) : M.canceled;
        return { booking, refundOwed: owed, message };
      });
    },

    async recordPayment(actor, id, input, idempotencyKey) {
      assertSection(actor, 'bookings');
      return runIdempotent(store, { key: idempotencyKey, scope: RECORD_PAYMENT_SCOPE, body: { id: id.toLowerCase(), ...input } }, async (tx) => {
        const before = await locked(tx, id);
        if (before.status === 'canceled') throw new ConflictError(M.canceledNoPayment);
        const owing = await tx.ledger.totals(ledgerBooking(before));
        if (owing.balance <= 0) throw new ConflictError(M.alreadyPaid);
        const { rate, rateDate } = await rateFor(tx, input.currency, before);
        const payment = await tx.payments.recordManual({ bookingId: before.id, ...input, recordedBy: actor.id });
        const added = await tx.ledger.add(ledgerBooking(before), {
          bookingId: before.id,
          kind: 'payment',
          amount: input.amount,
          currency: input.currency,
          rate,
          rateDate,
          method: input.method,
          reference: input.reference,
          paymentId: payment.id,
          recordedBy: actor.id,
        });
        if (!added) throw new Error('manual payment already in the ledger');
        const paid = await tx.repo.findById(before.id);
        if (!paid) throw new Error('paid booking not found');
        // A payment that confirms a booking whose hold lapsed takes its seats again (or is refused, 409).
        const after = await seatsForConfirmed(tx, paid);
        await tx.audit.record({
          actorId: actor.id,
          action: 'create',
          entity: 'payment',
          entityId: payment.id,
          details: { reference: before.reference, method: input.method, amount: input.amount, currency: input.currency, usd: added.entry.usd, receiptNo: added.entry.receiptNo },
          after: { ...payment, bookingId: before.id, rate, usd: added.entry.usd },
        });
        if (after.paymentStatus !== before.paymentStatus || after.status !== before.status) {
          await tx.audit.record({
            actorId: actor.id,
            action: 'payment_status',
            entity: 'booking',
            entityId: before.id,
            details: { reference: before.reference, paymentId: payment.id, paymentStatus: after.paymentStatus },
            before: snapshot(before),
            after: snapshot(after),
          });
        }
        if (after.email) {
          await tx.outbox.queue('payment_confirmed', after.email, {
            ...(await travellerMailFacts(tx, after)),
            amount: input.amount,
            currency: input.currency,
            method: MANUAL_PAYMENT_METHOD_LABELS[input.method],
            ...(input.reference ? { receipt: input.reference } : {}),
            receiptNo: added.entry.receiptNo,
            balance: { amount: added.totals.balance, currency: after.currency, dueDate: after.balanceDueDate },
          });
        }
        return { status: 201, body: await detail(tx, after) };
      });
    },

    async recordRefund(actor, id, input, idempotencyKey) {
      assertSection(actor, 'bookings');
      return runIdempotent(store, { key: idempotencyKey, scope: RECORD_REFUND_SCOPE, body: { id: id.toLowerCase(), ...input } }, async (tx) => {
        const before = await locked(tx, id);
        const totals = await tx.ledger.totals(ledgerBooking(before));
        const { rate, rateDate } = await rateFor(tx, input.currency, before);
        // Checked in the booking's currency: never more back than was paid and not yet refunded.
        const inBookingCurrency = convert(input.amount, input.currency, before.currency, rate);
        if (inBookingCurrency > roundMoney(totals.paid - totals.refunded, before.currency)) throw new ValidationError({ amount: M.refundTooMuch }, M.refundTooMuch);
        const added = await tx.ledger.add(ledgerBooking(before), {
          bookingId: before.id,
          kind: 'refund',
          amount: -input.amount,
          currency: input.currency,
          rate,
          rateDate,
          method: input.method,
          reference: input.reference,
          recordedBy: actor.id,
          note: input.note,
        });
        if (!added) throw new Error('refund not added');
        const after = await tx.repo.findById(before.id);
        if (!after) throw new Error('refunded booking not found');
        await tx.audit.record({
          actorId: actor.id,
          action: 'refund',
          entity: 'ledger_entry',
          entityId: added.entry.id,
          details: { reference: before.reference, amount: input.amount, currency: input.currency, usd: added.entry.usd, method: input.method, receiptNo: added.entry.receiptNo },
          before: snapshot(before),
          after: snapshot(after),
        });
        if (after.email) {
          await tx.outbox.queue('refund_recorded', after.email, {
            ...(await travellerMailFacts(tx, after)),
            refund: input.amount,
            refundCurrency: input.currency,
            method: LEDGER_METHOD_LABELS[input.method],
            receiptNo: added.entry.receiptNo,
          });
        }
        return { status: 201, body: await detail(tx, after) };
      });
    },

    async setBalanceDue(actor, id, input) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const before = await locked(tx, id);
        if (before.status === 'canceled') throw new ConflictError(M.canceledIsFinal);
        if (input.balanceDueDate < before.balanceDueDate) throw new ValidationError({ balanceDueDate: M.dueDateNotBefore }, M.dueDateNotBefore);
        const after = await tx.repo.setBalanceDueDate(before.id, input.balanceDueDate);
        await tx.audit.record({
          actorId: actor.id,
          action: 'extend_due_date',
          entity: 'booking',
          entityId: before.id,
          details: { reference: before.reference, from: before.balanceDueDate, to: after.balanceDueDate },
          before: snapshot(before),
          after: snapshot(after),
        });
        return detail(tx, after);
      });
    },

    async resendPaymentLink(actor, id) {
      assertSection(actor, 'bookings');
      return store.transaction(async (tx) => {
        const booking = await locked(tx, id);
        if (booking.status === 'canceled') throw new ConflictError(M.canceledNoPayment);
        if (booking.paymentStatus === 'paid') throw new ConflictError(M.paidNoLink);
        if (!booking.email) throw new ConflictError(M.noEmail);
        const notificationId = await tx.outbox.queue('payment_link', booking.email, { ...(await travellerMailFacts(tx, booking)), phone: booking.phone });
        await tx.audit.record({
          actorId: actor.id,
          action: 'resend_payment_link',
          entity: 'booking',
          entityId: booking.id,
          details: { reference: booking.reference, recipient: booking.email, notificationId },
        });
        return { message: M.linkSent, booking: await detail(tx, booking) };
      });
    },
  };
}
