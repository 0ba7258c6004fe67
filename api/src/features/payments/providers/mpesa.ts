/**
 * M-Pesa through Safaricom's Daraja API: OAuth token, STK push (Lipa na M-Pesa Online) that makes
 * the traveller's phone ask for their PIN, the result callback, and the STK push query for when a
 * callback is late. Bookings are priced in USD; M-Pesa charges whole shillings at the configured rate.
 */
import type { MpesaConfig } from '../../../config';
import type { PaymentRecord } from '../payments.repo';
import { pick, pickString, requestJson, tokenCache } from './http';
import { ProviderError, type PaymentProvider, type ProviderOutcome } from './provider';

/**
 * Daraja's result codes a traveller can act on, in their words (the callback and the STK query give
 * the same codes); anything else reads M-Pesa's own description.
 */
export const MPESA_RESULT_REASONS: Record<string, { status: 'failed' | 'canceled'; reason: string }> = {
  '1': {
    status: 'failed',
    reason: 'The payment did not go through: insufficient funds in your M-Pesa account. Top up, then try again or choose another method.',
  },
  '1032': { status: 'canceled', reason: 'The payment was cancelled on the phone, so nothing was paid. You can try again when you are ready.' },
  '1037': {
    status: 'failed',
    reason: 'The M-Pesa prompt could not reach you: phone unreachable or switched off. Check that it has signal, then try again.',
  },
  '2001': { status: 'failed', reason: 'The payment did not go through: a wrong PIN was entered on the M-Pesa prompt. Try again with your M-Pesa PIN.' },
  '1025': { status: 'failed', reason: 'M-Pesa could not send the request to your phone. Please try again.' },
  '1019': { status: 'failed', reason: 'The M-Pesa request expired before it was approved. Please try again.' },
};
/** The STK query's answer while the traveller has not yet answered the prompt. */
const STILL_PROCESSING = '500.001.1001';

export interface MpesaCallback {
  checkoutRequestId: string;
  outcome: ProviderOutcome;
}

export interface MpesaProvider extends PaymentProvider {
  /** Reads Daraja's STK callback body; null when it is not one. */
  parseCallback(body: unknown): MpesaCallback | null;
}

/** Daraja's timestamp: yyyyMMddHHmmss in Nairobi time (EAT, UTC+3, no daylight saving). */
export function darajaTimestamp(now: Date = new Date()): string {
  const eat = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  return eat.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * Whether the phone M-Pesa says paid is the one the prompt went to (both 2547… or 07…; a number
 * Safaricom masks, e.g. 2547******78, must agree on every digit it shows).
 */
export function samePayerPhone(expected: string, reported: string): boolean {
  const international = (phone: string) => phone.replace(/[^\d*]/g, '').replace(/^0(?=[17])/, '254');
  const shown = international(reported);
  if (shown.replace(/\*/g, '') === '') return false;
  return new RegExp(`^${shown.replace(/\*/g, '\\d')}$`).test(international(expected));
}

function outcomeOf(resultCode: string, description: string | undefined, raw: unknown): ProviderOutcome {
  const known = MPESA_RESULT_REASONS[resultCode];
  if (known) return { ...known, raw };
  return { status: 'failed', reason: description ? `M-Pesa: ${description}` : 'The M-Pesa payment did not go through.', raw };
}

export function createMpesaProvider(options: {
  config: MpesaConfig;
  /** The callback URL of a payment (carries a token that proves it came from our STK push). */
  callbackUrl: (paymentId: string) => string;
}): MpesaProvider {
  const { config } = options;
  const base = config.baseUrl;

  const token = tokenCache(async () => {
    const basic = Buffer.from(`${config.consumerKey}:${config.consumerSecret}`).toString('base64');
    const res = await requestJson('mpesa', `${base}/oauth/v1/generate?grant_type=client_credentials`, {
      method: 'GET',
      headers: { Authorization: `Basic ${basic}` },
    });
    const accessToken = pickString(res.body, 'access_token');
    if (!res.ok || !accessToken) throw new ProviderError('mpesa', `OAuth failed with ${res.status}: ${JSON.stringify(res.body)}`);
    return { token: accessToken, expiresInSeconds: Number(pick(res.body, 'expires_in') ?? 3599) };
  });

  const password = (timestamp: string) => Buffer.from(`${config.shortcode}${config.passkey}${timestamp}`).toString('base64');

  return {
    name: 'mpesa',
    async start({ payment, booking, phone }) {
      if (!phone) throw new ProviderError('mpesa', 'no phone number given', { message: 'Enter your M-Pesa number, e.g. 0712 345 678.' });
      const timestamp = darajaTimestamp();
      const res = await requestJson('mpesa', `${base}/mpesa/stkpush/v1/processrequest`, {
        headers: { Authorization: `Bearer ${await token()}` },
        json: {
          BusinessShortCode: config.shortcode,
          Password: password(timestamp),
          Timestamp: timestamp,
          TransactionType: 'CustomerPayBillOnline',
          Amount: payment.amount,
          PartyA: phone,
          PartyB: config.shortcode,
          PhoneNumber: phone,
          CallBackURL: options.callbackUrl(payment.id),
          // Shown on the traveller's phone and statement; Daraja allows 12 characters.
          AccountReference: booking.reference.slice(0, 12),
          TransactionDesc: 'Safari booking',
        },
      });
      const checkoutRequestId = pickString(res.body, 'CheckoutRequestID');
      if (!res.ok || pickString(res.body, 'ResponseCode') !== '0' || !checkoutRequestId) {
        const reason = pickString(res.body, 'errorMessage') ?? pickString(res.body, 'ResponseDescription') ?? `HTTP ${res.status}`;
        throw new ProviderError('mpesa', `STK push refused: ${reason}`, {
          message: 'M-Pesa could not send the payment request. Check the number and try again, or choose another method.',
        });
      }
      return {
        providerRef: checkoutRequestId,
        action: {
          kind: 'stk',
          checkoutRequestId,
          message: pickString(res.body, 'CustomerMessage') ?? 'Check your phone to approve the payment',
        },
        raw: res.body,
      };
    },

    parseCallback(body) {
      const callback = (body as { Body?: { stkCallback?: unknown } } | null)?.Body?.stkCallback;
      const checkoutRequestId = pickString(callback, 'CheckoutRequestID');
      const resultCode = pickString(callback, 'ResultCode');
      if (!callback || !checkoutRequestId || resultCode === undefined) return null;
      if (resultCode !== '0') return { checkoutRequestId, outcome: outcomeOf(resultCode, pickString(callback, 'ResultDesc'), body) };
      const items = (callback as { CallbackMetadata?: { Item?: unknown } }).CallbackMetadata?.Item;
      const item = (name: string) =>
        Array.isArray(items) ? (items as { Name?: unknown; Value?: unknown }[]).find((entry) => entry.Name === name)?.Value : undefined;
      const amount = Number(item('Amount'));
      if (!Number.isFinite(amount)) {
        return { checkoutRequestId, outcome: { status: 'failed', reason: 'M-Pesa reported a payment without an amount.', raw: body } };
      }
      const receipt = item('MpesaReceiptNumber');
      const phone = item('PhoneNumber');
      return {
        checkoutRequestId,
        outcome: {
          status: 'succeeded',
          amount,
          currency: 'KES',
          receipt: typeof receipt === 'string' ? receipt : undefined,
          // Always checked: a callback without the phone cannot show it is this traveller's payment.
          payer: typeof phone === 'string' || typeof phone === 'number' ? String(phone) : '',
          raw: body,
        },
      };
    },

    async status(payment: PaymentRecord) {
      if (!payment.providerRef) return { status: 'pending', raw: null };
      const timestamp = darajaTimestamp();
      const res = await requestJson('mpesa', `${base}/mpesa/stkpushquery/v1/query`, {
        headers: { Authorization: `Bearer ${await token()}` },
        json: { BusinessShortCode: config.shortcode, Password: password(timestamp), Timestamp: timestamp, CheckoutRequestID: payment.providerRef },
      });
      if (pickString(res.body, 'errorCode') === STILL_PROCESSING) return { status: 'pending', raw: res.body };
      const resultCode = pickString(res.body, 'ResultCode');
      if (!res.ok || resultCode === undefined) {
        throw new ProviderError('mpesa', `STK query failed with ${res.status}: ${JSON.stringify(res.body)}`);
      }
      // The query, server to server about our own checkout request, repeats neither the amount nor the
      // phone: they are the ones this STK push asked for.
      if (resultCode === '0') return { status: 'succeeded', amount: payment.amount, currency: payment.currency, raw: res.body };
      return outcomeOf(resultCode, pickString(res.body, 'ResultDesc'), res.body);
    },
  };
}
