/**
 * The office's exchange rate: `GET /api/rates` (public: every shilling price on the site is the
 * dollar price at this rate) and `PUT /api/admin/rates` (admins; audited, in the same transaction).
 */
import { Router } from 'express';
import { apiErrorSchema } from '@safari/shared/api-error';
import { ratesInputSchema, ratesSchema, type Rates } from '@safari/shared/money';
import { createAuditRepo } from '../../lib/audit.repo';
import { currentUser, type Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { defineRoute } from '../../lib/route';
import { createRatesRepo, nairobiToday } from '../../lib/rates.repo';
import { assertSection, requireSection } from '../../lib/staff-access';

export function ratesFeature({ pool, docs, auth }: FeatureDeps & { auth: Auth }): Feature {
  const store = createStore(pool, (db) => ({ rates: createRatesRepo(db), audit: createAuditRepo(db) }));
  const router = Router();
  const error = docs.component('ApiError', apiErrorSchema);
  const rates = docs.component('Rates', ratesSchema);

  defineRoute(router, docs, {
    method: 'get',
    path: '/api/rates',
    summary: 'The office’s exchange rate: shillings per US dollar and its date (KES is null until staff set one)',
    tags: ['catalogue'],
    responses: { 200: { description: 'The rates', schema: rates } },
    handler: async (_req, res) => {
      const body: Rates = { KES: await store.repos.rates.kes() };
      res.set('Cache-Control', 'no-cache').json(body);
    },
  });

  defineRoute(router, docs, {
    method: 'put',
    path: '/api/admin/rates',
    summary: 'Set the USD→KES rate (admins); the date defaults to today in Nairobi',
    tags: ['admin'],
    auth: true,
    body: ratesInputSchema,
    responses: {
      200: { description: 'The rates now', schema: rates },
      400: { description: 'Invalid rate', schema: error },
      401: { description: 'No valid token', schema: error },
      403: { description: 'Not an admin', schema: error },
    },
    before: [requireSection(auth, 'bookings')],
    handler: async (req, res) => {
      const actor = currentUser(req);
      assertSection(actor, 'bookings');
      const wanted = { rate: req.body.KES.rate, asOf: req.body.KES.asOf ?? nairobiToday() };
      const body = await store.transaction(async (tx) => {
        const before = await tx.rates.kes();
        const after = await tx.rates.setKes(wanted, actor.id);
        await tx.audit.record({ actorId: actor.id, action: 'update', entity: 'exchange_rate', entityId: 'KES', details: { rate: after.rate, asOf: after.asOf }, before: before ?? undefined, after });
        return { KES: after };
      });
      res.json(body);
    },
  });

  return { router };
}
