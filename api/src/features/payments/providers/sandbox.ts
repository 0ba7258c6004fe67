/**
 * The built-in sandbox provider, used for every method whose real provider is not configured. It
 * behaves like a redirect provider: the traveller goes to a clearly marked test page, and 'paying'
 * there makes the sandbox send a signed notification to our webhook, which confirms the booking
 * through the same checks as a real provider's callback. No money moves.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SandboxWebhook } from '@safari/shared/payment';
import type { PaymentProvider } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';
/** Notifications older than this are refused (a captured one cannot be replayed days later). */
export const SANDBOX_MAX_AGE_SECONDS = 15 * 60;

/** The signed text: the notification's fields in a fixed order. */
function signedText(payload: SandboxWebhook): string {
  return [payload.timestamp, payload.eventId, payload.session, payload.paymentId, payload.status, payload.amount, payload.currency].join('.');
}

/** The signature header value of a notification: `sha256=<hex HMAC>`. */
export function signSandboxPayload(secret: string, payload: SandboxWebhook): string {
  return `sha256=${createHmac('sha256', secret).update(signedText(payload)).digest('hex')}`;
}

/** True when the header carries the right signature of this payload (compared in constant time). */
export function isValidSandboxSignature(secret: string, payload: SandboxWebhook, header: string | undefined): boolean {
  if (!header) return false;
  const expected = Buffer.from(signSandboxPayload(secret, payload));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createSandboxProvider(): PaymentProvider {
  return {
    name: 'sandbox',
    async start({ booking, method }) {
      // The session is the only key to the test page: unguessable, like a provider's checkout token.
      const session = randomBytes(24).toString('base64url');
      const query = new URLSearchParams({ method, session });
      return { providerRef: session, action: { kind: 'redirect', url: `/checkout/${booking.id}/sandbox?${query.toString()}` } };
    },
    async status() {
      // The sandbox keeps no state of its own: what its notifications reported is all there is.
      return { status: 'pending', raw: null };
    },
  };
}
