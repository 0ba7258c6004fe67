/**
 * `GET /api/bookings/{id}/receipts/{receiptNo}` (the printable page) and `….pdf` (the PDF). They are
 * opened from links (an e-mail, My Trips, the console), so besides the header the access key may
 * come as the `key` query parameter the e-mails' links carry; the request log redacts it.
 */
import { Router, type Request } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { BOOKING_KEY_HEADER, BOOKING_KEY_PARAM, receiptPath } from '@safari/shared/booking-rules';
import { currentUser, type Auth } from '../../lib/auth';
import { bookingAccessOf, type BookingAccess } from '../../lib/booking-access';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import { receiptHtml } from './receipt-html';
import type { ReceiptsService } from './receipts.service';

const params = z.object({
  id: z.string().describe('The booking id (a UUID)'),
  receiptNo: z.string().describe('The receipt number (1, 2, 3 …: one sequence for every booking, with no gaps)'),
});
/** A key that is not one string (given twice, say) is no key, as before validation: not a 400. */
const query = z.object({
  [BOOKING_KEY_PARAM]: z
    .string()
    .optional()
    .describe(`The booking's access key, as the e-mails' links carry it (the ${BOOKING_KEY_HEADER} header does the same)`)
    .catch(undefined),
});
const ACCESS =
  `For the signed-in owner (bearer token), whoever holds the booking's access key (${BOOKING_KEY_HEADER} header or \`${BOOKING_KEY_PARAM}\` query parameter), ` +
  'and staff who may use the bookings. The receipt must be one of this booking’s.';
const NOT_FOUND = 'No such booking or receipt, the receipt belongs to another booking, or the caller may not see it (a stranger cannot tell which)';

/** The header's key, else the link's. */
function accessOf(req: Request): BookingAccess {
  const access = bookingAccessOf(req);
  const linked = req.query[BOOKING_KEY_PARAM];
  return access.key === undefined && typeof linked === 'string' && linked ? { ...access, key: linked } : access;
}

export function receiptsRouter(deps: { service: ReceiptsService; auth: Auth; docs: OpenApiRegistry }): Router {
  const { service, auth, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings/:id/receipts/:receiptNo.pdf',
    summary: 'A payment or refund receipt as a PDF (A4)',
    description: `The same receipt as the printable page and the e-mail's attachment, as receipt-<number>.pdf. ${ACCESS}`,
    tags: ['bookings'],
    params,
    query,
    responses: { 200: { description: 'application/pdf (Content-Disposition: attachment)' }, 404: { description: NOT_FOUND, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      const { receipt, pdf } = await service.pdf(req.params.id, req.params.receiptNo, accessOf(req), currentUser(req));
      res.attachment(receipt.filename).type('application/pdf').send(Buffer.from(pdf));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/bookings/:id/receipts/:receiptNo',
    summary: 'A payment or refund receipt: a printable page',
    description:
      'A self-contained HTML page laid out for A4 paper: the operator, the receipt number and date, the booking reference, the amount in its currency ' +
      `and in the other one at the recorded rate (with its date), the method and the provider's or bank's reference. ${ACCESS}`,
    tags: ['bookings'],
    params,
    query,
    responses: { 200: { description: 'text/html' }, 404: { description: NOT_FOUND, schema: error } },
    before: [auth.optionalAuth],
    handler: async (req, res) => {
      const access = accessOf(req);
      const receipt = await service.get(req.params.id, req.params.receiptNo, access, currentUser(req));
      // The PDF link carries the key only when the page was opened with it in its own link.
      const linked = access.key !== undefined && access.key === req.query[BOOKING_KEY_PARAM] ? access.key : undefined;
      res.type('html').set('X-Robots-Tag', 'noindex').send(receiptHtml(receipt, receiptPath(req.params.id, receipt.receiptNo, linked, 'pdf')));
    },
  });

  return router;
}
