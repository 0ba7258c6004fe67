import { Router, type RequestHandler } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import {
  newsletterSchema,
  newsletterSubscriptionSchema,
  unsubscribeRequestSchema,
  unsubscribeResultSchema,
} from '@safari/shared/newsletter';
import { IDEMPOTENCY_HEADER, idempotencyKeyOf, sendStored } from '../../lib/idempotency';
import type { OpenApiRegistry } from '../../lib/openapi';
import { defineRoute } from '../../lib/route';
import type { NewsletterService } from './newsletter.service';

export function newsletterRouter(deps: { service: NewsletterService; docs: OpenApiRegistry; limit: RequestHandler; limitUnsubscribe: RequestHandler }): Router {
  const { service, docs } = deps;
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const subscription = docs.component('NewsletterSubscription', newsletterSubscriptionSchema);
  const unsubscribed = docs.component('NewsletterUnsubscribed', unsubscribeResultSchema);

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/newsletter',
    summary: 'Subscribe to the newsletter',
    description:
      'Idempotent per e-mail address (compared in lowercase): signing up again answers the same, updates the name and ' +
      'reactivates an address that had unsubscribed. A welcome e-mail with the unsubscribe link is queued for new subscribers. ' +
      `With an ${IDEMPOTENCY_HEADER} header (the offline outbox), a repeated request answers the first answer again ` +
      '(409 when the same key comes with a different body).',
    tags: ['newsletter'],
    body: newsletterSchema,
    responses: {
      200: { description: 'The address is on the list', schema: subscription },
      400: { description: 'Invalid name or e-mail', schema: error },
      409: { description: 'The Idempotency-Key was used for another request', schema: error },
      429: { description: 'Too many requests from this address or to this e-mail; Retry-After says when to try again', schema: error },
    },
    after: [deps.limit],
    handler: async (req, res) => {
      const result = await service.subscribe(req.body, { idempotencyKey: idempotencyKeyOf(req) });
      sendStored(res, result);
    },
  });

  const unsubscribeResponses = {
    200: { description: 'The address is off the list (also when it already was)', schema: unsubscribed },
    400: { description: 'The token is missing or malformed', schema: error },
    404: { description: 'No subscriber has this token', schema: error },
    429: { description: 'Too many tokens tried from this address; Retry-After says when to try again', schema: error },
  };
  defineRoute(router, docs, {
    method: 'get',
    path: '/api/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token of an unsubscribe link',
    tags: ['newsletter'],
    query: unsubscribeRequestSchema,
    responses: unsubscribeResponses,
    after: [deps.limitUnsubscribe],
    handler: async (req, res) => {
      res.json(await service.unsubscribe(req.query.token));
    },
  });

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    summary: 'Unsubscribe with the token of an unsubscribe link (one-click form)',
    tags: ['newsletter'],
    body: unsubscribeRequestSchema,
    responses: unsubscribeResponses,
    after: [deps.limitUnsubscribe],
    handler: async (req, res) => {
      res.json(await service.unsubscribe(req.body.token));
    },
  });

  return router;
}
