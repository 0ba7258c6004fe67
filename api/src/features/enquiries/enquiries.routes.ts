import { Router, type RequestHandler } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { enquiryReceiptSchema, enquirySchema } from '@safari/shared/enquiry';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { EnquiriesService } from './enquiries.service';

export function enquiriesRouter(deps: { service: EnquiriesService; docs: OpenApiRegistry; limit: RequestHandler }): Router {
  const { service, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const receipt = docs.component('EnquiryReceipt', enquiryReceiptSchema);

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/enquiries',
    summary: 'Send a chat message or a contact message to the staff inbox',
    description:
      "channel 'chat': a message typed into the chat widget (name and e-mail optional). channel 'contact': the contact " +
      'form, with consent. A contact message whose hidden honeypot field is filled gets 202 and is not stored. ' +
      `With an ${IDEMPOTENCY_HEADER} header (the offline outbox), a repeated request answers the first answer again ` +
      'instead of storing the message twice (409 when the same key comes with a different body).',
    tags: ['enquiries'],
    body: enquirySchema,
    responses: {
      201: { description: 'Stored for the staff inbox', schema: receipt },
      202: { description: 'Accepted and dropped (honeypot filled)', schema: receipt },
      400: { description: 'Invalid fields, with a message per field', schema: error },
      409: { description: 'The Idempotency-Key was used for another request', schema: error },
      429: { description: 'Too many requests from this address or to this e-mail; Retry-After says when to try again', schema: error },
    },
    after: [deps.limit],
    handler: async (req, res) => {
      const result = await service.receive(req.body, { idempotencyKey: idempotencyKeyOf(req) });
      sendStored(res, result);
    },
  });

  return router;
}
