/**
 * Payments: starting an attempt with the provider of the chosen method (or the sandbox), and
 * applying what providers report. Every report — sandbox webhook, M-Pesa callback, Pesapal IPN,
 * PayPal capture, a status query — ends in {@link PaymentsService} `applyOutcome`, which checks the
 * amount and currency against the attempt and confirms the booking exactly once.
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Logger } from 'pino';
import { isPayable, type Booking } from '@safari/shared/booking';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@safari/shared/enums';
import {
  normalizeMpesaPhone,
  PAYMENT_MESSAGES,
  type Payment,
  type PaymentAttemptStatus,
  type PaymentProviderName,
  type PaymentStarted,
  type SandboxResult,
  type SandboxSession,
  type SandboxWebhook,
  type StartPaymentRequest,
} from '@safari/shared/payment';
import { SITE } from '@safari/shared/site';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { Config } from '../../config';
import { mayAccessBooking, type BookingAccess } from '../../lib/booking-access';
import type { Queryable, Store } from '../../lib/db';
import { AppError, ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../../lib/errors';
import type { Outbox } from '../../lib/outbox';
import type { PaymentRecord, PaymentsRepo } from './payments.repo';
import { sameAmount } from './providers/http';
import { createMpesaProvider, type MpesaProvider } from './providers/mpesa';
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
  /** Marks the booking paid and confirmed; false when it already was paid. */
  markPaid(id: string): Promise<boolean>;
  markPaymentFailed(id: string): Promise<void>;
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
}

const returnPath = (bookingId: string, paymentId: string) => `/checkout/${bookingId}/return?payment=${paymentId}`;

export function createPaymentsService(deps: { store: Store<PaymentsStore>; config: Config; logger?: Logger }): PaymentsService {
  const { store, config, logger } = deps;
  const { repos } = store;
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
        if (!sameAmount(outcome.amount, payment.amount) || outcome.currency.toUpperCase() !== payment.currency) {
          const detail = `expected ${payment.amount} ${payment.currency}, reported ${outcome.amount} ${outcome.currency}`;
          logger?.warn({ paymentId, source, detail }, 'payment amount mismatch: not confirmed');
          const event = { source, status: 'amount_mismatch', detail, raw: outcome.raw };
          const failureReason = 'The amount paid did not match the booking. Our team will contact you.';
          if (payment.status === 'pending') await payments.setStatus(payment.id, 'failed', event, { failureReason });
          else await payments.addEvent(payment.id, event);
          return payment.status === 'pending' ? 'failed' : payment.status;
        }
        await payments.setStatus(payment.id, 'succeeded', { source, status: 'succeeded', raw: outcome.raw }, { receipt: outcome.receipt });
        const booking = await bookings.lockById(payment.bookingId);
        if (booking && (await bookings.markPaid(booking.id))) {
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
            });
          }
        } else {
          // A second successful attempt for a paid booking: staff must refund one of them.
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
        // The traveller may change their mind at checkout: the booking remembers the last choice.
        await bookings.setMethod(found.id, request.method);
        const quote = provider.quote(found.amount);
        const created = await payments.insert({
          bookingId: found.id,
          provider: provider.name,
          method: request.method,
          amount: quote.amount,
          currency: quote.currency,
          phone,
        });
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
        await payments.setStarted(payment.id, started.providerRef, { source: 'start', status: 'pending', raw: started.raw });
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
  };
}
