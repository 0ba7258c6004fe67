/** Chat and contact messages for the staff inbox: `/api/enquiries`. */
import { Router } from 'express';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { NotificationsPort } from '../../lib/outbox';
import { createEnquiriesRepo } from './enquiries.repo';
import { enquiriesRouter } from './enquiries.routes';
import { createEnquiriesService } from './enquiries.service';

export function enquiriesFeature({ pool, docs, notifications }: FeatureDeps & { notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ enquiries: createEnquiriesRepo(db), outbox: notifications.outbox(db), idempotency: createIdempotencyRepo(db) }));
  return { router: Router().use('/enquiries', enquiriesRouter({ service: createEnquiriesService({ store }), docs })) };
}
