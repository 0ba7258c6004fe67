import { z } from 'zod';
import { isIsoDate } from './booking-rules';
import { CURRENCIES, LEDGER_PAYMENT_STATUSES } from './money-rules';

export * from './money-rules';
export * from './tour-money';
export * from './tour-money-input';

/** `GET /api/rates`: shillings per dollar and the date of the rate (null until staff set one). */
export const ratesSchema = z.object({ KES: z.object({ rate: z.number().positive(), asOf: z.string() }).nullable() });
export type Rates = z.infer<typeof ratesSchema>;

/** `PUT /api/admin/rates`. */
export const ratesInputSchema = z.object({
  KES: z.object({
    rate: z.number({ error: 'Enter the rate' }).positive('The rate must be more than 0').max(100_000, 'The rate looks wrong'),
    asOf: z.string().trim().refine(isIsoDate, 'Use a date like 2026-11-26').optional(),
  }),
});
export type RatesInput = z.infer<typeof ratesInputSchema>;

export const LEDGER_KINDS = ['payment', 'refund', 'adjustment'] as const;
export const LEDGER_METHODS = ['mpesa', 'pesapal', 'paypal', 'cash', 'bank_transfer', 'mpesa_till', 'other'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = {
  mpesa: 'M-Pesa',
  pesapal: 'Card (Pesapal)',
  paypal: 'PayPal',
  cash: 'Cash',
  bank_transfer: 'Bank transfer',
  mpesa_till: 'M-Pesa till (by hand)',
  other: 'Other',
};

/** One row of a booking's ledger: signed as money reaches the operator (a refund is negative). */
export const ledgerRowSchema = z.object({
  id: z.uuid(),
  kind: z.enum(LEDGER_KINDS),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** Shillings per dollar used, and its date. */
  rate: z.number().positive(),
  rateDate: z.string(),
  /** The USD equivalent, signed like `amount`. */
  usd: z.number(),
  method: z.enum(LEDGER_METHODS),
  /** M-Pesa receipt, Pesapal tracking id, bank reference … */
  reference: z.string(),
  receiptNo: z.number().int().positive(),
  /** Who recorded it: a staff member's name, or null for the traveller's own online payment. */
  recordedBy: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRowSchema>;

/** What a booking's ledger adds up to (USD equivalents) and its rows. */
export const bookingMoneySchema = z.object({
  paid: z.number(),
  balance: z.number(),
  refunded: z.number(),
  paymentStatus: z.enum([...LEDGER_PAYMENT_STATUSES, 'failed']),
  /** The same totals in the booking's own currency. */
  totals: z.object({ paid: z.number(), balance: z.number(), refunded: z.number(), currency: z.enum(CURRENCIES) }),
  depositAmount: z.number(),
  balanceDueDate: z.string(),
  /** Charged by the checkout now: the deposit or the balance, in the booking's currency. */
  dueNow: z.number(),
  ledger: z.array(ledgerRowSchema),
});

const REFUND_METHODS = ['mpesa', 'pesapal', 'paypal', 'cash', 'bank_transfer', 'mpesa_till', 'other'] as const;
const positiveAmount = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z.number({ error: 'Amount must be more than 0' }).gt(0, 'Amount must be more than 0').max(99_999_999.99, 'Amount must be more than 0').multipleOf(0.01, 'At most 2 decimals'),
);

/** `POST /api/admin/bookings/{id}/refunds`: money given back to the traveller. */
export const refundInputSchema = z.object({
  amount: positiveAmount,
  currency: z.enum(CURRENCIES, { error: 'Currency must be USD or KES' }).default('USD'),
  method: z.enum(REFUND_METHODS, { error: 'Choose how the refund was made' }),
  reference: z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(120, 'At most 120 characters')),
  note: z.preprocess((value) => (value == null ? '' : value), z.string().trim().max(500, 'At most 500 characters')),
});
export type RefundInput = z.output<typeof refundInputSchema>;

/** `PUT /api/admin/bookings/{id}/balance-due`: staff give the traveller more time. */
export const balanceDueInputSchema = z.object({
  balanceDueDate: z.string({ error: 'Use a date like 2027-01-31' }).trim().refine(isIsoDate, 'Use a date like 2027-01-31'),
});
export type BalanceDueInput = z.infer<typeof balanceDueInputSchema>;
