/** The newsletter list: `/api/newsletter…` (sign-up with a welcome e-mail, unsubscribe). */
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import { createIdempotencyRepo } from '../../lib/idempotency.repo';
import type { NotificationsPort } from '../../lib/outbox';
import { createRateLimiter, mailTo, perIp } from '../../lib/rate-limit';
import { createNewsletterRepo } from './newsletter.repo';
import { newsletterRouter } from './newsletter.routes';
import { createNewsletterService } from './newsletter.service';

export function newsletterFeature({ pool, config, logger, docs, notifications }: FeatureDeps & { notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ subscribers: createNewsletterRepo(db), outbox: notifications.outbox(db), idempotency: createIdempotencyRepo(db) }));
  const limiter = createRateLimiter({ db: pool, rules: config.rateLimits, logger });
  const limit = limiter.limit(['newsletterPerIp', perIp], mailTo('email'));
  const limitUnsubscribe = limiter.limit(['unsubscribePerIp', perIp]);
  return { router: newsletterRouter({ service: createNewsletterService({ store }), docs, limit, limitUnsubscribe }) };
}
