/**
 * Bookings and payments as one unit of the API: `/api/bookings…` and `/api/payments…`. The
 * payments side reads and confirms bookings, so both are wired here from the same pool and config.
 */
import { Router } from 'express';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Auth } from '../../lib/auth';
import type { OpenApiRegistry } from '../../lib/openapi';
import { paymentsRouter } from '../payments/payments.routes';
import { createPaymentsService } from '../payments/payments.service';
import { bookingsRouter } from './bookings.routes';
import { createBookingsService } from './bookings.service';

export function bookingsFeature(deps: { pool: pg.Pool; config: Config; auth: Auth; docs: OpenApiRegistry; logger?: Logger }): Router {
  const { pool, config, auth, docs, logger } = deps;
  const payments = createPaymentsService({ pool, config, logger });
  const providers = Object.entries(payments.providerNames());
  const sandboxed = providers.filter(([, provider]) => provider === 'sandbox').map(([method]) => method);
  const unavailable = providers.filter(([, provider]) => provider === null).map(([method]) => method);
  if (config.nodeEnv === 'production' && sandboxed.length) {
    logger?.warn({ methods: sandboxed }, 'PAYMENTS_SANDBOX=true: payment methods without a configured provider use the sandbox, no money moves');
  }
  if (unavailable.length) {
    logger?.warn({ methods: unavailable }, 'no payment provider configured for these methods (and the sandbox is off): travellers can only pay later with them');
  }
  const router = Router();
  router.use('/bookings', bookingsRouter({ service: createBookingsService({ pool }), auth, docs }));
  router.use(paymentsRouter({ service: payments, docs }));
  return router;
}
