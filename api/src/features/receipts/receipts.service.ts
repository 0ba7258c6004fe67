/**
 * Numbered receipts of payments and refunds. A receipt opens for whoever may open its booking (the
 * signed-in owner or the holder of its access key, lib/booking-access.ts) and for staff who may use
 * the console's bookings; anybody else, a receipt of another booking or an unknown number, gets the
 * same 404.
 */
import { canAccessSection } from '@safari/shared/staff';
import { UUID_PATTERN } from '@safari/shared/uuid';
import type { AuthUser } from '../../lib/auth';
import { mayAccessBooking, type BookingAccess } from '../../lib/booking-access';
import { NotFoundError } from '../../lib/errors';
import type { MailAttachment } from '../../lib/mail-attachments';
import { receiptDocument, type ReceiptDocument } from './receipt-document';
import { receiptPdf } from './receipt-pdf';
import type { ReceiptRecord, ReceiptsRepo } from './receipts.repo';

export const RECEIPT_NOT_FOUND = 'Receipt not found';

/** Receipt numbers are positive integers (Postgres `integer`). */
const RECEIPT_NO = /^[1-9][0-9]{0,8}$/;

export interface ReceiptsService {
  /** The receipt `receiptNo` of booking `bookingId`, for a caller who may see it (NotFoundError otherwise). */
  get(bookingId: string, receiptNo: string, access: BookingAccess, actor: AuthUser | undefined): Promise<ReceiptDocument>;
  /** The same receipt as a PDF. */
  pdf(bookingId: string, receiptNo: string, access: BookingAccess, actor: AuthUser | undefined): Promise<{ receipt: ReceiptDocument; pdf: Uint8Array }>;
  /** The PDF for the e-mail of a payment or refund (null when the booking has no such receipt). */
  attachment(bookingId: string, receiptNo: number): Promise<MailAttachment | null>;
}

function mayOpen(record: ReceiptRecord, access: BookingAccess, actor: AuthUser | undefined): boolean {
  if (actor && canAccessSection(actor.role, 'bookings')) return true;
  return mayAccessBooking(record.booking, access);
}

export function createReceiptsService(deps: { repo: ReceiptsRepo }): ReceiptsService {
  async function get(bookingId: string, receiptNo: string, access: BookingAccess, actor: AuthUser | undefined) {
    const record = UUID_PATTERN.test(bookingId) && RECEIPT_NO.test(receiptNo) ? await deps.repo.findForBooking(bookingId.toLowerCase(), Number(receiptNo)) : null;
    if (!record || !mayOpen(record, access, actor)) throw new NotFoundError(RECEIPT_NOT_FOUND);
    return receiptDocument(record);
  }

  return {
    get,
    async pdf(bookingId, receiptNo, access, actor) {
      const receipt = await get(bookingId, receiptNo, access, actor);
      return { receipt, pdf: await receiptPdf(receipt) };
    },
    async attachment(bookingId, receiptNo) {
      const record = UUID_PATTERN.test(bookingId) ? await deps.repo.findForBooking(bookingId.toLowerCase(), receiptNo) : null;
      if (!record) return null;
      const receipt = receiptDocument(record);
      return { filename: receipt.filename, contentType: 'application/pdf', content: Buffer.from(await receiptPdf(receipt)) };
    },
  };
}
