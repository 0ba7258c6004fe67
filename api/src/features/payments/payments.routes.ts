import { Router } from 'express';
import { z } from 'zod';
import { reconciliationSchema } from '@safari/shared/admin-reconciliation';
import { apiErrorSchema } from '@safari/shared/api-error';
import { BOOKING_KEY_HEADER } from '@safari/shared/booking';
import {
  paymentSchema,
  paymentStartedSchema,
  sandboxResultSchema,
  sandboxSessionSchema,
  sandboxWebhookSchema,
  startPaymentSchema,
} from '@safari/shared/payment';
import { currentUser, type Auth } from '../../lib/auth';
import { bookingAccessOf } from '../../lib/booking-access';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import type { PaymentsService } from './payments.service';
import { SANDBOX_SIGNATURE_HEADER } from './providers/sandbox';

const bookingParams = z.object({ id: z.string().describe('The booking id') });
const paymentParams = z.object({ paymentId: z.string().describe('The payment id') });
const sessionParams = z.object({ session: z.string().describe('The sandbox session token') });
const mpesaParams = z.object({ paymentId: z.string(), token: z.string() });
const pesapalIpnSchema = z.object({
  OrderTrackingId: z.string({ error: 'OrderTrackingId is required.' }).trim().min(1, 'OrderTrackingId is required.').max(200),
  OrderMerchantReference: z.string().trim().max(200).optional(),
  OrderNotificationType: z.string().trim().max(50).optional(),
});
type PesapalIpn = z.infer<typeof pesapalIpnSchema>;
const ACCESS = `Needs the signed-in owner's bearer token or the booking's access key in the ${BOOKING_KEY_HEADER} header; the ids alone are not enough.`;
const NOT_OURS = 'Not found, or neither the owner nor the booking’s access key (a stranger cannot tell which)';

/**
 * Payment routes: starting a payment for a booking (`/bookings/:id/payments`), the checkout's
 * status reads, the sandbox provider's page actions and the providers' callbacks (`/payments/…`),
 * and the staff's reconciliation (`/admin/reconciliation`).
 */
export function paymentsRouter(deps: { service: PaymentsService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const payment = docs.component('Payment', paymentSchema);
  const started = docs.component('PaymentStarted', paymentStartedSchema);
  const session = docs.component('SandboxSession', sandboxSessionSchema);
  const sandboxResult = docs.component('SandboxResult', sandboxResultSchema);

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/bookings/:id/payments',
    summary: 'Start paying for a booking',
    description:
      'Creates a payment attempt with the provider of the method (M-Pesa, Pesapal card, PayPal; the built-in sandbox when ' +
      "that provider is not configured). The answer says what to do next: 'redirect' to the provider's page, or 'stk' — " +
      "wait while the traveller approves the M-Pesa prompt on their phone (poll GET /api/payments/{paymentId}). " +
      ACCESS,
    tags: ['payments'],
    params: bookingParams,
    body: startPaymentSchema,
    responses: {
      201: { description: 'Started', schema: started },
      400: { description: 'Invalid method or M-Pesa number', schema: error },
      404: { description: NOT_OURS, schema: error },
      409: { description: 'Already paid or cancelled', schema: error },
      502: { description: 'The provider refused or could not be reached', schema: error },
    },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.status(201).json(await service.start(req.params.id, req.body, bookingAccessOf(req)));
    },
  });

  // Sandbox provider: the test page's data and buttons, and its signed webhook.
  defineRoute(router, docs, {
    method: 'post',
    path: '/api/payments/sandbox/webhook',
    summary: 'Sandbox provider notification (signed)',
    description: `HMAC-SHA256 signature in the ${SANDBOX_SIGNATURE_HEADER} header. Confirms the booking once; an amount that does not match never does.`,
    tags: ['payments'],
    body: sandboxWebhookSchema,
    responses: {
      200: { description: 'Applied (or already applied)' },
      401: { description: 'Bad signature', schema: error },
      404: { description: 'Unknown payment', schema: error },
    },
    handler: async (req, res) => {
      res.json(await service.sandboxWebhook(req.body, req.get(SANDBOX_SIGNATURE_HEADER)));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/payments/sandbox/:session',
    summary: 'What a sandbox test payment is for',
    tags: ['payments'],
    params: sessionParams,
    responses: { 200: { description: 'The test payment', schema: session }, 404: { description: 'Unknown session', schema: error } },
    handler: async (req, res) => {
      res.json(await service.sandboxSession(req.params.session));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/payments/sandbox/:session/complete',
    summary: "The sandbox page's Pay button",
    description: 'The sandbox plays the provider: it sends its signed notification to the webhook, then answers where to return.',
    tags: ['payments'],
    params: sessionParams,
    responses: {
      200: { description: 'Paid; where to go next', schema: sandboxResult },
      404: { description: 'Unknown session', schema: error },
      409: { description: 'The test payment was cancelled', schema: error },
    },
    handler: async (req, res) => {
      res.json(await service.sandboxComplete(req.params.session));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/payments/sandbox/:session/cancel',
    summary: "The sandbox page's Cancel button",
    tags: ['payments'],
    params: sessionParams,
    responses: { 200: { description: 'Cancelled; where to go next', schema: sandboxResult }, 404: { description: 'Unknown session', schema: error } },
    handler: async (req, res) => {
      res.json(await service.sandboxCancel(req.params.session));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/payments/mpesa/callback/:paymentId/:token',
    summary: 'M-Pesa (Daraja) STK push result callback',
    description: 'The token in the URL proves the callback belongs to our STK push; the amount is checked against the payment.',
    tags: ['payments'],
    params: mpesaParams,
    responses: {
      200: { description: 'Accepted' },
      401: { description: 'Wrong token', schema: error },
      404: { description: 'Unknown payment', schema: error },
    },
    handler: async (req, res) => {
      await service.mpesaCallback(req.params.paymentId, req.params.token, req.body);
      res.json({ ResultCode: 0, ResultDesc: 'Accepted' });
    },
  });

  const pesapalIpn = async (ipn: PesapalIpn) => {
    await service.pesapalIpn(ipn.OrderTrackingId, ipn.OrderMerchantReference);
    return {
      orderNotificationType: ipn.OrderNotificationType ?? 'IPNCHANGE',
      orderTrackingId: ipn.OrderTrackingId,
      orderMerchantReference: ipn.OrderMerchantReference ?? '',
      status: 200,
    };
  };
  // Pesapal notifies by GET or by POST, as its IPN registration says: one path, two definitions.
  const pesapalIpnRoute = {
    path: '/api/payments/pesapal/ipn',
    description: 'Only triggers a server-to-server GetTransactionStatus; the notification itself is not trusted.',
    tags: ['payments'],
    responses: { 200: { description: 'Received' }, 404: { description: 'Unknown order', schema: error } },
  };
  const ipnSummary = (method: string) => `Pesapal instant payment notification (${method})`;
  defineRoute(router, docs, { ...pesapalIpnRoute, method: 'get', summary: ipnSummary('GET'), query: pesapalIpnSchema, handler: async (req, res) => res.json(await pesapalIpn(req.query)) });
  defineRoute(router, docs, { ...pesapalIpnRoute, method: 'post', summary: ipnSummary('POST'), body: pesapalIpnSchema, handler: async (req, res) => res.json(await pesapalIpn(req.body)) });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/payments/:paymentId',
    summary: 'How a payment attempt stands',
    description: ACCESS,
    tags: ['payments'],
    params: paymentParams,
    responses: { 200: { description: 'The payment and its booking', schema: payment }, 404: { description: NOT_OURS, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.json(await service.get(req.params.paymentId, bookingAccessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/payments/:paymentId/verify',
    summary: 'Ask the provider how a pending payment stands',
    description: `PayPal: captures the approved order. Pesapal: GetTransactionStatus. M-Pesa: STK push query. Applied once. ${ACCESS}`,
    tags: ['payments'],
    params: paymentParams,
    responses: { 200: { description: 'The payment after the check', schema: payment }, 404: { description: NOT_OURS, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.json(await service.verify(req.params.paymentId, bookingAccessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/payments/:paymentId/cancel',
    summary: 'The traveller turned back from the provider',
    description: `A pending attempt becomes cancelled; the booking stays payable. ${ACCESS}`,
    tags: ['payments'],
    params: paymentParams,
    responses: { 200: { description: 'The payment', schema: payment }, 404: { description: NOT_OURS, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      res.json(await service.cancel(req.params.paymentId, bookingAccessOf(req)));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/reconciliation',
    summary: 'Provider receipts that match no booking, and bookings marked paid without a receipt (admins)',
    description:
      'Receipts: attempts flagged because the amount, currency or M-Pesa phone reported differs from the attempt (never confirmed), ' +
      'attempts a provider never answered for good, and paid attempts missing from the ledger. Bookings: paid, deposit paid or ' +
      'partially paid, with no ledger payment that carries a receipt or reference.',
    tags: ['admin'],
    auth: true,
    responses: {
      200: { description: 'Both lists, newest first', schema: docs.component('Reconciliation', reconciliationSchema) },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    before: [requireSection(auth, 'bookings')],
    handler: async (req, res) => {
      res.json(await service.reconciliation(currentUser(req)));
    },
  });

  return router;
}
