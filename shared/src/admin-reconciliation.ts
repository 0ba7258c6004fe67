import { z } from 'zod';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';
import { PAYMENT_PROVIDERS } from './payment';

/**
 * Why a provider attempt needs staff: its report disagrees with the attempt (amount, currency, phone),
 * the provider never gave a final answer, or it was paid but never reached the ledger.
 */
export const UNMATCHED_RECEIPT_KINDS = ['mismatch', 'no answer', 'not in ledger'] as const;
export type UnmatchedReceiptKind = (typeof UNMATCHED_RECEIPT_KINDS)[number];
export const UNMATCHED_RECEIPT_LABELS: Record<UnmatchedReceiptKind, string> = {
  mismatch: 'Does not match the booking',
  'no answer': 'No final answer from the provider',
  'not in ledger': 'Paid, but not in the booking’s ledger',
};

/** Why a booking marked paid has no receipt: no ledger payment at all, or ledger payments without a reference. */
export const MISSING_RECEIPT_KINDS = ['no ledger entry', 'no reference'] as const;
export type MissingReceiptKind = (typeof MISSING_RECEIPT_KINDS)[number];
export const MISSING_RECEIPT_LABELS: Record<MissingReceiptKind, string> = {
  'no ledger entry': 'Marked paid, but its ledger has no payment',
  'no reference': 'Its ledger payments carry no receipt or reference',
};

/** A provider attempt staff must look at. */
export const unmatchedReceiptSchema = z.object({
  /** The attempt's id. */
  id: z.uuid(),
  bookingId: z.uuid(),
  bookingReference: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** What the attempt asked for. */
  amount: z.number(),
  currency: z.string().length(3),
  /** The provider's receipt or reference ('' when it gave none). */
  receipt: z.string(),
  kind: z.enum(UNMATCHED_RECEIPT_KINDS),
  /** What differs or what was asked, in words ('' for 'not in ledger'). */
  detail: z.string(),
  /** When it was flagged, or when the attempt was last updated. */
  at: z.iso.datetime({ offset: true }),
});
export type UnmatchedReceipt = z.infer<typeof unmatchedReceiptSchema>;

/** A booking whose payment status says money arrived while its ledger shows no receipt for it. */
export const missingReceiptSchema = z.object({
  /** The booking's id. */
  id: z.uuid(),
  reference: z.string(),
  customer: z.string(),
  tourName: z.string(),
  /** 'YYYY-MM-DD'. */
  travelDate: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  currency: z.string().length(3),
  kind: z.enum(MISSING_RECEIPT_KINDS),
});
export type MissingReceipt = z.infer<typeof missingReceiptSchema>;

/** Answer of `GET /api/admin/reconciliation` (newest first; each list holds at most {@link RECONCILIATION_LIMIT} rows). */
export const reconciliationSchema = z.object({
  unmatchedReceipts: z.array(unmatchedReceiptSchema),
  paidWithoutReceipt: z.array(missingReceiptSchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

export const RECONCILIATION_LIMIT = 200;
