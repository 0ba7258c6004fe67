/**
 * The payment-provider interface. A provider starts a payment (a page to send the traveller to,
 * or a prompt on their phone) and, asked server to server, tells how a payment stands. Callbacks
 * only ever trigger or carry such an outcome; the service checks it (amount, currency) and applies
 * it exactly once.
 */
import type { PaymentMethod } from '@safari/shared/enums';
import { PAYMENT_MESSAGES, type PaymentAction, type PaymentProviderName } from '@safari/shared/payment';
import { AppError } from '../../../lib/errors';
import type { PaymentRecord } from '../payments.repo';

export interface Money {
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface StartContext {
  payment: { id: string } & Money;
  booking: {
    id: string;
    reference: string;
    tourName: string;
    contactName: string;
    contactEmail: string;
    contactPhone: string;
  };
  method: PaymentMethod;
  /** M-Pesa: the 2547… number to prompt. */
  phone?: string;
}

export interface StartResult {
  /** The provider's id of this payment (checkout request, order tracking id, order id, sandbox session). */
  providerRef: string;
  action: PaymentAction;
  raw?: unknown;
}

/** How a payment stands according to the provider. */
export type ProviderOutcome =
  | ({
      status: 'succeeded';
      receipt?: string;
      /** The payer's phone as the provider reported it (M-Pesa callbacks), checked against the attempt's. */
      payer?: string;
      raw: unknown;
    } & Money)
  | { status: 'failed' | 'canceled'; reason: string; raw: unknown }
  | { status: 'pending'; raw: unknown };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(context: StartContext): Promise<StartResult>;
  /** Asks the provider how the payment stands (PayPal: captures it once approved). */
  status(payment: PaymentRecord): Promise<ProviderOutcome>;
}

/**
 * The provider could not be reached or refused the request. The client sees a plain message;
 * the details go to the log.
 */
export class ProviderError extends AppError {
  readonly detail: string;

  constructor(provider: PaymentProviderName, detail: string, options: { cause?: unknown; message?: string } = {}) {
    super(options.message ?? PAYMENT_MESSAGES.startFailed, 502, { cause: options.cause });
    this.detail = `${provider}: ${detail}`;
  }
}
