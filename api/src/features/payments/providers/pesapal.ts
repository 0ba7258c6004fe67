/**
 * Card payments through Pesapal API 3.0: a token, the IPN URL registered once, an order submitted
 * (the traveller pays on Pesapal's page), and the transaction status read server to server after
 * the IPN or the traveller's return: neither of those is trusted on its own.
 */
import type { PesapalConfig } from '../../../config';
import type { PaymentRecord } from '../payments.repo';
import { pick, pickString, requestJson, tokenCache } from './http';
import { ProviderError, type PaymentProvider } from './provider';

/** Pesapal's status codes (GetTransactionStatus). */
const STATUS = { invalid: 0, completed: 1, failed: 2, reversed: 3 } as const;

function errorText(body: unknown): string {
  return pickString(body, 'error', 'message') ?? pickString(body, 'error', 'code') ?? JSON.stringify(body);
}

function splitName(name: string): { first: string; last: string } {
  const parts = name.trim().split(/\s+/);
  return { first: parts[0] ?? '', last: parts.slice(1).join(' ') };
}

export function createPesapalProvider(options: {
  config: PesapalConfig;
  /** Where Pesapal posts its IPN (our server). */
  ipnUrl: string;
  /** Where the traveller returns after paying (the checkout's return page). */
  returnUrl: (bookingId: string, paymentId: string) => string;
}): PaymentProvider {
  const { config } = options;
  const base = config.baseUrl;

  const token = tokenCache(async () => {
    const res = await requestJson('pesapal', `${base}/api/Auth/RequestToken`, {
      json: { consumer_key: config.consumerKey, consumer_secret: config.consumerSecret },
    });
    const value = pickString(res.body, 'token');
    if (!res.ok || !value) throw new ProviderError('pesapal', `authentication failed with ${res.status}: ${errorText(res.body)}`);
    const expiry = Date.parse(pickString(res.body, 'expiryDate') ?? '');
    return { token: value, expiresInSeconds: Number.isFinite(expiry) ? Math.floor((expiry - Date.now()) / 1000) : 240 };
  });

  // The IPN id is the same for every order of this installation: registered once per process.
  let ipnId: Promise<string> | undefined;
  const registerIpn = () =>
    (ipnId ??= (async () => {
      const res = await requestJson('pesapal', `${base}/api/URLSetup/RegisterIPN`, {
        headers: { Authorization: `Bearer ${await token()}` },
        json: { url: options.ipnUrl, ipn_notification_type: 'POST' },
      });
      const id = pickString(res.body, 'ipn_id');
      if (!res.ok || !id) throw new ProviderError('pesapal', `IPN registration failed with ${res.status}: ${errorText(res.body)}`);
      return id;
    })().catch((error: unknown) => {
      ipnId = undefined;
      throw error;
    }));

  return {
    name: 'pesapal',
    async start({ payment, booking }) {
      const notificationId = await registerIpn();
      const name = splitName(booking.contactName);
      const res = await requestJson('pesapal', `${base}/api/Transactions/SubmitOrderRequest`, {
        headers: { Authorization: `Bearer ${await token()}` },
        json: {
          // Our payment id is the merchant reference: unique per attempt, as Pesapal requires.
          id: payment.id,
          currency: payment.currency,
          amount: payment.amount,
          description: `Safari booking ${booking.reference}: ${booking.tourName}`.slice(0, 100),
          callback_url: options.returnUrl(booking.id, payment.id),
          notification_id: notificationId,
          billing_address: {
            email_address: booking.contactEmail,
            phone_number: booking.contactPhone,
            first_name: name.first,
            last_name: name.last,
          },
        },
      });
      const orderTrackingId = pickString(res.body, 'order_tracking_id');
      const redirectUrl = pickString(res.body, 'redirect_url');
      if (!res.ok || !orderTrackingId || !redirectUrl || (pick(res.body, 'error', 'code') ?? null) !== null) {
        throw new ProviderError('pesapal', `order refused with ${res.status}: ${errorText(res.body)}`);
      }
      return { providerRef: orderTrackingId, action: { kind: 'redirect', url: redirectUrl }, raw: res.body };
    },

    async status(payment: PaymentRecord) {
      if (!payment.providerRef) return { status: 'pending', raw: null };
      const url = `${base}/api/Transactions/GetTransactionStatus?orderTrackingId=${encodeURIComponent(payment.providerRef)}`;
      const res = await requestJson('pesapal', url, { method: 'GET', headers: { Authorization: `Bearer ${await token()}` } });
      const code = Number(pick(res.body, 'status_code'));
      if (!res.ok || !Number.isInteger(code)) {
        throw new ProviderError('pesapal', `status query failed with ${res.status}: ${errorText(res.body)}`);
      }
      const reference = pickString(res.body, 'merchant_reference');
      if (reference !== undefined && reference !== payment.id) {
        return { status: 'failed', reason: 'Pesapal reported a different order for this payment.', raw: res.body };
      }
      if (code === STATUS.completed) {
        return {
          status: 'succeeded',
          amount: Number(pick(res.body, 'amount')),
          currency: (pickString(res.body, 'currency') ?? '').toUpperCase(),
          receipt: pickString(res.body, 'confirmation_code'),
          raw: res.body,
        };
      }
      if (code === STATUS.failed) {
        return { status: 'failed', reason: pickString(res.body, 'description') || 'The card payment was declined.', raw: res.body };
      }
      if (code === STATUS.reversed) return { status: 'failed', reason: 'The card payment was reversed.', raw: res.body };
      // INVALID: the traveller has not finished on Pesapal's page (yet).
      return { status: 'pending', raw: res.body };
    },
  };
}
