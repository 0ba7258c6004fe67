/** Chat and contact messages for the staff inbox: `/api/enquiries`. */
import { Router } from 'express';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { NotificationsPort } from '../../lib/outbox';
import { createRateLimiter, mailTo, perIp } from '../../lib/rate-limit';
import { createEnquiriesRepo } from './enquiries.repo';
import { enquiriesRouter } from './enquiries.routes';
import { createEnquiriesService } from './enquiries.service';

export function enquiriesFeature({ pool, config, logger, docs, notifications }: FeatureDeps & { notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ enquiries: createEnquiriesRepo(db), outbox: notifications.outbox(db), idempotency: createIdempotencyRepo(db) }));
  const limit = createRateLimiter({ db: pool, rules: config.rateLimits, logger }).limit(['enquiriesPerIp', perIp], mailTo('email'));
  return { router: Router().use('/enquiries', enquiriesRouter({ service: createEnquiriesService({ store }), docs, limit })) };
}
