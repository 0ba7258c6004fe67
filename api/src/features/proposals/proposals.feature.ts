/** Custom-itinerary requests: `/api/proposals`. */
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { NotificationsPort } from '../../lib/outbox';
import { createRateLimiter, mailTo, perIp } from '../../lib/rate-limit';
import { createProposalsRepo } from './proposals.repo';
import { proposalsRouter } from './proposals.routes';
import { createProposalsService } from './proposals.service';

export function proposalsFeature({ pool, config, logger, docs, notifications }: FeatureDeps & { notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ proposals: createProposalsRepo(db), outbox: notifications.outbox(db), idempotency: createIdempotencyRepo(db) }));
  const limit = createRateLimiter({ db: pool, rules: config.rateLimits, logger }).limit(['proposalsPerIp', perIp], mailTo('contact', 'email'));
  return { router: proposalsRouter({ service: createProposalsService({ store }), docs, limit }) };
}
