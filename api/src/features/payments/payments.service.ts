/**
 * Payments: starting an attempt with the provider of the chosen method (or the sandbox), and
 * applying what providers report. Every report — sandbox webhook, M-Pesa callback, Pesapal IPN,
 * PayPal capture, a status query — ends in {@link PaymentsService} `applyOutcome`, which checks the
 * amount, currency and payer's phone against the attempt (a mismatch is flagged for staff, never
 * confirmed) and adds it to the booking's ledger exactly once. An answer that does not come in time
 * makes the attempt 'unknown' and the worker asks the provider's status query (`checkDue`).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { RECONCILIATION_LIMIT, type Reconciliation } from '@safari/shared/admin-reconciliation';
import { isPayable, type Booking } from '@safari/shared/booking';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@safari/shared/enums';
import {
  normalizeMpesaPhone,
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentAttemptStatus,
  type PaymentProviderName,
  type PaymentStarted,
  type PaymentState,
  type SandboxResult,
  type SandboxSession,
  type SandboxWebhook,
  type StartPaymentRequest,
} from '@safari/shared/payment';
import { CURRENCIES, formatMoney, type Currency } from '@safari/shared/money';
import { SITE } from '@safari/shared/site';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { Config } from '../../config';
import type { AuthUser } from '../../lib/auth';
import { mayAccessBooking, type BookingAccess } from '../../lib/booking-access';
import type { Queryable, Store } from '../../lib/db';
import { AppError, ConflictError, NotFoundError, SeatsError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import { seatsLeftOf } from '../../lib/seats';
import { assertSection } from '../../lib/staff-access';
import { seatsLeftMessage } from '@safari/shared/departures';
import type { CheckSchedule, PaymentRecord, PaymentsRepo, ReconciliationRepo } from './payments.repo';
import { sameAmount } from './providers/http';
import { createMpesaProvider, samePayerPhone, type MpesaProvider } from './providers/mpesa';
import { createPaypalProvider } from './providers/paypal';
import { createPesapalProvider } from './providers/pesapal';
import { ProviderError, type PaymentProvider, type ProviderOutcome } from './providers/provider';
import { createSandboxProvider, isValidSandboxSignature, SANDBOX_MAX_AGE_SECONDS, signSandboxPayload } from './providers/sandbox';

/**
 * The traveller's routes (start, get, verify, cancel) need the booking's owner session or its access
 * key (`access`); anybody else gets the same 404 as for an unknown booking or payment.
 */
export interface PaymentsService {
  start(bookingId: string, request: StartPaymentRequest, access: BookingAccess): Promise<PaymentStarted>;
  get(paymentId: string, access: BookingAccess): Promise<Payment>;
  /** Asks the provider how a pending payment stands and applies the answer. */
  verify(paymentId: string, access: BookingAccess): Promise<Payment>;
  /** The traveller turned back (PayPal's cancel link, the checkout's cancel). */
  cancel(paymentId: string, access: BookingAccess): Promise<Payment>;
  sandboxSession(session: string): Promise<SandboxSession>;
  sandboxComplete(session: string): Promise<SandboxResult>;
  sandboxCancel(session: string): Promise<SandboxResult>;
  sandboxWebhook(payload: SandboxWebhook, signature: string | undefined): Promise<{ status: PaymentAttemptStatus }>;
  mpesaCallback(paymentId: string, token: string, body: unknown): Promise<{ status: PaymentAttemptStatus }>;
  pesapalIpn(orderTrackingId: string, merchantReference: string | undefined): Promise<{ status: PaymentAttemptStatus }>;
  /** Which provider serves each method (the sandbox where none is configured and it is on; null: none). */
  providerNames(): Record<PaymentMethod, PaymentProviderName | null>;
  /**
   * The worker's round: asks the status query of every attempt whose answer is overdue and applies
   * what it says; an attempt still open is asked again after a growing wait, and flagged for staff
   * when no final answer comes at all. Safe on several replicas at once (each attempt is claimed).
   */
  checkDue(): Promise<CheckRound>;
  /** Staff (the bookings section): receipts that match no booking, and bookings marked paid without a receipt. */
  reconciliation(actor: AuthUser | undefined): Promise<Reconciliation>;
}

/** What one round of status checks did. */
export interface CheckRound {
  /** Attempts whose provider was asked. */
  checked: number;
  /** Of those, attempts that are now confirmed, failed or cancelled. */
  settled: number;
}

/** How long a provider's answer may take, and how the worker asks again; tests shorten or move the clock. */
export interface PaymentTiming {
  /** M-Pesa's callback: after this, with no answer, the attempt is 'unknown' and its STK query is asked. */
  callbackTimeoutMs: number;
  /** A provider page the traveller fills in (Pesapal, PayPal): the same, allowing them time to type. */
  pageTimeoutMs: number;
  /** Wait after the first status query that leaves the attempt open; doubles after each further one. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** With no final answer this long after the start, the worker stops asking and flags the attempt for staff. */
  giveUpAfterMs: number;
  /** How long a replica holds an attempt it is asking about; after that another may take it. */
  leaseMs: number;
}

export const DEFAULT_TIMING: PaymentTiming = {
  callbackTimeoutMs: 90_000,
  pageTimeoutMs: 30 * 60_000,
  retryBaseMs: 90_000,
  retryMaxMs: 30 * 60_000,
  giveUpAfterMs: 48 * 60 * 60_000,
  leaseMs: 2 * 60_000,
};

/** Wait before the next status query after `checks` of them: base × 2^(checks − 1), capped. */
export function checkDelayMs(checks: number, timing: PaymentTiming = DEFAULT_TIMING): number {
  return Math.min(timing.retryMaxMs, timing.retryBaseMs * 2 ** Math.max(0, checks - 1));
}

/** How the traveller's words name a provider. */
const PROVIDER_LABELS: Record<PaymentProviderName, string> = { mpesa: 'M-Pesa', pesapal: 'Pesapal', paypal: 'PayPal', sandbox: 'the test payment page' };

/** Where an attempt stands at `now`, in plain words. */
export function paymentStateOf(payment: PaymentRecord, now: Date): { state: PaymentState; stateMessage: string } {
  const name = PROVIDER_LABELS[payment.provider];
  const said = (state: PaymentState, stateMessage: string) => ({ state, stateMessage });
  if (payment.status === 'succeeded') return said('confirmed', `Your payment is confirmed${payment.receipt ? ` (receipt ${payment.receipt})` : ''}.`);
  if (payment.status === 'refunded') return said('confirmed', 'This payment was received, then refunded.');
  if (payment.flaggedAt) {
    return payment.status === 'pending'
      ? said('unknown', `We have had no final answer from ${name}. Our team is checking this payment and will contact you; please do not pay again meanwhile.`)
      : said('unknown', `${name} reported a payment that does not match this booking. Our team is checking it and will contact you; please do not pay again meanwhile.`);
  }
  if (payment.status !== 'pending') return said('failed', payment.failureReason ?? PAYMENT_MESSAGES.failed);
  if (payment.answerDueAt && now.getTime() >= payment.answerDueAt.getTime()) {
    return said('unknown', `No answer from ${name} yet. We are checking with ${name} and will update this page; please do not pay again meanwhile.`);
  }
  if (!payment.providerRef) return said('initiated', `Sending the payment request to ${name}…`);
  if (payment.provider === 'mpesa') return said('awaiting approval', 'Check your phone: enter your M-Pesa PIN on the prompt to approve the payment.');
  if (payment.provider === 'sandbox') return said('awaiting approval', 'Waiting for you to finish on the test payment page.');
  return said('awaiting approval', `Waiting for you to finish paying on ${name}’s page.`);
}

/** Token in the M-Pesa callback URL: Daraja does not sign callbacks, so the URL itself is the secret. */
export function mpesaCallbackToken(secret: string, paymentId: string): string {
  return createHmac('sha256', secret).update(`mpesa-callback:${paymentId}`).digest('base64url');
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A booking as payments sees it: what the provider and the e-mails need, and the traveller's view. */
export interface PaymentBooking {
  id: string;
  reference: string;
  tourName: string;
  date: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  amount: number;
  currency: Currency;
  status: string;
  paymentStatus: string;
  /** The owner account and the access key: who may act on the booking (lib/booking-access.ts). */
  userId: string | null;
  accessKey: string;
  summary: Booking;
}

/** What payments needs from bookings, on its own transaction client. */
export interface PaymentBookings {
  findById(id: string): Promise<PaymentBooking | null>;
  /** The booking, locked until the end of the transaction. */
  lockById(id: string): Promise<PaymentBooking | null>;
  setMethod(id: string, method: PaymentMethod): Promise<void>;
  /** What the checkout charges now (the deposit or the balance), in the booking's currency. */
  dueNow(id: string): Promise<number>;
  /**
   * Adds a confirmed payment to the booking's ledger (which confirms the booking once its deposit
   * or its whole price is paid) with its receipt number and what is left to pay; null when this
   * attempt is already in the ledger.
   */
  recordPayment(
    bookingId: string,
    payment: { paymentId: string; amount: number; currency: Currency; rate: number; method: PaymentMethod; reference: string },
  ): Promise<{ receiptNo: number; balance: { amount: number; currency: Currency; dueDate: string } } | null>;
  markPaymentFailed(id: string): Promise<void>;
  /**
   * Seat holds: the booking on a departure holds its seats until at least `until` (a payment attempt is
   * starting); seats its lapsed hold gave back are taken again, or the seat ledger's error is thrown
   * (lib/seats.ts) when they no longer fit. A booking without a hold on a timer is left as it is.
   */
  holdSeats(id: string, until: Date): Promise<void>;
  /** A booking paid after its hold lapsed takes its seats again if they fit; false when they no longer do (staff must act). */
  retakeReleasedSeats(id: string): Promise<boolean>;
  /** The office's shillings per dollar (null until staff set one). */
  kesRate(): Promise<{ rate: number; asOf: string } | null>;
}

/** An amount as staff read it (KSh 141,414, $1,092); a currency we do not price in keeps its code. */
const money = (amount: number, currency: string) => (isCurrency(currency) ? formatMoney(amount, currency) : `${currency} ${amount}`);
const isCurrency = (currency: string): currency is Currency => (CURRENCIES as readonly string[]).includes(currency);

/** What a provider's 'paid' disagrees with in the attempt (amount, currency, the M-Pesa phone), or null. */
function mismatchOf(payment: PaymentRecord, outcome: Extract<ProviderOutcome, { status: 'succeeded' }>): { kind: string; detail: string; reason: string } | null {
  const name = PROVIDER_LABELS[payment.provider];
  if (!sameAmount(outcome.amount, payment.amount) || outcome.currency.toUpperCase() !== payment.currency) {
    return {
      kind: 'amount_mismatch',
      detail: `${name} reported ${money(outcome.amount, outcome.currency.toUpperCase())}; the attempt asked for ${money(payment.amount, payment.currency)}.`,
      reason: 'The amount paid did not match the booking. Our team will contact you.',
    };
  }
  if (payment.phone && outcome.payer !== undefined && !samePayerPhone(payment.phone, outcome.payer)) {
    return {
      kind: 'phone_mismatch',
      detail: `${name} reported a payment from ${outcome.payer || 'no phone number'}; the prompt went to ${payment.phone}.`,
      reason: 'The payment came from another phone than the one this booking asked. Our team will contact you.',
    };
  }
  return null;
}

/** The bookings feature's port, handed in by app.ts. */
export interface BookingsPort {
  forPayments(db: Queryable): PaymentBookings;
}

/** What a payment writes in one transaction: the attempt, the booking it pays and the confirmation e-mail. */
export interface PaymentsStore {
  payments: PaymentsRepo;
  bookings: PaymentBookings;
  outbox: Outbox;
  reconciliation: ReconciliationRepo;
}

const returnPath = (bookingId: string, paymentId: string) => `/checkout/${bookingId}/return?payment=${paymentId}`;

export interface PaymentsServiceDeps {
  store: Store<PaymentsStore>;
  config: Config;
  logger?: Logger;
  /** The clock for deadlines and checks (tests move it instead of sleeping). */
  now?: () => Date;
  timing?: Partial<PaymentTiming>;
}

/** Attempts one round of checks takes at most. */
const CHECK_BATCH = 20;

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const { store, config, logger } = deps;
  const { repos } = store;
  const now = deps.now ?? (() => new Date());
  const timing: PaymentTiming = { ...DEFAULT_TIMING, ...deps.timing };
  const after = (ms: number) => new Date(now().getTime() + ms);
  const secret = config.payments.callbackSecret;
  const base = config.publicBaseUrl;
  // Off (production's default), the sandbox serves no method and its test page and webhook answer 404.
  const sandbox = config.payments.sandbox ? createSandboxProvider() : undefined;
  const mpesa: MpesaProvider | undefined = config.payments.mpesa
    ? createMpesaProvider({
        config: config.payments.mpesa,
        callbackUrl: (paymentId) => `${base}/api/payments/mpesa/callback/${paymentId}/${mpesaCallbackToken(secret, paymentId)}`,
      })
    : undefined;
  const pesapal = config.payments.pesapal
    ? createPesapalProvider({
        config: config.payments.pesapal,
        ipnUrl: `${base}/api/payments/pesapal/ipn`,
        returnUrl: (bookingId, paymentId) => `${base}${returnPath(bookingId, paymentId)}`,
      })
    : undefined;
  const paypal = config.payments.paypal
    ? createPaypalProvider({
        config: config.payments.paypal,
        returnUrl: (bookingId, paymentId) => `${base}${returnPath(bookingId, paymentId)}`,
        cancelUrl: (bookingId, paymentId) => `${base}${returnPath(bookingId, paymentId)}&cancelled=1`,
      })
    : undefined;
  const byMethod: Record<PaymentMethod, PaymentProvider | undefined> = { mpesa: mpesa ?? sandbox, pesapal: pesapal ?? sandbox, paypal: paypal ?? sandbox };
  const byName: Partial<Record<PaymentProviderName, PaymentProvider>> = { sandbox, mpesa, pesapal, paypal };

  /** When a new attempt's answer is due: the sandbox keeps no state to ask about, so it has none. */
  function scheduleFor(provider: PaymentProviderName): CheckSchedule {
    if (provider === 'sandbox') return { answerDueAt: null, nextCheckAt: null };
    const due = after(provider === 'mpesa' ? timing.callbackTimeoutMs : timing.pageTimeoutMs);
    return { answerDueAt: due, nextCheckAt: due };
  }

  async function view(paymentId: string): Promise<Payment> {
    const payment = await repos.payments.findById(paymentId);
    const booking = payment ? await repos.bookings.findById(payment.bookingId) : null;
    if (!payment || !booking) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    return {
      id: payment.id,
      bookingId: payment.bookingId,
      provider: payment.provider,
      method: payment.method,
      status: payment.status,
      amount: payment.amount,
      currency: payment.currency,
      ...(payment.failureReason && payment.status !== 'succeeded' ? { failureReason: payment.failureReason } : {}),
      ...paymentStateOf(payment, now()),
      createdAt: payment.createdAt,
      booking: booking.summary,
    };
  }

  async function findPayment(paymentId: string): Promise<PaymentRecord> {
    const payment = UUID_PATTERN.test(paymentId) ? await repos.payments.findById(paymentId.toLowerCase()) : null;
    if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    return payment;
  }

  /** The payment, for its booking's owner or key holder only (anybody else: as if it did not exist). */
  async function findOwnPayment(paymentId: string, access: BookingAccess): Promise<PaymentRecord> {
    const payment = await findPayment(paymentId);
    const booking = await repos.bookings.findById(payment.bookingId);
    if (!booking || !mayAccessBooking(booking, access)) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    return payment;
  }

  /** Applies a provider's report to a payment, once; returns the payment's status afterwards. */
  async function applyOutcome(paymentId: string, outcome: ProviderOutcome, source: string): Promise<PaymentAttemptStatus> {
    if (outcome.status === 'pending') return (await findPayment(paymentId)).status;
    return store.transaction(async ({ payments, bookings, outbox }) => {
      const payment = await payments.lockById(paymentId);
      if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
      // A replayed or late report about a payment that already succeeded changes nothing.
      if (payment.status === 'succeeded') return payment.status;

      if (outcome.status === 'succeeded') {
        const mismatch = mismatchOf(payment, outcome);
        // A flagged attempt is for staff to settle: no later report confirms it on its own.
        if (mismatch || payment.flaggedAt) {
          const detail = mismatch?.detail ?? 'a report about an attempt already flagged';
          logger?.warn({ paymentId, source, detail }, 'payment report does not match the attempt: flagged, not confirmed');
          const event = { source, status: mismatch?.kind ?? 'flagged_report', detail, raw: outcome.raw };
          // The first receipt stays: it names the money staff must trace.
          const extra = { flag: detail, receipt: payment.receipt ? undefined : outcome.receipt, failureReason: mismatch?.reason };
          if (payment.status === 'pending') await payments.setStatus(payment.id, 'failed', event, extra);
          else await payments.addEvent(payment.id, event, extra);
          return payment.status === 'pending' ? 'failed' : payment.status;
        }
        await payments.setStatus(payment.id, 'succeeded', { source, status: 'succeeded', raw: outcome.raw }, { receipt: outcome.receipt });
        const booking = await bookings.lockById(payment.bookingId);
        const wasOwing = booking !== null && isPayable(booking);
        // Paid after its seat hold lapsed (a payment page left open): the seats are taken again if they fit.
        if (booking && !(await bookings.retakeReleasedSeats(booking.id))) {
          logger?.warn({ paymentId, bookingId: booking.id }, 'payment confirmed after the seat hold lapsed and the departure filled: staff must find seats or refund');
        }
        const recorded =
          booking &&
          (await bookings.recordPayment(booking.id, {
            paymentId: payment.id,
            amount: payment.amount,
            currency: payment.currency as Currency,
            rate: payment.rate,
            method: payment.method,
            reference: outcome.receipt ?? payment.providerRef ?? '',
          }));
        if (booking && recorded && wasOwing) {
          if (booking.contactEmail) {
            const label = PAYMENT_METHOD_LABELS[payment.method];
            await outbox.queue('payment_confirmed', booking.contactEmail, {
              bookingId: booking.id,
              bookingKey: booking.accessKey,
              reference: booking.reference,
              tourName: booking.tourName,
              date: booking.date,
              name: booking.contactName,
              amount: payment.amount,
              currency: payment.currency,
              method: payment.provider === 'sandbox' ? `${label} (sandbox test, no money moved)` : label,
              ...(outcome.receipt ? { receipt: outcome.receipt } : {}),
              receiptNo: recorded.receiptNo,
              balance: recorded.balance,
            });
          }
        } else {
          // A successful attempt for a booking that owed nothing more: staff must refund it (it is in the ledger).
          logger?.warn({ paymentId, bookingId: payment.bookingId }, 'payment succeeded for a booking that was already paid');
        }
        return 'succeeded';
      }

      if (payment.status !== 'pending') {
        await payments.addEvent(payment.id, { source, status: `late_${outcome.status}`, raw: outcome.raw });
        return payment.status;
      }
      await payments.setStatus(payment.id, outcome.status, { source, status: outcome.status, raw: outcome.raw }, { failureReason: outcome.reason });
      if (outcome.status === 'failed') await bookings.markPaymentFailed(payment.bookingId);
      return outcome.status;
    });
  }

  /** Asks the provider about one claimed attempt and applies the answer; schedules the next question while it stays open. */
  async function check(payment: PaymentRecord): Promise<PaymentAttemptStatus> {
    const provider = byName[payment.provider];
    let status = payment.status;
    try {
      if (provider) status = await applyOutcome(payment.id, await provider.status(payment), `${payment.provider} status (worker)`);
    } catch (error) {
      // The provider is unreachable or answered nonsense: ask again later, like any open answer.
      logger?.warn({ err: error, paymentId: payment.id, detail: error instanceof ProviderError ? error.detail : undefined }, 'payment status check failed');
    }
    if (status !== 'pending') return status;
    if (now().getTime() - Date.parse(payment.createdAt) >= timing.giveUpAfterMs) {
      const detail = `No final answer from ${PROVIDER_LABELS[payment.provider]} after ${payment.checks} status checks.`;
      await repos.payments.addEvent(payment.id, { source: 'worker', status: 'gave_up', detail }, { flag: detail });
      await repos.payments.scheduleCheck(payment.id, null);
      logger?.warn({ paymentId: payment.id, checks: payment.checks }, 'payment never settled: flagged for staff');
    } else {
      await repos.payments.scheduleCheck(payment.id, after(checkDelayMs(payment.checks, timing)));
    }
    return status;
  }

  async function sandboxPayment(session: string): Promise<PaymentRecord> {
    // With the sandbox off, a test payment started before cannot be 'paid' either.
    const payment = sandbox && session.length <= 200 ? await repos.payments.findByProviderRef('sandbox', session) : null;
    if (!payment) throw new NotFoundError('This test payment link is not valid.');
    return payment;
  }

  async function sandboxWebhook(payload: SandboxWebhook, signature: string | undefined) {
    if (!sandbox) throw new NotFoundError();
    if (!isValidSandboxSignature(secret, payload, signature)) throw new UnauthorizedError('Invalid signature.');
    if (Math.abs(Date.now() / 1000 - payload.timestamp) > SANDBOX_MAX_AGE_SECONDS) {
      throw new ValidationError({ timestamp: 'This notification is too old.' }, 'Stale notification');
    }
    const payment = UUID_PATTERN.test(payload.paymentId) ? await repos.payments.findById(payload.paymentId) : null;
    if (!payment || payment.provider !== 'sandbox' || payment.providerRef !== payload.session) {
      throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
    }
    const outcome: ProviderOutcome =
      payload.status === 'succeeded'
        ? { status: 'succeeded', amount: Number(payload.amount), currency: payload.currency, receipt: `SANDBOX-${payload.eventId.slice(0, 8).toUpperCase()}`, raw: payload }
        : { status: 'failed', reason: 'The test payment was declined.', raw: payload };
    return { status: await applyOutcome(payment.id, outcome, 'sandbox webhook') };
  }

  /** Asks the provider how a payment stands; `payment` was found by its caller (who checked access). */
  async function verify(payment: PaymentRecord): Promise<Payment> {
    const provider = byName[payment.provider];
    if (payment.status === 'pending' && provider) {
      try {
        await applyOutcome(payment.id, await provider.status(payment), `${payment.provider} status`);
      } catch (error) {
        // The provider is unreachable: the payment stays pending and the checkout keeps waiting.
        if (!(error instanceof ProviderError)) throw error;
        logger?.warn({ err: error, paymentId: payment.id, detail: error.detail }, 'payment status query failed');
      }
    }
    return view(payment.id);
  }

  /**
   * What an attempt charges for `due` in the booking's currency: M-Pesa in whole shillings, card and
   * PayPal in dollars, converted at the office's rate (rounded up: the operator never receives less).
   */
  async function chargeFor(due: number, currency: Currency, method: PaymentMethod, bookings: PaymentBookings): Promise<{ amount: number; currency: Currency; rate: number }> {
    const target: Currency = method === 'mpesa' ? 'KES' : 'USD';
    if (target === currency) return { amount: due, currency, rate: 1 };
    const fallback = config.payments.mpesa ? config.payments.mpesa.kesPerUsd : undefined;
    const rate = (await bookings.kesRate())?.rate ?? fallback;
    if (!rate) {
      const message = `${PAYMENT_METHOD_LABELS[method]} payments need the office’s exchange rate, which is not set yet. Please choose another method, or pay later.`;
      throw new ValidationError({ method: message }, message);
    }
    const exact = currency === 'USD' ? due * rate : due / rate;
    const amount = target === 'KES' ? Math.ceil(Math.round(exact * 100) / 100) : Math.ceil(Math.round(exact * 10_000) / 100) / 100;
    return { amount, currency: target, rate };
  }

  return {
    async start(bookingId, request, access) {
      if (!UUID_PATTERN.test(bookingId)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
      const provider = byMethod[request.method];
      if (!provider) {
        const message = `${PAYMENT_METHOD_LABELS[request.method]} payments are not available right now. Please choose another method, or pay later and we’ll e-mail you a payment link.`;
        throw new ValidationError({ method: message }, message);
      }
      const phone = request.method === 'mpesa' ? (normalizeMpesaPhone(request.phone ?? '') ?? undefined) : undefined;
      const { booking, payment } = await store.transaction(async ({ bookings, payments }) => {
        const found = await bookings.lockById(bookingId.toLowerCase());
        if (!found || !mayAccessBooking(found, access)) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound);
        if (!isPayable(found)) throw new ConflictError(found.paymentStatus === 'paid' ? PAYMENT_MESSAGES.alreadyPaid : PAYMENT_MESSAGES.notPayable);
        // The seats stay held while the attempt is in flight (the holds worker keeps a hold with one);
        // a hold that lapsed takes its seats again if they still fit, else 409 with the seats left.
        try {
          await bookings.holdSeats(found.id, after(config.seatHoldMinutes * 60_000));
        } catch (error) {
          const seatsLeft = seatsLeftOf(error);
          if (seatsLeft !== undefined) throw new SeatsError(seatsLeftMessage(seatsLeft, found.date), seatsLeft);
          throw error;
        }
        // The traveller may change their mind at checkout: the booking remembers the last choice.
        await bookings.setMethod(found.id, request.method);
        const due = await bookings.dueNow(found.id);
        if (due <= 0) throw new ConflictError(PAYMENT_MESSAGES.alreadyPaid);
        const charge = await chargeFor(due, found.currency, request.method, bookings);
        const created = await payments.insert({ bookingId: found.id, provider: provider.name, method: request.method, ...charge, phone }, scheduleFor(provider.name));
        return { booking: found, payment: created };
      });

      const { payments } = repos;
      try {
        const started = await provider.start({
          payment: { id: payment.id, amount: payment.amount, currency: payment.currency },
          booking: {
            id: booking.id,
            reference: booking.reference,
            tourName: booking.tourName,
            contactName: booking.contactName,
            contactEmail: booking.contactEmail,
            contactPhone: booking.contactPhone,
          },
          method: request.method,
          phone,
        });
        // The answer is due counting from the push, not from the insert.
        await payments.setStarted(payment.id, started.providerRef, { source: 'start', status: 'pending', raw: started.raw }, scheduleFor(provider.name));
        return { payment: await view(payment.id), action: started.action };
      } catch (error) {
        const detail = error instanceof ProviderError ? error.detail : String(error);
        await payments.setStatus(payment.id, 'failed', { source: 'start', status: 'failed', detail }, { failureReason: PAYMENT_MESSAGES.startFailed });
        if (error instanceof AppError) throw error;
        throw new ProviderError(provider.name, detail, { cause: error, message: PAYMENT_MESSAGES.startFailed });
      }
    },

    async get(paymentId, access) {
      return view((await findOwnPayment(paymentId, access)).id);
    },

    async verify(paymentId, access) {
      return verify(await findOwnPayment(paymentId, access));
    },

    async cancel(paymentId, access) {
      const payment = await findOwnPayment(paymentId, access);
      await applyOutcome(payment.id, { status: 'canceled', reason: PAYMENT_MESSAGES.canceled, raw: null }, 'traveller');
      return view(payment.id);
    },

    async sandboxSession(session) {
      const payment = await sandboxPayment(session);
      const booking = await repos.bookings.findById(payment.bookingId);
      if (!booking) throw new NotFoundError('This test payment link is not valid.');
      return {
        session,
        paymentId: payment.id,
        bookingId: payment.bookingId,
        method: payment.method,
        status: payment.status,
        amount: payment.amount,
        currency: payment.currency,
        reference: booking.reference,
        tourName: booking.tourName,
        merchant: SITE.name,
      };
    },

    async sandboxComplete(session) {
      const payment = await sandboxPayment(session);
      if (payment.status === 'pending') {
        // Plays the provider: it notifies our webhook, signed, exactly as an outside provider would.
        const payload: SandboxWebhook = {
          session,
          paymentId: payment.id,
          status: 'succeeded',
          amount: payment.amount.toFixed(2),
          currency: payment.currency,
          eventId: randomUUID(),
          timestamp: Math.floor(Date.now() / 1000),
        };
        await sandboxWebhook(payload, signSandboxPayload(secret, payload));
      } else if (payment.status !== 'succeeded') {
        throw new ConflictError('This test payment was cancelled. Start a new payment from the checkout.');
      }
      return { returnUrl: returnPath(payment.bookingId, payment.id), payment: await view(payment.id) };
    },

    async sandboxCancel(session) {
      const payment = await sandboxPayment(session);
      await applyOutcome(payment.id, { status: 'canceled', reason: PAYMENT_MESSAGES.canceled, raw: { session } }, 'sandbox page');
      return { returnUrl: returnPath(payment.bookingId, payment.id), payment: await view(payment.id) };
    },

    sandboxWebhook,

    async mpesaCallback(paymentId, token, body) {
      if (!mpesa || !UUID_PATTERN.test(paymentId)) throw new NotFoundError();
      if (!sameToken(token, mpesaCallbackToken(secret, paymentId.toLowerCase()))) throw new UnauthorizedError('Invalid callback token.');
      const callback = mpesa.parseCallback(body);
      if (!callback) throw new ValidationError({ Body: 'Not an STK callback.' }, 'Invalid callback');
      const payment = await repos.payments.findById(paymentId.toLowerCase());
      if (!payment || payment.provider !== 'mpesa' || payment.providerRef !== callback.checkoutRequestId) {
        throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
      }
      return { status: await applyOutcome(payment.id, callback.outcome, 'mpesa callback') };
    },

    async pesapalIpn(orderTrackingId, merchantReference) {
      const payment = pesapal ? await repos.payments.findByProviderRef('pesapal', orderTrackingId) : null;
      if (!payment || (merchantReference && merchantReference !== payment.id)) throw new NotFoundError(PAYMENT_MESSAGES.paymentNotFound);
      // The IPN only says 'look again': the status comes from Pesapal's API, server to server.
      const status = (await verify(payment)).status;
      return { status };
    },

    providerNames() {
      return { mpesa: byMethod.mpesa?.name ?? null, pesapal: byMethod.pesapal?.name ?? null, paypal: byMethod.paypal?.name ?? null };
    },

    async checkDue() {
      const round: CheckRound = { checked: 0, settled: 0 };
      for (;;) {
        const due = await repos.payments.claimDueChecks(now(), after(timing.leaseMs), CHECK_BATCH);
        for (const payment of due) {
          round.checked += 1;
          if ((await check(payment)) !== 'pending') round.settled += 1;
        }
        if (due.length < CHECK_BATCH) return round;
      }
    },

    async reconciliation(actor) {
      assertSection(actor, 'bookings');
      const [unmatchedReceipts, paidWithoutReceipt] = await Promise.all([
        repos.reconciliation.unmatchedReceipts(RECONCILIATION_LIMIT),
        repos.reconciliation.paidWithoutReceipt(RECONCILIATION_LIMIT),
      ]);
      return { unmatchedReceipts, paidWithoutReceipt };
    },
  };
}
