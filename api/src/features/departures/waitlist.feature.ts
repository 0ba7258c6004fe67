/**
 * The waitlist of a full departure: `POST /api/departures/{id}/waitlist` (public, rate-limited per
 * address), and for staff `GET /api/admin/departures/{id}/waitlist` and `DELETE
 * /api/admin/waitlist/{entryId}` (audited). Offers are made by the holds worker (holds.worker.ts).
 */
import { Router } from 'express';
import { z } from 'zod';
import { apiErrorSchema } from '@safari/shared/api-error';
import { adminIdParamsSchema } from '@safari/shared/staff';
import { waitlistJoinedSchema, waitlistJoinSchema, waitlistListSchema } from '@safari/shared/waitlist';
import { createAuditRepo } from '../../lib/audit.repo';
import { currentUser, type Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createRateLimiter, perIp } from '../../lib/rate-limit';
import { defineRoute } from '../../lib/route';
import { requireSection } from '../../lib/staff-access';
import { createWaitlistRepo } from './waitlist.repo';
import { createWaitlistService } from './waitlist.service';

const departureParams = z.object({ id: z.uuid('Not a valid id.').describe('The departure id') });
const entryParams = z.object({ entryId: z.uuid('Not a valid id.').describe('The waitlist entry id') });

export function waitlistFeature({ pool, config, logger, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const store = createStore(pool, (db) => ({ waitlist: createWaitlistRepo(db), audit: createAuditRepo(db) }));
  const service = createWaitlistService({ store });
  const limit = createRateLimiter({ db: pool, rules: config.rateLimits, logger }).limit(['waitlistPerIp', perIp]);
  const guard = requireSection(auth, 'bookings');
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const denied = { 401: { description: 'No valid token', schema: error }, 403: { description: 'Not staff of the bookings section', schema: error } };

  defineRoute(router, docs, {
    method: 'post',
    path: '/api/departures/:id/waitlist',
    summary: 'Join the waitlist of a full departure',
    description:
      'When seats free up, the first waiting party that fits is e-mailed an offer that holds its seats for the hold time ' +
      '(SEAT_HOLD_MINUTES) and links to the booking form with the offer token (waitlistOffer on POST /api/bookings). ' +
      'Joining again with the same e-mail updates the entry and keeps its place.',
    tags: ['bookings'],
    params: departureParams,
    body: waitlistJoinSchema,
    responses: {
      201: { description: 'On the waitlist, with the place in the queue (1: next in line)', schema: docs.component('WaitlistJoined', waitlistJoinedSchema) },
      400: { description: 'Invalid fields, with a message per field', schema: error },
      404: { description: 'No open departure with this id', schema: error },
      409: { description: 'The party fits the seats left: book instead ({ error, seatsLeft })', schema: error },
      429: { description: 'Too many requests from this address; Retry-After says when to try again', schema: error },
    },
    after: [limit],
    handler: async (req, res) => {
      res.status(201).json(await service.join(req.params.id, req.body));
    },
  });

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/admin/departures/:id/waitlist',
    summary: "A departure's waitlist: every entry in the order they joined, with position, party, status and offer expiry",
    tags: ['admin'],
    auth: true,
    params: adminIdParamsSchema,
    before: [guard],
    responses: {
      200: { description: 'The entries', schema: docs.component('WaitlistList', waitlistListSchema) },
      404: { description: 'No such departure', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      res.json({ items: await service.list(currentUser(req), req.params.id) });
    },
  });

  defineRoute(router, docs, {
    method: 'delete',
    path: '/api/admin/waitlist/:entryId',
    summary: 'Remove a waitlist entry (audited); seats held by its offer go to the next party',
    tags: ['admin'],
    auth: true,
    params: entryParams,
    before: [guard],
    responses: {
      204: { description: 'Removed' },
      404: { description: 'No such entry, or already removed', schema: error },
      ...denied,
    },
    handler: async (req, res) => {
      await service.remove(currentUser(req), req.params.entryId);
      res.status(204).end();
    },
  });

  return { router };
}
