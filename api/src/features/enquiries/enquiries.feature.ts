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
import { createRateLimiter, perEmail, perIp, type LimitKey } from '../../lib/rate-limit';
import { createChatRepo } from './chat.repo';
import { createInboxRepo } from './enquiries.admin.repo';
import { inboxRouter } from './enquiries.admin.routes';
import { createInboxService } from './enquiries.admin.service';
import { createEnquiriesRepo } from './enquiries.repo';
import { enquiriesRouter } from './enquiries.routes';
import { createEnquiriesService } from './enquiries.service';

export function enquiriesFeature({ pool, config, logger, docs, auth, notifications }: FeatureDeps & { auth: Auth; notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ enquiries: createEnquiriesRepo(db), outbox: notifications.outbox(db), idempotency: createIdempotencyRepo(db), chat: createChatRepo(db) }));
  const limiter = createRateLimiter({ db: pool, rules: config.rateLimits, logger });
  // A further message of a chat thread counts against the chat's own (roomier) limit, and e-mails nobody.
  const inThread = (req: Parameters<LimitKey>[0]) => typeof (req.body as { conversation?: unknown } | undefined)?.conversation === 'string';
  const unless = (key: LimitKey): LimitKey => (req) => (inThread(req) ? undefined : key(req));
  const only = (key: LimitKey): LimitKey => (req) => (inThread(req) ? key(req) : undefined);
  const mail = unless(perEmail('email'));
  const limit = limiter.limit(['enquiriesPerIp', unless(perIp)], ['chatMessagesPerIp', only(perIp)], ['mailPerAddressHour', mail], ['mailPerAddressDay', mail]);
  const pollLimit = limiter.limit(['chatPollsPerIp', perIp]);
  const inbox = createStore(pool, (db) => ({ inbox: createInboxRepo(db), outbox: notifications.outbox(db), audit: createAuditRepo(db), chat: createChatRepo(db) }));
  const router = Router();
  router.use(enquiriesRouter({ service: createEnquiriesService({ store }), docs, limit, pollLimit }));
  router.use(inboxRouter({ service: createInboxService({ store: inbox }), auth, docs }));
  return { router };
}
