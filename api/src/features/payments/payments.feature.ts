/**
 * Payments: `/api/payments…`, `/api/bookings/:id/payments` and the staff's `/api/admin/reconciliation`.
 * Starts attempts with the providers and confirms the booking through the bookings port, in the
 * same transaction as the payment. The worker that asks providers about late answers is started by
 * the server (payments.worker.ts) on the same store.
 */
import type pg from 'pg';
import type { Auth } from '../../lib/auth';
import { createStore, type Queryable, type Store } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createPaymentsRepo, createReconciliationRepo, createStaffPaymentsRepo } from './payments.repo';
import { paymentsRouter } from './payments.routes';
import { createPaymentsService, type BookingsPort, type PaymentsStore } from './payments.service';

/** The attempts, the bookings they pay and the e-mails they queue, on one pool. */
export function createPaymentsStore(pool: pg.Pool, bookings: BookingsPort, notifications: NotificationsPort): Store<PaymentsStore> {
  return createStore(pool, (db) => ({
    payments: createPaymentsRepo(db),
    bookings: bookings.forPayments(db),
    outbox: notifications.outbox(db),
    reconciliation: createReconciliationRepo(db),
  }));
}

export function paymentsFeature(deps: FeatureDeps & { auth: Auth; bookings: BookingsPort; notifications: NotificationsPort }): Feature {
  const { pool, config, docs, logger, bookings, notifications } = deps;
  const service = createPaymentsService({ store: createPaymentsStore(pool, bookings, notifications), config, logger });
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
