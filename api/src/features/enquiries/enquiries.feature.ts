/**
 * Enquiries: chat and contact messages sent to `/api/enquiries`, and the staff inbox that answers them,
 * `/api/admin/enquiries/…` (contact and chat messages, custom-itinerary requests, newsletter
 * subscribers). Replies go out through the notifications outbox port from app.ts.
 */
import { Router } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { NotificationsPort } from '../../lib/outbox';
import { createRateLimiter, mailTo, perIp } from '../../lib/rate-limit';
import { createInboxRepo } from './enquiries.admin.repo';
import { inboxRouter } from './enquiries.admin.routes';
import { createInboxService } from './enquiries.admin.service';
import { createEnquiriesRepo } from './enquiries.repo';
import { enquiriesRouter } from './enquiries.routes';
import { createEnquiriesService } from './enquiries.service';

export function enquiriesFeature({ pool, config, logger, docs, auth, notifications }: FeatureDeps & { auth: Auth; notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ enquiries: createEnquiriesRepo(db), outbox: notifications.outbox(db), idempotency: createIdempotencyRepo(db) }));
  const limit = createRateLimiter({ db: pool, rules: config.rateLimits, logger }).limit(['enquiriesPerIp', perIp], mailTo('email'));
  const inbox = createStore(pool, (db) => ({ inbox: createInboxRepo(db), outbox: notifications.outbox(db), audit: createAuditRepo(db) }));
  const router = Router();
  router.use(enquiriesRouter({ service: createEnquiriesService({ store }), docs, limit }));
  router.use(inboxRouter({ service: createInboxService({ store: inbox }), auth, docs }));
  return { router };
}
