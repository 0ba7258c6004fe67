/**
 * The staff inbox: `/api/admin/enquiries/…` (contact and chat messages, custom-itinerary requests,
 * newsletter subscribers). Replies go out through the notifications outbox port from app.ts.
 */
import { Router } from 'express';
import { createAuditRepo } from '../../lib/audit.repo';
import type { Auth } from '../../lib/auth';
import { createStore } from '../../lib/db';
import type { Feature, FeatureDeps } from '../../lib/feature';
import type { NotificationsPort } from '../../lib/outbox';
import { createInboxRepo } from './inbox.repo';
import { inboxRouter } from './inbox.routes';
import { createInboxService } from './inbox.service';

export function enquiriesInboxFeature({ pool, docs, auth, notifications }: FeatureDeps & { auth: Auth; notifications: NotificationsPort }): Feature {
  const store = createStore(pool, (db) => ({ inbox: createInboxRepo(db), outbox: notifications.outbox(db), audit: createAuditRepo(db) }));
  return { router: Router().use(inboxRouter({ service: createInboxService({ store }), auth, docs })) };
}
