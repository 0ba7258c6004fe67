/**
 * Receipts: the numbered receipt of each payment and refund of a booking's ledger, as a printable
 * page and a PDF (`/api/bookings/{id}/receipts/…`), and the PDF the e-mails of a payment or refund
 * carry (`receiptAttachments`, which server.ts hands the notifications worker).
 */
import { Router } from 'express';
import type { Auth } from '../../lib/auth';
import type { Queryable } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { MailAttachments } from '../../lib/mail-attachments';
import { notificationPayloads } from '../../lib/outbox';
import { createReceiptsRepo } from './receipts.repo';
import { receiptsRouter } from './receipts.routes';
import { createReceiptsService } from './receipts.service';

export function receiptsFeature(deps: FeatureDeps & { auth: Auth }): Feature {
  const service = createReceiptsService({ repo: createReceiptsRepo(deps.pool) });
  return { router: Router().use(receiptsRouter({ service, auth: deps.auth, docs: deps.docs })) };
}

/**
 * The receipt's PDF for the e-mail of a payment or refund that names one, drawn from the ledger row
 * when the e-mail is sent, so the attachment and the printable page say the same.
 */
export function receiptAttachments(db: Queryable): MailAttachments {
  const service = createReceiptsService({ repo: createReceiptsRepo(db) });
  return async (kind, payload) => {
    if (kind !== 'payment_confirmed' && kind !== 'refund_recorded') return [];
    const parsed = notificationPayloads[kind].safeParse(payload);
    if (!parsed.success || parsed.data.receiptNo === undefined) return [];
    const attachment = await service.attachment(parsed.data.bookingId, parsed.data.receiptNo);
    return attachment ? [attachment] : [];
  };
}
