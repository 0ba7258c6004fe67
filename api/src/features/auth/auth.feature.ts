/**
 * Sign-in, registration and account recovery: `/api/auth…` and `GET /api/users/me`, and the sign-in
 * throttles admins see and clear (`/api/admin/sign-in-throttles`). Also builds the request guard
 * (`auth`) every other feature's routes use.
 */
import { Router } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import { createAuth, type Auth } from '../../lib/auth';
import { createStore, type Queryable } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createRateLimiter } from '../../lib/rate-limit';
import { createAuthRepo } from './auth.repo';
import { authRouter, meRouter } from './auth.routes';
import { createAuthService, type AccountBookings } from './auth.service';
import { createSignInThrottleRepo } from './sign-in-throttle.repo';
import { signInThrottlesRouter } from './sign-in-throttle.routes';
import { createSignInThrottleService } from './sign-in-throttle.service';

export function authFeature(
  deps: FeatureDeps & { notifications: NotificationsPort; bookings: { forAccounts(db: Queryable): AccountBookings } },
): Feature & { auth: Auth } {
  const { pool, config, docs, logger, notifications, bookings } = deps;
  const store = createStore(pool, (db) => ({ accounts: createAuthRepo(db), outbox: notifications.outbox(db), bookings: bookings.forAccounts(db) }));
  const auth = createAuth({ jwtSecret: config.jwtSecret, loadAccount: (id) => store.repos.accounts.findById(id) });
  const service = createAuthService({ store, auth });
  const router = Router();
  const limiter = createRateLimiter({ db: pool, rules: config.rateLimits, logger });
  const throttles = createStore(pool, (db) => ({ throttles: createSignInThrottleRepo(db), audit: createAuditRepo(db) }));
  const throttle = createSignInThrottleService({ store: throttles, rules: config.rateLimits });
  router.use(authRouter({ service, auth, docs, limiter, throttle }));
  router.use(meRouter({ auth, docs }));
  router.use(signInThrottlesRouter({ service: throttle, auth, docs }));
  return { router, auth };
}
