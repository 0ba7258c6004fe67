/**
 * Payments: `/api/payments…` and `/api/bookings/:id/payments`. Starts attempts with the providers
 * and confirms the booking through the bookings port, in the same transaction as the payment.
 */
import type { Auth } from '../../lib/auth';
import { createStore, type Queryable } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createPaymentsRepo, createStaffPaymentsRepo } from './payments.repo';
import { paymentsRouter } from './payments.routes';
import { createPaymentsService, type BookingsPort } from './payments.service';

export function paymentsFeature(deps: FeatureDeps & { auth: Auth; bookings: BookingsPort; notifications: NotificationsPort }): Feature {
  const { pool, config, docs, logger, bookings, notifications } = deps;
  const store = createStore(pool, (db) => ({ payments: createPaymentsRepo(db), bookings: bookings.forPayments(db), outbox: notifications.outbox(db) }));
  const service = createPaymentsService({ store, config, logger });
  const providers = Object.entries(service.providerNames());
  const sandboxed = providers.filter(([, provider]) => provider === 'sandbox').map(([method]) => method);
  const unavailable = providers.filter(([, provider]) => provider === null).map(([method]) => method);
  if (config.nodeEnv === 'production' && sandboxed.length) {
    logger.warn({ methods: sandboxed }, 'PAYMENTS_SANDBOX=true: payment methods without a configured provider use the sandbox, no money moves');
  }
  if (unavailable.length) {
    logger.warn({ methods: unavailable }, 'no payment provider configured for these methods (and the sandbox is off): travellers can only pay later with them');
  }
  return { router: paymentsRouter({ service, auth: deps.auth, docs }) };
}

/** Payments as other features use them, on their transaction client (`db`). */
export const paymentsPort = {
  /** The staff console: record a payment taken by hand, list a booking's attempts. */
  forStaff: (db: Queryable) => createStaffPaymentsRepo(db),
};
