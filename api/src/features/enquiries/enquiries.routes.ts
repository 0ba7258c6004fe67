import { Router, type RequestHandler } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { chatParamsSchema, chatThreadSchema } from '@safari/shared/chat';
import { enquiryReceiptSchema, enquirySchema } from '@safari/shared/enquiry';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { EnquiriesService } from './enquiries.service';

export function enquiriesRouter(deps: { service: EnquiriesService; docs: OpenApiRegistry; limit: RequestHandler; pollLimit: RequestHandler }): Router {
  const { service, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const receipt = docs.component('EnquiryReceipt', enquiryReceiptSchema);

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/enquiries',
    summary: 'Send a chat message or a contact message to the staff inbox',
    description:
      "channel 'chat': a message typed into the chat widget (name and e-mail optional); the answer carries the " +
      "`conversation` id of its thread, which the device keeps: a further message sends it back as `conversation` to " +
      'go into the same thread (404 for an unknown one), and `GET /api/chat/{conversation}` reads the thread. ' +
      "channel 'contact': the contact " +
      'form, with consent. A contact message whose hidden honeypot field is filled gets 202 and is not stored. ' +
      `With an ${IDEMPOTENCY_HEADER} header (the offline outbox), a repeated request answers the first answer again ` +
      'instead of storing the message twice (409 when the same key comes with a different body).',
    tags: ['enquiries'],
    body: enquirySchema,
    responses: {
      201: { description: 'Stored for the staff inbox', schema: receipt },
      202: { description: 'Accepted and dropped (honeypot filled)', schema: receipt },
      400: { description: 'Invalid fields, with a message per field', schema: error },
      404: { description: 'Chat: no conversation with this id', schema: error },
      409: { description: 'The Idempotency-Key was used for another request', schema: error },
      429: { description: 'Too many requests from this address or to this e-mail; Retry-After says when to try again', schema: error },
    },
    after: [deps.limit],
    handler: async (req, res) => {
      const result = await service.receive(req.body, { idempotencyKey: idempotencyKeyOf(req) });
      sendStored(res, result);
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/chat/:conversation',
    summary: "A chat's thread: the traveller's messages and the staff's replies, oldest first",
    description:
      'For the chat widget of the device that holds the conversation id (it polls this every few seconds while open). ' +
      'Staff are named by their first name. Sends an ETag; a request with a matching If-None-Match gets 304 with no body. ' +
      'Rate-limited per IP address.',
    tags: ['enquiries'],
    before: [deps.pollLimit],
    params: chatParamsSchema,
    responses: {
      200: { description: 'The thread', schema: docs.component('ChatThread', chatThreadSchema) },
      304: { description: 'The thread has not changed since the ETag sent as If-None-Match' },
      400: { description: 'Not a conversation id', schema: error },
      404: { description: 'No conversation with this id', schema: error },
      429: { description: 'Too many requests from this address; Retry-After says when to try again', schema: error },
    },
    handler: async (req, res) => {
      const { thread, etag } = await service.thread(req.params.conversation);
      res.set({ ETag: etag, 'Cache-Control': 'private, no-cache' });
      const match = req.get('if-none-match');
      if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        res.status(304).end();
        return;
      }
      res.status(200).json(thread);
    },
  });

  return router;
}
