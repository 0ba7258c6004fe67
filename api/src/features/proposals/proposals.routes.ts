import { Router, type RequestHandler } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { proposalReceiptSchema, proposalRequestSchema } from '@safari/shared/proposal';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { ProposalsService } from './proposals.service';

export function proposalsRouter(deps: { service: ProposalsService; docs: OpenApiRegistry; limit: RequestHandler }): Router {
  const { service, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const receipt = docs.component('ProposalReceipt', proposalReceiptSchema);

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/proposals',
    summary: 'Request a custom safari itinerary (a proposal) from the planners',
    description:
      'The proposal form of the Request Quote page. Stored for the staff inbox; the traveller gets a confirmation e-mail. ' +
      `With an ${IDEMPOTENCY_HEADER} header (the offline outbox), a repeated request answers the first answer again ` +
      'instead of storing the request twice (409 when the same key comes with a different body).',
    tags: ['proposals'],
    body: proposalRequestSchema,
    responses: {
      201: { description: 'Stored for the staff inbox', schema: receipt },
      400: { description: 'Invalid fields, with a message per field (dotted paths, e.g. trip.endDate)', schema: error },
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
