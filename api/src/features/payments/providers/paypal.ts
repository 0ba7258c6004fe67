/**
 * PayPal Checkout through the Orders v2 API: an OAuth2 token, an order created for the booking's
 * amount (the traveller approves it on PayPal), then captured server to server when they return.
 * The captured amount is what the service checks against the booking.
 */
import { SITE } from '@safari/shared/site';
import type { PaypalConfig } from '../../../config';
import type { PaymentRecord } from '../payments.repo';
import { pick, pickString, requestJson, tokenCache, type JsonResponse } from './http';
import { ProviderError, type PaymentProvider, type ProviderOutcome } from './provider';

interface Link {
  rel?: string;
  href?: string;
}

function issueOf(body: unknown): string | undefined {
  return pickString(body, 'details', 0, 'issue') ?? pickString(body, 'name');
}

/** The first capture of an order answer (capture or GET order). */
function captureOutcome(res: JsonResponse): ProviderOutcome {
  const capture = (res.body as { purchase_units?: { payments?: { captures?: unknown[] } }[] } | null)?.purchase_units?.[0]?.payments?.captures?.[0];
  const status = pickString(capture, 'status');
  if (status === 'COMPLETED') {
    return {
      status: 'succeeded',
      amount: Number(pickString(capture, 'amount', 'value')),
      currency: pickString(capture, 'amount', 'currency_code') ?? '',
      receipt: pickString(capture, 'id'),
      raw: res.body,
    };
  }
  if (status === 'PENDING') return { status: 'pending', raw: res.body };
  if (status === 'DECLINED' || status === 'FAILED') return { status: 'failed', reason: 'PayPal declined the payment.', raw: res.body };
  // No capture yet: the order was not approved (or not captured) so far.
  const orderStatus = pickString(res.body, 'status');
  if (orderStatus === 'VOIDED') return { status: 'canceled', reason: 'The PayPal order was cancelled.', raw: res.body };
  return { status: 'pending', raw: res.body };
}

export function createPaypalProvider(options: {
  config: PaypalConfig;
  returnUrl: (bookingId: string, paymentId: string) => string;
  cancelUrl: (bookingId: string, paymentId: string) => string;
}): PaymentProvider {
  const { config } = options;
  const base = config.baseUrl;

  const token = tokenCache(async () => {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await requestJson('paypal', `${base}/v1/oauth2/token`, {
      headers: { Authorization: `Basic ${basic}` },
      form: { grant_type: 'client_credentials' },
    });
    const value = pickString(res.body, 'access_token');
    if (!res.ok || !value) throw new ProviderError('paypal', `OAuth failed with ${res.status}: ${JSON.stringify(res.body)}`);
    return { token: value, expiresInSeconds: Number(pick(res.body, 'expires_in') ?? 300) };
  });

  return {
    name: 'paypal',
    async start({ payment, booking }) {
      const res = await requestJson('paypal', `${base}/v2/checkout/orders`, {
        headers: { Authorization: `Bearer ${await token()}`, 'PayPal-Request-Id': `order-${payment.id}` },
        json: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: payment.id,
              custom_id: booking.id,
              invoice_id: `${booking.reference}-${payment.id.slice(0, 8)}`,
              description: `Safari booking ${booking.reference}: ${booking.tourName}`.slice(0, 127),
              amount: { currency_code: payment.currency, value: payment.amount.toFixed(2) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: SITE.name,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
                return_url: options.returnUrl(booking.id, payment.id),
                cancel_url: options.cancelUrl(booking.id, payment.id),
              },
            },
          },
        },
      });
      const orderId = pickString(res.body, 'id');
      const links = ((res.body as { links?: Link[] } | null)?.links ?? []).filter((link): link is Required<Link> => !!link.rel && !!link.href);
      const approve = links.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
      if (!res.ok || !orderId || !approve) {
        throw new ProviderError('paypal', `order refused with ${res.status}: ${issueOf(res.body) ?? JSON.stringify(res.body)}`);
      }
      return { providerRef: orderId, action: { kind: 'redirect', url: approve.href }, raw: res.body };
    },

    async status(payment: PaymentRecord) {
      if (!payment.providerRef) return { status: 'pending', raw: null };
      const orderUrl = `${base}/v2/checkout/orders/${encodeURIComponent(payment.providerRef)}`;
      const auth = { Authorization: `Bearer ${await token()}` };
      // The same request id makes a repeated capture (a retry, a second tab) answer the first result.
      const res = await requestJson('paypal', `${orderUrl}/capture`, {
        headers: { ...auth, 'PayPal-Request-Id': `capture-${payment.id}` },
        json: {},
      });
      if (res.ok) return captureOutcome(res);
      const issue = issueOf(res.body);
      if (issue === 'ORDER_NOT_APPROVED' || issue === 'PAYER_ACTION_REQUIRED') return { status: 'pending', raw: res.body };
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const order = await requestJson('paypal', orderUrl, { method: 'GET', headers: auth });
        if (order.ok) return captureOutcome(order);
        throw new ProviderError('paypal', `order lookup failed with ${order.status}`);
      }
      if (issue === 'INSTRUMENT_DECLINED' || issue === 'PAYER_CANNOT_PAY' || issue === 'TRANSACTION_REFUSED') {
        return { status: 'failed', reason: 'PayPal declined the payment. Please try another card or method.', raw: res.body };
      }
      if (res.status === 404) return { status: 'failed', reason: 'PayPal no longer knows this order. Please start the payment again.', raw: res.body };
      throw new ProviderError('paypal', `capture failed with ${res.status}: ${issue ?? JSON.stringify(res.body)}`);
    },
  };
}
