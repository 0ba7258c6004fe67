import { z } from 'zod';
import { bookingSchema } from './booking';
import { normalizeMpesaPhone, PAYMENT_MESSAGES } from './booking-rules';
import { PAYMENT_METHODS } from './enums';

export { normalizeMpesaPhone, PAYMENT_MESSAGES };

/** Who moves the money: a real provider, or the built-in sandbox when that provider is not configured. */
export const PAYMENT_PROVIDERS = ['sandbox', 'mpesa', 'pesapal', 'paypal'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** State of one payment attempt (a booking may have several: a cancelled one, then a paid one). */
export const PAYMENT_ATTEMPT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'canceled'] as const;
export type PaymentAttemptStatus = (typeof PAYMENT_ATTEMPT_STATUSES)[number];

/**
 * Where an attempt stands for the traveller: started, waiting for them to approve it (the M-Pesa
 * prompt, the provider's page), then confirmed, failed (with the provider's reason) or unknown — the
 * provider's answer is late or does not match, and we are checking; never a guessed 'failed'.
 */
export const PAYMENT_STATES = ['initiated', 'awaiting approval', 'confirmed', 'failed', 'unknown'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** Body of `POST /api/bookings/:id/payments`: the chosen method and, for M-Pesa, the phone to prompt. */
export const startPaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: 'Select a payment method.' }),
    phone: z.string().trim().max(40, PAYMENT_MESSAGES.mpesaPhone).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.method === 'mpesa' && normalizeMpesaPhone(value.phone ?? '') === null) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: PAYMENT_MESSAGES.mpesaPhone });
    }
  });
export type StartPaymentRequest = z.infer<typeof startPaymentSchema>;

/** What the checkout does next: open the provider's page, or wait for the phone prompt (M-Pesa STK push). */
export const paymentActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string().min(1) }),
  z.object({ kind: z.literal('stk'), checkoutRequestId: z.string(), message: z.string() }),
]);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/** One payment attempt as the checkout sees it. */
export const paymentSchema = z.object({
  id: z.uuid(),
  bookingId: z.uuid(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  /** What the provider charges: USD, or KES for M-Pesa. */
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  /** Why it failed, in words a traveller understands. */
  failureReason: z.string().optional(),
  /** Where it stands (the API always sends it and `stateMessage`; optional for answers typed before they existed). */
  state: z.enum(PAYMENT_STATES).optional(),
  /** The state in plain words: what happens next, or the provider's reason for a failure. */
  stateMessage: z.string().optional(),
  createdAt: z.iso.datetime({ offset: true }),
  booking: bookingSchema,
});
export type Payment = z.infer<typeof paymentSchema>;

/** Answer of `POST /api/bookings/:id/payments`. */
export const paymentStartedSchema = z.object({
  payment: paymentSchema,
  action: paymentActionSchema,
});
export type PaymentStarted = z.infer<typeof paymentStartedSchema>;

/** The sandbox provider's page: what the test payment is for. */
export const sandboxSessionSchema = z.object({
  session: z.string(),
  paymentId: z.uuid(),
  bookingId: z.uuid(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_ATTEMPT_STATUSES),
  amount: z.number().nonnegative(),
  currency: z.string().length(3),
  reference: z.string(),
  tourName: z.string(),
  merchant: z.string(),
});
export type SandboxSession = z.infer<typeof sandboxSessionSchema>;

/** Where the sandbox page goes after Pay or Cancel (the checkout's return page). */
export const sandboxResultSchema = z.object({ returnUrl: z.string(), payment: paymentSchema });
export type SandboxResult = z.infer<typeof sandboxResultSchema>;

/** The notification the sandbox 'provider' sends to the webhook, signed with HMAC-SHA256. */
export const sandboxWebhookSchema = z.object({
  session: z.string().min(16).max(200),
  paymentId: z.uuid(),
  status: z.enum(['succeeded', 'failed']),
  amount: z.string().regex(/^\d+(\.\d{1,2})?$/),
  currency: z.string().length(3),
  eventId: z.string().min(8).max(200),
  /** Unix seconds; old notifications are refused. */
  timestamp: z.number().int().positive(),
});
export type SandboxWebhook = z.infer<typeof sandboxWebhookSchema>;
